import { AuthStore, isLoggedIn, type User } from '@more/core';
import { createContext, useContext } from 'react';
import { useService } from './services';
import { useHydrated } from './use-hydrated';
import { useStore } from './use-store';

/**
 * True when the server rendered this page for the very shopper this browser holds (the storefront's session
 * cookie; composition-root/rendered-session.ts): their own things were in the server's HTML, so they are in the
 * first browser render too. Root provides it; false anywhere else (tests, the static demo).
 */
const ShopperRendered = createContext(false);
export const ShopperRenderedProvider = ShopperRendered.Provider;

/**
 * Whether the shopper's own things (cart, wishlist marks, profile menu, orders) show. On a page the server
 * rendered for this shopper: from the first render, on the server and in the browser alike. Otherwise after
 * hydration: the server's HTML was a guest's, and the first browser render must equal it, so the personal parts
 * render their reserved, guest-shaped space until then.
 */
export const useShopperShown = (): boolean => {
  const hydrated = useHydrated();
  return useContext(ShopperRendered) || hydrated;
};

/**
 * True when the server rendered a guest's cart from its cookie and it is the cart this browser holds (the same tag;
 * composition-root/rendered-session.ts): the cart's parts (the cart page, the header's count) show from the first
 * render. The guest's other things (their wishlist's hearts) the server never saw.
 */
const CartRendered = createContext(false);
export const CartRenderedProvider = CartRendered.Provider;

/** Whether the shopper's cart shows: as their other things (useShopperShown), or at once when the server rendered this guest's cart. */
export const useCartShown = (): boolean => {
  const shown = useShopperShown();
  return useContext(CartRendered) || shown;
};

/** The logged-in customer, or null for a guest, as far as the page may show them yet (useShopperShown). */
export const useCustomer = (): User | null => {
  const auth = useService(AuthStore);
  const session = useStore(auth);
  const shown = useShopperShown();
  return shown && isLoggedIn(session) ? session.user : null;
};

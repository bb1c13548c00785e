import { type KeyValueStorage, MemoryStorage } from '@more/adapters/storage';
import { BrowserCartTabs } from '@more/adapters/storage/cart-tabs';
import { type CartOutline, type ShoppingCart, guestCartOutline, storePaths } from '@more/core';

/**
 * What keeps the shopper's cart whole beyond this page (issue 11, "nothing
 * lost"). Loaded as the page starts, outside the entry.
 *
 * - "a pending save is sent when the page is hidden": the 250 ms debounce
 *   must not lose the last change of a shopper who switches apps or closes
 *   the tab. Hidden is the last moment a phone reliably gives a page; the
 *   save goes with keepalive, so it arrives after the page is gone.
 * - "two tabs of the same shopper show the same cart within a second of a
 *   change in either": the other tabs hear of each change through the
 *   browser's storage events.
 * - A guest's cart is rendered on the storefront's server too (issue 39): its outline goes beside it in a cookie
 *   at every change (core says what the outline is; none for a customer, whose cart the server reads itself).
 */
export const keepCartBeyondThisPage = (cart: ShoppingCart, storage: KeyValueStorage, withStorefrontServer: boolean): void => {
  const flush = () => void cart.flush();
  document.addEventListener('visibilitychange', () => {
    if (document.visibilityState === 'hidden') flush();
  });
  window.addEventListener('pagehide', flush);

  if (withStorefrontServer) keepCartOutline(cart);

  if (storage instanceof MemoryStorage) return;
  cart.connectTabs(
    new BrowserCartTabs(storage, (listener) => {
      const onStorage = (event: StorageEvent) => listener(event.key, event.newValue);
      window.addEventListener('storage', onStorage);
      return () => window.removeEventListener('storage', onStorage);
    }),
  );
};

/**
 * A guest's cart outline in its cookie, at every change of the cart (core says what the outline is: none for a
 * customer, whose cart the server reads itself). The cookie's writer is a chunk of its own, loaded once there is an
 * outline to write, or one to remove: after an outline was written on this page, or on the cart's page, the one page
 * whose requests carry the cookie (one left from an earlier visit goes there). Other pages do without it.
 */
const keepCartOutline = (cart: ShoppingCart): void => {
  let writer: Promise<(outline: CartOutline | null) => void> | null = null;
  const load = () =>
    (writer ??= import('@more/adapters/storage/cart-cookie').then(({ DocumentCartOutlineCookie }) => {
      const cookie = new DocumentCartOutlineCookie(document, window.location.protocol === 'https:');
      return (outline) => cookie.write(outline);
    }));
  const onCartPage = window.location.pathname === storePaths.cart;
  cart.state$.subscribe((state) => {
    const outline = guestCartOutline(state);
    // Each write waits for the same chunk, so they land in the order the cart changed.
    if (outline !== null || writer !== null || onCartPage) void load().then((write) => write(outline));
  });
};

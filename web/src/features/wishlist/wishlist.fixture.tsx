import { AuthStore, InMemorySessionStore, RecordingNavigation, ShoppingCart, Wishlist, WishlistPurchase, storePaths } from '@more/core';
import {
  InMemoryCartApi,
  InMemoryGuestCartStore,
  InMemoryGuestWishlistStore,
  InMemoryProductDetailApi,
  InMemoryWishlistApi,
  aProduct,
  aProductDetail,
  aProductVariant,
  aUser,
} from '@more/core/testing';
import { act, render } from '@testing-library/react';
import { asapScheduler } from 'rxjs';
import { Router } from 'wouter';
import { memoryLocation } from 'wouter/memory-location';
import { ServicesProvider } from '../../shared/services';
import { testServices } from '../../shared/services.fixture';
import WishlistPage from './pages/WishlistPage';

export const settle = async () => {
  for (let turn = 0; turn < 5; turn++) await new Promise((resolve) => setTimeout(resolve, 0));
};

/** The wished products: product n is `produk-n`, one variant (id n × 10) in stock. */
export const wishedProduct = (id: number, variants = 1) =>
  aProduct({ id, slug: `produk-${id}`, name: `Produk ${id}`, variantsAvailable: variants, colorsAvailable: 1 });

/** Core's real Wishlist, cart and WishlistPurchase on core's fakes, for a logged-in customer, as the modules wire them. */
export const wishlistWorld = (
  options: { readonly serverIds?: readonly number[]; readonly path?: string; readonly variantsOf?: Readonly<Record<number, number>> } = {},
) => {
  const auth = new AuthStore(new InMemorySessionStore({ token: 'token-0', user: aUser() }));
  const api = new InMemoryWishlistApi([...(options.serverIds ?? [])], (id) => wishedProduct(id, options.variantsOf?.[id] ?? 1));
  const guestStore = new InMemoryGuestWishlistStore([]);
  const wishlist = new Wishlist(api, guestStore, auth);
  const cartApi = new InMemoryCartApi();
  const cart = new ShoppingCart(cartApi, new InMemoryGuestCartStore(), auth, asapScheduler);
  const details = new InMemoryProductDetailApi(
    (options.serverIds ?? []).map((id) => aProductDetail({ id, slug: `produk-${id}`, name: `Produk ${id}`, variants: [aProductVariant({ id: id * 10, stock: 5 })] })),
  );
  const navigation = new RecordingNavigation();
  const purchase = new WishlistPurchase(details, cart, navigation);
  const services = testServices([
    [Wishlist, wishlist],
    [WishlistPurchase, purchase],
    [ShoppingCart, cart],
    [AuthStore, auth],
  ]);
  const location = memoryLocation({ path: options.path ?? storePaths.wishlist });
  const show = async () => {
    await act(async () => {
      render(
        <ServicesProvider services={services}>
          <Router hook={location.hook} searchHook={location.searchHook}>
            <WishlistPage params={{}} />
          </Router>
        </ServicesProvider>,
      );
      await settle();
    });
  };
  return { api, wishlist, cart, details, navigation, show, guestStore };
};

import { AuthStore, InMemorySessionStore, Wishlist } from '@more/core';
import { InMemoryGuestWishlistStore, InMemoryWishlistApi } from '@more/core/testing';
import type { ReactNode } from 'react';
import { ServicesProvider } from '../services';
import { testServices } from '../services.fixture';

/** A guest's wishlist on the device, holding these product ids: what the product cards' hearts read in a view's test. */
export const aGuestWishlist = (productIds: readonly number[] = []): Wishlist =>
  new Wishlist(new InMemoryWishlistApi([]), new InMemoryGuestWishlistStore([...productIds]), new AuthStore(new InMemorySessionStore(null)));

/** Around a view of product cards that needs nothing else from the container. */
export const WithWishlist = ({ wishlist = aGuestWishlist(), children }: { readonly wishlist?: Wishlist; readonly children: ReactNode }) => (
  <ServicesProvider services={testServices([[Wishlist, wishlist]])}>{children}</ServicesProvider>
);

import { AuthStore, InMemorySessionStore, Wishlist } from '@more/core';
import { aUser, InMemoryGuestWishlistStore } from '@more/core/testing';
import { createMockApi, DEMO_CUSTOMER, type MockApi, NEW_CUSTOMER, signIn } from '@more/mock-server';
import { setupServer } from 'msw/node';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { createStoreApi } from '../store-api';
import { HttpWishlistApi } from './http-wishlist-api';

const server = setupServer();
let mock: MockApi;
let token: string | null = 'demo-token';
const wishlistApi = new HttpWishlistApi(createStoreApi({ baseUrl: 'http://store.test/api/', retry: 0, accessToken: () => token }));
const ids = async () => (await wishlistApi.list({ page: 1, perPage: 100 })).items.map((p) => p.id);

beforeAll(async () => {
  mock = await createMockApi({ now: Date.UTC(2026, 10, 21, 3, 0) });
  server.use(...mock.handlers);
  server.listen({ onUnhandledRequest: 'error' });
});
beforeEach(async () => {
  await mock.reset();
  token = 'demo-token';
  await signIn(mock.db, DEMO_CUSTOMER.id, 'demo-token', mock.clock.unixSeconds());
  await signIn(mock.db, NEW_CUSTOMER.id, 'new-token', mock.clock.unixSeconds());
});
afterAll(() => server.close());

describe('HttpWishlistApi against the mock', () => {
  it('lists the demo customer\'s wished products as product summaries, page by page', async () => {
    const first = await wishlistApi.list({ page: 1, perPage: 4 });
    expect(first).toMatchObject({ page: 1, perPage: 4, total: 7, totalPages: 2 });
    const wished = new Set(mock.db.wishlistItems.all().filter((item) => item.customerId === DEMO_CUSTOMER.id).map((item) => item.productId));
    expect(first.items.every((product) => wished.has(product.id) && product.images.length > 0)).toBe(true);
    expect((await wishlistApi.list({ page: 2, perPage: 4 })).items).toHaveLength(3);
  });

  it('adds and removes for the customer whose token it sends, and no one else', async () => {
    token = 'new-token';
    await wishlistApi.add(12);
    await wishlistApi.add(40);
    await wishlistApi.remove(12);
    expect(await ids()).toEqual([40]);
    token = 'demo-token';
    expect(await ids()).not.toContain(40);
  });

  it('syncs a guest\'s hearts into the account, ignoring ids that are no product', async () => {
    token = 'new-token';
    await wishlistApi.add(5);
    await wishlistApi.syncGuest([5, 6, 99999]);
    expect((await ids()).sort((a, b) => a - b)).toEqual([5, 6]);
  });

  it('drives the Wishlist use case: a guest\'s hearts join the account\'s at login', async () => {
    token = 'new-token';
    await wishlistApi.add(3);
    const auth = new AuthStore(new InMemorySessionStore());
    const guest = new InMemoryGuestWishlistStore([8, 9]);
    const wishlist = new Wishlist(wishlistApi, guest, auth);
    auth.signIn('new-token', aUser());
    await wishlist.afterLogin();
    expect(wishlist.current).toMatchObject({ status: 'ready', failure: null });
    expect([...wishlist.current.productIds].sort((a, b) => a - b)).toEqual([3, 8, 9]);
    expect(guest.stored).toEqual([]);
  });

  it('fails adding a product the catalogue does not have as rejected, and removing it as not found', async () => {
    await expect(wishlistApi.add(99999)).rejects.toMatchObject({ kind: 'rejected', call: 'POST more/user/wishlist', details: { status: 422 } });
    await expect(wishlistApi.remove(99999)).rejects.toMatchObject({ kind: 'not-found', call: 'DELETE more/user/wishlist/{id}' });
    token = null;
    await expect(wishlistApi.syncGuest([1])).rejects.toMatchObject({ kind: 'unauthorized' });
  });
});

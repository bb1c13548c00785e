import fc from 'fast-check';
import { Subject, filter, firstValueFrom } from 'rxjs';
import { describe, expect, it } from 'vitest';
import { aProduct } from '../catalogue/product.fixture';
import { AuthStore } from '../session/auth-store';
import { aUser, InMemoryAuthApi } from '../session/fakes';
import { InMemorySessionStore } from '../session/session-store.port';
import { Session } from '../session/session';
import { StoreFailure } from '../shared/failure';
import { RecordingNavigation } from '../shared/navigation';
import { InMemoryGuestWishlistStore, InMemoryWishlistApi } from './fakes';
import { WISHLIST_PAGE_SIZE, Wishlist, type WishlistState } from './wishlist';

const setup = (options: { loggedIn?: boolean; serverIds?: number[]; guestIds?: number[] } = {}) => {
  const auth = new AuthStore(new InMemorySessionStore(options.loggedIn ? { token: 'token-0', user: aUser() } : null));
  const api = new InMemoryWishlistApi(options.serverIds ?? []);
  const guestStore = new InMemoryGuestWishlistStore(options.guestIds ?? []);
  const wishlist = new Wishlist(api, guestStore, auth);
  return { auth, api, guestStore, wishlist };
};

const settled = (wishlist: Wishlist): Promise<WishlistState> =>
  firstValueFrom(wishlist.state$.pipe(filter((s) => s.status !== 'loading')));

const offline = () => new Error('Failed to fetch');
const serverDown = (call: string) => new StoreFailure('server', call, 'Internal Server Error', { status: 500 });
const sameIds = (ids: readonly number[]) => [...ids].sort((a, b) => a - b);

describe('wishlist of a guest', () => {
  it('"Wishlist: list of product ids (the guest list is kept separately)" (document 1 §3): starts with the list on the device', () => {
    const { wishlist, api } = setup({ guestIds: [4, 9] });
    expect(wishlist.current).toEqual({ productIds: [4, 9], products: [], status: 'ready', failure: null, pending: [] });
    expect(wishlist.has(9)).toBe(true);
    expect(wishlist.has(5)).toBe(false);
    expect(api.calls).toEqual([]);
  });

  it('"Wishlist (guest): toggling adds or removes an id" (document 1 §4), at once and on the device', async () => {
    const { wishlist, guestStore, api } = setup();
    void wishlist.toggle(7);
    expect(wishlist.has(7)).toBe(true);
    expect(guestStore.stored).toEqual([7]);
    await wishlist.toggle(7);
    expect(wishlist.has(7)).toBe(false);
    expect(guestStore.stored).toEqual([]);
    expect(api.calls).toEqual([]);
  });

  it('reads the device again on refresh (another tab may have changed it)', async () => {
    const { wishlist, guestStore } = setup({ guestIds: [1] });
    guestStore.stored = [1, 2];
    await wishlist.refresh();
    expect(wishlist.current.productIds).toEqual([1, 2]);
  });

  it('PROPERTY: for any sequence of guest toggles, the stored list is the set of ids toggled an odd number of times, without duplicates', async () => {
    await fc.assert(
      fc.asyncProperty(fc.array(fc.integer({ min: 1, max: 12 }), { maxLength: 30 }), async (toggles) => {
        const { wishlist, guestStore, api } = setup();
        for (const id of toggles) await wishlist.toggle(id);
        const odd = [...new Set(toggles)].filter((id) => toggles.filter((t) => t === id).length % 2 === 1);
        expect(sameIds(guestStore.stored)).toEqual(sameIds(odd));
        expect(new Set(guestStore.stored).size).toBe(guestStore.stored.length);
        expect(wishlist.current.productIds).toEqual(guestStore.stored);
        expect(api.calls).toEqual([]);
      }),
    );
  });
});

describe('wishlist of a customer', () => {
  it('loads the server list at start when already logged in ("GET more/user/wishlist with query", document 2 §7)', async () => {
    const { wishlist, api } = setup({ loggedIn: true, serverIds: [3, 8] });
    expect(wishlist.current.status).toBe('loading');
    const state = await settled(wishlist);
    expect(state.status).toBe('ready');
    expect(state.productIds).toEqual([3, 8]);
    expect(state.products.map((p) => p.slug)).toEqual(['produk-3', 'produk-8']);
    expect(api.callsOf('list')).toEqual([{ page: 1, perPage: WISHLIST_PAGE_SIZE }]);
  });

  it('reads every page of a long wishlist, so every heart shows', async () => {
    const ids = Array.from({ length: 30 }, (_, i) => i + 1);
    const { wishlist, api } = setup({ loggedIn: true, serverIds: ids });
    const state = await settled(wishlist);
    expect(state.productIds).toEqual(ids);
    expect(api.callsOf('list')).toEqual([1, 2, 3].map((page) => ({ page, perPage: 12 })));
  });

  it('shows a product once even when it moved between pages while they were read', async () => {
    const { auth, wishlist, api } = setup();
    // A heart removed elsewhere between the two reads shifts product 2 onto page 2 as well.
    api.list = (query) =>
      Promise.resolve({
        items: (query.page === 1 ? [1, 2] : [2, 3]).map((id) => aProduct({ id })),
        page: query.page,
        perPage: 2,
        total: 4,
        totalPages: 2,
      });
    auth.signIn('token-1', aUser());
    await wishlist.refresh();
    expect(wishlist.current.productIds).toEqual([1, 2, 3]);
    expect(wishlist.current.products).toHaveLength(3);
  });

  it('reports a list that cannot be read, and shows it after a retry', async () => {
    const { auth, wishlist, api } = setup({ serverIds: [5] });
    api.failing.list = offline();
    auth.signIn('token-1', aUser());
    void wishlist.refresh();
    const failedState = await settled(wishlist);
    expect(failedState.status).toBe('failed');
    expect(failedState.failure?.kind).toBe('network');
    expect(failedState.failure?.call).toBe('GET more/user/wishlist');
    delete api.failing.list;
    await wishlist.refresh();
    expect(wishlist.current).toMatchObject({ status: 'ready', failure: null, productIds: [5] });
  });

  describe('a heart goes through the API, "optimistic with rollback on failure"', () => {
    it('turns on at once, then stays on once the server took it (POST more/user/wishlist)', async () => {
      const { wishlist, api } = setup({ loggedIn: true, serverIds: [1] });
      await settled(wishlist);
      const done = wishlist.toggle(2);
      expect(wishlist.current.productIds).toEqual([1, 2]);
      expect(wishlist.current.pending).toEqual([2]);
      await done;
      expect(wishlist.current.pending).toEqual([]);
      expect(wishlist.has(2)).toBe(true);
      expect(api.callsOf('add')).toEqual([2]);
      expect(api.serverIds).toEqual([1, 2]);
    });

    it('turns back off with the failure when the server refuses it', async () => {
      const { wishlist, api } = setup({ loggedIn: true, serverIds: [1] });
      await settled(wishlist);
      api.failing.add = serverDown('POST more/user/wishlist');
      const done = wishlist.toggle(2);
      expect(wishlist.has(2)).toBe(true);
      await done;
      expect(wishlist.has(2)).toBe(false);
      expect(wishlist.current.failure).toBe(api.failing.add);
      expect(wishlist.current.pending).toEqual([]);
    });

    it('turns off at once and leaves the profile list (DELETE more/user/wishlist/{id})', async () => {
      const { wishlist, api } = setup({ loggedIn: true, serverIds: [1, 2] });
      await settled(wishlist);
      const done = wishlist.toggle(1);
      expect(wishlist.has(1)).toBe(false);
      expect(wishlist.current.products.map((p) => p.id)).toEqual([2]);
      await done;
      expect(api.callsOf('remove')).toEqual([1]);
      expect(api.serverIds).toEqual([2]);
    });

    it('comes back on, product and all, when the removal fails', async () => {
      const { wishlist, api } = setup({ loggedIn: true, serverIds: [1, 2] });
      await settled(wishlist);
      api.failing.remove = offline();
      await wishlist.toggle(1);
      expect(wishlist.has(1)).toBe(true);
      expect(wishlist.current.products.map((p) => p.id)).toEqual([1, 2]);
      expect(wishlist.current.failure?.call).toBe('DELETE more/user/wishlist/{id}');
      expect(wishlist.current.failure?.kind).toBe('network');
    });

    it('ignores a second tap on a heart whose change is still on its way', async () => {
      const { wishlist, api } = setup({ loggedIn: true });
      await settled(wishlist);
      api.hold();
      const first = wishlist.toggle(4);
      const second = wishlist.toggle(4);
      expect(wishlist.has(4)).toBe(true);
      api.release();
      await Promise.all([first, second]);
      expect(api.callsOf('add')).toEqual([4]);
      expect(api.callsOf('remove')).toEqual([]);
      expect(wishlist.has(4)).toBe(true);
    });

    it('keeps a heart changed while the list was being read', async () => {
      const { wishlist, api } = setup({ loggedIn: true, serverIds: [1] });
      await settled(wishlist);
      api.hold();
      const reading = wishlist.refresh();
      const adding = wishlist.toggle(7);
      const removing = wishlist.toggle(1);
      // The list is answered first, before the server applies the changes.
      api.release();
      await Promise.all([reading, adding, removing]);
      expect(wishlist.current.productIds).toEqual([7]);
      expect(api.serverIds).toEqual([7]);
    });

    it('PROPERTY: after any sequence of hearts, some failing, the hearts shown are the server\'s list', async () => {
      const step = fc.record({ id: fc.integer({ min: 1, max: 6 }), fails: fc.boolean() });
      await fc.assert(
        fc.asyncProperty(fc.uniqueArray(fc.integer({ min: 1, max: 6 })), fc.array(step, { maxLength: 20 }), async (serverIds, steps) => {
          const { wishlist, api } = setup({ loggedIn: true, serverIds });
          await settled(wishlist);
          for (const { id, fails } of steps) {
            api.failing.add = fails ? offline() : undefined;
            api.failing.remove = fails ? offline() : undefined;
            await wishlist.toggle(id);
            expect(sameIds(wishlist.current.productIds)).toEqual(sameIds(api.serverIds));
            expect(wishlist.current.failure !== null).toBe(fails);
          }
          expect(wishlist.current.pending).toEqual([]);
        }),
      );
    });
  });
});

describe('after login (document 1 §4, document 2 §4)', () => {
  it('"On login the guest list is synced to the server and then cleared", then shows the account\'s list', async () => {
    const { auth, wishlist, api, guestStore } = setup({ guestIds: [1, 2], serverIds: [2, 3] });
    auth.signIn('token-1', aUser());
    api.hold();
    const done = wishlist.afterLogin();
    expect(wishlist.current).toMatchObject({ status: 'loading', productIds: [1, 2] });
    api.release();
    await done;
    expect(api.calls.map((c) => c.call)).toEqual(['syncGuest', 'list']);
    expect(api.callsOf('syncGuest')).toEqual([[1, 2]]);
    expect(guestStore.stored).toEqual([]);
    expect(wishlist.current).toMatchObject({ status: 'ready', productIds: [2, 3, 1] });
  });

  it('makes no sync call when the guest wished nothing', async () => {
    const { auth, wishlist, api } = setup({ serverIds: [3] });
    auth.signIn('token-1', aUser());
    await wishlist.afterLogin();
    expect(api.calls.map((c) => c.call)).toEqual(['list']);
    expect(wishlist.current.productIds).toEqual([3]);
  });

  it('keeps the guest list when the sync fails, shows the failure, and sends it again on the next load', async () => {
    const { auth, wishlist, api, guestStore } = setup({ guestIds: [1, 2], serverIds: [3] });
    auth.signIn('token-1', aUser());
    api.failing.syncGuest = serverDown('POST more/user/wishlist/sync-guest');
    await wishlist.afterLogin();
    expect(guestStore.stored).toEqual([1, 2]);
    expect(wishlist.current).toMatchObject({ status: 'failed', productIds: [1, 2], failure: api.failing.syncGuest });
    expect(api.callsOf('list')).toEqual([]);

    delete api.failing.syncGuest;
    await wishlist.refresh();
    expect(guestStore.stored).toEqual([]);
    expect(wishlist.current).toMatchObject({ status: 'ready', productIds: [3, 1, 2] });
  });

  it('names the sync call in a failure that is not a StoreFailure yet', async () => {
    const { auth, wishlist, api } = setup({ guestIds: [1] });
    auth.signIn('token-1', aUser());
    api.failing.syncGuest = offline();
    await wishlist.afterLogin();
    expect(wishlist.current.failure).toMatchObject({ kind: 'network', call: 'POST more/user/wishlist/sync-guest' });
  });

  const lists = fc.uniqueArray(fc.integer({ min: 1, max: 40 }), { maxLength: 15 });

  it('PROPERTY: for any guest list and server list, after a successful login the wishlist is their union and the guest store is empty', async () => {
    await fc.assert(
      fc.asyncProperty(lists, lists, async (guestIds, serverIds) => {
        const { auth, wishlist, guestStore } = setup({ guestIds, serverIds });
        auth.signIn('token-1', aUser());
        await wishlist.afterLogin();
        expect(sameIds(wishlist.current.productIds)).toEqual(sameIds([...new Set([...guestIds, ...serverIds])]));
        expect(wishlist.current.status).toBe('ready');
        expect(guestStore.stored).toEqual([]);
      }),
    );
  });

  it('PROPERTY: after a failed sync the guest store is unchanged', async () => {
    await fc.assert(
      fc.asyncProperty(lists.filter((ids) => ids.length > 0), lists, async (guestIds, serverIds) => {
        const { auth, wishlist, guestStore, api } = setup({ guestIds, serverIds });
        auth.signIn('token-1', aUser());
        api.failing.syncGuest = offline();
        await wishlist.afterLogin();
        expect(guestStore.stored).toEqual(guestIds);
        expect(api.serverIds).toEqual(serverIds);
        expect(wishlist.current.status).toBe('failed');
      }),
    );
  });

  it('runs as a participant of the session: login syncs, logout "clears … wishlist"', async () => {
    const sessionStore = new InMemorySessionStore();
    const auth = new AuthStore(sessionStore);
    const api = new InMemoryWishlistApi([10]);
    const guestStore = new InMemoryGuestWishlistStore();
    const wishlist = new Wishlist(api, guestStore, auth);
    const session = new Session(auth, new InMemoryAuthApi(), new RecordingNavigation(), { afterLogin: [wishlist], clearedOnLogout: [wishlist] }, new Subject<StoreFailure>());

    await wishlist.toggle(11);
    await session.login({ email: 'pembeli@more.test', password: 'Rahasia123' });
    expect(wishlist.current.productIds).toEqual([10, 11]);
    expect(guestStore.stored).toEqual([]);

    await session.logout();
    expect(wishlist.current).toEqual({ productIds: [], products: [], status: 'ready', failure: null, pending: [] });
    await wishlist.toggle(12);
    expect(api.callsOf('add')).toEqual([]);
    expect(guestStore.stored).toEqual([12]);
  });
});

describe('at logout', () => {
  it('clears the account\'s hearts and any guest list left on the device', async () => {
    const { wishlist, guestStore } = setup({ loggedIn: true, serverIds: [1], guestIds: [2] });
    await settled(wishlist);
    expect(wishlist.current.productIds).toEqual([1, 2]);
    guestStore.stored = [5];
    wishlist.clearOnLogout();
    expect(guestStore.stored).toEqual([]);
    expect(wishlist.current.productIds).toEqual([]);
  });

  it('drops answers that arrive for the shopper who logged out', async () => {
    const { auth, wishlist, api } = setup({ loggedIn: true, serverIds: [1] });
    await settled(wishlist);
    api.hold();
    const adding = wishlist.toggle(2);
    const failingRemoval = wishlist.toggle(1);
    const reading = wishlist.refresh();
    auth.clearUser();
    wishlist.clearOnLogout();
    api.failing.remove = offline();
    api.release();
    await Promise.all([adding, failingRemoval, reading]);
    expect(wishlist.current).toEqual({ productIds: [], products: [], status: 'ready', failure: null, pending: [] });
  });

  it('does not clear a new guest\'s list when a sync sent before logout succeeds after it', async () => {
    const { auth, wishlist, api, guestStore } = setup({ guestIds: [1] });
    auth.signIn('token-1', aUser());
    api.hold();
    const syncing = wishlist.afterLogin();
    auth.clearUser();
    wishlist.clearOnLogout();
    await wishlist.toggle(9);
    api.release();
    await syncing;
    expect(guestStore.stored).toEqual([9]);
    expect(wishlist.current.productIds).toEqual([9]);
  });
});

describe('Wishlist before its sync', () => {
  it('holds unsynced hearts while the guest\'s list is on the device, none once the account has them; settles once loaded', async () => {
    const { wishlist, auth } = setup({ guestIds: [4], serverIds: [9] });
    expect(wishlist.holdsUnsyncedHearts()).toBe(true);
    auth.signIn('token-1', aUser());
    await wishlist.afterLogin();
    await wishlist.settled();
    expect(wishlist.current.status).toBe('ready');
    expect(wishlist.holdsUnsyncedHearts()).toBe(false);
  });
});

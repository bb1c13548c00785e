import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { AuthStore } from '../session/auth-store';
import { aUser } from '../session/fakes';
import { InMemorySessionStore } from '../session/session-store.port';
import { StoreFailure } from '../shared/failure';
import { InMemoryHistoryApi, InMemoryLastSeenStore } from './fakes';
import type { HistoryApi } from './history-api.port';
import { LastSeen } from './last-seen';
import { LAST_SEEN_LIMIT } from './record-seen';

const setup = (options: { loggedIn?: boolean; stored?: number[]; api?: HistoryApi } = {}) => {
  const auth = new AuthStore(new InMemorySessionStore(options.loggedIn ? { token: 'token-0', user: aUser() } : null));
  const store = new InMemoryLastSeenStore(options.stored ?? []);
  const api = new InMemoryHistoryApi();
  const lastSeen = new LastSeen(store, options.api ?? api, auth);
  return { auth, store, api, lastSeen };
};

const serverDown = new StoreFailure('server', 'POST more/user/sync/product', 'Internal Server Error', { status: 500 });

describe('last seen products', () => {
  it('starts with the list kept on the device', () => {
    const { lastSeen } = setup({ stored: [3, 1] });
    expect(lastSeen.current).toEqual({ productIds: [3, 1], syncFailure: null });
  });

  it('keeps a guest\'s list on the device only', async () => {
    const { store, api, lastSeen } = setup({ stored: [3, 1] });
    await lastSeen.record(5);
    expect(store.stored).toEqual([5, 3, 1]);
    expect(lastSeen.current.productIds).toEqual([5, 3, 1]);
    expect(api.synced).toEqual([]);
  });

  it('syncs a customer\'s list to the account ("POST more/user/sync/product body products_id list", document 2 §7)', async () => {
    const { store, api, lastSeen } = setup({ loggedIn: true, stored: [3] });
    await lastSeen.record(5);
    expect(store.stored).toEqual([5, 3]);
    expect(api.synced).toEqual([[5, 3]]);
  });

  it('keeps the local list when the sync fails, shows why, and clears that once a sync succeeds', async () => {
    const { store, api, lastSeen } = setup({ loggedIn: true });
    api.failWith = serverDown;
    await lastSeen.record(5);
    expect(store.stored).toEqual([5]);
    expect(lastSeen.current).toEqual({ productIds: [5], syncFailure: serverDown });

    api.failWith = null;
    await lastSeen.record(6);
    expect(lastSeen.current).toEqual({ productIds: [6, 5], syncFailure: null });
  });

  it('names the sync call in a failure that is not a StoreFailure yet', async () => {
    const { api, lastSeen } = setup({ loggedIn: true });
    api.failWith = new Error('Failed to fetch');
    await lastSeen.record(5);
    expect(lastSeen.current.syncFailure).toMatchObject({ kind: 'network', call: 'POST more/user/sync/product' });
  });

  it('makes no call when the product reopened is already the most recent, unless the last sync failed', async () => {
    const { api, lastSeen } = setup({ loggedIn: true, stored: [5, 3] });
    await lastSeen.record(5);
    expect(api.synced).toEqual([]);
    api.failWith = serverDown;
    await lastSeen.record(3);
    await lastSeen.record(3);
    expect(api.synced).toEqual([[3, 5], [3, 5]]);
  });

  it('after login, sends what the shopper saw as a guest', async () => {
    const { auth, api, lastSeen } = setup();
    await lastSeen.record(1);
    await lastSeen.record(2);
    auth.signIn('token-1', aUser());
    await lastSeen.afterLogin();
    expect(api.synced).toEqual([[2, 1]]);
  });

  it('makes no call after login when the shopper saw nothing', async () => {
    const { auth, api, lastSeen } = setup();
    auth.signIn('token-1', aUser());
    await lastSeen.afterLogin();
    expect(api.synced).toEqual([]);
  });

  it('never lets an older sync\'s failure stand over a newer sync\'s success', async () => {
    const answers: (() => void)[] = [];
    const api: HistoryApi = {
      sync: () => new Promise((resolve, reject) => answers.push(answers.length === 0 ? () => reject(serverDown) : resolve)),
    };
    const { lastSeen } = setup({ loggedIn: true, api });
    const first = lastSeen.record(1);
    const second = lastSeen.record(2);
    answers[1]?.();
    await second;
    answers[0]?.();
    await first;
    expect(lastSeen.current.syncFailure).toBeNull();
  });

  it('PROPERTY: for any sequence of records, the list has no duplicates, at most 8 items, the most recent first, and is the last distinct ids seen in reverse order', async () => {
    await fc.assert(
      fc.asyncProperty(fc.array(fc.integer({ min: 1, max: 12 }), { maxLength: 40 }), fc.boolean(), async (seen, loggedIn) => {
        const { store, api, lastSeen } = setup({ loggedIn });
        for (const id of seen) await lastSeen.record(id);
        const expected = [...new Set([...seen].reverse())].slice(0, LAST_SEEN_LIMIT);
        expect(store.stored).toEqual(expected);
        expect(lastSeen.current.productIds).toEqual(expected);
        expect(store.stored.length).toBeLessThanOrEqual(LAST_SEEN_LIMIT);
        expect(new Set(store.stored).size).toBe(store.stored.length);
        if (loggedIn && seen.length > 0) expect(api.synced.at(-1)).toEqual(expected);
      }),
    );
  });
});

import { Subject } from 'rxjs';
import { describe, expect, it } from 'vitest';
import { StoreFailure } from '../shared/failure';
import { RecordingNavigation } from '../shared/navigation';
import { AuthStore } from './auth-store';
import { aUser, InMemoryAuthApi } from './fakes';
import type { AfterLogin, ClearedOnLogout } from './participants';
import { InMemorySessionStore } from './session-store.port';
import { NOT_FOUND_PATH, SESSION_EXPIRED_PATH, Session } from './session';

const setup = (options: { loggedIn?: boolean } = {}) => {
  const store = new InMemorySessionStore(options.loggedIn ? { token: 'token-0', user: aUser() } : null);
  const auth = new AuthStore(store);
  const api = new InMemoryAuthApi();
  const navigation = new RecordingNavigation();
  const failures = new Subject<StoreFailure>();
  const journal: string[] = [];
  const clearer = (name: string): ClearedOnLogout => ({
    clearOnLogout: () => journal.push(`${name} cleared (token ${auth.current.token ? 'still there' : 'gone'}, user ${auth.current.user ? 'still there' : 'gone'})`),
  });
  const afterLogin = (name: string, fail = false): AfterLogin => ({
    afterLogin: () => {
      journal.push(`${name} after login (logged in: ${auth.isLoggedIn})`);
      return fail ? Promise.reject(new Error(`${name} failed`)) : Promise.resolve();
    },
  });
  const session = new Session(
    auth,
    api,
    navigation,
    {
      afterLogin: [afterLogin('cart', true), afterLogin('wishlist')],
      clearedOnLogout: ['location', 'wishlist', 'current product', 'cart', 'notifications'].map(clearer),
    },
    failures,
  );
  return { store, auth, api, navigation, failures, journal, session };
};

const failure = (kind: StoreFailure['kind']) => new StoreFailure(kind, 'GET more/user/wishlist', kind);

describe('session', () => {
  it('"logged in when an access token and a user are present" (document 1 §4)', async () => {
    const { auth, session } = setup();
    expect(auth.isLoggedIn).toBe(false);
    await session.login({ email: 'pembeli@more.test', password: 'Rahasia123' });
    expect(auth.isLoggedIn).toBe(true);
    auth.clearUser();
    expect(auth.isLoggedIn).toBe(false);
  });

  it('keeps token and user in storage, so a reload is still logged in', async () => {
    const { store, session } = setup();
    await session.login({ email: 'pembeli@more.test', password: 'Rahasia123' });
    const reloaded = new AuthStore(store);
    expect(reloaded.isLoggedIn).toBe(true);
    expect(reloaded.accessToken()).toBe('token-1');
  });

  it('runs every after-login step in order, even when one fails', async () => {
    const { session, journal } = setup();
    const outcome = await session.login({ email: 'pembeli@more.test', password: 'Rahasia123' });
    expect(outcome).toEqual({ ok: true });
    expect(journal).toEqual(['cart after login (logged in: true)', 'wishlist after login (logged in: true)']);
  });

  describe('"A failure of login, register or social login logs the user out locally"', () => {
    it.each([
      ['login', (s: Session) => s.login({ email: 'pembeli@more.test', password: 'salah' })],
      ['register', (s: Session) => s.register({ name: 'x', email: 'pembeli@more.test', phone: '0812', password: 'x' })],
      ['social login', (s: Session) => s.socialLogin('google', '')],
    ])('after a failed %s', async (_, attempt) => {
      const { auth, session, journal, api } = setup({ loggedIn: true });
      const outcome = await attempt(session);
      expect(outcome.ok).toBe(false);
      if (!outcome.ok) expect(outcome.failure).toBeInstanceOf(StoreFailure);
      expect(auth.current).toEqual({ token: null, user: null });
      expect(journal).toHaveLength(5);
      expect(api.calls).not.toContain('logout');
    });
  });

  it('registers and social-logs-in a new customer', async () => {
    const { auth, session } = setup();
    expect(await session.register({ name: 'Budi', email: 'budi@more.test', phone: '081234', password: 'Rahasia123' })).toEqual({ ok: true });
    expect(auth.current.user?.name).toBe('Budi');
    expect(await session.socialLogin('facebook', 'fb-token')).toEqual({ ok: true });
    expect(auth.current.user?.hasPassword).toBe(false);
  });

  describe('logout (document 1 §4, document 2 §4)', () => {
    it('calls the API, clears user, location, wishlist, current product, cart and notifications, then the token, and goes home', async () => {
      const { auth, api, session, journal, navigation } = setup({ loggedIn: true });
      await session.logout();
      expect(api.calls).toEqual(['logout']);
      expect(journal).toEqual([
        'location cleared (token still there, user gone)',
        'wishlist cleared (token still there, user gone)',
        'current product cleared (token still there, user gone)',
        'cart cleared (token still there, user gone)',
        'notifications cleared (token still there, user gone)',
      ]);
      expect(auth.current).toEqual({ token: null, user: null });
      expect(navigation.visits).toEqual([{ path: '/', replace: false }]);
    });

    it('"its failure is ignored and local logout continues"', async () => {
      const { auth, api, session, navigation } = setup({ loggedIn: true });
      api.failLogout = true;
      await session.logout();
      expect(auth.isLoggedIn).toBe(false);
      expect(navigation.last).toBe('/');
    });

    it('makes no logout call when there is no token to end', async () => {
      const { api, session } = setup();
      await session.logout();
      expect(api.calls).toEqual([]);
    });
  });

  describe('failures reported by the adapters (document 2 §8)', () => {
    it('"401 while authenticated: local logout without a call; route replaced with / plus unAuth"', () => {
      const { auth, api, failures, navigation, journal } = setup({ loggedIn: true });
      failures.next(failure('unauthorized'));
      expect(auth.isLoggedIn).toBe(false);
      expect(api.calls).toEqual([]);
      expect(journal).toHaveLength(5);
      expect(navigation.visits).toEqual([{ path: SESSION_EXPIRED_PATH, replace: true }]);
      expect(SESSION_EXPIRED_PATH).toBe('/?unAuth');
    });

    it('a session the API refused while the server rendered the page ends as a 401 does: local logout, / plus unAuth', () => {
      const { auth, api, navigation, journal, session } = setup({ loggedIn: true });
      session.expire();
      expect(auth.current).toEqual({ token: null, user: null });
      expect(api.calls).toEqual([]);
      expect(journal).toHaveLength(5);
      expect(navigation.visits).toEqual([{ path: SESSION_EXPIRED_PATH, replace: true }]);
    });

    it('expire() does nothing for a guest, who has no session to end', () => {
      const { navigation, journal, session } = setup();
      session.expire();
      expect(navigation.visits).toEqual([]);
      expect(journal).toEqual([]);
    });

    it('ignores a 401 for a guest (a wrong password is not an expired session)', () => {
      const { failures, navigation, journal } = setup();
      failures.next(failure('unauthorized'));
      expect(navigation.visits).toEqual([]);
      expect(journal).toEqual([]);
    });

    it('"404: navigate to /404"', () => {
      const { failures, navigation, auth } = setup({ loggedIn: true });
      failures.next(failure('not-found'));
      expect(navigation.visits).toEqual([{ path: NOT_FOUND_PATH, replace: false }]);
      expect(auth.isLoggedIn).toBe(true);
    });

    it('leaves other failures to the screen that made the call', () => {
      const { failures, navigation } = setup({ loggedIn: true });
      for (const kind of ['network', 'server', 'rejected', 'invalid-response'] as const) failures.next(failure(kind));
      expect(navigation.visits).toEqual([]);
    });

    it('stops listening once disposed', () => {
      const { failures, navigation, session } = setup({ loggedIn: true });
      session.dispose();
      failures.next(failure('not-found'));
      expect(navigation.visits).toEqual([]);
    });
  });

  describe('logged out in another tab', () => {
    it('clears user, the participants in order, then the token, with no logout call, and goes home', () => {
      const { auth, api, session, journal, navigation } = setup({ loggedIn: true });
      session.endedElsewhere();
      expect(api.calls).toEqual([]);
      expect(journal).toEqual([
        'location cleared (token still there, user gone)',
        'wishlist cleared (token still there, user gone)',
        'current product cleared (token still there, user gone)',
        'cart cleared (token still there, user gone)',
        'notifications cleared (token still there, user gone)',
      ]);
      expect(auth.current).toEqual({ token: null, user: null });
      expect(navigation.visits).toEqual([{ path: '/', replace: false }]);
    });

    it('does nothing in a tab that already knows (a guest, or a tab that logged out itself)', () => {
      const { session, journal, navigation } = setup();
      session.endedElsewhere();
      expect(journal).toEqual([]);
      expect(navigation.visits).toEqual([]);
    });
  });
});

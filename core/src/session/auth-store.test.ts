import { describe, expect, it } from 'vitest';
import { AuthStore, isLoggedIn } from './auth-store';
import { aUser } from './fakes';
import { InMemorySessionStore } from './session-store.port';
import type { SessionMirror } from './session-mirror.port';

/** The storefront server's copy of the session, as the store tells it: every token it was told to keep (null: remove). */
const recordingMirror = () => {
  const followed: (string | null)[] = [];
  const mirror: SessionMirror = { follow: (token) => followed.push(token) };
  return { mirror, followed };
};

describe('auth store', () => {
  it('is logged in only with both a token and a user', () => {
    expect(isLoggedIn({ token: 'x', user: aUser() })).toBe(true);
    expect(isLoggedIn({ token: 'x', user: null })).toBe(false);
    expect(isLoggedIn({ token: null, user: aUser() })).toBe(false);
    expect(isLoggedIn({ token: '', user: aUser() })).toBe(false);
  });

  it('tells features when the shopper logs in and out, once per change', () => {
    const auth = new AuthStore(new InMemorySessionStore());
    const seen: boolean[] = [];
    auth.loggedIn$.subscribe((loggedIn) => seen.push(loggedIn));
    auth.signIn('t', aUser());
    auth.updateUser(aUser({ name: 'Baru' }));
    auth.clearUser();
    auth.clearToken();
    expect(seen).toEqual([false, true, false]);
  });

  it('writes every change to storage', () => {
    const store = new InMemorySessionStore();
    const auth = new AuthStore(store);
    auth.signIn('t', aUser());
    auth.updateUser(aUser({ name: 'Baru' }));
    expect(store.stored).toEqual({ token: 't', user: aUser({ name: 'Baru' }) });
    auth.clearUser();
    expect(store.stored).toEqual({ token: 't', user: null });
  });

  it('adopts what another tab wrote without writing it back', () => {
    const writes: unknown[] = [];
    const store = new InMemorySessionStore();
    store.save = (session) => writes.push(session);
    const auth = new AuthStore(store);
    const seen: boolean[] = [];
    auth.loggedIn$.subscribe((loggedIn) => seen.push(loggedIn));
    auth.adopt({ token: 'from-other-tab', user: aUser() });
    expect(auth.current).toEqual({ token: 'from-other-tab', user: aUser() });
    expect(auth.accessToken()).toBe('from-other-tab');
    auth.adopt(null);
    expect(auth.current).toEqual({ token: null, user: null });
    expect(seen).toEqual([false, true, false]);
    expect(writes).toEqual([]);
  });

  it('the server\'s copy follows every change of the token, and nothing else: set at login, renewed, removed at logout', () => {
    const { mirror, followed } = recordingMirror();
    const auth = new AuthStore(new InMemorySessionStore(), mirror);
    auth.signIn('t1', aUser());
    auth.updateUser(aUser({ name: 'Baru' }));
    auth.signIn('t1', aUser());
    auth.signIn('t2', aUser());
    auth.clearUser();
    auth.clearToken();
    auth.clearToken();
    expect(followed).toEqual(['t1', 't2', null]);
  });

  it('the server\'s copy follows what another tab did too (its logout removes it, its login sets it)', () => {
    const { mirror, followed } = recordingMirror();
    const auth = new AuthStore(new InMemorySessionStore({ token: 't1', user: aUser() }), mirror);
    auth.adopt(null);
    auth.adopt({ token: 't3', user: aUser() });
    expect(followed).toEqual([null, 't3']);
  });
});

describe('AuthStore.loggedOut', () => {
  it('resolves when the session ends, and at once when nobody is logged in', async () => {
    const auth = new AuthStore(new InMemorySessionStore({ token: 'token-0', user: aUser() }));
    let ended = false;
    const waiting = auth.loggedOut().then(() => (ended = true));
    await Promise.resolve();
    expect(ended).toBe(false);
    auth.clearUser();
    await waiting;
    expect(ended).toBe(true);
    await auth.loggedOut();
  });
});

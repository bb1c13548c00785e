import { describe, expect, it } from 'vitest';
import { AuthStore, isLoggedIn } from './auth-store';
import { aUser } from './fakes';
import { InMemorySessionStore } from './session-store.port';

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
});

import { describe, expect, it } from 'vitest';
import { settle } from '../cart/virtual-time.fixture';
import { AuthStore } from '../session/auth-store';
import { StoreFailure } from '../shared/failure';
import { aUser } from '../session/fakes';
import { InMemorySessionStore } from '../session/session-store.port';
import type { AccountApi } from './account-api.port';
import { AccountProfile } from './account-profile';
import { InMemoryAccountApi, aProfile } from './fakes';
import type { Profile } from './profile';

const setup = (loggedIn = true) => {
  const store = new InMemorySessionStore(loggedIn ? { token: 'token-0', user: aUser({ name: 'Nama Lama' }) } : null);
  const auth = new AuthStore(store);
  const api = new InMemoryAccountApi(aProfile({ name: 'Sinta Baru', picture: 'https://media.test/avatar/sinta.jpg' }));
  return { store, auth, api, profile: new AccountProfile(api, auth) };
};

describe('the account profile (POST more/user/show)', () => {
  it('reads the profile, and refreshes the header\'s user with it', async () => {
    const { api, auth, store, profile } = setup();
    expect(profile.current.status).toBe('idle');
    await profile.load();
    expect(api.calls).toEqual(['currentProfile']);
    expect(profile.current).toEqual({ status: 'ready', value: api.profile });
    expect(auth.current.user).toEqual({ name: 'Sinta Baru', email: 'pembeli@more.test', picture: 'https://media.test/avatar/sinta.jpg', hasPassword: true });
    expect(store.stored?.user?.name).toBe('Sinta Baru');
    expect(auth.current.token).toBe('token-0');
  });

  it('ensureLoaded asks once, and joins a load on its way', async () => {
    const { api, profile } = setup();
    await Promise.all([profile.ensureLoaded(), profile.ensureLoaded()]);
    await profile.ensureLoaded();
    expect(api.calls).toEqual(['currentProfile']);
    await profile.load();
    expect(api.calls).toEqual(['currentProfile', 'currentProfile']);
  });

  it('shows a failure without touching the session, and never rejects', async () => {
    const { api, auth, profile } = setup();
    api.failWith = new Error('offline');
    await expect(profile.load()).resolves.toBeUndefined();
    expect(profile.current).toMatchObject({ status: 'failed', failure: { kind: 'network', call: 'POST more/user/show' } });
    expect(auth.current.user?.name).toBe('Nama Lama');
  });

  it('asks nothing for a guest, who has no profile', async () => {
    const { api, profile } = setup(false);
    await profile.load();
    await profile.ensureLoaded();
    expect(api.calls).toEqual([]);
    expect(profile.current.status).toBe('idle');
  });

  it('"Logout clears" it, and an answer still on its way does not bring the user back', async () => {
    const auth = new AuthStore(new InMemorySessionStore({ token: 'token-0', user: aUser() }));
    let answer: (value: Profile) => void = () => undefined;
    const api = { currentProfile: () => new Promise<Profile>((resolve) => (answer = resolve)) } as Pick<AccountApi, 'currentProfile'> as AccountApi;
    const profile = new AccountProfile(api, auth);
    const load = profile.load();
    auth.clearUser();
    profile.clearOnLogout();
    auth.clearToken();
    answer(aProfile());
    await load;
    await settle();
    expect(profile.current.status).toBe('idle');
    expect(auth.current).toEqual({ token: null, user: null });
  });

  it('never puts a user back into a session that ended, even if nobody cleared the profile', async () => {
    const auth = new AuthStore(new InMemorySessionStore({ token: 'token-0', user: aUser() }));
    let answer: (value: Profile) => void = () => undefined;
    const api = { currentProfile: () => new Promise<Profile>((resolve) => (answer = resolve)) } as Pick<AccountApi, 'currentProfile'> as AccountApi;
    const profile = new AccountProfile(api, auth);
    const load = profile.load();
    auth.clearUser();
    auth.clearToken();
    answer(aProfile());
    await load;
    expect(auth.current).toEqual({ token: null, user: null });
  });

  describe('resume: a page rendered for a session known by its token alone (the storefront server\'s cookie)', () => {
    const withToken = (token: string | null) => {
      const auth = new AuthStore(new InMemorySessionStore({ token, user: null }));
      const api = new InMemoryAccountApi(aProfile({ name: 'Sinta Baru' }));
      return { auth, api, profile: new AccountProfile(api, auth) };
    };

    it('reads whose token it is and signs that customer in, the profile kept', async () => {
      const { auth, api, profile } = withToken('token-7');
      expect(auth.isLoggedIn).toBe(false);
      await expect(profile.resume()).resolves.toBe('customer');
      expect(auth.isLoggedIn).toBe(true);
      expect(auth.current).toEqual({ token: 'token-7', user: { name: 'Sinta Baru', email: 'pembeli@more.test', picture: null, hasPassword: true } });
      expect(profile.current).toEqual({ status: 'ready', value: api.profile });
      expect(api.calls).toEqual(['currentProfile']);
    });

    it('is "expired" when the API refuses the token (401), and signs nobody in', async () => {
      const { auth, api, profile } = withToken('revoked');
      api.failWith = new StoreFailure('unauthorized', 'POST more/user/show', 'Unauthenticated.');
      await expect(profile.resume()).resolves.toBe('expired');
      expect(auth.isLoggedIn).toBe(false);
    });

    it('is "unanswered" when the API could not say (down, slow), and signs nobody in', async () => {
      const { auth, api, profile } = withToken('token-7');
      api.failWith = new Error('offline');
      await expect(profile.resume()).resolves.toBe('unanswered');
      expect(auth.isLoggedIn).toBe(false);
    });

    it('asks nothing without a token: a guest\'s page', async () => {
      const { api, profile } = withToken(null);
      await expect(profile.resume()).resolves.toBe('guest');
      expect(api.calls).toEqual([]);
    });
  });
});

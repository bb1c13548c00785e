import { describe, expect, it } from 'vitest';
import { settle } from '../cart/virtual-time.fixture';
import { AuthStore } from '../session/auth-store';
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
});

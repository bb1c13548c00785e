import { describe, expect, it } from 'vitest';
import { settle } from '../cart/virtual-time.fixture';
import { AuthStore } from '../session/auth-store';
import { aUser } from '../session/fakes';
import { InMemorySessionStore } from '../session/session-store.port';
import { StoreFailure } from '../shared/failure';
import { emptySiteSettings, InMemoryHomeContentApi } from './fakes';
import type { HomeContentApi } from './home-content-api.port';
import type { SiteSettings } from './site-settings';
import { SiteSettingsStore } from './site-settings-store';

const settings: SiteSettings = { ...emptySiteSettings(), email: { content: 'halo@more.test', description: 'Email' } };

const setup = (loggedIn: boolean) => {
  const auth = new AuthStore(new InMemorySessionStore(loggedIn ? { token: 'token-0', user: aUser() } : null));
  const api = new InMemoryHomeContentApi({ siteSettings: settings });
  return { auth, api, store: new SiteSettingsStore(api, auth) };
};

describe('site settings ("Calls under the more/ prefix need a logged-in user", document 2 §6)', () => {
  it('loads as soon as a customer is there', async () => {
    const { api, store } = setup(true);
    await settle();
    expect(api.calls).toEqual(['siteSettings']);
    expect(store.current).toEqual({ status: 'ready', value: settings });
  });

  it('makes no call for a guest, and loads when the guest logs in', async () => {
    const { api, auth, store } = setup(false);
    await store.load();
    expect(api.calls).toEqual([]);
    expect(store.current.status).toBe('idle');
    auth.signIn('token-1', aUser());
    await settle();
    expect(api.calls).toEqual(['siteSettings']);
    expect(store.current.status).toBe('ready');
  });

  it('goes back to idle at logout, dropping an answer still on its way', async () => {
    const auth = new AuthStore(new InMemorySessionStore({ token: 'token-0', user: aUser() }));
    let answer: (value: SiteSettings) => void = () => undefined;
    const api = { siteSettings: () => new Promise<SiteSettings>((resolve) => (answer = resolve)) } as Pick<HomeContentApi, 'siteSettings'> as HomeContentApi;
    const store = new SiteSettingsStore(api, auth);
    expect(store.current.status).toBe('loading');
    auth.clearUser();
    answer(settings);
    await settle();
    expect(store.current.status).toBe('idle');
  });

  it('is cleared with the logout, as one of its participants', async () => {
    const { store } = setup(true);
    await settle();
    store.clearOnLogout();
    expect(store.current.status).toBe('idle');
  });

  it('shows a failure, and a retry asks again', async () => {
    const { api, auth, store } = setup(false);
    api.failWith = new StoreFailure('server', 'GET more/setting', 'answered 500');
    const seen: string[] = [];
    store.state$.subscribe((state) => seen.push(state.status));
    auth.signIn('token-1', aUser());
    await settle();
    expect(store.current).toMatchObject({ status: 'failed', failure: { kind: 'server' } });
    api.failWith = null;
    await store.load();
    expect(store.current.status).toBe('ready');
    expect(seen).toEqual(['idle', 'loading', 'failed', 'loading', 'ready']);
  });

  it('stops following the login state once disposed', async () => {
    const { api, auth, store } = setup(false);
    store.dispose();
    auth.signIn('token-1', aUser());
    await settle();
    expect(api.calls).toEqual([]);
  });
});

describe('SiteSettingsStore.settled', () => {
  it('resolves once the settings loading at login have come, and at once for a guest', async () => {
    const { store } = setup(true);
    await store.settled();
    expect(store.current).toEqual({ status: 'ready', value: settings });
    const guest = setup(false);
    await guest.store.settled();
    expect(guest.store.current.status).toBe('idle');
  });
});

import { describe, expect, it } from 'vitest';
import { type PendingStore, authorizeUrl, beginProviderLogin, randomState, readProviderReturn } from './oauth-redirect';

const memoryStore = (): PendingStore & { items: Map<string, string> } => {
  const items = new Map<string, string>();
  return {
    items,
    getItem: (key) => items.get(key) ?? null,
    setItem: (key, value) => void items.set(key, value),
    removeItem: (key) => void items.delete(key),
  };
};

describe('social login with a real provider: the OAuth redirect flow', () => {
  it("builds Google's sign-in address with the store's client id, /login to come back to, a token response and the state", () => {
    const address = new URL(authorizeUrl('google', { clientId: 'abc.apps.googleusercontent.com', redirectUri: 'https://more.test/login', state: 's1' }));
    expect(`${address.origin}${address.pathname}`).toBe('https://accounts.google.com/o/oauth2/v2/auth');
    expect(Object.fromEntries(address.searchParams)).toEqual({
      client_id: 'abc.apps.googleusercontent.com',
      redirect_uri: 'https://more.test/login',
      response_type: 'token',
      scope: 'openid email profile',
      state: 's1',
      prompt: 'select_account',
    });
  });

  it("builds Facebook's", () => {
    const address = new URL(authorizeUrl('facebook', { clientId: '4242', redirectUri: 'https://more.test/login', state: 's2' }));
    expect(`${address.origin}${address.pathname}`).toBe('https://www.facebook.com/v21.0/dialog/oauth');
    expect(Object.fromEntries(address.searchParams)).toEqual({
      client_id: '4242',
      redirect_uri: 'https://more.test/login',
      response_type: 'token',
      scope: 'email,public_profile',
      state: 's2',
    });
  });

  it('remembers the departure in the tab: provider, state and where the shopper was going', () => {
    const store = memoryStore();
    const address = beginProviderLogin('google', { clientId: 'abc', origin: 'https://more.test', redirect: '/cart', store, state: 's3' });
    expect(new URL(address).searchParams.get('state')).toBe('s3');
    expect(JSON.parse(store.items.get('more.provider-login')!)).toEqual({ provider: 'google', state: 's3', redirect: '/cart' });
  });

  it('makes an unguessable state: 128 random bits', () => {
    expect(randomState()).toMatch(/^[0-9a-f]{32}$/);
    expect(randomState()).not.toBe(randomState());
  });

  describe('the return', () => {
    const departed = (state = 's1') => {
      const store = memoryStore();
      beginProviderLogin('facebook', { clientId: '4242', origin: 'https://more.test', redirect: '/profile', store, state });
      return store;
    };

    it('reads the access token from the fragment, once', () => {
      const store = departed();
      expect(readProviderReturn('#access_token=tok&expires_in=5183&state=s1', '', store)).toEqual({
        ok: true,
        provider: 'facebook',
        providerToken: 'tok',
        redirect: '/profile',
      });
      expect(readProviderReturn('#access_token=tok&expires_in=5183&state=s1', '', store)).toMatchObject({ ok: false, reason: 'unexpected' });
    });

    it('refuses a state this tab did not send (a link someone else made)', () => {
      expect(readProviderReturn('#access_token=tok&state=other', '', departed())).toEqual({
        ok: false,
        provider: 'facebook',
        reason: 'unexpected',
        redirect: '/profile',
      });
      expect(readProviderReturn('#access_token=tok&state=s1', '', memoryStore())).toMatchObject({ ok: false, provider: null });
    });

    it("reads a refusal: Google's in the fragment, Facebook's in the query", () => {
      expect(readProviderReturn('#error=access_denied&state=s1', '', departed())).toMatchObject({ ok: false, reason: 'cancelled' });
      expect(readProviderReturn('', '?error=access_denied&error_reason=user_denied&state=s1', departed())).toMatchObject({
        ok: false,
        reason: 'cancelled',
      });
    });

    it('is no return on an ordinary visit of /login', () => {
      const store = departed();
      expect(readProviderReturn('', '?redirect=%2Fcart', store)).toBeNull();
      expect(readProviderReturn('#konten', '', store)).toBeNull();
      expect(store.items.size).toBe(1);
    });

    it('survives a departure record that is not ours', () => {
      const store = memoryStore();
      store.setItem('more.provider-login', '{not json');
      expect(readProviderReturn('#access_token=tok&state=s1', '', store)).toMatchObject({ ok: false, reason: 'unexpected' });
    });
  });
});

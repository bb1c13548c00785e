import { PROVIDER_RETURN_PATH, type ProviderReturn, type ProviderSignIn, type SocialProvider } from '@more/core';
import type { KeyValueStorage } from '../storage/key-value';

/*
 * Social login with a real provider, by the OAuth redirect flow. Google
 * Identity Services and the Facebook SDK are scripts from another origin, and
 * the store loads nothing from another origin (its CSP forbids it), so the
 * button leaves for the provider's own sign-in page instead, with the store's
 * client id and `redirect_uri` = `<origin>/login` (the one address registered
 * at the provider). The provider comes back to /login with the access token
 * in the URL fragment, which never reaches a server; the login page reads it
 * and sends it to the store API (POST auth/google or auth/facebook), as the
 * mock's dialog sends its token. A `state` kept in this tab's storage ties
 * the return to the tab that left, and remembers where the shopper was going.
 *
 * If the real API wants an ID token instead of an access token, Google's
 * `response_type` becomes `id_token` (with a `nonce`) and the fragment's
 * `id_token` is sent: nothing else changes.
 */

const authorizeEndpoints: Readonly<Record<SocialProvider, string>> = {
  google: 'https://accounts.google.com/o/oauth2/v2/auth',
  facebook: 'https://www.facebook.com/v21.0/dialog/oauth',
};

const scopes: Readonly<Record<SocialProvider, string>> = {
  google: 'openid email profile',
  facebook: 'email,public_profile',
};

const PENDING_KEY = 'more.provider-login';

/** The provider's sign-in page for this store. */
export const authorizeUrl = (provider: SocialProvider, request: { readonly clientId: string; readonly redirectUri: string; readonly state: string }): string => {
  const url = new URL(authorizeEndpoints[provider]);
  url.searchParams.set('client_id', request.clientId);
  url.searchParams.set('redirect_uri', request.redirectUri);
  url.searchParams.set('response_type', 'token');
  url.searchParams.set('scope', scopes[provider]);
  url.searchParams.set('state', request.state);
  // A shopper with several Google accounts chooses which one, every time.
  if (provider === 'google') url.searchParams.set('prompt', 'select_account');
  return url.href;
};

/** This tab's sessionStorage in the browser (the departure belongs to the tab that left). */
export type PendingStore = KeyValueStorage;

interface PendingLogin {
  readonly provider: SocialProvider;
  readonly state: string;
  /** The `redirect` query the shopper came to /login with. */
  readonly redirect: string | null;
}

/** A random, unguessable `state` (128 bits, hex). */
export const randomState = (): string => Array.from(crypto.getRandomValues(new Uint8Array(16)), (byte) => byte.toString(16).padStart(2, '0')).join('');

/** Remembers the departure and answers the address to leave for. */
export const beginProviderLogin = (
  provider: SocialProvider,
  departure: { readonly clientId: string; readonly origin: string; readonly redirect: string | null; readonly store: PendingStore; readonly state?: string },
): string => {
  const state = departure.state ?? randomState();
  const pending: PendingLogin = { provider, state, redirect: departure.redirect };
  try {
    departure.store.setItem(PENDING_KEY, JSON.stringify(pending));
  } catch {
    // Storage full or refused: the return will be refused as unexpected, and email login stays.
  }
  return authorizeUrl(provider, { clientId: departure.clientId, redirectUri: `${departure.origin}${PROVIDER_RETURN_PATH}`, state });
};

const readPending = (store: PendingStore): PendingLogin | null => {
  try {
    const pending = JSON.parse(store.getItem(PENDING_KEY) ?? 'null') as PendingLogin | null;
    return pending && (pending.provider === 'google' || pending.provider === 'facebook') && typeof pending.state === 'string' ? pending : null;
  } catch {
    return null;
  }
};

/**
 * Reads a return from the provider off /login's address: the fragment
 * (`#access_token=…&state=…`, or Google's `#error=…`), or the query where
 * Facebook puts a refusal (`?error=…&state=…`). Null when the address is no
 * return. A `state` this tab did not send is refused: someone else's link.
 * The departure is forgotten either way, so a return is used once.
 */
export const readProviderReturn = (hash: string, search: string, store: PendingStore): ProviderReturn | null => {
  const fragment = new URLSearchParams(hash.replace(/^#/, ''));
  const query = new URLSearchParams(search);
  const answer = fragment.has('state') ? fragment : query.has('state') && query.has('error') ? query : null;
  if (!answer) return null;
  const pending = readPending(store);
  store.removeItem(PENDING_KEY);
  if (!pending || pending.state !== answer.get('state')) return { ok: false, provider: pending?.provider ?? null, reason: 'unexpected', redirect: pending?.redirect ?? null };
  const providerToken = answer.get('access_token');
  if (!providerToken) return { ok: false, provider: pending.provider, reason: 'cancelled', redirect: pending.redirect };
  return { ok: true, provider: pending.provider, providerToken, redirect: pending.redirect };
};

/** The OAuth redirect flow as core's ProviderSignIn, remembering departures in `store` (the tab's sessionStorage). */
export class OAuthRedirectSignIn implements ProviderSignIn {
  constructor(private readonly store: PendingStore) {}

  departureFor(provider: SocialProvider, departure: { readonly clientId: string; readonly origin: string; readonly redirect: string | null }): string {
    return beginProviderLogin(provider, { ...departure, store: this.store });
  }

  readReturn(hash: string, search: string): ProviderReturn | null {
    return readProviderReturn(hash, search, this.store);
  }
}

import { token } from '../shared/token';
import type { SocialProvider } from './auth-api.port';
import * as storePaths from '../shared/store-paths';

/** What a provider's return to /login says: a token to log in with, or why there is none. */
export type ProviderReturn =
  | { readonly ok: true; readonly provider: SocialProvider; readonly providerToken: string; readonly redirect: string | null }
  | { readonly ok: false; readonly provider: SocialProvider | null; readonly reason: 'cancelled' | 'unexpected'; readonly redirect: string | null };

/**
 * Signing in at a real provider (Google, Facebook) before the store's own
 * social login call: the shopper leaves for the provider's page and comes back
 * to /login with a token. How (the provider's protocol, where the departure is
 * remembered) is the adapter's.
 */
export interface ProviderSignIn {
  /** The provider's sign-in page to leave for; remembers the departure and the page to come back to. */
  departureFor(provider: SocialProvider, departure: { readonly clientId: string; readonly origin: string; readonly redirect: string | null }): string;
  /** Reads a return off /login's fragment and query; null when the address is no return. A return is used once. */
  readReturn(hash: string, search: string): ProviderReturn | null;
}

/** Where every provider sends the shopper back (registered as is at the provider). */
export const PROVIDER_RETURN_PATH = storePaths.login;

export const ProviderSignInToken = token<ProviderSignIn>('ProviderSignIn');

import { token } from '../shared/token';
import type { SignedIn } from './user';

export interface Credentials {
  readonly email: string;
  readonly password: string;
}

export interface Registration {
  readonly name: string;
  readonly email: string;
  /** An Indonesian mobile number, e.g. `081234567890`. */
  readonly phone: string;
  /** At least 8 characters. */
  readonly password: string;
}

/** "Social login is offered through a social network and a search-and-identity provider." */
export type SocialProvider = 'facebook' | 'google';

/**
 * Document 2 §7, "Auth and user": logging in and out. Login, registration and
 * social login answer the bearer token and the user; a refusal rejects with a
 * StoreFailure (the session then "logs the user out locally").
 */
export interface AuthApi {
  /**
   * POST auth/login with email and password. Wrong credentials are a 401
   * ("Email atau kata sandi salah"), a malformed email a 422.
   */
  login(credentials: Credentials): Promise<SignedIn>;
  /**
   * POST auth/register with name, email, phone and password. An email already
   * used, or a field that does not fit, is a 422 naming the field.
   */
  register(registration: Registration): Promise<SignedIn>;
  /**
   * POST auth/facebook or POST auth/google with `token`: the token the
   * provider's sign-in gave the storefront. The account is found by the
   * provider's email, or made (without a password) when there is none.
   *
   * Against the mock API the provider token is `mock-<provider>:<email>:<name>`,
   * e.g. `mock-google:ayu@example.com:Ayu Lestari` (the name may be left out:
   * `mock-facebook:ayu@example.com`); anything else is refused with 422.
   */
  socialLogin(provider: SocialProvider, providerToken: string): Promise<SignedIn>;
  /** POST auth/logout, no body: ends the bearer token's session on the server. */
  logout(): Promise<void>;
}

export const AuthApiToken = token<AuthApi>('AuthApi');

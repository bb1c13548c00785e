import { token } from '../shared/token';
import type { SignedIn } from './user';

export interface Credentials {
  readonly email: string;
  readonly password: string;
}

export interface Registration {
  readonly name: string;
  readonly email: string;
  readonly phone: string;
  readonly password: string;
}

/** "Social login is offered through a social network and a search-and-identity provider." */
export type SocialProvider = 'facebook' | 'google';

/** Document 2 §7, "Auth and user": auth/login, auth/register, auth/facebook, auth/google, auth/logout. */
export interface AuthApi {
  login(credentials: Credentials): Promise<SignedIn>;
  register(registration: Registration): Promise<SignedIn>;
  socialLogin(provider: SocialProvider, providerToken: string): Promise<SignedIn>;
  logout(): Promise<void>;
}

export const AuthApiToken = token<AuthApi>('AuthApi');

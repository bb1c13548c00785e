import type { AuthApi, Credentials, Registration, SignedIn, SocialProvider } from '@more/core';
import type { StoreApi } from '../store-api';
import { toSignedIn } from './user.mapper';
import { noDataWire } from './no-data.wire';
import type { LoginBodyWire, RegisterBodyWire, SocialLoginBodyWire } from './session-request.wire';
import { signedInWire } from './user.wire';

/**
 * The session calls over the store API. Social login sends the provider's
 * token as `token`; against the mock API it is `mock-<provider>:<email>:<name>`
 * (core's AuthApi says more).
 */
export class HttpAuthApi implements AuthApi {
  constructor(private readonly api: StoreApi) {}

  async login(credentials: Credentials): Promise<SignedIn> {
    const json = { email: credentials.email, password: credentials.password } satisfies LoginBodyWire;
    return toSignedIn(await this.api.call('POST auth/login', signedInWire, { json }));
  }

  async register(registration: Registration): Promise<SignedIn> {
    const { name, email, phone, password } = registration;
    return toSignedIn(await this.api.call('POST auth/register', signedInWire, { json: { name, email, phone, password } satisfies RegisterBodyWire }));
  }

  async socialLogin(provider: SocialProvider, providerToken: string): Promise<SignedIn> {
    const json = { token: providerToken } satisfies SocialLoginBodyWire;
    // Each call by its own literal name: the catalogue of calls and the coverage test read them.
    const wire =
      provider === 'facebook'
        ? await this.api.call('POST auth/facebook', signedInWire, { json })
        : await this.api.call('POST auth/google', signedInWire, { json });
    return toSignedIn(wire);
  }

  async logout(): Promise<void> {
    await this.api.call('POST auth/logout', noDataWire);
  }
}

import {
  AccountProfile,
  AccountVerificationApiToken,
  AuthStore,
  FailureFeed,
  InMemorySessionStore,
  NavigationToken,
  ProviderSignInToken,
  PasswordRecovery,
  Session,
  StoreFailure,
  type Credentials,
  type Registration,
  type SignedIn,
  type SocialProvider,
  type StoredSession,
} from '@more/core';
import {
  InMemoryAccountApi,
  InMemoryAccountVerificationApi,
  InMemoryAuthApi,
  InMemoryPasswordRecoveryApi,
  aUser,
} from '@more/core/testing';
import { render } from '@testing-library/react';
import type { ReactElement } from 'react';
import { Router } from 'wouter';
import { memoryLocation } from 'wouter/memory-location';
import { RenderedNavigation } from '../../shared/navigation.fixture';
import type { StoreConfig } from '../../shared/store-config';
import { OAuthRedirectSignIn } from '@more/adapters/social';
import { usableStorage } from '@more/adapters/storage';
import { type Services, ServicesProvider } from '../../shared/services';
import { StoreConfigProvider } from '../../shared/store-config';
import { testServices } from '../../shared/services.fixture';

/**
 * The auth API as the HTTP adapters report its refusals: wrong credentials a
 * 401 with the server's message, a taken email a 422 naming the field.
 * (InMemoryAuthApi rejects with plain errors, which read as a lost connection.)
 */
export class RefusingAuthApi extends InMemoryAuthApi {
  /** Holds every answer until `release()`: a submission still on its way. */
  held: (() => void)[] = [];
  holding = false;

  override async login(credentials: Credentials): Promise<SignedIn> {
    await this.hold();
    return super.login(credentials).catch(() => {
      throw new StoreFailure('unauthorized', 'POST auth/login', 'HTTP 401', { status: 401, serverMessage: 'Email atau kata sandi salah' });
    });
  }

  override async register(registration: Registration): Promise<SignedIn> {
    await this.hold();
    return super.register(registration).catch(() => {
      throw new StoreFailure('rejected', 'POST auth/register', 'HTTP 422', {
        status: 422,
        serverMessage: 'Email sudah terdaftar',
        fieldErrors: { email: ['Email sudah terdaftar'] },
      });
    });
  }

  /** The provider tokens social login was given, in order. */
  readonly providerTokens: string[] = [];

  override socialLogin(provider: SocialProvider, providerToken: string): Promise<SignedIn> {
    this.providerTokens.push(providerToken);
    return super.socialLogin(provider, providerToken);
  }

  release(): void {
    for (const go of this.held.splice(0)) go();
  }

  private hold(): Promise<void> {
    return this.holding ? new Promise((resolve) => this.held.push(resolve)) : Promise.resolve();
  }
}

export interface DoorWorld {
  readonly auth: AuthStore;
  readonly authApi: RefusingAuthApi;
  readonly accountApi: InMemoryAccountApi;
  readonly recoveryApi: InMemoryPasswordRecoveryApi;
  readonly verificationApi: InMemoryAccountVerificationApi;
  /** Where core and the views sent the shopper (recorded), followed by the page rendered last. */
  readonly navigation: RenderedNavigation;
  readonly session: Session;
  readonly profile: AccountProfile;
  readonly services: Services;
}

/** Core's real use cases on core's fakes, looked up the way the composition root answers them. */
export const doorWorld = (options: { readonly signedIn?: StoredSession } = {}): DoorWorld => {
  const auth = new AuthStore(new InMemorySessionStore(options.signedIn ?? null));
  const authApi = new RefusingAuthApi();
  const accountApi = new InMemoryAccountApi();
  const recoveryApi = new InMemoryPasswordRecoveryApi();
  const verificationApi = new InMemoryAccountVerificationApi();
  const navigation = new RenderedNavigation();
  const profile = new AccountProfile(accountApi, auth);
  const session = new Session(auth, authApi, navigation, { afterLogin: [], clearedOnLogout: [profile] }, new FailureFeed().failures$);
  const services = testServices([
    [AuthStore, auth],
    [Session, session],
    [AccountProfile, profile],
    [PasswordRecovery, new PasswordRecovery(recoveryApi)],
    [AccountVerificationApiToken, verificationApi],
    [NavigationToken, navigation],
    // The real OAuth redirect adapter over this tab's sessionStorage (memory under Node): what the browser gets.
    [ProviderSignInToken, new OAuthRedirectSignIn(usableStorage(() => globalThis.sessionStorage))],
  ]);
  return { auth, authApi, accountApi, recoveryApi, verificationApi, navigation, session, profile, services };
};

export const signedInAs = (user = aUser()): StoredSession => ({ token: 'token-0', user });

/**
 * Renders a page at an address, in memory. `location.history` records where
 * it went; `path()` is the current path with its query.
 */
export const renderAt = (address: string, page: ReactElement, world: DoorWorld, config?: Partial<StoreConfig>) => {
  const location = memoryLocation({ path: address, record: true });
  world.navigation.router = location.navigate;
  const tree = (
    <ServicesProvider services={world.services}>
      <Router hook={location.hook} searchHook={location.searchHook}>
        {config ? <StoreConfigProvider config={{ storeApiUrl: '/api/', ...config }}>{page}</StoreConfigProvider> : page}
      </Router>
    </ServicesProvider>
  );
  return { ...render(tree), location, path: () => location.history.at(-1) ?? address };
};

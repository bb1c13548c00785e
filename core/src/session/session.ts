import type { Observable, Subscription } from 'rxjs';
import { type StoreFailure, toStoreFailure } from '../shared/failure';
import type { Navigation } from '../shared/navigation';
import type { AuthApi, Credentials, Registration, SocialProvider } from './auth-api.port';
import type { AuthStore } from './auth-store';
import type { AfterLogin, ClearedOnLogout } from './participants';
import type { SignedIn } from './user';
import * as storePaths from '../shared/store-paths';

/** Where "go to / with unAuth" leads (document 1 §4, document 2 §8). */
export const SESSION_EXPIRED_PATH = `${storePaths.home}?unAuth`;
export const NOT_FOUND_PATH = storePaths.notFound;

export type LoginOutcome = { readonly ok: true } | { readonly ok: false; readonly failure: StoreFailure };

export interface SessionParticipants {
  /** Run in this order after every successful login. */
  readonly afterLogin: readonly AfterLogin[];
  /**
   * Emptied in this order at logout, after the user and before the token:
   * "clears user, location, wishlist, current product, cart and notifications, then the token".
   */
  readonly clearedOnLogout: readonly ClearedOnLogout[];
}

/**
 * Logging in and out, and what the store does when the API says the session
 * is over (401) or a thing does not exist (404).
 */
export class Session {
  private readonly failureWatch: Subscription;

  constructor(
    private readonly auth: AuthStore,
    private readonly api: AuthApi,
    private readonly navigation: Navigation,
    private readonly participants: SessionParticipants,
    /** Every failure the adapters report, whichever call it came from. */
    failures$: Observable<StoreFailure>,
  ) {
    this.failureWatch = failures$.subscribe((failure) => this.onFailure(failure));
  }

  login(credentials: Credentials): Promise<LoginOutcome> {
    return this.signIn(() => this.api.login(credentials), 'POST auth/login');
  }

  register(registration: Registration): Promise<LoginOutcome> {
    return this.signIn(() => this.api.register(registration), 'POST auth/register');
  }

  socialLogin(provider: SocialProvider, providerToken: string): Promise<LoginOutcome> {
    return this.signIn(() => this.api.socialLogin(provider, providerToken), `POST auth/${provider}`);
  }

  /**
   * "Logout: the logout call is made; its failure is ignored and local logout
   * continues" (document 2 §4), then home.
   */
  async logout(): Promise<void> {
    if (this.auth.current.token) {
      try {
        await this.api.logout();
      } catch {
        // Ignored by the spec: the shopper asked to leave and leaves.
      }
    }
    this.clearLocally();
    this.navigation.go(storePaths.home);
  }

  /**
   * The shopper logged out in another tab (the token left the shared
   * storage): this tab follows, emptying what it holds in the logout's order,
   * without a logout call (the other tab made it), and goes home.
   */
  endedElsewhere(): void {
    if (!this.auth.isLoggedIn) return;
    this.clearLocally();
    this.navigation.go(storePaths.home);
  }

  /**
   * The API refused the session while the storefront's server rendered this page (the page came as a guest's):
   * what a 401 does here, "local logout without a call; route replaced with / plus unAuth".
   */
  expire(): void {
    if (!this.auth.current.token && !this.auth.current.user) return;
    this.clearLocally();
    this.navigation.go(SESSION_EXPIRED_PATH, { replace: true });
  }

  /** Stops watching failures (for tests and hot reload). */
  dispose(): void {
    this.failureWatch.unsubscribe();
  }

  private async signIn(call: () => Promise<SignedIn>, name: string): Promise<LoginOutcome> {
    let signedIn: SignedIn;
    try {
      signedIn = await call();
    } catch (error) {
      // "A failure of login, register or social login logs the user out locally."
      this.clearLocally();
      return { ok: false, failure: toStoreFailure(error, name) };
    }
    this.auth.signIn(signedIn.token, signedIn.user);
    for (const participant of this.participants.afterLogin) {
      // One feature failing to sync must not undo the login or stop the others.
      await participant.afterLogin().catch(() => undefined);
    }
    return { ok: true };
  }

  private onFailure(failure: StoreFailure): void {
    if (failure.kind === 'unauthorized' && this.auth.isLoggedIn) {
      // "local logout without a call; route replaced with / plus unAuth".
      this.clearLocally();
      this.navigation.go(SESSION_EXPIRED_PATH, { replace: true });
    } else if (failure.kind === 'not-found') {
      this.navigation.go(NOT_FOUND_PATH);
    }
  }

  private clearLocally(): void {
    this.auth.clearUser();
    for (const participant of this.participants.clearedOnLogout) participant.clearOnLogout();
    this.auth.clearToken();
  }
}

import type { Observable, Subscription } from 'rxjs';
import type { AuthStore } from '../session/auth-store';
import type { ClearedOnLogout } from '../session/participants';
import type { Loadable } from '../shared/loadable';
import { ServerCopy } from '../shared/server-copy';
import { settled } from '../shared/settled';
import type { HomeContentApi } from './home-content-api.port';
import type { SiteSettings } from './site-settings';

/**
 * The site settings (`GET more/setting`): the footer's tagline, social
 * accounts and email, and the messaging app's number. "Calls under the more/
 * prefix need a logged-in user" (document 2 §6), so, like the notifications,
 * they load when the shopper logs in and are dropped when they log out; a
 * guest causes no call (the footer then leaves those parts out).
 */
export class SiteSettingsStore implements ClearedOnLogout {
  private readonly copy: ServerCopy<SiteSettings>;
  readonly state$: Observable<Loadable<SiteSettings>>;
  private readonly loginWatch: Subscription;

  constructor(
    api: HomeContentApi,
    private readonly auth: AuthStore,
  ) {
    this.copy = new ServerCopy(() => api.siteSettings(), 'GET more/setting');
    this.state$ = this.copy.state$;
    this.loginWatch = auth.loggedIn$.subscribe((loggedIn) => {
      if (loggedIn) void this.load();
      else this.clearOnLogout();
    });
  }

  get current(): Loadable<SiteSettings> {
    return this.copy.current;
  }

  /** Resolves once the customer's settings are no longer on their way (they load by themselves at login); at once for a guest. */
  settled(): Promise<void> {
    return this.auth.isLoggedIn ? settled(this.state$, (state) => this.auth.isLoggedIn && (state.status === 'idle' || state.status === 'loading')).then(() => undefined) : Promise.resolve();
  }

  /** Fetches again (a retry); nothing for a guest. */
  async load(): Promise<void> {
    if (this.auth.isLoggedIn) await this.copy.load();
  }

  /** The settings belong to the session that asked: an answer still on its way is dropped. */
  clearOnLogout(): void {
    this.copy.clear();
  }

  /** Stops following the login state (for tests and hot reload). */
  dispose(): void {
    this.loginWatch.unsubscribe();
  }
}

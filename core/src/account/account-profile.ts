import type { Observable } from 'rxjs';
import type { AuthStore } from '../session/auth-store';
import type { ClearedOnLogout } from '../session/participants';
import type { Loadable } from '../shared/loadable';
import { toStoreFailure } from '../shared/failure';
import { ServerCopy } from '../shared/server-copy';
import type { AccountApi } from './account-api.port';
import type { Profile } from './profile';

/** Whose a page is, rendered for a session known by its token alone: `unanswered` when the API could not say. */
export type ResumedSession = 'guest' | 'customer' | 'expired' | 'unanswered';

const PROFILE_CALL = 'POST more/user/show';

/**
 * The customer's profile for the profile pages (`POST more/user/show`). Each
 * answer also refreshes the session's user, so a name changed in another
 * tab or device shows in the header as soon as the profile is read.
 */
export class AccountProfile implements ClearedOnLogout {
  private readonly copy: ServerCopy<Profile>;
  readonly state$: Observable<Loadable<Profile>>;

  constructor(
    private readonly api: AccountApi,
    private readonly auth: AuthStore,
  ) {
    this.copy = new ServerCopy(
      () => api.currentProfile(),
      PROFILE_CALL,
      ({ name, email, picture, hasPassword }) => {
        // A logout clears this copy first, so an answer that lands here belongs to the session still open.
        if (auth.isLoggedIn) auth.updateUser({ name, email, picture, hasPassword });
      },
    );
    this.state$ = this.copy.state$;
  }

  get current(): Loadable<Profile> {
    return this.copy.current;
  }

  /**
   * A page rendered for a session known by its token alone (the storefront server's cookie, core's SessionMirror):
   * reads whose token it is and signs that customer in, so the page shows their own things. The browser does the same
   * from the page's snapshot, so both render the same customer. `expired` when the API refuses the token (a 401).
   */
  async resume(): Promise<ResumedSession> {
    const { token } = this.auth.current;
    if (!token) return 'guest';
    try {
      const profile = await this.api.currentProfile();
      const { name, email, picture, hasPassword } = profile;
      this.auth.signIn(token, { name, email, picture, hasPassword });
      this.copy.keep(profile);
      return 'customer';
    } catch (error) {
      return toStoreFailure(error, PROFILE_CALL).kind === 'unauthorized' ? 'expired' : 'unanswered';
    }
  }

  /** Fetches again (after an edit elsewhere, a retry); nothing for a guest, who has no profile. */
  async load(): Promise<void> {
    if (this.auth.isLoggedIn) await this.copy.load();
  }

  /** Fetches unless the profile is here; joins a fetch already on its way. */
  async ensureLoaded(): Promise<void> {
    if (this.auth.isLoggedIn) await this.copy.ensureLoaded();
  }

  /**
   * The profile as an edit saved it (more/user/update, store, email): shown
   * at once, and the header's name and picture with it.
   */
  keep(saved: Profile): void {
    if (this.auth.isLoggedIn) this.copy.keep(saved);
  }

  /** Another customer may log in next: nothing of this one's stays. */
  clearOnLogout(): void {
    this.copy.clear();
  }
}

import type { Observable } from 'rxjs';
import type { AuthStore } from '../session/auth-store';
import type { ClearedOnLogout } from '../session/participants';
import type { Loadable } from '../shared/loadable';
import { ServerCopy } from '../shared/server-copy';
import type { AccountApi } from './account-api.port';
import { type ProfileProgress, stepsToDo } from './profile-progress';

/** What the meter's caption says: done, or the steps still to do, in Indonesian. */
export const profileProgressText = (progress: ProfileProgress): string => {
  const missing = stepsToDo(progress).map((step) => step.label);
  return missing.length === 0 ? 'Profil Anda sudah lengkap' : `Belum lengkap: ${missing.join(', ')}`;
};

/**
 * How complete the profile is (GET more/user/check), for the meter on
 * /profile. Read again after every edit the page saves, so the meter moves
 * as the shopper fills the profile in.
 */
export class ProfileCompletion implements ClearedOnLogout {
  private readonly copy: ServerCopy<ProfileProgress>;
  readonly state$: Observable<Loadable<ProfileProgress>>;

  constructor(
    api: AccountApi,
    private readonly auth: AuthStore,
  ) {
    this.copy = new ServerCopy(() => api.profileProgress(), 'GET more/user/check');
    this.state$ = this.copy.state$;
  }

  get current(): Loadable<ProfileProgress> {
    return this.copy.current;
  }

  async load(): Promise<void> {
    if (this.auth.isLoggedIn) await this.copy.load();
  }

  async ensureLoaded(): Promise<void> {
    if (this.auth.isLoggedIn) await this.copy.ensureLoaded();
  }

  clearOnLogout(): void {
    this.copy.clear();
  }
}

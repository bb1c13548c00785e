import type { Observable } from 'rxjs';
import type { AuthStore } from '../session/auth-store';
import type { ClearedOnLogout } from '../session/participants';
import { toStoreFailure } from '../shared/failure';
import type { Loadable } from '../shared/loadable';
import { ServerCopy } from '../shared/server-copy';
import type { FormOutcome } from './account-forms';
import type { AccountPasswordApi } from './account-password-api.port';

/**
 * The password page (/profile/password): whether the account has a password
 * (POST more/user/have/password) decides between changing it (the old one
 * checked, POST more/user/password) and setting a first one for an account
 * made by social login (POST more/user/reset).
 */
export class AccountPassword implements ClearedOnLogout {
  private readonly copy: ServerCopy<boolean>;
  /** Whether the account has a password. */
  readonly state$: Observable<Loadable<boolean>>;

  constructor(
    private readonly api: AccountPasswordApi,
    private readonly auth: AuthStore,
  ) {
    this.copy = new ServerCopy(() => api.hasPassword(), 'POST more/user/have/password');
    this.state$ = this.copy.state$;
  }

  get current(): Loadable<boolean> {
    return this.copy.current;
  }

  async load(): Promise<void> {
    if (this.auth.isLoggedIn) await this.copy.load();
  }

  async ensureLoaded(): Promise<void> {
    if (this.auth.isLoggedIn) await this.copy.ensureLoaded();
  }

  async change(oldPassword: string, newPassword: string): Promise<FormOutcome> {
    try {
      await this.api.changePassword({ oldPassword, newPassword });
      return { ok: true };
    } catch (error) {
      return { ok: false, failure: toStoreFailure(error, 'POST more/user/password') };
    }
  }

  /** The first password; from then on the page offers a change. */
  async setFirst(password: string): Promise<FormOutcome> {
    try {
      await this.api.setFirstPassword(password);
    } catch (error) {
      return { ok: false, failure: toStoreFailure(error, 'POST more/user/reset') };
    }
    this.copy.keep(true);
    const user = this.auth.current.user;
    if (user) this.auth.updateUser({ ...user, hasPassword: true });
    return { ok: true };
  }

  clearOnLogout(): void {
    this.copy.clear();
  }
}

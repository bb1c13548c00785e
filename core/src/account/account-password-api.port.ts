import { token } from '../shared/token';

export interface PasswordChange {
  readonly oldPassword: string;
  readonly newPassword: string;
}

/**
 * The logged-in customer's password (document 2 §7, "Auth and user"). An
 * account made by social login has none (document 1 §3, have_password): the
 * profile's password page asks `hasPassword()` and offers to change the
 * password (old one checked) or to set a first one.
 */
export interface AccountPasswordApi {
  /** POST more/user/have/password ("have-password check"), no body. */
  hasPassword(): Promise<boolean>;
  /**
   * POST more/user/password with old_password and password (at least 8
   * characters). A wrong old password is refused with 422 naming old_password.
   */
  changePassword(change: PasswordChange): Promise<void>;
  /**
   * POST more/user/reset with password: sets the first password of an account
   * that has none (made by social login), so no old password exists to check.
   * Parameters are not shown in document 2; an account that already has a
   * password is refused with 422 and must use changePassword.
   */
  setFirstPassword(password: string): Promise<void>;
}

export const AccountPasswordApiToken = token<AccountPasswordApi>('AccountPasswordApi');

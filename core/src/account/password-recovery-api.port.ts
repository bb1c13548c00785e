import { token } from '../shared/token';

/**
 * "Forgot password" for a guest (route /forgotPassword/{token?}, document 1
 * §2): a link is mailed, the page checks the link's token, then sets the new
 * password. Document 2 lists only two calls for it, so the last step sends
 * the token with the new password to the same mail/reset/password call.
 */
export interface PasswordRecoveryApi {
  /**
   * POST mail/reset/password with email: mails a reset link
   * (/forgotPassword/{token}, valid 60 minutes). Answers alike whether or not
   * the address has an account, so the form cannot be used to find customers.
   */
  requestReset(email: string): Promise<void>;
  /**
   * GET mail/reset/valid/{token}: the email address the link was sent to.
   * An unknown, used or expired token is refused with 422 naming `token`
   * (not 404: the page offers a new link instead of leaving for /404).
   */
  checkResetLink(resetToken: string): Promise<string>;
  /**
   * POST mail/reset/password with token and password: sets the new password
   * (at least 8 characters) and uses the token up. Refused like checkResetLink.
   */
  completeReset(resetToken: string, newPassword: string): Promise<void>;
}

export const PasswordRecoveryApiToken = token<PasswordRecoveryApi>('PasswordRecoveryApi');

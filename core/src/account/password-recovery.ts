import { type StoreFailure, toStoreFailure } from '../shared/failure';
import type { FormOutcome } from './account-forms';
import type { PasswordRecoveryApi } from './password-recovery-api.port';

export type ResetLinkCheck = { readonly ok: true; readonly email: string } | { readonly ok: false; readonly failure: StoreFailure };

/**
 * "Forgot password" (route /forgotPassword/{token?}, document 1 §2; a guest
 * may "reset password", §6): ask for a link, check the link's token, set the
 * new password. Every step answers an outcome to show and never rejects.
 */
export class PasswordRecovery {
  constructor(private readonly api: PasswordRecoveryApi) {}

  /** Mails a reset link; the answer is the same whether or not the address has an account. */
  async requestReset(email: string): Promise<FormOutcome> {
    try {
      await this.api.requestReset(email.trim());
      return { ok: true };
    } catch (error) {
      return { ok: false, failure: toStoreFailure(error, 'POST mail/reset/password') };
    }
  }

  /** Whether a link's token still works, and for which address (shown on the form). */
  async checkLink(token: string): Promise<ResetLinkCheck> {
    try {
      return { ok: true, email: await this.api.checkResetLink(token) };
    } catch (error) {
      return { ok: false, failure: toStoreFailure(error, 'GET mail/reset/valid/{token}') };
    }
  }

  /** Sets the new password and uses the link up. */
  async complete(token: string, password: string): Promise<FormOutcome> {
    try {
      await this.api.completeReset(token, password);
      return { ok: true };
    } catch (error) {
      return { ok: false, failure: toStoreFailure(error, 'POST mail/reset/password') };
    }
  }
}

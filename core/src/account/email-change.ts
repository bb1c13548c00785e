import { toStoreFailure } from '../shared/failure';
import type { Scheduler } from '../shared/time';
import type { AccountApi } from './account-api.port';
import type { FormOutcome } from './account-forms';
import type { AccountProfile } from './account-profile';
import type { AccountVerificationApi } from './account-verification-api.port';
import { CodeVerified } from './one-time-code';
import type { ProfileCompletion } from './profile-completion';

/**
 * The account's email address: changed with PUT more/user/email (the new
 * address is unverified until the link mailed to it, mail/verification/{id},
 * is opened), or verified by a code sent again on request (mail/otp, then
 * mail/otp/{code}).
 */
export class EmailChange extends CodeVerified {
  constructor(
    private readonly api: AccountApi,
    verification: AccountVerificationApi,
    private readonly profile: AccountProfile,
    private readonly completion: ProfileCompletion,
    scheduler: Scheduler,
  ) {
    super(
      {
        send: (email) => verification.sendEmailCode(email),
        confirm: (email, code) => verification.confirmEmailCode(email, code),
        calls: { send: 'POST mail/otp', confirm: 'POST mail/otp/{code}' },
      },
      scheduler,
    );
  }

  async change(email: string): Promise<FormOutcome> {
    try {
      this.profile.keep(await this.api.changeEmail(email.trim()));
    } catch (error) {
      return { ok: false, failure: toStoreFailure(error, 'PUT more/user/email') };
    }
    // A code sent to the old address verifies nothing now.
    this.code.reset();
    void this.completion.load();
    return { ok: true };
  }

  /** Mails a code to the account's address as it stands. */
  sendCode(): Promise<FormOutcome> {
    const profile = this.profile.current;
    if (profile.status !== 'ready') return Promise.resolve({ ok: false, failure: toStoreFailure(new Error('no profile'), 'POST mail/otp') });
    return this.code.send(profile.value.email);
  }

  async confirmCode(code: string): Promise<FormOutcome> {
    const outcome = await this.code.confirm(code);
    if (outcome.ok) {
      // The server marks the address verified: read the profile again to show it, in place (no skeleton).
      try {
        this.profile.keep(await this.api.currentProfile());
      } catch {
        await this.profile.load();
      }
      void this.completion.load();
    }
    return outcome;
  }

  /** The code entry is closed without confirming. */
  cancelCode(): void {
    this.code.reset();
  }
}

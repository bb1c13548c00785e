import { toStoreFailure } from '../shared/failure';
import { type AccountCodeParts, AccountCodeVerified } from './account-code';
import type { FormOutcome } from './account-forms';

/**
 * The account's email address: changed with PUT more/user/email (the new
 * address is unverified until the link mailed to it, mail/verification/{id},
 * is opened), or verified by a code sent again on request (mail/otp, then
 * mail/otp/{code}).
 */
export class EmailChange extends AccountCodeVerified {
  constructor(...parts: AccountCodeParts) {
    super({ send: 'sendEmailCode', confirm: 'confirmEmailCode', calls: { send: 'POST mail/otp', confirm: 'POST mail/otp/{code}' } }, parts);
  }

  async change(email: string): Promise<FormOutcome> {
    const outcome = await this.save('PUT more/user/email', () => this.api.changeEmail(email.trim()));
    // A code sent to the old address verifies nothing now.
    if (outcome.ok) this.code.reset();
    return outcome;
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
      this.completed();
    }
    return outcome;
  }

  /** The code entry is closed without confirming. */
  cancelCode(): void {
    this.code.reset();
  }
}

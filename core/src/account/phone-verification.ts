import { toStoreFailure } from '../shared/failure';
import type { Scheduler } from '../shared/time';
import type { AccountApi } from './account-api.port';
import type { FormOutcome } from './account-forms';
import type { AccountProfile } from './account-profile';
import type { AccountVerificationApi } from './account-verification-api.port';
import { CodeVerified } from './one-time-code';
import type { ProfileCompletion } from './profile-completion';

/** A number as the shopper typed it, without spaces, dots or dashes (`0812 3456-7890` → `081234567890`). */
const compactPhone = (phone: string): string => phone.replace(/[\s.\-()]/g, '');

/**
 * The account's phone number, confirmed before it is saved: a code goes by
 * WhatsApp (message/wa/otp), the shopper types it (message/wa/otp/{code}),
 * and only then is the number saved (PUT more/user/update), so the store
 * never keeps a number nobody has proved to own.
 */
export class PhoneVerification extends CodeVerified {
  constructor(
    private readonly api: AccountApi,
    verification: AccountVerificationApi,
    private readonly profile: AccountProfile,
    private readonly completion: ProfileCompletion,
    scheduler: Scheduler,
  ) {
    super(
      {
        send: (phone) => verification.sendWhatsappCode(phone),
        confirm: (phone, code) => verification.confirmWhatsappCode(phone, code),
        calls: { send: 'POST message/wa/otp', confirm: 'POST message/wa/otp/{code}' },
      },
      scheduler,
    );
  }

  sendCode(phone: string): Promise<FormOutcome> {
    return this.code.send(compactPhone(phone));
  }

  /** Confirms the code, then saves the number it went to. */
  async confirm(code: string): Promise<FormOutcome> {
    const phone = this.code.current.sentTo;
    const profile = this.profile.current;
    if (phone === null || profile.status !== 'ready') {
      return { ok: false, failure: toStoreFailure(new Error('no code was sent'), 'POST message/wa/otp/{code}') };
    }
    const confirmed = await this.code.confirm(code);
    if (!confirmed.ok) return confirmed;
    try {
      const { name, birthDate, gender } = profile.value;
      this.profile.keep(await this.api.updateProfile({ name, phone, birthDate, gender }));
    } catch (error) {
      return { ok: false, failure: toStoreFailure(error, 'PUT more/user/update') };
    }
    void this.completion.load();
    return { ok: true };
  }

  cancel(): void {
    this.code.reset();
  }
}

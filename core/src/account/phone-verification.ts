import { toStoreFailure } from '../shared/failure';
import { type AccountCodeParts, AccountCodeVerified } from './account-code';
import type { FormOutcome } from './account-forms';

/** A number as the shopper typed it, without spaces, dots or dashes (`0812 3456-7890` → `081234567890`). */
const compactPhone = (phone: string): string => phone.replace(/[\s.\-()]/g, '');

/**
 * The account's phone number, confirmed before it is saved: a code goes by
 * WhatsApp (message/wa/otp), the shopper types it (message/wa/otp/{code}),
 * and only then is the number saved (PUT more/user/update), so the store
 * never keeps a number nobody has proved to own.
 */
export class PhoneVerification extends AccountCodeVerified {
  constructor(...parts: AccountCodeParts) {
    super({ send: 'sendWhatsappCode', confirm: 'confirmWhatsappCode', calls: { send: 'POST message/wa/otp', confirm: 'POST message/wa/otp/{code}' } }, parts);
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
    const { name, birthDate, gender } = profile.value;
    return this.save('PUT more/user/update', () => this.api.updateProfile({ name, phone, birthDate, gender }));
  }

  cancel(): void {
    this.code.reset();
  }
}

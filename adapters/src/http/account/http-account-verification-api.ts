import type { AccountVerificationApi, OneTimeCodeSent } from '@more/core';
import type { StoreApi } from '../store-api';
import { type CodeSentWire, codeConfirmedWire, codeSentWire, emailVerifiedWire } from './verification.wire';
import type { EmailBodyWire, OneTimeCodeParamsWire, PhoneBodyWire, WhatsappCodeBodyWire } from './account-request.wire';

const toCodeSent = (wire: CodeSentWire): OneTimeCodeSent => ({ sentTo: wire.sent_to, expiresAt: Date.parse(wire.expires_at) });

export class HttpAccountVerificationApi implements AccountVerificationApi {
  constructor(private readonly api: StoreApi) {}

  async sendEmailCode(email: string): Promise<OneTimeCodeSent> {
    return toCodeSent(await this.api.call('POST mail/otp', codeSentWire, { json: { email } satisfies EmailBodyWire }));
  }

  async confirmEmailCode(email: string, code: string): Promise<void> {
    await this.api.call('POST mail/otp/{code}', codeConfirmedWire, {
      params: { code } satisfies OneTimeCodeParamsWire,
      json: { email } satisfies EmailBodyWire,
    });
  }

  async sendWhatsappCode(phone: string): Promise<OneTimeCodeSent> {
    return toCodeSent(await this.api.call('POST message/wa/otp', codeSentWire, { json: { phone } satisfies PhoneBodyWire }));
  }

  async confirmWhatsappCode(phone: string, code: string): Promise<void> {
    // "The WhatsApp OTP validation sends the otp together with the phone" (document 2 §5).
    await this.api.call('POST message/wa/otp/{code}', codeConfirmedWire, {
      params: { code } satisfies OneTimeCodeParamsWire,
      json: { phone, otp: code } satisfies WhatsappCodeBodyWire,
    });
  }

  async verifyEmail(verificationId: string): Promise<void> {
    await this.api.call('GET mail/verification/{id}', emailVerifiedWire, { params: { id: verificationId } });
  }
}

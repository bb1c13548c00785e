import { token } from '../shared/token';

/** A one-time code on its way (document 2 §7, "Mail and OTP"). */
export interface OneTimeCodeSent {
  /** The email address or phone number it was sent to. */
  readonly sentTo: string;
  /** When the code stops being accepted, in milliseconds since the epoch. */
  readonly expiresAt: number;
}

/**
 * Proving an email address or phone number belongs to the shopper: one-time
 * codes by mail and by WhatsApp, and the verification link mailed after
 * registration or an email change. Public calls (no login needed). A wrong or
 * expired code is refused with 422 naming `otp`.
 */
export interface AccountVerificationApi {
  /** POST mail/otp with email: mails a 6-digit code (parameters not shown; the address is all it needs). */
  sendEmailCode(email: string): Promise<OneTimeCodeSent>;
  /** POST mail/otp/{code} with email: confirms the code; the account with that email counts as verified. */
  confirmEmailCode(email: string, code: string): Promise<void>;
  /** POST message/wa/otp with phone: sends a 6-digit code by WhatsApp. */
  sendWhatsappCode(phone: string): Promise<OneTimeCodeSent>;
  /**
   * POST message/wa/otp/{code} with phone and otp: "The WhatsApp OTP
   * validation sends the otp together with the phone" (document 2 §5), so
   * the code travels in the path and, as `otp`, in the body.
   */
  confirmWhatsappCode(phone: string, code: string): Promise<void>;
  /**
   * GET mail/verification/{id}, from /verify-email/{id}: "Success goes to /;
   * failure goes to /404" (document 2 §2). An unknown id is a 404.
   */
  verifyEmail(verificationId: string): Promise<void>;
}

export const AccountVerificationApiToken = token<AccountVerificationApi>('AccountVerificationApi');

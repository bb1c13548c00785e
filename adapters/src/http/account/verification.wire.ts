import * as z from 'zod/mini';
import { text, time } from '../wire-fields';

/** `data` of `POST mail/otp` and `POST message/wa/otp`: where the code went and until when it counts. */
export const codeSentWire = z.object({
  sent_to: text(),
  expires_at: time(),
});
export type CodeSentWire = z.infer<typeof codeSentWire>;

/** `data` of `POST mail/otp/{code}` and `POST message/wa/otp/{code}`. */
export const codeConfirmedWire = z.object({ verified: z.literal(true) });
export type CodeConfirmedWire = z.infer<typeof codeConfirmedWire>;

/** `data` of `GET mail/reset/valid/{token}`: the address the reset link was mailed to. */
export const resetLinkWire = z.object({
  email: text(),
  expires_at: time(),
});
export type ResetLinkWire = z.infer<typeof resetLinkWire>;

/** `data` of `GET mail/verification/{id}`: the address now verified. */
export const emailVerifiedWire = z.object({
  email: text(),
  verified: z.literal(true),
});
export type EmailVerifiedWire = z.infer<typeof emailVerifiedWire>;

import { Collection } from '@msw/data';
import { z } from 'zod';

/** A customer account. Passwords are kept as given: this is a mock for one laptop, never a real store. */
export const customerRecord = z.object({
  id: z.number().int(),
  name: z.string(),
  /** Kept in lower case: addresses are compared without regard to case. */
  email: z.string(),
  /** '' for an account made by social login, which has no phone yet. */
  phone: z.string(),
  /** Null for an account made by social login until it sets one (POST more/user/reset). */
  password: z.string().nullable(),
  /** A path on the mock's own host (`/media/art/avatar/…`), answered as an absolute URL; or an absolute URL. */
  picture: z.string().nullable(),
  birthDate: z.string().nullable(),
  gender: z.enum(['male', 'female']).nullable(),
  emailVerified: z.boolean(),
  points: z.number().int().min(0),
  /** Where the customer last said they are (POST more/user/set-location). */
  location: z.object({ cityId: z.string(), cityName: z.string() }).nullable(),
  /** Unix seconds. */
  createdAt: z.number().int(),
});
export type CustomerRecord = z.infer<typeof customerRecord>;

/** A bearer token issued by auth/login, auth/register or social login. */
export const sessionRecord = z.object({
  token: z.string(),
  customerId: z.number().int(),
  createdAt: z.number().int(),
});
export type SessionRecord = z.infer<typeof sessionRecord>;

/** A verification link mailed after registration or an email change (/verify-email/{id}). */
export const emailVerificationRecord = z.object({
  id: z.string(),
  customerId: z.number().int(),
  /** The address it verifies: a later change of address makes it verify nothing. */
  email: z.string(),
  createdAt: z.number().int(),
});
export type EmailVerificationRecord = z.infer<typeof emailVerificationRecord>;

/** A password reset link (/forgotPassword/{token}), mailed by POST mail/reset/password. */
export const passwordResetRecord = z.object({
  token: z.string(),
  customerId: z.number().int(),
  email: z.string(),
  /** Unix seconds. */
  expiresAt: z.number().int(),
});
export type PasswordResetRecord = z.infer<typeof passwordResetRecord>;

/** A one-time code sent by mail or WhatsApp, to an address or a phone (kept as 08…). */
export const oneTimeCodeRecord = z.object({
  channel: z.enum(['email', 'whatsapp']),
  target: z.string(),
  code: z.string(),
  /** Unix seconds. */
  expiresAt: z.number().int(),
  /** Wrong guesses so far: the code is dropped after too many. */
  wrongAttempts: z.number().int().min(0),
});
export type OneTimeCodeRecord = z.infer<typeof oneTimeCodeRecord>;

/**
 * A phone number proved by its WhatsApp code (POST message/wa/otp/{code}): what lets
 * PUT more/user/update keep it as an account's number. Used up by that save.
 */
export const provenPhoneRecord = z.object({
  /** As the mock keeps numbers: 08… */
  phone: z.string(),
  /** Unix seconds. */
  provenAt: z.number().int(),
});
export type ProvenPhoneRecord = z.infer<typeof provenPhoneRecord>;

/** A device registered for push notifications (POST more/user/token), one record per device. */
export const pushDeviceRecord = z.object({
  deviceId: z.string(),
  customerId: z.number().int(),
  deviceName: z.string(),
  deviceOs: z.string(),
  firebaseToken: z.string(),
  appVersion: z.string(),
  /** Unix seconds. */
  updatedAt: z.number().int(),
});
export type PushDeviceRecord = z.infer<typeof pushDeviceRecord>;

/** The store's anniversary campaign (MOREVERSARY). */
export const moreversaryRecord = z.object({
  title: z.string(),
  /** Unix seconds. */
  startAt: z.number().int(),
  endAt: z.number().int(),
  reward: z.string(),
  /** How old an account must be to claim the reward. */
  minMemberDays: z.number().int().min(0),
});
export type MoreversaryRecord = z.infer<typeof moreversaryRecord>;

export const createAccountCollections = () => ({
  customers: new Collection({ schema: customerRecord }),
  sessions: new Collection({ schema: sessionRecord }),
  emailVerifications: new Collection({ schema: emailVerificationRecord }),
  passwordResets: new Collection({ schema: passwordResetRecord }),
  oneTimeCodes: new Collection({ schema: oneTimeCodeRecord }),
  provenPhones: new Collection({ schema: provenPhoneRecord }),
  pushDevices: new Collection({ schema: pushDeviceRecord }),
  moreversaries: new Collection({ schema: moreversaryRecord }),
});

import { PASSWORD_MIN_LENGTH, PROFILE_PHOTO_MAX_BYTES, PROFILE_PHOTO_TYPES, PUSH_APP_VERSION } from '@more/core';
import * as z from 'zod/mini';
import { text } from '../wire-fields';

/**
 * What the account calls send. The forms check every field before it is sent
 * (account-forms.ts): addresses, numbers and passwords are never blank, a new
 * password has at least 8 characters, a code is 6 digits. Addresses and
 * numbers are typed as non-empty text: the server judges their shape.
 * `GET mail/verification/{id}` and `GET mail/reset/valid/{token}` send only
 * their path, whose values are opaque text.
 */

/** A new password: at least 8 characters (the forms count characters, never more than its UTF-16 units). */
const newPassword = () => z.string().check(z.minLength(PASSWORD_MIN_LENGTH));

/** A one-time code as the mail or WhatsApp message carries it: 6 digits (validateOneTimeCode, trimmed by OneTimeCodeFlow). */
const oneTimeCode = () => z.string().check(z.regex(/^\d{6}$/));

/** The `{code}` of `POST mail/otp/{code}` and `POST message/wa/otp/{code}`: the code being confirmed. */
export const oneTimeCodeParamsWire = z.strictObject({ code: oneTimeCode() });
export type OneTimeCodeParamsWire = z.input<typeof oneTimeCodeParamsWire>;

/** The body of `POST mail/otp`, `POST mail/otp/{code}`, `PUT more/user/email` and `POST mail/reset/password` asking for a link: an address. */
export const emailBodyWire = z.strictObject({ email: text() });
export type EmailBodyWire = z.input<typeof emailBodyWire>;

/** The body of `POST message/wa/otp`: the number the code goes to. */
export const phoneBodyWire = z.strictObject({ phone: text() });
export type PhoneBodyWire = z.input<typeof phoneBodyWire>;

/** The body of `POST message/wa/otp/{code}`: the number, and the code again as `otp` (document 2 §5). */
export const whatsappCodeBodyWire = z.strictObject({ phone: text(), otp: oneTimeCode() });
export type WhatsappCodeBodyWire = z.input<typeof whatsappCodeBodyWire>;

/** The body of `POST mail/reset/password`: an address to mail a link to, or the link's token with the new password. */
export const passwordResetBodyWire = z.union([emailBodyWire, z.strictObject({ token: text(), password: newPassword() })]);
export type PasswordResetBodyWire = z.input<typeof passwordResetBodyWire>;

/** The body of `POST more/user/password`: the old password as typed (any, not blank) and the new one. */
export const passwordChangeBodyWire = z.strictObject({ old_password: text(), password: newPassword() });
export type PasswordChangeBodyWire = z.input<typeof passwordChangeBodyWire>;

/** The body of `POST more/user/reset`: the first password of an account made by social login. */
export const firstPasswordBodyWire = z.strictObject({ password: newPassword() });
export type FirstPasswordBodyWire = z.input<typeof firstPasswordBodyWire>;

/**
 * The body of `PUT more/user/update`: the name trimmed; the phone left out
 * unless a WhatsApp code confirmed it; birth date and gender null when not
 * given.
 */
export const profileChangesBodyWire = z.strictObject({
  name: text(),
  phone: z.optional(text()),
  // A date input's value (a real calendar day), or the birth date the profile already has.
  birth_date: z.nullable(z.iso.date()),
  // Core has the Gender union but no list of its values.
  gender: z.nullable(z.enum(['male', 'female'])),
});
export type ProfileChangesBodyWire = z.input<typeof profileChangesBodyWire>;

/** The multipart form of `POST more/user/store`: the photo as `picture`, an image core let through (profilePhotoRefusal). */
export const profilePhotoFormWire = z.strictObject({
  picture: z.file().check(z.mime([...PROFILE_PHOTO_TYPES]), z.minSize(1), z.maxSize(PROFILE_PHOTO_MAX_BYTES)),
});

/** The multipart form of `POST more/user/token` (document 2 §7 lists its body as form fields): the device and the app's version label. */
export const pushDeviceFormWire = z.strictObject({
  device_id: text(),
  device_name: text(),
  device_os: text(),
  access_token: text(),
  firebase_token: text(),
  app_version: z.literal(PUSH_APP_VERSION),
});

import { PASSWORD_MIN_LENGTH } from '@more/core';
import * as z from 'zod/mini';
import { text } from '../wire-fields';

/**
 * What the session calls send. The login and registration forms check every
 * field before it is sent (account-forms.ts), so none is blank; addresses
 * and numbers are typed as non-empty text: the server judges their shape.
 * `POST auth/logout` sends no body.
 */

/** The body of `POST auth/login`: any password is tried as typed (older accounts may have shorter ones). */
export const loginBodyWire = z.strictObject({ email: text(), password: text() });
export type LoginBodyWire = z.input<typeof loginBodyWire>;

/** The body of `POST auth/register`: a new password has at least 8 characters. */
export const registerBodyWire = z.strictObject({
  name: text(),
  email: text(),
  phone: text(),
  password: z.string().check(z.minLength(PASSWORD_MIN_LENGTH)),
});
export type RegisterBodyWire = z.input<typeof registerBodyWire>;

/** The body of `POST auth/facebook` and `POST auth/google`: the token the provider's sign-in gave. */
export const socialLoginBodyWire = z.strictObject({ token: text() });
export type SocialLoginBodyWire = z.input<typeof socialLoginBodyWire>;

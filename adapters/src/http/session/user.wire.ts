import * as z from 'zod/mini';
import { shopperCityWire } from '../location/location.wire';
import { count, text } from '../wire-fields';

/**
 * The customer as the store API sends it: by login, registration and social
 * login (inside `data.user`), and by the profile calls (more/user/show,
 * update, store, email). Document 1 §3 names name, email, picture and
 * have_password; the rest is what the account form edits. Nullable fields
 * may also be left out.
 */
export const userWire = z.object({
  id: z.optional(z.number().check(z.int())),
  name: text(),
  email: text(),
  /** An Indonesian mobile number; null for an account made by social login. */
  phone: z.nullish(z.string()),
  /** Absolute URL of the profile photo. */
  picture: z.nullish(z.string()),
  birth_date: z.nullish(z.string().check(z.regex(/^\d{4}-\d{2}-\d{2}$/))),
  gender: z.nullish(z.enum(['male', 'female'])),
  /** False for an account made by social login, which has no password yet. */
  have_password: z.boolean(),
  email_verified: z.boolean(),
  location: z.nullish(shopperCityWire),
  /**
   * The customer's points balance (the points rewards cost, `GET
   * more/promotion/reedem`). Optional: document 2 names no call for it, so
   * the current user carries it where the server has it.
   */
  points: z.nullish(count()),
});
export type UserWire = z.infer<typeof userWire>;

/** `data` of `POST auth/login`, `auth/register`, `auth/facebook` and `auth/google`. */
export const signedInWire = z.object({
  /** The bearer token every later call carries (document 2 §6). */
  token: text(),
  user: userWire,
});
export type SignedInWire = z.infer<typeof signedInWire>;

import type { ShopperLocation } from '../location/shopper-location';
import type { User } from '../session/user';

export type Gender = 'male' | 'female';

/**
 * The logged-in customer as the profile page shows them: the session's User
 * (document 1 §3: name, email, picture, have_password) and the details the
 * account form edits.
 */
export interface Profile extends User {
  /** An Indonesian mobile number as entered (`081234567890`), or null when none is known (social sign-up). */
  readonly phone: string | null;
  /** Calendar date `YYYY-MM-DD`, or null when not given. */
  readonly birthDate: string | null;
  readonly gender: Gender | null;
  /** Whether the customer confirmed the email address (link or OTP). */
  readonly emailVerified: boolean;
  /** The city the account shops from (POST more/user/set-location), or null. */
  readonly location: ShopperLocation | null;
  /** The points balance, to redeem rewards with; null or absent when the server does not say. */
  readonly points?: number | null;
}

/** What the account form sends (PUT more/user/update). */
export interface ProfileChanges {
  readonly name: string;
  /** Left out, the number stays as it is: it changes only once confirmed by a WhatsApp code (and a social sign-up may have none). */
  readonly phone?: string;
  /** `YYYY-MM-DD`, or null to leave it unknown. */
  readonly birthDate: string | null;
  readonly gender: Gender | null;
}

/**
 * A picture chosen as profile photo (POST more/user/store, multipart field
 * `picture`): the bytes and how to name them. Plain data, so core needs no
 * browser File; the web reads the chosen file into this.
 */
export interface ProfilePhoto {
  readonly fileName: string;
  /** `image/jpeg`, `image/png`, `image/webp`… */
  readonly mediaType: string;
  readonly bytes: Uint8Array;
}

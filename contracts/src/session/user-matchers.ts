import { MatchersV3 } from '@pact-foundation/pact';

const { boolean, integer, regex, string } = MatchersV3;

/**
 * The customer as the storefront reads it (adapters' userWire). Nullable
 * fields (phone, picture, birth_date, gender, location) are left out here: a
 * type matcher cannot say "text or null". `completeProfile` adds them for
 * interactions whose state gives every one a value.
 */
export const user = (example: { name: string; email: string; havePassword?: boolean; emailVerified?: boolean }) => ({
  name: string(example.name),
  email: string(example.email),
  have_password: boolean(example.havePassword ?? true),
  email_verified: boolean(example.emailVerified ?? true),
});

/** The nullable fields, with values: for 'the demo customer has a complete profile'. */
export const completeProfile = {
  phone: regex(/^08\d{8,13}$/, '081234567890'),
  picture: regex(/^https?:\/\/.+/, 'http://127.0.0.1:5173/media/art/avatar/Sinta%20Wulandari.svg'),
  birth_date: regex(/^\d{4}-\d{2}-\d{2}$/, '1994-08-17'),
  gender: regex(/^(male|female)$/, 'female'),
  location: { city_id: regex(/^\d{4}$/, '3578'), city_name: string('KOTA SURABAYA'), province_id: regex(/^\d{2}$/, '35') },
  // The points balance rewards are redeemed with (/profile/point); the demo customer's seed holds 12.500.
  points: integer(12500),
};

/** `data` of login, registration and social login. */
export const signedIn = (example: Parameters<typeof user>[0]) => ({
  token: string('more_3f9a1c2e7b5d4e0c9f1a6b2d8e4c7f30a1b2c3d4'),
  user: user(example),
});

/** A refusal: `success` false and a message the shopper can read. */
export const refusalBody = (message: string) => ({ success: boolean(false), message: string(message) });

import type { UserWire } from '@more/adapters/wire';
import type { CustomerRecord } from '../../db/account';

/** The province of a city id: "the first 2 digits equal the province id" (document 1 §3). */
export const provinceOf = (cityId: string) => cityId.slice(0, 2);

/** A stored picture as the asking origin serves it: paths on the mock's host become absolute. */
export const pictureUrl = (picture: string | null, origin: string): string | null =>
  picture === null ? null : picture.startsWith('/') ? `${origin}${picture}` : picture;

/** The customer as every auth and profile call answers it; typed by the adapters' wire schema. */
export const toUserWire = (customer: CustomerRecord, origin: string): UserWire => ({
  id: customer.id,
  name: customer.name,
  email: customer.email,
  phone: customer.phone === '' ? null : customer.phone,
  picture: pictureUrl(customer.picture, origin),
  birth_date: customer.birthDate,
  gender: customer.gender,
  have_password: customer.password !== null,
  email_verified: customer.emailVerified,
  location: customer.location
    ? { city_id: customer.location.cityId, city_name: customer.location.cityName, province_id: provinceOf(customer.location.cityId) }
    : null,
  points: customer.points,
});

import * as z from 'zod/mini';

/**
 * A city as the bundled list and the store API write it (document 1 §3,
 * "City"): `city_id` of 4 digits whose first 2 are `province_id`.
 */
export const shopperCityWire = z.object({
  city_id: z.string().check(z.regex(/^\d{4}$/)),
  city_name: z.string().check(z.minLength(1)),
  province_id: z.string().check(z.regex(/^\d{2}$/)),
});
export type ShopperCityWire = z.infer<typeof shopperCityWire>;

/** `data` of `POST more/user/set-location`: the city the account now shops from. */
export const setLocationWire = shopperCityWire;
export type SetLocationWire = z.infer<typeof setLocationWire>;

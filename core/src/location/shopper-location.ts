/**
 * The city the shopper shops from, chosen from the bundled city list
 * (document 1 §3, "City (static data)"). Logout "clears user, location, …"
 * (document 1 §4).
 */
export interface ShopperLocation {
  /** `city_id`: 4 digits, the first 2 being the province id, e.g. "3578". */
  readonly cityId: string;
  /** `city_name` as listed, uppercase with KABUPATEN or KOTA, e.g. "KOTA SURABAYA". */
  readonly cityName: string;
  /** `province_id`: 2 digits, e.g. "35". */
  readonly provinceId: string;
}

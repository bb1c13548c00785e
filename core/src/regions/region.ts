import type { ShopperLocation } from '../location/shopper-location';

/**
 * Indonesia's administrative areas as the store lists them (document 2 §7,
 * "Regions and banks"): province → regency or city → district (kecamatan) →
 * village (kelurahan/desa). Ids are the government's codes as digit strings,
 * each starting with its parent's id.
 */
export interface Province {
  /** 2 digits, e.g. "35" (JAWA TIMUR). */
  readonly id: string;
  readonly name: string;
}

/** Document 2 §3: "city_id (4 digits; the first 2 equal the province id), province_id, city_name". */
export interface City {
  /** `city_id`, e.g. "3578". */
  readonly id: string;
  /** `province_id`, e.g. "35". */
  readonly provinceId: string;
  /** `city_name`, upper-case with KABUPATEN or KOTA, e.g. "KOTA SURABAYA". */
  readonly name: string;
}

/** A city found by the city search, with its province's name to tell namesakes apart. */
export interface CityWithProvince extends City {
  readonly provinceName: string;
}

/** A district (kecamatan): 6 digits, the first 4 being its city's id. */
export interface District {
  readonly id: string;
  readonly cityId: string;
  readonly name: string;
}

/** A village (kelurahan or desa): 10 digits, the first 6 being its district's id. */
export interface Village {
  readonly id: string;
  readonly districtId: string;
  readonly name: string;
}

/** A bank a customer can keep an account at (GET uni/bank), with its clearing code. */
export interface Bank {
  readonly id: number;
  /** The 3-digit bank code of Bank Indonesia's clearing, e.g. "014" for BCA. */
  readonly code: string;
  readonly name: string;
  readonly logoUrl: string;
}

/** The city a shopper picks from the city list, as the shopper's location keeps it. */
export const shopperLocationOf = (city: City): ShopperLocation => ({
  cityId: city.id,
  cityName: city.name,
  provinceId: city.provinceId,
});

/** True when `childId` is an area directly inside `parentId` (a city in a province, a village in a district, …). */
export const isAreaInside = (childId: string, parentId: string): boolean =>
  /^\d+$/.test(childId) && /^\d+$/.test(parentId) && childId.length > parentId.length && childId.startsWith(parentId);

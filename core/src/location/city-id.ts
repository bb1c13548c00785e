import type { ShopperLocation } from './shopper-location';

const CITY_ID = /^\d{4}$/;
const PROVINCE_ID = /^\d{2}$/;

/**
 * "city_id (4-digit string whose first 2 digits equal the province id)"
 * (document 1 §3): the province a city id names, or null when it is not a
 * city id at all.
 */
export const provinceIdOfCity = (cityId: string): string | null => (CITY_ID.test(cityId) ? cityId.slice(0, 2) : null);

/** True when `cityId` is a city id and lies in the province `provinceId` (2 digits). */
export const isCityOfProvince = (cityId: string, provinceId: string): boolean =>
  PROVINCE_ID.test(provinceId) && provinceIdOfCity(cityId) === provinceId;

/** A location the store can use: its city belongs to its province, and it has a name to show. */
export const isValidShopperLocation = (location: ShopperLocation): boolean =>
  isCityOfProvince(location.cityId, location.provinceId) && location.cityName.trim() !== '';

import * as z from 'zod/mini';
import { paged } from '../envelope';
import { text } from '../wire-fields';

const digits = (length: number) => z.string().check(z.regex(new RegExp(`^\\d{${length}}$`)));

/** A province of `GET uni/province`. */
export const provinceWire = z.object({
  province_id: digits(2),
  province_name: text(),
});
export type ProvinceWire = z.infer<typeof provinceWire>;

/**
 * A regency or city (document 2 §3: "city_id (string of 4 digits; the first 2
 * digits equal the province id), province_id (string of 2 digits), city_name
 * (uppercase, prefixed KABUPATEN for regencies or KOTA for cities)").
 */
export const cityWire = z.object({
  city_id: digits(4),
  province_id: digits(2),
  city_name: text(),
});
export type CityWire = z.infer<typeof cityWire>;

/** A city found by `GET uni/city/overall`, with its province's name. */
export const cityWithProvinceWire = z.object({
  city_id: digits(4),
  province_id: digits(2),
  city_name: text(),
  province_name: text(),
});
export type CityWithProvinceWire = z.infer<typeof cityWithProvinceWire>;

/** A district (kecamatan) of `GET uni/district`. */
export const districtWire = z.object({
  district_id: digits(6),
  city_id: digits(4),
  district_name: text(),
});
export type DistrictWire = z.infer<typeof districtWire>;

/** A village (kelurahan/desa) of `GET uni/village`. */
export const villageWire = z.object({
  village_id: digits(10),
  district_id: digits(6),
  village_name: text(),
});
export type VillageWire = z.infer<typeof villageWire>;

/** A bank of `GET uni/bank`: its id (`uni_bank_id` elsewhere), clearing code, name and logo (`icon`). */
export const bankWire = z.object({
  id: z.number().check(z.int(), z.minimum(1)),
  code: digits(3),
  name: text(),
  icon: text(),
});
export type BankWire = z.infer<typeof bankWire>;

/** `data` of each regions call. */
export const provinceListWire = z.array(provinceWire);
export const cityListWire = z.array(cityWire);
export const citySearchWire = paged(cityWithProvinceWire);
export type CitySearchWire = z.infer<typeof citySearchWire>;
export const districtListWire = z.array(districtWire);
export const villageListWire = z.array(villageWire);
export const bankListWire = z.array(bankWire);

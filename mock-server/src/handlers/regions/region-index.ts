import { districtById, villageById } from '../../seed/regions/districts-and-villages';
import { regions } from '../../seed/regions/indonesia';

type Province = (typeof regions.provinces)[number];
type Regency = (typeof regions.regencies)[number];

const groupBy = <T, K>(items: readonly T[], key: (item: T) => K): Map<K, T[]> => {
  const groups = new Map<K, T[]>();
  for (const item of items) {
    const group = groups.get(key(item));
    if (group) group.push(item);
    else groups.set(key(item), [item]);
  }
  return groups;
};

/**
 * Indonesia's provinces and regencies/cities (idn-area-data), indexed once
 * for lookups by id and by parent. Static reference data: never changed by a
 * call, so it lives outside the database. Districts and villages are looked
 * up in seed/regions/districts-and-villages.ts, loaded on first need.
 */
export const regionIndex = {
  provinces: regions.provinces as readonly Province[],
  regencies: regions.regencies as readonly Regency[],
  provinceById: new Map(regions.provinces.map((p) => [p.id, p])),
  regencyById: new Map(regions.regencies.map((r) => [r.id, r])),
  regenciesByProvince: groupBy(regions.regencies, (r) => r.provinceId),
};

export interface RegionIds {
  readonly province_id: string;
  readonly city_id: string;
  readonly district_id: string;
  readonly village_id: string;
}

const districtAndVillage = (ids: RegionIds) => Promise.all([districtById(ids.district_id), villageById(ids.village_id)]);

/**
 * What is wrong with the regions of an address, field by field, in
 * Indonesian: each id must exist in the regions data and lie inside the
 * one before it. Null when all four fit.
 */
export const regionErrors = async (ids: RegionIds): Promise<Record<string, string[]> | null> => {
  const errors: Record<string, string[]> = {};
  const province = regionIndex.provinceById.get(ids.province_id);
  const city = regionIndex.regencyById.get(ids.city_id);
  const [district, village] = await districtAndVillage(ids);
  if (!province) errors.province_id = [`Provinsi ${ids.province_id} tidak ada di data wilayah`];
  if (!city) errors.city_id = [`Kota/kabupaten ${ids.city_id} tidak ada di data wilayah`];
  else if (province && city.provinceId !== province.id) errors.city_id = [`${city.name} tidak berada di provinsi ${province.name}`];
  if (!district) errors.district_id = [`Kecamatan ${ids.district_id} tidak ada di data wilayah`];
  else if (city && district.regencyId !== city.id) errors.district_id = [`Kecamatan ${district.name} tidak berada di ${city.name}`];
  if (!village) errors.village_id = [`Kelurahan/desa ${ids.village_id} tidak ada di data wilayah`];
  else if (district && village.districtId !== district.id) errors.village_id = [`Kelurahan/desa ${village.name} tidak berada di kecamatan ${district.name}`];
  return Object.keys(errors).length === 0 ? null : errors;
};

/** The names of an address's regions (ids already checked by regionErrors). */
export const regionNames = async (ids: RegionIds) => {
  const [district, village] = await districtAndVillage(ids);
  return {
    province_name: regionIndex.provinceById.get(ids.province_id)?.name ?? ids.province_id,
    city_name: regionIndex.regencyById.get(ids.city_id)?.name ?? ids.city_id,
    district_name: district?.name ?? ids.district_id,
    village_name: village?.name ?? ids.village_id,
  };
};

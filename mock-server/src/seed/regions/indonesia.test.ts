import { describe, expect, it } from 'vitest';
import { citiesWithDistricts } from './bundled-cities';
import { regions } from './indonesia';
import { idOf, readDistricts, readProvinces, readRegencies, readVillages } from './source';

describe('the bundled regions of Indonesia', () => {
  it('are exactly what the idn-area-data package says, never invented', () => {
    expect(regions.provinces).toEqual(readProvinces().map((p) => ({ id: idOf(p.code), name: p.name })));
    expect(regions.regencies).toEqual(readRegencies().map((r) => ({ id: idOf(r.code), provinceId: idOf(r.parent), name: r.name })));
    const bundled = new Set<string>(citiesWithDistricts);
    const districts = readDistricts().filter((d) => bundled.has(idOf(d.parent)));
    expect(regions.districts).toEqual(districts.map((d) => ({ id: idOf(d.code), regencyId: idOf(d.parent), name: d.name })));
    const districtIds = new Set(districts.map((d) => idOf(d.code)));
    expect(regions.villages).toHaveLength(readVillages().filter((v) => districtIds.has(idOf(v.parent))).length);
  });

  it('list about 500 regencies and cities, each as document 2 §3 describes a city', () => {
    // "city_id (string of 4 digits; the first 2 digits equal the province id), province_id (string of 2 digits),
    //  city_name (uppercase, prefixed KABUPATEN for regencies or KOTA for cities)"
    expect(regions.regencies.length).toBeGreaterThanOrEqual(500);
    const provinces = new Set(regions.provinces.map((p) => p.id));
    for (const city of regions.regencies) {
      expect(city.id).toMatch(/^\d{4}$/);
      expect(city.provinceId).toMatch(/^\d{2}$/);
      expect(city.id.slice(0, 2)).toBe(city.provinceId);
      expect(provinces.has(city.provinceId)).toBe(true);
      expect(city.name).toMatch(/^(KABUPATEN|KOTA) [A-Z]/);
      expect(city.name).toBe(city.name.toUpperCase());
    }
  });

  it('carry districts and villages for every city seeded addresses and projects use', () => {
    for (const cityId of citiesWithDistricts) {
      const districts = regions.districts.filter((d) => d.regencyId === cityId);
      expect(districts.length, cityId).toBeGreaterThan(0);
      const villages = regions.villages.filter((v) => districts.some((d) => d.id === v.districtId));
      expect(villages.length, cityId).toBeGreaterThan(0);
    }
    expect(regions.regencies.find((r) => r.id === '3578')?.name).toBe('KOTA SURABAYA');
  });
});

import { describe, expect, it } from 'vitest';
import { districtById, districtsOf, villageById, villagesOf } from './districts-and-villages';
import { regions } from './indonesia';
import { packAreas, unpackAreas } from './packed-areas';
import { idOf, readDistricts, readProvinces, readRegencies, readVillages } from './source';

describe('the regions of Indonesia the mock carries', () => {
  it('are exactly what the idn-area-data package says, never invented: every province and regency', () => {
    expect(regions.provinces).toEqual(readProvinces().map((p) => ({ id: idOf(p.code), name: p.name })));
    expect(regions.regencies).toEqual(readRegencies().map((r) => ({ id: idOf(r.code), provinceId: idOf(r.parent), name: r.name })));
  });

  it('are exactly what the idn-area-data package says: every district and village of the country, in its order', async () => {
    const districts = (await Promise.all(regions.regencies.map((r) => districtsOf(r.id)))).flat();
    expect(districts).toEqual(readDistricts().map((d) => ({ id: idOf(d.code), regencyId: idOf(d.parent), name: d.name })));
    const villages = (await Promise.all(districts.map((d) => villagesOf(d.id)))).flat();
    expect(villages).toEqual(readVillages().map((v) => ({ id: idOf(v.code), districtId: idOf(v.parent), name: v.name })));
    expect(villages.length).toBeGreaterThan(80_000);
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

  it('carry districts for every regency and villages for every district, Kabupaten Aceh Besar as much as Kota Surabaya', async () => {
    for (const regency of regions.regencies) {
      const districts = await districtsOf(regency.id);
      expect(districts.length, regency.name).toBeGreaterThan(0);
      for (const district of districts) expect((await villagesOf(district.id)).length, district.id).toBeGreaterThan(0);
    }
    expect(regions.regencies.find((r) => r.id === '1106')?.name).toBe('KABUPATEN ACEH BESAR');
    expect(await districtById('110602')).toEqual({ id: '110602', regencyId: '1106', name: 'Lhoknga' });
    expect(await villageById('1106022001')).toEqual({ id: '1106022001', districtId: '110602', name: 'Mon Ikeun' });
  });

  it('know nothing of an id that is not one, whatever it looks like', async () => {
    for (const id of ['9999', '', '__proto__', 'constructor', 'toString']) expect(await districtsOf(id), id).toEqual([]);
    for (const id of ['999999', '110699', '__proto__', 'hasOwnProperty']) expect(await villagesOf(id), id).toEqual([]);
    expect(await districtById('110699')).toBeUndefined();
    expect(await villageById('1106029999')).toBeUndefined();
    expect(await villageById('__proto__')).toBeUndefined();
  });
});

describe('the packed form of districts and villages', () => {
  it('gives back the areas it was given', () => {
    const areas = [{ id: '357808', name: 'Gubeng' }, { id: '357826', name: 'Mulyorejo' }];
    expect(packAreas('3578', areas)).toBe('08 Gubeng\n26 Mulyorejo');
    expect(unpackAreas('3578', packAreas('3578', areas))).toEqual(areas);
  });

  it('refuses an area whose id does not nest in its parent\'s, or a name it could not give back', () => {
    expect(() => packAreas('3578', [{ id: '351508', name: 'Sidoarjo' }])).toThrow('does not nest');
    expect(() => packAreas('3578', [{ id: '357808', name: ' Gubeng' }])).toThrow('cannot keep');
    expect(() => packAreas('3578', [{ id: '357808', name: 'Gu\nbeng' }])).toThrow('cannot keep');
  });
});

import { bankListWire, cityListWire, citySearchWire, districtListWire, provinceListWire, villageListWire, wireByCall } from '@more/adapters/wire';
import { beforeAll, describe, expect, it } from 'vitest';
import { requestMock } from '../../in-process';
import { createMockApi, type MockApi } from '../../mock-api';
import { regions } from '../../seed/regions/indonesia';
import { idOf, readDistricts, readVillages } from '../../seed/regions/source';

let api: MockApi;
beforeAll(async () => {
  api = await createMockApi({ now: Date.UTC(2026, 10, 21, 3, 0) });
});

const get = async (path: string) => {
  const answer = await requestMock(api, { path });
  return { status: answer.status, body: answer.body as { success: boolean; message: string; data: unknown; errors?: Record<string, string[]> } };
};

describe('GET uni/province', () => {
  it('answers every province of the regions data, by id', async () => {
    const provinces = provinceListWire.parse((await get('uni/province')).body.data);
    expect(provinces).toEqual(regions.provinces.map((p) => ({ province_id: p.id, province_name: p.name })));
    expect(provinces.find((p) => p.province_id === '35')?.province_name).toBe('JAWA TIMUR');
  });
});

describe('GET uni/city', () => {
  it('answers every city of province 35 for province_id=35, and only those', async () => {
    const cities = cityListWire.parse((await get('uni/city?province_id=35')).body.data);
    const expected = regions.regencies.filter((r) => r.provinceId === '35');
    expect(cities.map((c) => c.city_id)).toEqual(expected.map((r) => r.id));
    expect(cities).toHaveLength(38);
    for (const city of cities) {
      expect(city.province_id).toBe('35');
      expect(city.city_id.slice(0, 2)).toBe('35');
      expect(city.city_name).toMatch(/^(KABUPATEN|KOTA) [A-Z]/);
    }
    expect(cities).toContainEqual({ city_id: '3578', province_id: '35', city_name: 'KOTA SURABAYA' });
  });

  it('refuses a missing or malformed province_id with 422, and an unknown one with 404', async () => {
    expect(await get('uni/city')).toEqual({
      status: 422,
      body: { success: false, message: 'Data yang dikirim tidak valid', errors: { province_id: ['province_id wajib diisi'] } },
    });
    expect((await get('uni/city?province_id=jatim')).body.errors).toEqual({ province_id: ['format province_id tidak valid'] });
    expect(await get('uni/city?province_id=99')).toEqual({ status: 404, body: { success: false, message: 'Provinsi tidak ditemukan' } });
  });
});

describe('GET uni/city/all-city and uni/city/overall', () => {
  it('all-city answers the whole static city list of document 2 §3 (about 500 entries)', async () => {
    const cities = cityListWire.parse((await get('uni/city/all-city')).body.data);
    expect(cities).toEqual(regions.regencies.map((r) => ({ city_id: r.id, province_id: r.provinceId, city_name: r.name })));
    expect(cities.length).toBeGreaterThanOrEqual(500);
  });

  it('overall finds cities by part of their name, any case, with the province\'s name, a page at a time', async () => {
    const found = citySearchWire.parse((await get('uni/city/overall?q=surabaya')).body.data);
    expect(found.data).toEqual([{ city_id: '3578', province_id: '35', city_name: 'KOTA SURABAYA', province_name: 'JAWA TIMUR' }]);
    const kota = regions.regencies.filter((r) => r.name.includes('KOTA'));
    const page2 = citySearchWire.parse((await get('uni/city/overall?q=kota&per_page=10&page=2')).body.data);
    expect(page2).toMatchObject({ page: 2, per_page: 10, total: kota.length, total_pages: Math.ceil(kota.length / 10) });
    expect(page2.data.map((c) => c.city_id)).toEqual(kota.slice(10, 20).map((r) => r.id));
    expect(citySearchWire.parse((await get('uni/city/overall')).body.data).total).toBe(regions.regencies.length);
    expect((await get('uni/city/overall?per_page=500')).status).toBe(422);
  });
});

describe('GET uni/district and uni/village', () => {
  it('answers the districts of a city and the villages of a district', async () => {
    const districts = districtListWire.parse((await get('uni/district?city_id=3578')).body.data);
    expect(districts.map((d) => d.district_id)).toEqual(readDistricts().filter((d) => d.parent === '35.78').map((d) => idOf(d.code)));
    expect(districts).toContainEqual({ district_id: '357808', city_id: '3578', district_name: 'Gubeng' });
    const villages = villageListWire.parse((await get('uni/village?district_id=357808')).body.data);
    expect(villages.map((v) => v.village_name)).toEqual(['Gubeng', 'Mojo', 'Airlangga', 'Kertajaya', 'Baratajaya', 'Pucang Sewu']);
  });

  it('answers every district of Kabupaten Aceh Besar and every village of each, exactly as idn-area-data lists them', async () => {
    const districts = districtListWire.parse((await get('uni/district?city_id=1106')).body.data);
    const expected = readDistricts().filter((d) => d.parent === '11.06');
    expect(districts).toEqual(expected.map((d) => ({ district_id: idOf(d.code), city_id: '1106', district_name: d.name })));
    expect(districts).toHaveLength(23);
    const acehBesarVillages = readVillages().filter((v) => v.parent.startsWith('11.06.'));
    for (const district of districts) {
      const villages = villageListWire.parse((await get(`uni/village?district_id=${district.district_id}`)).body.data);
      expect(villages, district.district_name).toEqual(
        acehBesarVillages
          .filter((v) => idOf(v.parent) === district.district_id)
          .map((v) => ({ village_id: idOf(v.code), district_id: district.district_id, village_name: v.name })),
      );
    }
    expect(await get('uni/village?district_id=110602')).toMatchObject({ status: 200, body: { data: expect.arrayContaining([{ village_id: '1106022001', district_id: '110602', village_name: 'Mon Ikeun' }]) as unknown } });
  });

  it('answers 404 for a city or district that is not one, and 422 for a missing or malformed id', async () => {
    expect(await get('uni/district?city_id=9999')).toMatchObject({ status: 404, body: { message: 'Kota/kabupaten tidak ditemukan' } });
    expect(await get('uni/district?city_id=1199')).toMatchObject({ status: 404, body: { message: 'Kota/kabupaten tidak ditemukan' } });
    expect(await get('uni/village?district_id=999999')).toMatchObject({ status: 404, body: { message: 'Kecamatan tidak ditemukan' } });
    expect(await get('uni/village?district_id=110699')).toMatchObject({ status: 404, body: { message: 'Kecamatan tidak ditemukan' } });
    expect((await get('uni/village')).body.errors).toEqual({ district_id: ['district_id wajib diisi'] });
    expect((await get('uni/district?city_id=11.06')).status).toBe(422);
    expect((await get('uni/village?district_id=11060')).status).toBe(422);
  });
});

describe('GET uni/bank', () => {
  it('lists real Indonesian banks with their clearing codes and a logo of the mock\'s own host', async () => {
    const banks = bankListWire.parse((await get('uni/bank')).body.data);
    const codes = Object.fromEntries(banks.map((b) => [b.code, b.name]));
    expect(codes).toMatchObject({
      '014': 'Bank Central Asia (BCA)',
      '008': 'Bank Mandiri',
      '009': 'Bank Negara Indonesia (BNI)',
      '002': 'Bank Rakyat Indonesia (BRI)',
      '451': 'Bank Syariah Indonesia (BSI)',
      '022': 'Bank CIMB Niaga',
      '013': 'Bank Permata',
      '011': 'Bank Danamon',
      '200': 'Bank Tabungan Negara (BTN)',
    });
    expect(banks[0]).toEqual({ id: 1, code: '014', name: 'Bank Central Asia (BCA)', icon: 'http://127.0.0.1:5173/media/art/logo/BCA.svg' });
    expect(new Set(banks.map((b) => b.code)).size).toBe(banks.length);
  });
});

describe('every regions call', () => {
  it.each([
    ['GET uni/province', 'uni/province'],
    ['GET uni/city', 'uni/city?province_id=31'],
    ['GET uni/city/all-city', 'uni/city/all-city'],
    ['GET uni/city/overall', 'uni/city/overall?q=jakarta'],
    ['GET uni/district', 'uni/district?city_id=3515'],
    ['GET uni/village', 'uni/village?district_id=351508'],
    ['GET uni/bank', 'uni/bank'],
  ] as const)('%s answers in the envelope, with data of its wire-by-call schema', async (call, path) => {
    const { status, body } = await get(path);
    expect(status).toBe(200);
    expect(body).toMatchObject({ success: true, message: 'Berhasil' });
    expect(wireByCall[call]!.safeParse(body.data).success).toBe(true);
  });
});

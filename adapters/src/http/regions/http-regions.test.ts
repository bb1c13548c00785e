import { createMockApi } from '@more/mock-server';
import { shopperLocationOf } from '@more/core';
import { setupServer } from 'msw/node';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createStoreApi } from '../store-api';
import { HttpRegions } from './http-regions';

const server = setupServer();
beforeAll(async () => {
  server.listen({ onUnhandledRequest: 'error' });
  server.use(...(await createMockApi()).handlers);
});
afterAll(() => server.close());

const regions = new HttpRegions(createStoreApi({ baseUrl: 'http://store.test/api/', retry: 0 }));

describe('HttpRegions over the mock API', () => {
  it('reads the provinces and the cities of one, as the location picker needs them', async () => {
    const provinces = await regions.provinces();
    expect(provinces).toContainEqual({ id: '35', name: 'JAWA TIMUR' });
    const cities = await regions.citiesOf('35');
    expect(cities.every((city) => city.provinceId === '35')).toBe(true);
    const surabaya = cities.find((city) => city.id === '3578')!;
    expect(shopperLocationOf(surabaya)).toEqual({ cityId: '3578', cityName: 'KOTA SURABAYA', provinceId: '35' });
  });

  it('reads the whole city list and searches it a page at a time', async () => {
    expect((await regions.allCities()).length).toBeGreaterThanOrEqual(500);
    const found = await regions.searchCities({ q: '  sidoarjo ', perPage: 5 });
    expect(found).toMatchObject({ page: 1, perPage: 5, total: 1, totalPages: 1 });
    expect(found.items).toEqual([{ id: '3515', provinceId: '35', name: 'KABUPATEN SIDOARJO', provinceName: 'JAWA TIMUR' }]);
    expect((await regions.searchCities({ q: '' })).total).toBeGreaterThanOrEqual(500);
  });

  it('reads the districts of a city and the villages of a district', async () => {
    expect(await regions.districtsOf('3578')).toContainEqual({ id: '357808', cityId: '3578', name: 'Gubeng' });
    expect(await regions.villagesOf('357808')).toContainEqual({ id: '3578081003', districtId: '357808', name: 'Airlangga' });
  });

  it('reads the banks with their logos', async () => {
    const banks = await regions.banks();
    expect(banks[0]).toEqual({ id: 1, code: '014', name: 'Bank Central Asia (BCA)', logoUrl: 'http://store.test/media/art/logo/BCA.svg' });
  });

  it('fails naming the call for a province the store does not know', async () => {
    await expect(regions.citiesOf('99')).rejects.toMatchObject({ kind: 'not-found', call: 'GET uni/city', details: { serverMessage: 'Provinsi tidak ditemukan' } });
  });
});

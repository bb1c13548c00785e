import { MatchersV3 } from '@pact-foundation/pact';
import { createStoreApi, HttpRegions } from '@more/adapters';
import { describe, expect, it } from 'vitest';
import { storeApiPact } from '../pact-setup';
import { bank, city, district, province, village } from './region-matchers';
import { ok } from '../matchers';

const { eachLike, integer, regex, string } = MatchersV3;

const regionsAt = (url: string) => new HttpRegions(createStoreApi({ baseUrl: url, retry: 0 }));

describe('regions and banks (document 2 §7)', () => {
  it('GET uni/province', async () => {
    await storeApiPact()
      .addInteraction()
      .given('the regions of Indonesia are bundled')
      .uponReceiving('a request for the provinces')
      .withRequest('GET', '/uni/province')
      .willRespondWith(200, (response) => response.jsonBody(ok(eachLike(province, 1))))
      .executeTest(async (server) => {
        const provinces = await regionsAt(server.url).provinces();
        expect(provinces[0]).toEqual({ id: '35', name: 'JAWA TIMUR' });
      });
  });

  it('GET uni/city', async () => {
    await storeApiPact()
      .addInteraction()
      .given('the regions of Indonesia are bundled')
      .uponReceiving('a request for the cities of province 35')
      .withRequest('GET', '/uni/city', (request) => request.query({ province_id: '35' }))
      .willRespondWith(200, (response) =>
        response.jsonBody(ok(eachLike({ ...city, province_id: regex(/^35$/, '35'), city_id: regex(/^35\d{2}$/, '3578') }, 1))),
      )
      .executeTest(async (server) => {
        const cities = await regionsAt(server.url).citiesOf('35');
        expect(cities[0]).toEqual({ id: '3578', provinceId: '35', name: 'KOTA SURABAYA' });
      });
  });

  it('GET uni/city/all-city', async () => {
    await storeApiPact()
      .addInteraction()
      .given('the regions of Indonesia are bundled')
      .uponReceiving('a request for every city of Indonesia')
      .withRequest('GET', '/uni/city/all-city')
      .willRespondWith(200, (response) => response.jsonBody(ok(eachLike(city, 1))))
      .executeTest(async (server) => {
        const [first] = await regionsAt(server.url).allCities();
        expect(first).toEqual({ id: '3578', provinceId: '35', name: 'KOTA SURABAYA' });
      });
  });

  it('GET uni/city/overall', async () => {
    await storeApiPact()
      .addInteraction()
      .given('the regions of Indonesia are bundled')
      .uponReceiving('a search of the cities for "surabaya"')
      .withRequest('GET', '/uni/city/overall', (request) => request.query({ q: 'surabaya', page: '1', per_page: '20' }))
      .willRespondWith(200, (response) =>
        response.jsonBody(
          ok({
            data: eachLike({ ...city, province_name: string('JAWA TIMUR') }, 1),
            page: integer(1),
            per_page: integer(20),
            total: integer(1),
            total_pages: integer(1),
          }),
        ),
      )
      .executeTest(async (server) => {
        const found = await regionsAt(server.url).searchCities({ q: 'surabaya', page: 1, perPage: 20 });
        expect(found).toMatchObject({ page: 1, perPage: 20, total: 1 });
        expect(found.items[0]).toEqual({ id: '3578', provinceId: '35', name: 'KOTA SURABAYA', provinceName: 'JAWA TIMUR' });
      });
  });

  it('GET uni/district', async () => {
    await storeApiPact()
      .addInteraction()
      .given('the regions of Indonesia are bundled')
      .uponReceiving('a request for the districts of KOTA SURABAYA')
      .withRequest('GET', '/uni/district', (request) => request.query({ city_id: '3578' }))
      .willRespondWith(200, (response) => response.jsonBody(ok(eachLike({ ...district, city_id: regex(/^3578$/, '3578') }, 1))))
      .executeTest(async (server) => {
        const districts = await regionsAt(server.url).districtsOf('3578');
        expect(districts[0]).toEqual({ id: '357808', cityId: '3578', name: 'Gubeng' });
      });
  });

  it('GET uni/village', async () => {
    await storeApiPact()
      .addInteraction()
      .given('the regions of Indonesia are bundled')
      .uponReceiving('a request for the villages of district Gubeng')
      .withRequest('GET', '/uni/village', (request) => request.query({ district_id: '357808' }))
      .willRespondWith(200, (response) => response.jsonBody(ok(eachLike({ ...village, district_id: regex(/^357808$/, '357808') }, 1))))
      .executeTest(async (server) => {
        const villages = await regionsAt(server.url).villagesOf('357808');
        expect(villages[0]).toEqual({ id: '3578081003', districtId: '357808', name: 'Airlangga' });
      });
  });

  it('GET uni/bank', async () => {
    await storeApiPact()
      .addInteraction()
      .given('the banks of Indonesia are listed')
      .uponReceiving('a request for the banks')
      .withRequest('GET', '/uni/bank')
      .willRespondWith(200, (response) => response.jsonBody(ok(eachLike(bank, 1))))
      .executeTest(async (server) => {
        const [bca] = await regionsAt(server.url).banks();
        expect(bca).toEqual({ id: 1, code: '014', name: 'Bank Central Asia (BCA)', logoUrl: 'http://127.0.0.1:5173/media/art/logo/BCA.svg' });
      });
  });
});

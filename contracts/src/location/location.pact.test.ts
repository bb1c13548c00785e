import { HttpLocationApi } from '@more/adapters';
import { MatchersV3 } from '@pact-foundation/pact';
import { describe, expect, it } from 'vitest';
import { bearer, DEMO_TOKEN, storeApiAt, storeApiPact } from '../pact-setup';

const { boolean, regex, string } = MatchersV3;

describe('location: POST more/user/set-location', () => {
  it('stores the city the customer shops from', async () => {
    const city = { city_id: '3525', city_name: 'KABUPATEN GRESIK', province_id: '35' };
    await storeApiPact()
      .addInteraction()
      .given('the demo customer is logged in')
      .uponReceiving('a choice of the demo customer\'s city')
      .withRequest('POST', '/more/user/set-location', (request) => request.headers(bearer(DEMO_TOKEN)).jsonBody(city))
      .willRespondWith(200, (response) =>
        response.jsonBody({
          success: boolean(true),
          message: string('Lokasi diatur ke KABUPATEN GRESIK'),
          data: { city_id: regex(/^\d{4}$/, city.city_id), city_name: string(city.city_name), province_id: regex(/^\d{2}$/, city.province_id) },
        }),
      )
      .executeTest(async (server) => {
        await expect(
          new HttpLocationApi(storeApiAt(server.url, DEMO_TOKEN)).setLocation({ cityId: '3525', cityName: 'KABUPATEN GRESIK', provinceId: '35' }),
        ).resolves.toBeUndefined();
      });
  });
});

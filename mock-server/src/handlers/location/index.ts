import type { SetLocationWire } from '@more/adapters/wire';
import type { HttpHandler } from 'msw';
import { z } from 'zod';
import { regions } from '../../seed/regions/indonesia';
import { updateCustomer } from '../account/accounts';
import { provinceOf } from '../account/user-wire';
import { readBody } from '../body';
import type { MockContext } from '../context';
import { ok, refuse } from '../respond';
import type { Router } from '../router';

const cityNames = new Map(regions.regencies.map((city) => [city.id, city.name]));

/** city_name and province_id are optional: the city id says both, and the regions' name is kept. */
const setLocationBody = z.object({
  city_id: z.string().regex(/^\d{4}$/),
  city_name: z.string().max(100).optional(),
  province_id: z.string().regex(/^\d{2}$/).optional(),
});

/** The location calls of document 2 §7. */
export const locationHandlers = (ctx: MockContext, router: Router): HttpHandler[] => [
  router.customer('POST more/user/set-location', async ({ request, customer }) => {
    const body = await readBody(request, setLocationBody);
    if (!body.ok) return body.response;
    const { city_id, province_id } = body.value;
    const cityName = cityNames.get(city_id);
    if (!cityName) return refuse(422, 'Kota atau kabupaten tidak ditemukan', { city_id: ['city_id tidak ada dalam daftar kota'] });
    // "city_id (4-digit string whose first 2 digits equal the province id)" (document 1 §3).
    if (province_id !== undefined && province_id !== provinceOf(city_id)) {
      return refuse(422, 'Kota tidak berada di provinsi itu', { province_id: ['province_id tidak sesuai dengan city_id'] });
    }
    await updateCustomer(ctx.db, customer.id, (c) => void (c.location = { cityId: city_id, cityName }));
    return ok({ city_id, city_name: cityName, province_id: provinceOf(city_id) } satisfies SetLocationWire, `Lokasi diatur ke ${cityName}`);
  }),
];

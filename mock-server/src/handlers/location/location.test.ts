import { setLocationWire } from '@more/adapters/wire';
import { beforeEach, describe, expect, it } from 'vitest';
import { requestMock } from '../../in-process';
import { createMockApi, type MockApi } from '../../mock-api';
import { NEW_CUSTOMER, signIn } from '../../seed/account';

const TOKEN = 'new-token';
let api: MockApi;
beforeEach(async () => {
  api = await createMockApi({ now: Date.UTC(2026, 10, 21, 3, 0) });
  await signIn(api.db, NEW_CUSTOMER.id, TOKEN, api.clock.unixSeconds());
});

const setLocation = (json: unknown, token: string | null = TOKEN) =>
  requestMock(api, { method: 'POST', path: 'more/user/set-location', json, ...(token ? { token } : {}) });
const budi = () => api.db.customers.findFirst((q) => q.where({ id: NEW_CUSTOMER.id }))!;

describe('POST more/user/set-location', () => {
  it('stores the city, named as the regions name it, and the profile shows it', async () => {
    const answer = await setLocation({ city_id: '3525', city_name: 'Gresik', province_id: '35' });
    expect(answer.status).toBe(200);
    expect(setLocationWire.parse((answer.body as { data: unknown }).data)).toEqual({ city_id: '3525', city_name: 'KABUPATEN GRESIK', province_id: '35' });
    expect(budi().location).toEqual({ cityId: '3525', cityName: 'KABUPATEN GRESIK' });
    const profile = await requestMock(api, { method: 'POST', path: 'more/user/show', token: TOKEN });
    expect(profile.body).toMatchObject({ data: { location: { city_id: '3525', province_id: '35' } } });
  });

  it.each([
    [{ city_id: '9999', province_id: '99' }, { city_id: ['city_id tidak ada dalam daftar kota'] }],
    [{ city_id: '3578', province_id: '31' }, { province_id: ['province_id tidak sesuai dengan city_id'] }],
    [{ city_id: '357' }, { city_id: ['format city_id tidak valid'] }],
    [{ city_id: 3578 }, { city_id: ['city_id harus berupa teks'] }],
    [{}, { city_id: ['city_id wajib diisi'] }],
  ])('refuses %j with 422, keeping the old location', async (json, errors) => {
    const answer = await setLocation(json);
    expect(answer).toMatchObject({ status: 422, body: { success: false, errors } });
    expect(budi().location).toBeNull();
  });

  it('answers 401 without a token', async () => {
    expect((await setLocation({ city_id: '3578' }, null)).status).toBe(401);
  });
});

import { StoreFailure } from '@more/core';
import { SURABAYA_LOCATION } from '@more/core/testing';
import { createMockApi, DEMO_CUSTOMER, type MockApi, NEW_CUSTOMER, signIn } from '@more/mock-server';
import { setupServer } from 'msw/node';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { createStoreApi } from '../store-api';
import { HttpLocationApi } from './http-location-api';

const server = setupServer();
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterEach(() => server.resetHandlers());
afterAll(() => server.close());

let mock: MockApi;
let token: string | null;
const locationApi = () => new HttpLocationApi(createStoreApi({ baseUrl: 'http://store.test/api/', retry: 0, accessToken: () => token }));
beforeEach(async () => {
  mock = await createMockApi({ now: Date.UTC(2026, 10, 21, 3, 0) });
  server.use(...mock.handlers);
  await signIn(mock.db, NEW_CUSTOMER.id, 'budi', mock.clock.unixSeconds());
  token = 'budi';
});

describe('HttpLocationApi against the mock API', () => {
  it('stores the chosen city on the account', async () => {
    await locationApi().setLocation(SURABAYA_LOCATION);
    expect(mock.db.customers.findFirst((q) => q.where({ id: NEW_CUSTOMER.id }))?.location).toEqual({ cityId: '3578', cityName: 'KOTA SURABAYA' });
  });

  it('reports a city that is not in its province as a 422 refusal', async () => {
    const error = await locationApi().setLocation({ cityId: '3578', cityName: 'KOTA SURABAYA', provinceId: '31' }).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(StoreFailure);
    expect(error).toMatchObject({ kind: 'rejected', call: 'POST more/user/set-location', details: { status: 422 } });
  });

  it('reports a missing login as "unauthorized"', async () => {
    token = null;
    await expect(locationApi().setLocation(SURABAYA_LOCATION)).rejects.toMatchObject({ kind: 'unauthorized' });
    expect(mock.db.customers.findFirst((q) => q.where({ id: DEMO_CUSTOMER.id }))?.location?.cityId).toBe('3578');
  });
});

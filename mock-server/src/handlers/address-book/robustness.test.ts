import fc from 'fast-check';
import { beforeAll, describe, expect, it } from 'vitest';
import { MOCK_SHIPMENT_TOKEN } from '../../defaults';
import { MOCK_ORIGIN, requestMock } from '../../in-process';
import { createMockApi, type MockApi } from '../../mock-api';
import { DEMO_CUSTOMER, signIn } from '../../seed/account';

const TOKEN = 'robust-token';
let api: MockApi;
beforeAll(async () => {
  api = await createMockApi({ now: Date.UTC(2026, 10, 21, 3, 0) });
  await signIn(api.db, DEMO_CUSTOMER.id, TOKEN, api.clock.unixSeconds());
});

/** The calls of the address-book, regions, giveaways and shipment areas, as method and a concrete path. */
const calls: readonly (readonly [string, string])[] = [
  ['GET', 'uni/province'],
  ['GET', 'uni/city'],
  ['GET', 'uni/city/all-city'],
  ['GET', 'uni/city/overall'],
  ['GET', 'uni/district'],
  ['GET', 'uni/village'],
  ['GET', 'uni/bank'],
  ...(['address', 'dropshippers', 'banks'] as const).flatMap((book) => [
    ['POST', `more/user/${book}/index`] as const,
    ['POST', `more/user/${book}/show`] as const,
    ['POST', `more/user/${book}/store`] as const,
    ['PUT', `more/user/${book}/update`] as const,
    ['DELETE', `more/user/${book}/destroy`] as const,
  ]),
  ['POST', 'more/event/index'],
  ['POST', 'more/user/giveaway/index'],
  ['POST', 'more/user/giveaway/store'],
  ['DELETE', 'more/user/giveaway/destroy/1'],
];

const fieldNames = ['id', 'label', 'phone', 'province_id', 'city_id', 'district_id', 'village_id', 'postal_code', 'address', 'default', 'name',
  'uni_bank_id', 'account_number', 'account_name', 'event_id', 'address_id', 'q', 'page', 'per_page'];
const anyValue = fc.oneof(fc.string(), fc.integer(), fc.double(), fc.boolean(), fc.constant(null), fc.array(fc.string(), { maxLength: 2 }), fc.object({ maxDepth: 1 }));
const body = fc.oneof(
  fc.dictionary(fc.constantFrom(...fieldNames), anyValue),
  fc.jsonValue().map((value) => JSON.stringify(value)),
  fc.string(),
);
const query = fc.dictionary(fc.constantFrom(...fieldNames, 'q[]', 'page[]'), fc.string(), { maxKeys: 4 });

describe('the handlers of these areas never fail with a 5xx, whatever they are sent', () => {
  it('PROPERTY: malformed bodies and queries get a 2xx or a 4xx', async () => {
    await fc.assert(
      fc.asyncProperty(fc.constantFrom(...calls), body, query, async ([method, path], sent, params) => {
        const search = new URLSearchParams(params).toString();
        const answer = await requestMock(api, {
          method,
          path: `${path}${search ? `?${search}` : ''}`,
          token: TOKEN,
          ...(method === 'GET' ? {} : typeof sent === 'string' ? { rawBody: sent, headers: { 'content-type': 'application/json' } } : { json: sent }),
        });
        expect(answer.status, `${method} ${path}`).toBeLessThan(500);
      }),
      { numRuns: 200 },
    );
  }, 30_000);

  it('PROPERTY: any path segment in a path parameter gets a 2xx or a 4xx', async () => {
    await fc.assert(
      fc.asyncProperty(fc.string({ minLength: 1 }), fc.string({ minLength: 1 }), async (a, b) => {
        const segment = (text: string) => encodeURIComponent(text);
        const answers = await Promise.all([
          requestMock(api, { method: 'DELETE', path: `more/user/giveaway/destroy/${segment(a)}`, token: TOKEN }),
          requestMock(api, { path: `${MOCK_ORIGIN}/shipment/api/v1/shipment/get/${segment(a)}`, token: MOCK_SHIPMENT_TOKEN }),
          requestMock(api, { path: `${MOCK_ORIGIN}/shipment/api/v1/customer/get/${segment(a)}/${segment(b)}`, token: MOCK_SHIPMENT_TOKEN }),
        ]);
        for (const answer of answers) expect(answer.status).toBeLessThan(500);
      }),
      { numRuns: 100 },
    );
  }, 30_000);
});

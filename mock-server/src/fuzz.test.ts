import fc from 'fast-check';
import { beforeAll, describe, expect, it } from 'vitest';
import { MOCK_SHIPMENT_TOKEN } from './defaults';
import { MOCK_ORIGIN, requestMock } from './in-process';
import { createMockApi, type MockApi } from './mock-api';
import { DEMO_CUSTOMER, signIn } from './seed/account';

/**
 * "A fast-check fuzz test sends malformed bodies and queries to every call and
 * asserts no 5xx" (issue 4): a wrong request gets a 4xx with a reason, never a 500.
 */
const TOKEN = 'fuzz-token';
let api: MockApi;

beforeAll(async () => {
  api = await createMockApi({ now: Date.UTC(2026, 10, 21, 3) });
  await signIn(api.db, DEMO_CUSTOMER.id, TOKEN, api.clock.unixSeconds());
});

/** Path values a shopper, a bot or a bug might put where an id or slug goes. */
const pathValue = fc.oneof(
  fc.string({ minLength: 1, maxLength: 12 }),
  fc.integer({ min: -5, max: 2_000_000_000 }).map(String),
  fc.constantFrom('0', '-1', '1.5', 'null', 'undefined', '%00', '..', '%2e%2e', 'ÿ', '9'.repeat(40), 'MORE-20261115-0042', 'sofa'),
);

const queryText = fc.oneof(fc.string({ maxLength: 10 }), fc.constantFrom('-1', '0', 'abc', '1e309', 'true', '[]', '{}', '%', ''));
const query = fc.dictionary(
  fc.oneof(fc.constantFrom('page', 'per_page', 'type', 'q', 'id', 'product_id', 'category', 'province_id', 'city_id', 'device', 'application'), fc.string({ minLength: 1, maxLength: 8 })),
  fc.oneof(queryText, fc.array(queryText, { maxLength: 3 })),
  { maxKeys: 4 },
);

type Body = { kind: 'none' } | { kind: 'json'; value: unknown } | { kind: 'raw'; text: string } | { kind: 'form'; fields: [string, string][] };
const body: fc.Arbitrary<Body> = fc.oneof(
  fc.constant<Body>({ kind: 'none' }),
  fc.jsonValue({ maxDepth: 3 }).map((value): Body => ({ kind: 'json', value })),
  fc.record({ kind: fc.constant('raw' as const), text: fc.oneof(fc.string(), fc.constantFrom('{', '{"a":', 'null', '[1,2', '\u0000')) }),
  fc.record({ kind: fc.constant('form' as const), fields: fc.array(fc.tuple(fc.string({ minLength: 1, maxLength: 10 }), fc.string({ maxLength: 20 })), { maxLength: 5 }) }),
);

const pathOf = (template: string, values: string[]) => {
  let i = 0;
  return template.replace(/\{\w+\??\}/g, () => encodeURIComponent(values[i++] ?? 'x'));
};

const searchOf = (q: Record<string, string | string[]>) =>
  Object.entries(q)
    .flatMap(([key, value]) => (Array.isArray(value) ? value.map((v) => `${encodeURIComponent(key)}[]=${encodeURIComponent(v)}`) : [`${encodeURIComponent(key)}=${encodeURIComponent(value)}`]))
    .join('&');

describe('every call, fuzzed', () => {
  it('the mock answers every call it registers', () => {
    expect(api.calls.size).toBeGreaterThan(0);
  });

  it('answers malformed paths, queries and bodies with something other than a 5xx, with and without a token', async () => {
    for (const name of [...api.calls].sort()) {
      const [method, template] = name.split(' ') as [string, string];
      const shipment = template.startsWith('api/v1/');
      await fc.assert(
        fc.asyncProperty(fc.array(pathValue, { minLength: 3, maxLength: 3 }), query, body, fc.boolean(), async (values, q, b, withToken) => {
          const search = searchOf(q);
          const path = `${MOCK_ORIGIN}/${shipment ? 'shipment' : 'api'}/${pathOf(template, values)}${search ? `?${search}` : ''}`;
          const form = new FormData();
          if (b.kind === 'form') for (const [key, value] of b.fields) form.append(key, value);
          const answer = await requestMock(api, {
            method,
            path,
            ...(withToken ? { token: shipment ? MOCK_SHIPMENT_TOKEN : TOKEN } : {}),
            ...(b.kind === 'json' && method !== 'GET' ? { json: b.value } : {}),
            ...(b.kind === 'raw' && method !== 'GET' ? { rawBody: b.text, headers: { 'content-type': 'application/json' } } : {}),
            ...(b.kind === 'form' && method !== 'GET' ? { form } : {}),
          });
          if (answer.status >= 500) throw new Error(`${name} answered ${answer.status} to ${method} ${path}: ${JSON.stringify(answer.body)}`);
        }),
        { numRuns: 25, seed: 20261121 },
      );
    }
  }, 300_000);
});

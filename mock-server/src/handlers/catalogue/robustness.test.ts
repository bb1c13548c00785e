import fc from 'fast-check';
import { beforeAll, describe, expect, it } from 'vitest';
import { requestMock } from '../../in-process';
import { createMockApi, type MockApi } from '../../mock-api';
import { DEMO_CUSTOMER, signIn } from '../../seed/account';

let api: MockApi;
beforeAll(async () => {
  api = await createMockApi({ now: Date.UTC(2026, 10, 21, 3, 0) });
  await signIn(api.db, DEMO_CUSTOMER.id, 'fuzz', api.clock.unixSeconds());
});

/** Query keys of the catalogue's calls, and some that are not. */
const keys = ['type', 'page', 'per_page', 'q', 'category_group', 'categories[]', 'categories', 'sub_category[]', 'materials[]', 'colors[]', 'brands[]', 'room_type[]', 'price_min', 'price_max', 'is_bundle', 'not_id', 'q[]', 'x'];
const value = fc.oneof(fc.string({ maxLength: 12 }), fc.constantFrom('', '0', '-1', '1e400', 'NaN', '1.5', '9007199254740993', 'terbaru', 'lastseen', 'true', '%', '[]'));
const query = fc
  .array(fc.tuple(fc.constantFrom(...keys), value), { maxLength: 6 })
  .map((entries) => entries.map(([k, v]) => `${encodeURIComponent(k)}=${encodeURIComponent(v)}`).join('&'));
const body = fc.oneof(fc.json().map((json) => ({ rawBody: json })), fc.string({ maxLength: 20 }).map((text) => ({ rawBody: text })));
const segment = fc.oneof(fc.string({ minLength: 1, maxLength: 12 }), fc.constantFrom('0', '-1', '1e400', '321', '99999', 'sofa'));

const gets = ['uni/product', 'uni/product/search', 'uni/product/top', 'uni/product/filter', 'uni/category', 'uni/category/group', 'uni/product/groups', 'uni/product/combo', 'more/promotion/flashsale', 'more/promotion/flashsale-group'];
const posts = ['uni/product/free', 'uni/product/po', 'uni/product/flashsale', 'more/user/sync/product'];
const templated = ['uni/product/{}', 'uni/product/bundle/{}', 'uni/product/group/{}'];

describe('the catalogue\'s calls never answer a 5xx, whatever they are sent', () => {
  it('PROPERTY: any query to any GET', async () => {
    await fc.assert(
      fc.asyncProperty(fc.constantFrom(...gets), query, fc.boolean(), async (path, search, withToken) => {
        const answer = await requestMock(api, { path: `${path}?${search}`, ...(withToken ? { token: 'fuzz' } : {}) });
        expect(answer.status).toBeLessThan(500);
      }),
      { numRuns: 150 },
    );
  });

  it('PROPERTY: any body to any POST', async () => {
    await fc.assert(
      fc.asyncProperty(fc.constantFrom(...posts), body, async (path, sent) => {
        const answer = await requestMock(api, { method: 'POST', path, token: 'fuzz', headers: { 'content-type': 'application/json' }, ...sent });
        expect(answer.status).toBeLessThan(500);
      }),
      { numRuns: 150 },
    );
  });

  it('PROPERTY: any path parameter', async () => {
    await fc.assert(
      fc.asyncProperty(fc.constantFrom(...templated), segment, async (template, id) => {
        const answer = await requestMock(api, { path: template.replace('{}', encodeURIComponent(id)) });
        expect(answer.status).toBeLessThan(500);
      }),
      { numRuns: 150 },
    );
  });
});

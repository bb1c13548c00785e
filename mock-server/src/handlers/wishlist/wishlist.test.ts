import { productListWire, wishlistSyncWire } from '@more/adapters/wire';
import { beforeEach, describe, expect, it } from 'vitest';
import { requestMock } from '../../in-process';
import { createMockApi, type MockApi } from '../../mock-api';
import { DEMO_CUSTOMER, NEW_CUSTOMER, signIn } from '../../seed/account';
import { expectNoServerErrors } from '../notifications/any-request.fixture';

let api: MockApi;
beforeEach(async () => {
  api = await createMockApi({ now: Date.UTC(2026, 10, 21, 3, 0) });
  await signIn(api.db, DEMO_CUSTOMER.id, 'demo', api.clock.unixSeconds());
  await signIn(api.db, NEW_CUSTOMER.id, 'new', api.clock.unixSeconds());
});

const wishedIds = async (token: string, query = 'per_page=100') => {
  const answer = await requestMock(api, { path: `more/user/wishlist?${query}`, token });
  expect(answer.status).toBe(200);
  return productListWire.parse((answer.body as { data: unknown }).data);
};
const add = (token: string, json: unknown) => requestMock(api, { method: 'POST', path: 'more/user/wishlist', token, json });
const remove = (token: string, id: string | number) => requestMock(api, { method: 'DELETE', path: `more/user/wishlist/${id}`, token });
const sync = (token: string, json: unknown) => requestMock(api, { method: 'POST', path: 'more/user/wishlist/sync-guest', token, json });

describe('GET more/user/wishlist', () => {
  it('lists the demo customer\'s seven wished products as product cards, paged', async () => {
    const all = await wishedIds('demo');
    expect(all).toMatchObject({ total: 7, total_pages: 1 });
    const second = await wishedIds('demo', 'page=2&per_page=3');
    expect(second).toMatchObject({ page: 2, per_page: 3, total: 7, total_pages: 3 });
    expect(second.data.map((p) => p.id)).toEqual(all.data.slice(3, 6).map((p) => p.id));
    expect(await wishedIds('new')).toMatchObject({ data: [], total: 0 });
  });

  it('needs a logged-in customer', async () => {
    expect(await requestMock(api, { path: 'more/user/wishlist' })).toMatchObject({ status: 401, body: { success: false } });
  });
});

describe('adding and removing, per customer', () => {
  it('adds a product first in the list, once however often it is added', async () => {
    expect(await add('new', { product_id: 12 })).toMatchObject({ status: 200, body: { data: { product_id: 12, total: 1 }, message: 'Produk ditambahkan ke wishlist' } });
    expect(await add('new', { product_id: 12 })).toMatchObject({ status: 200, body: { data: { total: 1 }, message: 'Produk sudah ada di wishlist' } });
    await add('new', { product_id: 30 });
    expect((await wishedIds('new')).data.map((p) => p.id)).toEqual([30, 12]);
    expect((await wishedIds('demo')).total).toBe(7);
  });

  it('removes a product from that customer\'s list only', async () => {
    const demo = (await wishedIds('demo')).data.map((p) => p.id);
    const target = demo[2]!;
    await add('new', { product_id: target });
    expect(await remove('demo', target)).toMatchObject({ status: 200, body: { data: { product_id: target, total: 6 } } });
    expect((await wishedIds('demo')).data.map((p) => p.id)).toEqual(demo.filter((id) => id !== target));
    expect((await wishedIds('new')).data.map((p) => p.id)).toEqual([target]);
    expect(await remove('demo', target)).toMatchObject({ status: 200, body: { data: { total: 6 }, message: 'Produk tidak ada di wishlist' } });
  });

  it('refuses a product the catalogue does not have: 422 on adding, 404 on removing', async () => {
    expect(await add('new', { product_id: 99999 })).toMatchObject({ status: 422, body: { errors: { product_id: ['Produk tidak ditemukan'] } } });
    expect(await add('new', { product_id: 'dua belas' })).toMatchObject({ status: 422, body: { errors: { product_id: ['product_id harus berupa angka'] } } });
    expect(await add('new', {})).toMatchObject({ status: 422, body: { errors: { product_id: ['product_id wajib diisi'] } } });
    expect(await remove('new', 99999)).toMatchObject({ status: 404, body: { message: 'Produk tidak ditemukan' } });
    expect((await remove('new', 'sofa')).status).toBe(404);
  });
});

describe('POST more/user/wishlist/sync-guest', () => {
  it('merges the guest\'s ids into the account, skipping what it already has and ignoring what is no product', async () => {
    const demo = (await wishedIds('demo')).data.map((p) => p.id);
    const fresh = [1, 2, 3].filter((id) => !demo.includes(id));
    const answer = await sync('demo', { ids: [...fresh, demo[0]!, 88888, fresh[0]!] });
    expect(answer.status).toBe(200);
    expect(wishlistSyncWire.parse((answer.body as { data: unknown }).data)).toEqual({ added: fresh, ignored: [88888], total: 7 + fresh.length });
    const after = (await wishedIds('demo')).data.map((p) => p.id);
    expect(new Set(after)).toEqual(new Set([...demo, ...fresh]));
    expect((await wishedIds('new')).total).toBe(0);
  });

  it('takes an empty list, and refuses ids that are not a list of numbers', async () => {
    expect(await sync('new', { ids: [] })).toMatchObject({ status: 200, body: { data: { added: [], ignored: [], total: 0 } } });
    expect(await sync('new', { ids: '1,2' })).toMatchObject({ status: 422, body: { errors: { ids: ['ids harus berupa daftar'] } } });
    expect((await sync('new', [1, 2])).status).toBe(422);
    expect((await requestMock(api, { method: 'POST', path: 'more/user/wishlist/sync-guest', json: { ids: [1] } })).status).toBe(401);
  });
});

describe('any input', () => {
  it('never makes the wishlist calls fail with a server error', async () => {
    await expectNoServerErrors(api, 'demo', ['GET more/user/wishlist', 'POST more/user/wishlist', 'DELETE more/user/wishlist/{id}', 'POST more/user/wishlist/sync-guest']);
  }, 30_000);
});

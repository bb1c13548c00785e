import { createMockApi, DEMO_CUSTOMER, type MockApi, NEW_CUSTOMER, signIn } from '@more/mock-server';
import { type AddressDraft, draftOfAddress } from '@more/core';
import { http, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { createStoreApi } from '../store-api';
import { HttpAddressBook, HttpBankAccountBook, HttpDropshipperBook } from './http-address-book';

const BASE = 'http://store.test/api/';
const server = setupServer();
let mock: MockApi;
let token: string | null = null;
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterAll(() => server.close());
beforeEach(async () => {
  server.resetHandlers();
  mock = await createMockApi();
  server.use(...mock.handlers);
  await signIn(mock.db, DEMO_CUSTOMER.id, 'demo', mock.clock.unixSeconds());
  await signIn(mock.db, NEW_CUSTOMER.id, 'new', mock.clock.unixSeconds());
  token = 'demo';
});

const api = createStoreApi({ baseUrl: BASE, retry: 0, accessToken: () => token });
const addresses = new HttpAddressBook(api);
const dropshippers = new HttpDropshipperBook(api);
const bankAccounts = new HttpBankAccountBook(api);

const kalisari: AddressDraft = {
  label: 'Apartemen',
  recipientName: 'Budi Santoso',
  phone: '081298765432',
  provinceId: '35',
  cityId: '3578',
  districtId: '357826',
  villageId: '3578261004',
  postalCode: '60112',
  street: 'Apartemen Educity Tower Harvard Lt. 12 No. 7',
  makeDefault: false,
};

describe('HttpAddressBook over the mock API', () => {
  it('reads the demo customer\'s book: Surabaya (the default), Gresik, Sidoarjo', async () => {
    const book = await addresses.list();
    expect(book.map((a) => [a.city.name, a.isDefault])).toEqual([
      ['KOTA SURABAYA', true],
      ['KABUPATEN GRESIK', false],
      ['KABUPATEN SIDOARJO', false],
    ]);
    expect(book[0]).toMatchObject({ village: { id: '3578081003', name: 'Airlangga' }, street: 'Jl. Airlangga No. 27, RT 02/RW 04' });
    expect(Number.isFinite(book[0]!.createdAt)).toBe(true);
  });

  it('adds, shows, changes and removes an address, keeping one default per customer', async () => {
    token = 'new';
    const first = await addresses.add(kalisari);
    expect(first).toMatchObject({ label: 'Apartemen', district: { name: 'Mulyorejo' }, village: { name: 'Kalisari' }, isDefault: true });
    const second = await addresses.add({ ...draftOfAddress(first), label: 'Kantor', makeDefault: false });
    expect(second.isDefault).toBe(false);
    expect(await addresses.update(second.id, { makeDefault: true })).toMatchObject({ label: 'Kantor', isDefault: true });
    expect((await addresses.show(first.id)).isDefault).toBe(false);
    await addresses.remove(second.id);
    expect((await addresses.list()).map((a) => [a.id, a.isDefault])).toEqual([[first.id, true]]);
  });

  it('sends only the fields changed, under their wire names', async () => {
    let sent: unknown;
    server.use(
      http.put(`${BASE}more/user/address/update`, async ({ request }) => {
        sent = await request.json();
        return HttpResponse.json({ success: true, message: 'Berhasil', data: null });
      }, { once: true }),
    );
    await expect(addresses.update(2, { street: 'Jl. Pahlawan No. 1', makeDefault: true })).rejects.toMatchObject({ kind: 'invalid-response' });
    expect(sent).toEqual({ id: 2, address: 'Jl. Pahlawan No. 1', default: true });
  });

  it('fails with the kinds the session rules read: 401, 404, and 422 with the server\'s reason', async () => {
    await expect(addresses.show(424242)).rejects.toMatchObject({ kind: 'not-found', call: 'POST more/user/address/show' });
    await expect(addresses.add({ ...kalisari, provinceId: '31' })).rejects.toMatchObject({
      kind: 'rejected',
      call: 'POST more/user/address/store',
      details: { status: 422, serverMessage: 'Wilayah alamat tidak valid' },
    });
    token = 'new';
    await expect(addresses.remove(1)).rejects.toMatchObject({ kind: 'not-found', call: 'DELETE more/user/address/destroy' });
    token = null;
    await expect(addresses.list()).rejects.toMatchObject({ kind: 'unauthorized', call: 'POST more/user/address/index' });
  });
});

describe('HttpDropshipperBook and HttpBankAccountBook over the mock API', () => {
  it('keep the customer\'s dropshippers', async () => {
    expect((await dropshippers.list()).map((d) => d.name)).toEqual(['Rumah Jati Sidoarjo', 'Sinta Living Store']);
    const added = await dropshippers.add({ name: 'Toko Jati Jaya', phone: '+6281377712345' });
    expect(added).toMatchObject({ name: 'Toko Jati Jaya', phone: '081377712345' });
    expect(await dropshippers.update(added.id, { name: 'Jati Jaya' })).toMatchObject({ name: 'Jati Jaya', phone: '081377712345' });
    expect((await dropshippers.show(added.id)).name).toBe('Jati Jaya');
    await dropshippers.remove(added.id);
    expect(await dropshippers.list()).toHaveLength(2);
  });

  it('keep the customer\'s bank accounts, with the bank of uni/bank', async () => {
    const book = await bankAccounts.list();
    expect(book.map((a) => a.bank.code)).toEqual(['008', '014']);
    const added = await bankAccounts.add({ bankId: 5, accountNumber: '7123456789', holderName: 'Sinta Wulandari' });
    expect(added.bank).toEqual({ id: 5, code: '451', name: 'Bank Syariah Indonesia (BSI)', iconUrl: 'http://store.test/media/art/logo/BSI.svg' });
    expect(await bankAccounts.update(added.id, { holderName: 'SINTA WULANDARI' })).toMatchObject({ holderName: 'SINTA WULANDARI', accountNumber: '7123456789' });
    expect((await bankAccounts.show(added.id)).bank.id).toBe(5);
    await bankAccounts.remove(added.id);
    await expect(bankAccounts.add({ bankId: 1, accountNumber: '0881234567', holderName: 'Sinta' })).rejects.toMatchObject({
      details: { serverMessage: 'Rekening sudah terdaftar' },
    });
  });
});

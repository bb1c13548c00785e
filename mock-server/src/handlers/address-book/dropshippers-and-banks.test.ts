import { bankAccountListWire, bankAccountWire, dropshipperListWire, dropshipperWire } from '@more/adapters/wire';
import { beforeEach, describe, expect, it } from 'vitest';
import { requestMock } from '../../in-process';
import { createMockApi, type MockApi } from '../../mock-api';
import { DEMO_CUSTOMER, NEW_CUSTOMER, signIn } from '../../seed/account';

const DEMO = 'demo-token';
const NEW = 'new-token';
let api: MockApi;

beforeEach(async () => {
  api = await createMockApi({ now: Date.UTC(2026, 10, 21, 3, 0) });
  await signIn(api.db, DEMO_CUSTOMER.id, DEMO, api.clock.unixSeconds());
  await signIn(api.db, NEW_CUSTOMER.id, NEW, api.clock.unixSeconds());
});

type Body = { success: boolean; message: string; data: unknown; errors?: Record<string, string[]> };
const call = async (method: string, path: string, token: string | undefined, json?: unknown) => {
  const answer = await requestMock(api, { method, path: `more/user/${path}`, ...(token ? { token } : {}), ...(json === undefined ? {} : { json }) });
  return { status: answer.status, body: answer.body as Body };
};

describe('dropshippers', () => {
  const list = async (token: string) => dropshipperListWire.parse((await call('POST', 'dropshippers/index', token)).body.data);

  it('the demo customer has two, newest first; a new customer none', async () => {
    expect((await list(DEMO)).map((d) => d.name)).toEqual(['Rumah Jati Sidoarjo', 'Sinta Living Store']);
    expect(await list(NEW)).toEqual([]);
  });

  it('adds, shows, changes and removes a dropshipper', async () => {
    const added = dropshipperWire.parse((await call('POST', 'dropshippers/store', NEW, { name: 'Toko Mebel Budi', phone: '62 812-9876-5432' })).body.data);
    expect(added).toMatchObject({ name: 'Toko Mebel Budi', phone: '081298765432' });
    expect((await call('POST', 'dropshippers/show', NEW, { id: added.id })).body.data).toEqual(added);
    const changed = await call('PUT', 'dropshippers/update', NEW, { id: added.id, name: 'Mebel Budi Jaya' });
    expect(changed.body.data).toMatchObject({ name: 'Mebel Budi Jaya', phone: '081298765432' });
    expect((await call('DELETE', 'dropshippers/destroy', NEW, { id: added.id })).body.message).toBe('Dropshipper berhasil dihapus');
    expect(await list(NEW)).toEqual([]);
  });

  it('keeps customers apart and refuses what is not a dropshipper', async () => {
    expect(await call('POST', 'dropshippers/show', NEW, { id: 1 })).toEqual({ status: 404, body: { success: false, message: 'Dropshipper tidak ditemukan' } });
    expect((await call('PUT', 'dropshippers/update', NEW, { id: 1, name: 'x' })).status).toBe(404);
    expect((await call('DELETE', 'dropshippers/destroy', NEW, { id: 1 })).status).toBe(404);
    expect(await list(DEMO)).toHaveLength(2);
    const invalid = await call('POST', 'dropshippers/store', DEMO, { name: ' ', phone: '0212345678' });
    expect(invalid.status).toBe(422);
    expect(invalid.body.errors).toEqual({ name: ['name minimal 1'], phone: ['format phone tidak valid'] });
    expect((await call('POST', 'dropshippers/index', undefined)).status).toBe(401);
  });
});

describe('bank accounts', () => {
  const list = async (token: string) => bankAccountListWire.parse((await call('POST', 'banks/index', token)).body.data);

  it('the demo customer has accounts at BCA and Mandiri, with the bank\'s name, code and logo', async () => {
    const accounts = await list(DEMO);
    expect(accounts.map((a) => [a.bank_code, a.bank_name, a.account_name])).toEqual([
      ['008', 'Bank Mandiri', 'Sinta Wulandari'],
      ['014', 'Bank Central Asia (BCA)', 'Sinta Wulandari'],
    ]);
    expect(accounts[1]).toMatchObject({ uni_bank_id: 1, icon: 'http://127.0.0.1:5173/media/art/logo/BCA.svg' });
    expect(await list(NEW)).toEqual([]);
  });

  it('adds an account at a bank of uni/bank, changes and removes it', async () => {
    const added = bankAccountWire.parse(
      (await call('POST', 'banks/store', NEW, { uni_bank_id: 3, account_number: '0123 456 789', account_name: 'Budi Santoso' })).body.data,
    );
    expect(added).toMatchObject({ uni_bank_id: 3, bank_code: '009', account_number: '0123456789' });
    const moved = await call('PUT', 'banks/update', NEW, { id: added.id, uni_bank_id: 4 });
    expect(moved.body.data).toMatchObject({ bank_code: '002', account_number: '0123456789', account_name: 'Budi Santoso' });
    expect((await call('POST', 'banks/show', NEW, { id: added.id })).body.data).toMatchObject({ bank_name: 'Bank Rakyat Indonesia (BRI)' });
    expect((await call('DELETE', 'banks/destroy', NEW, { id: added.id })).status).toBe(200);
    expect(await list(NEW)).toEqual([]);
  });

  it('refuses an unknown bank and the same account twice, naming the field', async () => {
    const unknown = await call('POST', 'banks/store', DEMO, { uni_bank_id: 999, account_number: '1234567890', account_name: 'Sinta' });
    expect(unknown).toEqual({ status: 422, body: { success: false, message: 'Bank tidak ditemukan', errors: { uni_bank_id: ['Pilih bank dari daftar bank'] } } });
    const twice = await call('POST', 'banks/store', DEMO, { uni_bank_id: 1, account_number: '0881234567', account_name: 'Sinta' });
    expect(twice.status).toBe(422);
    expect(twice.body.errors).toEqual({ account_number: ['Nomor rekening ini sudah terdaftar di bank yang sama'] });
    // The same number at another customer's book is theirs to keep.
    expect((await call('POST', 'banks/store', NEW, { uni_bank_id: 1, account_number: '0881234567', account_name: 'Budi' })).status).toBe(200);
    const badNumber = await call('POST', 'banks/store', DEMO, { uni_bank_id: 1, account_number: '12ab', account_name: 'Sinta' });
    expect(badNumber.body.errors).toEqual({ account_number: ['format account_number tidak valid'] });
  });

  it('never shows or changes another customer\'s account', async () => {
    expect(await call('POST', 'banks/show', NEW, { id: 1 })).toEqual({ status: 404, body: { success: false, message: 'Rekening tidak ditemukan' } });
    expect((await call('PUT', 'banks/update', NEW, { id: 1, account_name: 'Budi' })).status).toBe(404);
    expect((await call('DELETE', 'banks/destroy', NEW, { id: 2 })).status).toBe(404);
    expect(await list(DEMO)).toHaveLength(2);
  });
});

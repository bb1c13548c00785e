import { addressListWire, addressWire } from '@more/adapters/wire';
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
  const answer = await requestMock(api, { method, path: `more/user/address/${path}`, ...(token ? { token } : {}), ...(json === undefined ? {} : { json }) });
  return { status: answer.status, body: answer.body as Body };
};
const list = async (token: string) => addressListWire.parse((await call('POST', 'index', token)).body.data);

/** A new address in Surabaya, Mulyorejo, Kalisari. */
const draft = {
  label: 'Apartemen',
  recipient_name: 'Sinta Wulandari',
  phone: '+6281234567890',
  province_id: '35',
  city_id: '3578',
  district_id: '357826',
  village_id: '3578261004',
  postal_code: '60112',
  address: 'Apartemen Educity Tower Harvard Lt. 12 No. 7',
};

describe('the demo customer\'s address book', () => {
  it('holds homes in Surabaya, Sidoarjo and Gresik, the default first, named from the regions data', async () => {
    const addresses = await list(DEMO);
    expect(addresses.map((a) => [a.city_name, a.default])).toEqual([
      ['KOTA SURABAYA', true],
      ['KABUPATEN GRESIK', false],
      ['KABUPATEN SIDOARJO', false],
    ]);
    expect(addresses[0]).toMatchObject({
      label: 'Rumah',
      province_name: 'JAWA TIMUR',
      district_name: 'Gubeng',
      village_name: 'Airlangga',
      postal_code: '60286',
      created_at: expect.stringMatching(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\+07:00$/) as unknown,
    });
  });

  it('is empty for a customer with nothing yet', async () => {
    expect(await list(NEW)).toEqual([]);
  });

  it('answers 401 to every address call without a valid token', async () => {
    for (const [method, path] of [['POST', 'index'], ['POST', 'show'], ['POST', 'store'], ['PUT', 'update'], ['DELETE', 'destroy']] as const) {
      for (const token of [undefined, 'not-a-token']) {
        expect(await call(method, path, token, { id: 1 })).toEqual({ status: 401, body: { success: false, message: 'Silakan login terlebih dahulu' } });
      }
    }
  });
});

describe('adding, showing, changing and removing addresses', () => {
  it('adds an address with the regions\' names and the phone written 08…, and shows it', async () => {
    const { status, body } = await call('POST', 'store', DEMO, draft);
    expect(status).toBe(200);
    expect(body.message).toBe('Alamat berhasil ditambahkan');
    const added = addressWire.parse(body.data);
    expect(added).toMatchObject({ label: 'Apartemen', phone: '081234567890', district_name: 'Mulyorejo', village_name: 'Kalisari', default: false });
    expect((await call('POST', 'show', DEMO, { id: added.id })).body.data).toEqual(added);
    expect(await list(DEMO)).toHaveLength(4);
  });

  it('changes only the fields sent', async () => {
    const { body } = await call('PUT', 'update', DEMO, { id: 2, label: 'Kantor Baru', address: 'Jl. Pahlawan No. 1' });
    expect(body.data).toMatchObject({ id: 2, label: 'Kantor Baru', address: 'Jl. Pahlawan No. 1', city_name: 'KABUPATEN SIDOARJO', village_name: 'Lemahputro' });
  });

  it('moves the address to other regions when all of them are sent, and refuses a half move naming the field', async () => {
    const moved = await call('PUT', 'update', DEMO, { id: 2, city_id: '3578', district_id: '357808', village_id: '3578081004', postal_code: '60282' });
    expect(moved.body.data).toMatchObject({ city_name: 'KOTA SURABAYA', village_name: 'Kertajaya' });
    const half = await call('PUT', 'update', DEMO, { id: 2, city_id: '3515' });
    expect(half.status).toBe(422);
    expect(Object.keys(half.body.errors ?? {})).toEqual(['district_id']);
  });

  it('removes an address', async () => {
    expect(await call('DELETE', 'destroy', DEMO, { id: 3 })).toEqual({ status: 200, body: { success: true, message: 'Alamat berhasil dihapus', data: null } });
    expect((await list(DEMO)).map((a) => a.id)).toEqual([1, 2]);
    expect((await call('POST', 'show', DEMO, { id: 3 })).status).toBe(404);
  });

  it('answers 404 for an id it does not have', async () => {
    for (const [method, path] of [['POST', 'show'], ['PUT', 'update'], ['DELETE', 'destroy']] as const) {
      expect(await call(method, path, DEMO, { id: 987654 })).toEqual({ status: 404, body: { success: false, message: 'Alamat tidak ditemukan' } });
    }
  });
});

describe('one default address per customer', () => {
  it('makes the first address the default, whatever was asked', async () => {
    const { body } = await call('POST', 'store', NEW, { ...draft, default: false });
    expect(addressWire.parse(body.data).default).toBe(true);
  });

  it('moves the default to a new address that asks for it', async () => {
    const added = addressWire.parse((await call('POST', 'store', DEMO, { ...draft, default: true })).body.data);
    const addresses = await list(DEMO);
    expect(addresses.filter((a) => a.default).map((a) => a.id)).toEqual([added.id]);
    expect(addresses[0]!.id).toBe(added.id);
  });

  it('moves the default to a changed address made the default, and keeps it when the default is sent default: false', async () => {
    await call('PUT', 'update', DEMO, { id: 3, default: true });
    expect((await list(DEMO)).filter((a) => a.default).map((a) => a.id)).toEqual([3]);
    const kept = await call('PUT', 'update', DEMO, { id: 3, default: false });
    expect(addressWire.parse(kept.body.data).default).toBe(true);
    expect((await list(DEMO)).filter((a) => a.default).map((a) => a.id)).toEqual([3]);
  });

  it('passes the default to the newest remaining address when the default is removed', async () => {
    await call('DELETE', 'destroy', DEMO, { id: 1 });
    const addresses = await list(DEMO);
    // Gresik (added 45 days ago) is newer than Sidoarjo (200 days ago).
    expect(addresses.map((a) => [a.id, a.default])).toEqual([[3, true], [2, false]]);
  });
});

describe('one customer never sees or changes another\'s addresses', () => {
  it('answers 404 to another customer\'s ids and leaves them as they were', async () => {
    const before = await list(DEMO);
    expect((await call('POST', 'show', NEW, { id: 1 })).status).toBe(404);
    expect((await call('PUT', 'update', NEW, { id: 1, label: 'Punya saya' })).status).toBe(404);
    expect((await call('DELETE', 'destroy', NEW, { id: 1 })).status).toBe(404);
    expect(await list(DEMO)).toEqual(before);
    expect(await list(NEW)).toEqual([]);
  });

  it('keeps each customer\'s default apart', async () => {
    await call('POST', 'store', NEW, draft);
    expect((await list(DEMO)).filter((a) => a.default).map((a) => a.id)).toEqual([1]);
    expect((await list(NEW)).filter((a) => a.default)).toHaveLength(1);
  });
});

describe('validation', () => {
  it('checks every region id against the regions data, naming each wrong field', async () => {
    const unknown = await call('POST', 'store', DEMO, { ...draft, province_id: '99', city_id: '9999', district_id: '999999', village_id: '9999999999' });
    expect(unknown.status).toBe(422);
    expect(unknown.body).toEqual({
      success: false,
      message: 'Wilayah alamat tidak valid',
      errors: {
        province_id: ['Provinsi 99 tidak ada di data wilayah'],
        city_id: ['Kota/kabupaten 9999 tidak ada di data wilayah'],
        district_id: ['Kecamatan 999999 tidak ada di data wilayah'],
        village_id: ['Kelurahan/desa 9999999999 tidak ada di data wilayah'],
      },
    });
    const elsewhere = await call('POST', 'store', DEMO, { ...draft, province_id: '31' });
    expect(elsewhere.body.errors).toEqual({ city_id: ['KOTA SURABAYA tidak berada di provinsi DKI JAKARTA'] });
    const wrongVillage = await call('POST', 'store', DEMO, { ...draft, village_id: '3578081003' });
    expect(wrongVillage.body.errors).toEqual({ village_id: ['Kelurahan/desa Airlangga tidak berada di kecamatan Mulyorejo'] });
    expect(await list(DEMO)).toHaveLength(3);
  });

  it('refuses missing and malformed fields with 422 and Indonesian reasons', async () => {
    const { status, body } = await call('POST', 'store', DEMO, { ...draft, recipient_name: undefined, phone: '12345', postal_code: 60112, label: '' });
    expect(status).toBe(422);
    expect(body.errors).toEqual({
      label: ['label minimal 1'],
      recipient_name: ['recipient_name wajib diisi'],
      phone: ['format phone tidak valid'],
      postal_code: ['postal_code harus berupa teks'],
    });
  });

  it('answers 400 to a body that is not JSON, and 422 to an id that is not a number', async () => {
    const malformed = await requestMock(api, { method: 'POST', path: 'more/user/address/show', token: DEMO, rawBody: '{"id":', headers: { 'content-type': 'application/json' } });
    expect(malformed.status).toBe(400);
    expect((await call('POST', 'show', DEMO, { id: 'satu' })).body.errors).toEqual({ id: ['id harus berupa angka'] });
    expect((await call('DELETE', 'destroy', DEMO)).body.errors).toEqual({ id: ['id wajib diisi'] });
  });
});

import { addressListWire, addressWire, checkoutSummaryWire, shippingOptionListWire } from '@more/adapters/wire';
import { beforeEach, describe, expect, it } from 'vitest';
import { requestMock } from '../../in-process';
import { createMockApi, type MockApi } from '../../mock-api';
import { DEMO_CUSTOMER, signIn } from '../../seed/account';

/**
 * "The list covers all Indonesian regencies and cities" (document 2 §3), and
 * an address needs a district and a village of its city: a shopper in
 * Kabupaten Aceh Besar, far from the seeded addresses, saves an address there,
 * sees its shipping options and reaches the order summary.
 */
const TOKEN = 'aceh-token';
let api: MockApi;

beforeEach(async () => {
  api = await createMockApi({ now: Date.UTC(2026, 10, 21, 3, 0) });
  await signIn(api.db, DEMO_CUSTOMER.id, TOKEN, api.clock.unixSeconds());
});

type Body = { success: boolean; message: string; data: unknown; errors?: Record<string, string[]> };
const call = async (method: string, path: string, json?: unknown) => {
  const answer = await requestMock(api, { method, path, token: TOKEN, ...(json === undefined ? {} : { json }) });
  return { status: answer.status, body: answer.body as Body };
};

/** Aceh, Kabupaten Aceh Besar, Lhoknga, Mon Ikeun. */
const inAcehBesar = {
  label: 'Rumah Lhoknga',
  recipient_name: 'Teuku Rizal',
  phone: '081360001234',
  province_id: '11',
  city_id: '1106',
  district_id: '110602',
  village_id: '1106022001',
  postal_code: '23353',
  address: 'Jl. Banda Aceh - Meulaboh Km. 12, Lorong Masjid No. 3',
};

describe('an address in Kabupaten Aceh Besar', () => {
  it('is saved for the demo customer with the regions\' names, and listed', async () => {
    const { status, body } = await call('POST', 'more/user/address/store', inAcehBesar);
    expect(status).toBe(200);
    expect(body.message).toBe('Alamat berhasil ditambahkan');
    const saved = addressWire.parse(body.data);
    expect(saved).toMatchObject({
      province_id: '11',
      province_name: 'ACEH',
      city_id: '1106',
      city_name: 'KABUPATEN ACEH BESAR',
      district_id: '110602',
      district_name: 'Lhoknga',
      village_id: '1106022001',
      village_name: 'Mon Ikeun',
    });
    const listed = addressListWire.parse((await call('POST', 'more/user/address/index')).body.data);
    expect(listed).toContainEqual(saved);
  });

  it('is where an address can move to, all four regions sent', async () => {
    const moved = await call('PUT', 'more/user/address/update', { id: 2, province_id: '11', city_id: '1106', district_id: '110612', village_id: '1106122013' });
    expect(moved.status).toBe(200);
    expect(moved.body.data).toMatchObject({ city_name: 'KABUPATEN ACEH BESAR', district_name: 'Darussalam', village_name: 'Lampuuk' });
  });

  it('is refused, naming the field, with a district or village Aceh Besar does not have', async () => {
    const unknownDistrict = await call('POST', 'more/user/address/store', { ...inAcehBesar, district_id: '110699', village_id: '1106992001' });
    expect(unknownDistrict).toMatchObject({ status: 422, body: { message: 'Wilayah alamat tidak valid' } });
    expect(unknownDistrict.body.errors).toEqual({
      district_id: ['Kecamatan 110699 tidak ada di data wilayah'],
      village_id: ['Kelurahan/desa 1106992001 tidak ada di data wilayah'],
    });
    const villageOfAnotherDistrict = await call('POST', 'more/user/address/store', { ...inAcehBesar, village_id: '1106122013' });
    expect(villageOfAnotherDistrict.body.errors).toEqual({ village_id: ['Kelurahan/desa Lampuuk tidak berada di kecamatan Lhoknga'] });
    const districtOfAnotherCity = await call('POST', 'more/user/address/store', { ...inAcehBesar, district_id: '357808', village_id: '3578081003' });
    expect(districtOfAnotherCity.body.errors).toEqual({ district_id: ['Kecamatan Gubeng tidak berada di KABUPATEN ACEH BESAR'] });
  });

  it('gets shipping options from GET uni/shipping-price, free trucking first', async () => {
    const answer = await call('GET', 'uni/shipping-price?city_id=1106&uni_product_variants_id[]=1&quantity[]=2');
    expect(answer.status).toBe(200);
    const options = shippingOptionListWire.parse(answer.body.data);
    expect(options.map((option) => [option.code, option.price, option.estimate])).toEqual([
      ['jne-jtr:1106', 0, '7-14 hari'],
      ['jne-reg:1106', 250_000 + 25_000, '3-5 hari'],
    ]);
  });

  it('is an address the order summary takes, with its shipping', async () => {
    const saved = addressWire.parse((await call('POST', 'more/user/address/store', inAcehBesar)).body.data);
    const variant = [...api.db.products.all()].sort((a, b) => a.id - b.id).flatMap((p) => p.variants).find((v) => v.stock >= 1)!;
    const answer = await call('POST', 'more/transaction/order/pre-checkout-summary', {
      items: [{ uni_product_variants_id: variant.id, id_combo: null, quantity: 1 }],
      address_id: saved.id,
      shipping_code: 'jne-reg:1106',
      payment_code: 'bca-va',
      tenor: null,
      dropshipper_id: null,
      note: '',
      voucher_code: null,
    });
    expect(answer.status).toBe(200);
    expect(checkoutSummaryWire.parse(answer.body.data)).toMatchObject({ shipping_cost: 250_000 });
  });
});

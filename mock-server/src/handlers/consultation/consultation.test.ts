import { consultationReceiptWire, interiorProjectListWire, interiorProjectWire } from '@more/adapters/wire';
import { beforeEach, describe, expect, it } from 'vitest';
import { requestMock } from '../../in-process';
import { createMockApi, type MockApi } from '../../mock-api';
import { DEMO_CUSTOMER, signIn } from '../../seed/account';
import { expectNoServerErrors } from '../notifications/any-request.fixture';

let api: MockApi;
beforeEach(async () => {
  api = await createMockApi({ now: Date.UTC(2026, 10, 21, 3, 0) });
  await signIn(api.db, DEMO_CUSTOMER.id, 'demo', api.clock.unixSeconds());
});

const get = (path: string, token: string | null = 'demo') => requestMock(api, { path, ...(token ? { token } : {}) });
const dataOf = (answer: { body: unknown }) => (answer.body as { data: unknown }).data;
const projects = async (query: string) => interiorProjectListWire.parse(dataOf(await get(`more/interior/customer?${query}`)));
const ask = (json: unknown) => requestMock(api, { method: 'POST', path: 'more/project', token: 'demo', json });
const aRequest = { name: 'Sinta Wulandari', phone: '081234567890', email: 'pembeli@more.test', property_id: 1, location_id: 1, note: 'Rumah dua lantai, gaya Japandi' };

describe('GET more/interior/customer', () => {
  it('lists "interior list 12" a page, newest first, of every city', async () => {
    const first = await projects('page=1');
    expect(first).toMatchObject({ page: 1, per_page: 12, total: 31, total_pages: 3 });
    expect(first.data).toHaveLength(12);
    expect(new Set((await projects('per_page=50')).data.map((p) => p.category))).toEqual(new Set(['surabaya', 'gresik', 'sidoarjo']));
  });

  it('lists one city\'s projects for its category; Surabaya\'s fill two pages', async () => {
    const surabaya = await projects('category=surabaya&per_page=12&page=2');
    expect(surabaya).toMatchObject({ total: 14, total_pages: 2 });
    expect(surabaya.data).toHaveLength(2);
    const gresik = await projects('category=gresik');
    expect(gresik.total).toBe(8);
    expect(gresik.data.every((p) => p.category === 'gresik' && p.city === 'Gresik')).toBe(true);
    expect(gresik.data[0]!.cover.image_url).toMatch(/^http:\/\/127\.0\.0\.1:5173\/media\/art\/cover\//);
  });

  it('refuses a city it does not serve and needs a logged-in customer', async () => {
    expect(await get('more/interior/customer?category=malang')).toMatchObject({ status: 422, body: { errors: { category: [expect.stringContaining('surabaya, gresik, sidoarjo')] } } });
    expect((await get('more/interior/customer', null)).status).toBe(401);
  });
});

describe('GET more/interior/customer/{id}', () => {
  it('answers a project with its story and gallery, by id or by slug', async () => {
    const byId = interiorProjectWire.parse(dataOf(await get('more/interior/customer/3')));
    expect(byId.id).toBe(3);
    expect(byId.images.length).toBeGreaterThanOrEqual(2);
    expect(byId.description).toContain(byId.title);
    const bySlug = interiorProjectWire.parse(dataOf(await get(`more/interior/customer/${byId.slug}`)));
    expect(bySlug).toEqual(byId);
  });

  it('answers 404 for a project it does not have', async () => {
    for (const id of ['99999', 'tidak-ada', '0']) {
      expect(await get(`more/interior/customer/${id}`)).toMatchObject({ status: 404, body: { success: false, message: 'Proyek desain interior tidak ditemukan' } });
    }
  });
});

describe('the request form', () => {
  it('offers property types and the three cities, with their region ids', async () => {
    expect(dataOf(await get('more/project/data/property'))).toContainEqual({ id: 1, name: 'Rumah' });
    expect(dataOf(await get('more/project/data/location'))).toEqual([
      { id: 1, name: 'Surabaya', city_id: '3578' },
      { id: 2, name: 'Gresik', city_id: '3525' },
      { id: 3, name: 'Sidoarjo', city_id: '3515' },
    ]);
  });

  it('keeps a request as waiting, with a reference of the day', async () => {
    const answer = await ask(aRequest);
    expect(answer.status).toBe(200);
    const receipt = consultationReceiptWire.parse(dataOf(answer));
    expect(receipt).toMatchObject({ id: 2, code: 'KONS-20261121-0002', status: 'waiting' });
    // The mock's clock started at 10:00 WIB and runs on.
    expect(receipt.created_at).toMatch(/^2026-11-21T10:0\d:\d\d\+07:00$/);
    expect(api.db.consultationRequests.findFirst((q) => q.where({ id: 2 }))).toMatchObject({ customerId: DEMO_CUSTOMER.id, phone: '081234567890', note: 'Rumah dua lantai, gaya Japandi' });
    expect(api.db.notifications.all().filter((n) => n.title === 'Permintaan Konsultasi Diterima')).toHaveLength(1);
  });

  it('takes a request without email or note', async () => {
    expect((await ask({ name: 'Sinta', phone: '+6281234567890', email: '', property_id: 2, location_id: 3 })).status).toBe(200);
    expect(api.db.consultationRequests.findFirst((q) => q.where({ id: 2 }))).toMatchObject({ email: null, note: '' });
  });

  it('refuses wrong fields, naming each in Indonesian, and keeps nothing', async () => {
    const answer = await ask({ name: 'S', phone: '12345', email: 'bukan-email', property_id: 'rumah' });
    expect(answer).toMatchObject({
      status: 422,
      body: {
        errors: {
          name: ['name minimal 3'],
          phone: ['format phone tidak valid'],
          email: ['format email tidak valid'],
          property_id: ['property_id harus berupa angka'],
          location_id: ['location_id wajib diisi'],
        },
      },
    });
    expect(await ask({ ...aRequest, property_id: 99, location_id: 99 })).toMatchObject({
      status: 422,
      body: { errors: { property_id: ['Jenis properti tidak ditemukan'], location_id: ['Lokasi tidak ditemukan'] } },
    });
    expect(api.db.consultationRequests.count()).toBe(1);
  });
});

describe('any input', () => {
  it('never makes the consultation calls fail with a server error', async () => {
    await expectNoServerErrors(api, 'demo', ['GET more/interior/customer', 'GET more/interior/customer/{id}', 'GET more/project/data/property', 'GET more/project/data/location', 'POST more/project']);
  }, 30_000);
});

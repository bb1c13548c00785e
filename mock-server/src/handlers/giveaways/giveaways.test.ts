import { giveawayClaimPageWire, giveawayClaimWire, giveawayEventListWire } from '@more/adapters/wire';
import { beforeEach, describe, expect, it } from 'vitest';
import { requestMock } from '../../in-process';
import { createMockApi, type MockApi } from '../../mock-api';
import { DEMO_CUSTOMER, NEW_CUSTOMER, signIn } from '../../seed/account';
import { DEMO_ADDRESSES } from '../../seed/address-book';
import { GIVEAWAY_EVENT_ID } from '../../seed/giveaways';

const DEMO = 'demo-token';
const NEW = 'new-token';
const DAY_MS = 24 * 3600 * 1000;
let api: MockApi;

beforeEach(async () => {
  api = await createMockApi({ now: Date.UTC(2026, 10, 21, 3, 0) });
  await signIn(api.db, DEMO_CUSTOMER.id, DEMO, api.clock.unixSeconds());
  await signIn(api.db, NEW_CUSTOMER.id, NEW, api.clock.unixSeconds());
});

type Body = { success: boolean; message: string; data: unknown; errors?: Record<string, string[]> };
const call = async (method: string, path: string, token: string | undefined, json?: unknown) => {
  const answer = await requestMock(api, { method, path, ...(token ? { token } : {}), ...(json === undefined ? {} : { json }) });
  return { status: answer.status, body: answer.body as Body };
};
const events = async (token: string) => giveawayEventListWire.parse((await call('POST', 'more/event/index', token)).body.data);
const claims = async (token: string, query = '') =>
  giveawayClaimPageWire.parse((await call('POST', `more/user/giveaway/index${query}`, token)).body.data);
const claim = (token: string, body: unknown) => call('POST', 'more/user/giveaway/store', token, body);

describe('POST more/event/index', () => {
  it('offers the events running, ending soonest first, then those about to start; never those over', async () => {
    const offered = await events(DEMO);
    expect(offered.map((e) => e.id)).toEqual([GIVEAWAY_EVENT_ID.soldOut, GIVEAWAY_EVENT_ID.newMember, GIVEAWAY_EVENT_ID.yearEnd, GIVEAWAY_EVENT_ID.harbolnas]);
    expect(offered.find((e) => e.id === GIVEAWAY_EVENT_ID.yearEnd)).toMatchObject({ quota: 50, claimed_count: 17, is_claimed: false });
    expect(offered[0]!.image_url).toMatch(/^http:\/\/127\.0\.0\.1:5173\/media\/art\/square\//);
  });

  it('needs a logged-in customer', async () => {
    expect((await call('POST', 'more/event/index', undefined)).status).toBe(401);
  });
});

describe('the customer\'s claims', () => {
  it('the demo customer has a claim whose prize is on its way, with its waybill; a new customer none', async () => {
    const page = await claims(DEMO);
    expect(page).toMatchObject({ page: 1, per_page: 10, total: 1, total_pages: 1 });
    expect(page.data[0]).toMatchObject({
      event: { id: GIVEAWAY_EVENT_ID.anniversary, title: 'Giveaway MOREVERSARY' },
      status: 'shipped',
      status_text: 'Hadiah dalam pengiriman',
      courier: 'JNE REG',
      waybill: 'JNE0201GA1026',
    });
    expect(await claims(NEW)).toMatchObject({ data: [], total: 0, total_pages: 0 });
  });

  it('claims a running event for the default address, counts it, and lists it first', async () => {
    const { status, body } = await claim(DEMO, { event_id: GIVEAWAY_EVENT_ID.yearEnd });
    expect(status).toBe(200);
    const made = giveawayClaimWire.parse(body.data);
    expect(made).toMatchObject({ status: 'waiting', status_text: 'Menunggu verifikasi', courier: null, waybill: null });
    expect(made.deliver_to).toContain('KOTA SURABAYA 60286');
    expect((await events(DEMO)).find((e) => e.id === GIVEAWAY_EVENT_ID.yearEnd)).toMatchObject({ claimed_count: 18, is_claimed: true });
    const page = await claims(DEMO, '?page=1&per_page=1');
    expect(page).toMatchObject({ total: 2, total_pages: 2 });
    expect(page.data[0]!.id).toBe(made.id);
  });

  it('sends the prize to the address chosen, and refuses an address of someone else', async () => {
    const toGresik = giveawayClaimWire.parse((await claim(DEMO, { event_id: GIVEAWAY_EVENT_ID.yearEnd, address_id: 3 })).body.data);
    expect(toGresik.deliver_to).toContain('KABUPATEN GRESIK');
    expect(await claim(NEW, { event_id: GIVEAWAY_EVENT_ID.newMember, address_id: 1 })).toEqual({
      status: 422,
      body: { success: false, message: 'Alamat tidak ditemukan', errors: { address_id: ['Alamat tidak ditemukan'] } },
    });
  });

  it.each([
    [GIVEAWAY_EVENT_ID.anniversary, 'Event giveaway sudah berakhir'],
    [GIVEAWAY_EVENT_ID.harbolnas, 'Event giveaway belum dimulai'],
    [GIVEAWAY_EVENT_ID.soldOut, 'Kuota giveaway sudah habis'],
    [999, 'Event giveaway tidak ditemukan'],
  ])('refuses a claim of event %i: "%s" (422)', async (eventId, reason) => {
    expect(await claim(DEMO, { event_id: eventId })).toEqual({ status: 422, body: { success: false, message: reason, errors: { event_id: [reason] } } });
  });

  it('refuses a second claim of the same event, and a claim once the event is over', async () => {
    expect((await claim(DEMO, { event_id: GIVEAWAY_EVENT_ID.yearEnd })).status).toBe(200);
    expect((await claim(DEMO, { event_id: GIVEAWAY_EVENT_ID.yearEnd })).body.message).toBe('Anda sudah mengklaim giveaway ini');
    api.clock.advance(3 * DAY_MS);
    expect((await claim(DEMO, { event_id: GIVEAWAY_EVENT_ID.newMember })).body.message).toBe('Event giveaway sudah berakhir');
  });

  it('asks a customer without an address to add one first', async () => {
    expect((await claim(NEW, { event_id: GIVEAWAY_EVENT_ID.yearEnd })).body).toMatchObject({
      message: 'Tambahkan alamat pengiriman terlebih dahulu',
      errors: { address_id: ['Tambahkan alamat pengiriman terlebih dahulu'] },
    });
    expect((await claim(NEW, { event_id: 'dua' })).body.errors).toEqual({ event_id: ['event_id harus berupa angka'] });
  });

  it('withdraws a waiting claim, freeing its place; a claim being handled, another\'s or an unknown one cannot be', async () => {
    const made = giveawayClaimWire.parse((await claim(DEMO, { event_id: GIVEAWAY_EVENT_ID.yearEnd })).body.data);
    expect((await call('DELETE', `more/user/giveaway/destroy/${made.id}`, NEW)).status).toBe(404);
    expect(await call('DELETE', `more/user/giveaway/destroy/${made.id}`, DEMO)).toEqual({
      status: 200,
      body: { success: true, message: 'Klaim giveaway berhasil dihapus', data: null },
    });
    expect((await events(DEMO)).find((e) => e.id === GIVEAWAY_EVENT_ID.yearEnd)).toMatchObject({ claimed_count: 17, is_claimed: false });
    expect(await call('DELETE', 'more/user/giveaway/destroy/1', DEMO)).toEqual({
      status: 422,
      body: { success: false, message: 'Klaim yang sudah diproses tidak dapat dihapus' },
    });
    for (const id of ['424242', 'abc', '1e3']) expect((await call('DELETE', `more/user/giveaway/destroy/${id}`, DEMO)).status).toBe(404);
    expect((await call('DELETE', 'more/user/giveaway/destroy/1', undefined)).status).toBe(401);
  });
});

describe('the new-customer gift (Hadiah Pelanggan Baru)', () => {
  const gift = GIVEAWAY_EVENT_ID.newMember;
  const claimedCount = () => api.db.giveawayEvents.findFirst((q) => q.where({ id: gift }))!.claimedCount;
  /** Gives `customerId` an address in Surabaya, as the address book would. */
  const giveAddress = async (customerId: number) => {
    const now = api.clock.unixSeconds();
    const { id: _id, label: _label, createdDaysAgo: _days, ...home } = DEMO_ADDRESSES.home;
    await api.db.addresses.create({ ...home, id: 900 + customerId, customerId, label: 'Rumah', isDefault: true, createdAt: now, updatedAt: now });
  };

  it('refuses the demo customer, who has ordered for months, with 422 and the reason, and counts nothing', async () => {
    expect(api.db.orders.findMany((q) => q.where({ customerId: DEMO_CUSTOMER.id })).length).toBeGreaterThan(0);
    const before = claimedCount();
    const reason = 'Giveaway ini khusus pelanggan baru yang belum pernah berbelanja';
    expect(await claim(DEMO, { event_id: gift })).toEqual({ status: 422, body: { success: false, message: reason, errors: { event_id: [reason] } } });
    expect(claimedCount()).toBe(before);
    // Other events stay open to them.
    expect((await claim(DEMO, { event_id: GIVEAWAY_EVENT_ID.yearEnd })).status).toBe(200);
  });

  it('grants it to a customer who registered just now, once', async () => {
    const registered = await requestMock(api, {
      method: 'POST',
      path: 'auth/register',
      json: { name: 'Dewi Anggraini', email: 'dewi@more.test', phone: '081234567891', password: 'Rahasia456' },
    });
    expect(registered.status).toBe(200);
    const { token, user } = (registered.body as { data: { token: string; user: { id: number } } }).data;
    await giveAddress(user.id);
    const before = claimedCount();
    const { status, body } = await claim(token, { event_id: gift });
    expect([status, body.message]).toEqual([200, 'Giveaway berhasil diklaim']);
    expect(giveawayClaimWire.parse(body.data)).toMatchObject({ event: { id: gift }, status: 'waiting' });
    expect(claimedCount()).toBe(before + 1);
    expect((await claim(token, { event_id: gift })).body.message).toBe('Anda sudah mengklaim giveaway ini');
  });

  it('refuses a customer with an order, unless it was cancelled, and one who joined more than 30 days ago', async () => {
    await giveAddress(NEW_CUSTOMER.id);
    const order = api.db.orders.findFirst((q) => q.where({ customerId: DEMO_CUSTOMER.id, status: (status) => status !== 'cancelled' }))!;
    await api.db.orders.update((q) => q.where({ ordersn: order.ordersn }), {
      data(record) {
        record.customerId = NEW_CUSTOMER.id;
      },
    });
    expect((await claim(NEW, { event_id: gift })).body.message).toBe('Giveaway ini khusus pelanggan baru yang belum pernah berbelanja');

    await api.db.orders.update((q) => q.where({ ordersn: order.ordersn }), {
      data(record) {
        record.status = 'cancelled';
      },
    });
    await api.db.customers.update((q) => q.where({ id: NEW_CUSTOMER.id }), {
      data(record) {
        record.createdAt = api.clock.unixSeconds() - 31 * 24 * 3600;
      },
    });
    expect(await claim(NEW, { event_id: gift })).toMatchObject({
      status: 422,
      body: { message: 'Giveaway ini khusus pelanggan yang bergabung dalam 30 hari terakhir' },
    });

    await api.db.customers.update((q) => q.where({ id: NEW_CUSTOMER.id }), {
      data(record) {
        record.createdAt = api.clock.unixSeconds() - 29 * 24 * 3600;
      },
    });
    expect((await claim(NEW, { event_id: gift })).status).toBe(200);
  });

  it('says who it is for in its description, so the shopper knows before claiming', async () => {
    expect((await events(NEW)).find((e) => e.id === gift)!.description).toMatch(/pelanggan baru.*30 hari.*belum pernah berbelanja/);
  });
});

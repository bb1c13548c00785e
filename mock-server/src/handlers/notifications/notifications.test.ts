import { notificationPageWire } from '@more/adapters/wire';
import { beforeEach, describe, expect, it } from 'vitest';
import { requestMock } from '../../in-process';
import { createMockApi, type MockApi } from '../../mock-api';
import { DEMO_CUSTOMER, NEW_CUSTOMER, signIn } from '../../seed/account';
import { expectNoServerErrors } from './any-request.fixture';

const NOW = Date.UTC(2026, 10, 21, 3, 0);
let api: MockApi;
beforeEach(async () => {
  api = await createMockApi({ now: NOW });
  await signIn(api.db, DEMO_CUSTOMER.id, 'demo', api.clock.unixSeconds());
  await signIn(api.db, NEW_CUSTOMER.id, 'new', api.clock.unixSeconds());
});

const list = async (query: string, token = 'demo') => {
  const answer = await requestMock(api, { path: `more/user/notification?${query}`, token });
  expect(answer.status).toBe(200);
  return notificationPageWire.parse((answer.body as { data: unknown }).data);
};
const markRead = (json: unknown, token = 'demo') => requestMock(api, { method: 'POST', path: 'more/user/notification/update-read', token, json });

describe('GET more/user/notification', () => {
  it('pages the header\'s 4 at a time, newest first, with the unread count over every page', async () => {
    const first = await list('page=1&per_page=4');
    expect(first).toMatchObject({ page: 1, per_page: 4, total: 14, total_pages: 4, unread_count: 5 });
    expect(first.data).toHaveLength(4);
    expect(first.data.map((n) => n.read_status)).toEqual([0, 0, 0, 0]);
    const times = first.data.map((n) => Date.parse(n.created_at));
    expect(times).toEqual([...times].sort((a, b) => b - a));
    const last = await list('page=4&per_page=4');
    expect(last.data).toHaveLength(2);
    const everyId = new Set<number>();
    for (let page = 1; page <= 4; page++) for (const n of (await list(`page=${page}&per_page=4`)).data) everyId.add(n.id);
    expect(everyId.size).toBe(14);
  });

  it('answers images on its own host and detail links as store paths', async () => {
    const { data } = await list('per_page=20');
    expect(data[0]!.image_url).toMatch(/^http:\/\/127\.0\.0\.1:5173\/media\/art\/square\//);
    expect(data[0]!.detail_url).toBe('/profile/order/MORE-20261115-0042');
    expect(data[0]!.created_at).toMatch(/^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d\+07:00$/);
  });

  it('shows each customer only their own: the new customer has none', async () => {
    expect(await list('page=1&per_page=4', 'new')).toMatchObject({ data: [], total: 0, total_pages: 0, unread_count: 0 });
  });

  it('refuses a customer without a token (401) and a wrong page (422, in Indonesian)', async () => {
    expect((await requestMock(api, { path: 'more/user/notification' })).status).toBe(401);
    const answer = await requestMock(api, { path: 'more/user/notification?per_page=nol', token: 'demo' });
    expect(answer).toMatchObject({ status: 422, body: { success: false, errors: { per_page: ['per_page harus berupa angka'] } } });
  });
});

describe('POST more/user/notification/update-read', () => {
  it('marks the ids given read, and the unread count drops', async () => {
    const unread = (await list('per_page=20')).data.filter((n) => n.read_status === 0).map((n) => n.id);
    const answer = await markRead({ ids: unread.slice(0, 2) });
    expect(answer).toMatchObject({ status: 200, body: { success: true, data: { updated: 2, unread_count: 3 } } });
    const after = await list('page=1&per_page=4');
    expect(after.unread_count).toBe(3);
    expect(after.data.filter((n) => unread.slice(0, 2).includes(n.id)).map((n) => n.read_status)).toEqual([1, 1]);
  });

  it('marks every one read with all: true; marking again changes nothing', async () => {
    expect((await markRead({ all: true })).body).toMatchObject({ data: { updated: 5, unread_count: 0 } });
    expect((await list('per_page=4')).unread_count).toBe(0);
    expect((await markRead({ all: true })).body).toMatchObject({ data: { updated: 0, unread_count: 0 } });
  });

  it('passes over ids of another customer\'s notifications', async () => {
    expect((await markRead({ ids: [1, 2, 3] }, 'new')).body).toMatchObject({ data: { updated: 0, unread_count: 0 } });
    expect((await list('per_page=4')).unread_count).toBe(5);
  });

  it('refuses a body naming nothing, or ids that are no ids, in Indonesian', async () => {
    expect(await markRead({})).toMatchObject({ status: 422, body: { errors: { ids: [expect.stringContaining('ids wajib diisi')] } } });
    expect(await markRead({ ids: ['satu'] })).toMatchObject({ status: 422, body: { errors: { 'ids.0': ['ids.0 harus berupa angka'] } } });
    expect((await requestMock(api, { method: 'POST', path: 'more/user/notification/update-read', token: 'demo', rawBody: '{', headers: { 'content-type': 'application/json' } })).status).toBe(400);
  });
});

describe('a complaint or a consultation request arrives as a new unread notification', () => {
  it('adds "Permintaan Konsultasi Diterima" at the top', async () => {
    await requestMock(api, { method: 'POST', path: 'more/project', token: 'new', json: { name: 'Budi Santoso', phone: '081298765432', property_id: 1, location_id: 2 } });
    const page = await list('page=1&per_page=4', 'new');
    expect(page).toMatchObject({ total: 1, unread_count: 1 });
    expect(page.data[0]).toMatchObject({ title: 'Permintaan Konsultasi Diterima', read_status: 0, detail_url: '/desain-interior' });
  });
});

describe('POST more/setting/reminder', () => {
  it('stores the customer\'s choice and answers it', async () => {
    const off = await requestMock(api, { method: 'POST', path: 'more/setting/reminder', token: 'demo', json: { reminder: false } });
    expect(off).toMatchObject({ status: 200, body: { data: { reminder: false }, message: 'Pengingat dinonaktifkan' } });
    expect(api.db.reminderSettings.findFirst((q) => q.where({ customerId: DEMO_CUSTOMER.id }))?.enabled).toBe(false);
    await requestMock(api, { method: 'POST', path: 'more/setting/reminder', token: 'demo', json: { reminder: true } });
    expect(api.db.reminderSettings.all().filter((s) => s.customerId === DEMO_CUSTOMER.id)).toMatchObject([{ enabled: true }]);
  });

  it('refuses a setting that is not true or false', async () => {
    const answer = await requestMock(api, { method: 'POST', path: 'more/setting/reminder', token: 'demo', json: { reminder: 'ya' } });
    expect(answer).toMatchObject({ status: 422, body: { errors: { reminder: ['reminder harus berupa benar/salah'] } } });
    expect((await requestMock(api, { method: 'POST', path: 'more/setting/reminder', json: { reminder: true } })).status).toBe(401);
  });
});

describe('any input', () => {
  it('never makes the notifications calls fail with a server error', async () => {
    await expectNoServerErrors(api, 'demo', ['GET more/user/notification', 'POST more/user/notification/update-read', 'POST more/setting/reminder']);
  }, 30_000);
});

import { chatMessageWire, chatPageWire } from '@more/adapters/wire';
import { beforeEach, describe, expect, it } from 'vitest';
import { requestMock } from '../../in-process';
import { createMockApi, type MockApi } from '../../mock-api';
import { DEMO_CUSTOMER, NEW_CUSTOMER, signIn } from '../../seed/account';
import { cannedReplyTo } from './canned-replies';
import { expectNoServerErrors } from '../notifications/any-request.fixture';

let api: MockApi;
beforeEach(async () => {
  api = await createMockApi({ now: Date.UTC(2026, 10, 21, 3, 0) });
  await signIn(api.db, DEMO_CUSTOMER.id, 'demo', api.clock.unixSeconds());
  await signIn(api.db, NEW_CUSTOMER.id, 'new', api.clock.unixSeconds());
});

const page = async (query: string, token = 'demo') => {
  const answer = await requestMock(api, { path: `more/user/chat?${query}`, token });
  expect(answer.status).toBe(200);
  return chatPageWire.parse((answer.body as { data: unknown }).data);
};
const unread = async (token = 'demo') => ((await requestMock(api, { path: 'more/user/chat/unread', token })).body as { data: { unread_count: number } }).data.unread_count;
const send = (json: unknown, token = 'demo') => requestMock(api, { method: 'POST', path: 'more/user/chat/store', token, json });

describe('GET more/user/chat', () => {
  it('answers the newest messages on page 1, oldest first within the page', async () => {
    const first = await page('page=1&per_page=2');
    expect(first).toMatchObject({ total: 5, total_pages: 3 });
    expect(first.data.map((m) => m.id)).toEqual([4, 5]);
    expect((await page('page=3&per_page=2')).data.map((m) => m.id)).toEqual([1]);
    expect(first.data[1]).toMatchObject({ sender: 'admin', sender_name: 'CS MORE', is_read: false });
  });

  it('keeps each customer\'s conversation to themselves', async () => {
    expect(await page('', 'new')).toMatchObject({ data: [], total: 0 });
    expect((await requestMock(api, { path: 'more/user/chat' })).status).toBe(401);
  });
});

describe('sending, the canned reply, and reading', () => {
  it('stores the message, answers it, and counts the reply from "CS MORE" as unread', async () => {
    expect(await unread()).toBe(1);
    const answer = await send({ message: '  Kapan pesanan saya dikirim?  ' });
    expect(answer.status).toBe(200);
    const sent = chatMessageWire.parse((answer.body as { data: unknown }).data);
    expect(sent).toMatchObject({ message: 'Kapan pesanan saya dikirim?', sender: 'customer', sender_name: DEMO_CUSTOMER.name, is_read: true });
    expect(await unread()).toBe(2);
    const newest = (await page('page=1&per_page=2')).data;
    expect(newest.map((m) => m.sender)).toEqual(['customer', 'admin']);
    expect(newest[1]!.message).toBe(cannedReplyTo('Kapan pesanan saya dikirim?'));
    expect(newest[1]!.message).toContain('gratis ongkir');
  });

  it('marks everything read', async () => {
    await send({ message: 'Halo' });
    const read = await requestMock(api, { method: 'POST', path: 'more/user/chat/read', token: 'demo' });
    expect(read).toMatchObject({ status: 200, body: { data: { unread_count: 0 } } });
    expect(await unread()).toBe(0);
    expect((await page('per_page=50')).data.every((m) => m.is_read)).toBe(true);
  });

  it('refuses an empty or too long message, in Indonesian', async () => {
    expect(await send({ message: '   ' })).toMatchObject({ status: 422, body: { errors: { message: ['message minimal 1'] } } });
    expect(await send({ message: 'a'.repeat(1001) })).toMatchObject({ status: 422, body: { errors: { message: ['message maksimal 1000'] } } });
    expect(await send({})).toMatchObject({ status: 422, body: { errors: { message: ['message wajib diisi'] } } });
    expect((await page('per_page=50')).total).toBe(5);
  });

  it('replies by topic, and greets otherwise', () => {
    expect(cannedReplyTo('Barangnya rusak, bisa retur?')).toContain('garansi 2x24 jam');
    expect(cannedReplyTo('Apakah stok masih ada?')).toContain('Stok');
    expect(cannedReplyTo('Bisa bayar cicilan?')).toContain('cicilan 0%');
    expect(cannedReplyTo('Halo')).toContain('09.00–21.00 WIB');
  });
});

describe('any input', () => {
  it('never makes the chat calls fail with a server error', async () => {
    await expectNoServerErrors(api, 'demo', ['GET more/user/chat', 'POST more/user/chat/store', 'GET more/user/chat/unread', 'POST more/user/chat/read']);
  }, 30_000);
});

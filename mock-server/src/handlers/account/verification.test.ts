import { codeSentWire, emailVerifiedWire } from '@more/adapters/wire';
import { beforeEach, describe, expect, it } from 'vitest';
import { requestMock } from '../../in-process';
import { createMockApi, type MockApi } from '../../mock-api';
import { NEW_CUSTOMER, PENDING_EMAIL_VERIFICATION_ID } from '../../seed/account';

let api: MockApi;
let log: string[];
beforeEach(async () => {
  log = [];
  api = await createMockApi({ now: Date.UTC(2026, 10, 21, 3, 0), log: (line) => log.push(line) });
});

const post = (path: string, json: unknown) => requestMock(api, { method: 'POST', path, json });
const loggedCode = () => /^OTP untuk .+: (\d{6})$/.exec(log.at(-1) ?? '')?.[1];
const budi = () => api.db.customers.findFirst((q) => q.where({ id: NEW_CUSTOMER.id }))!;
const WRONG = { otp: ['Kode OTP salah atau sudah kedaluwarsa'] };

/** The mock's clock runs on from the test's start: a time answered a moment later is a little later. */
const expectSoonAfter = (iso: string, expectedMs: number) => {
  const ms = Date.parse(iso);
  expect(iso).toMatch(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\+07:00$/);
  expect(ms).toBeGreaterThanOrEqual(expectedMs);
  expect(ms).toBeLessThan(expectedMs + 60_000);
};

describe('OTP by mail (POST mail/otp, POST mail/otp/{code})', () => {
  it('logs a 6-digit code for the address; the code verifies the account, once', async () => {
    const sent = await post('mail/otp', { email: 'Budi@more.test' });
    const data = codeSentWire.parse((sent.body as { data: unknown }).data);
    expect(data.sent_to).toBe('budi@more.test');
    expectSoonAfter(data.expires_at, Date.UTC(2026, 10, 21, 3, 5));
    expect(log.at(-1)).toMatch(/^OTP untuk budi@more\.test: \d{6}$/);
    const code = loggedCode()!;
    expect(budi().emailVerified).toBe(false);
    expect(await post(`mail/otp/${code}`, { email: 'budi@more.test' })).toMatchObject({ status: 200, body: { data: { verified: true } } });
    expect(budi().emailVerified).toBe(true);
    expect(await post(`mail/otp/${code}`, { email: 'budi@more.test' })).toMatchObject({ status: 422, body: { errors: WRONG } });
  });

  it('refuses a wrong code, a code for another address and an expired code with 422 naming otp', async () => {
    await post('mail/otp', { email: 'a@more.test' });
    const code = loggedCode()!;
    expect((await post(`mail/otp/${code === '123456' ? '654321' : '123456'}`, { email: 'a@more.test' })).status).toBe(422);
    expect((await post(`mail/otp/${code}`, { email: 'b@more.test' })).status).toBe(422);
    api.clock.advance(5 * 60_000 + 1000);
    expect((await post(`mail/otp/${code}`, { email: 'a@more.test' })).body).toMatchObject({ errors: WRONG });
  });

  it('drops a code after 5 wrong guesses, and answers every check and send of the address 429 with Retry-After for 15 minutes', async () => {
    await post('mail/otp', { email: 'a@more.test' });
    const code = loggedCode()!;
    const wrong = code === '111111' ? '222222' : '111111';
    const statuses: number[] = [];
    for (let i = 0; i < 5; i++) statuses.push((await post(`mail/otp/${wrong}`, { email: 'a@more.test' })).status);
    expect(statuses).toEqual([422, 422, 422, 422, 429]);
    // The right code too: a guesser must not learn when they hit it.
    const locked = await post(`mail/otp/${code}`, { email: 'a@more.test' });
    expect(locked).toMatchObject({ status: 429, body: { success: false, message: 'Terlalu banyak kode OTP salah. Coba lagi dalam 15 menit.' } });
    expect(locked.headers.get('retry-after')).toBe('900');
    expect((await post('mail/otp', { email: 'a@more.test' })).status).toBe(429);
    // Another address is not held up; after 15 minutes a new code works again.
    expect((await post('mail/otp', { email: 'b@more.test' })).status).toBe(200);
    api.clock.advance(15 * 60 * 1000);
    expect((await post('mail/otp', { email: 'a@more.test' })).status).toBe(200);
    expect((await post(`mail/otp/${loggedCode()!}`, { email: 'a@more.test' })).status).toBe(200);
  });

  it('sends no new code inside the store\'s resend countdown: 429 with the seconds left', async () => {
    expect((await post('message/wa/otp', { phone: '081355557777' })).status).toBe(200);
    api.clock.advance(20 * 1000);
    const again = await post('message/wa/otp', { phone: '081355557777' });
    expect(again).toMatchObject({ status: 429, body: { message: 'Kode OTP baru dapat dikirim ulang dalam 40 detik' } });
    expect(again.headers.get('retry-after')).toBe('40');
    api.clock.advance(40 * 1000);
    expect((await post('message/wa/otp', { phone: '081355557777' })).status).toBe(200);
  });

  it('always accepts the fixed test code 000000, even with nothing sent', async () => {
    expect((await post('mail/otp/000000', { email: NEW_CUSTOMER.email })).status).toBe(200);
    expect(budi().emailVerified).toBe(true);
  });

  it('takes 000000 only while the shortcuts are on (off on a server reached beyond this machine): a real code still passes', async () => {
    api.setShortcuts(false);
    expect((await post('mail/otp/000000', { email: NEW_CUSTOMER.email })).body).toMatchObject({ errors: WRONG });
    expect((await post('message/wa/otp/000000', { phone: '081298765432', otp: '000000' })).status).toBe(422);
    expect(budi().emailVerified).toBe(false);
    await post('mail/otp', { email: NEW_CUSTOMER.email });
    expect((await post(`mail/otp/${loggedCode()!}`, { email: NEW_CUSTOMER.email })).status).toBe(200);
    expect(budi().emailVerified).toBe(true);
  });

  it('refuses a bad address with 422', async () => {
    expect((await post('mail/otp', { email: 'budi' })).body).toMatchObject({ errors: { email: ['format email tidak valid'] } });
    expect((await post('mail/otp/000000', {})).body).toMatchObject({ errors: { email: ['email wajib diisi'] } });
  });
});

describe('OTP by WhatsApp (POST message/wa/otp, POST message/wa/otp/{code})', () => {
  it('logs a code for the phone, written as 08…, and takes it back with the phone and otp', async () => {
    const sent = await post('message/wa/otp', { phone: '+62 812-9876-5432' });
    expect(sent.body).toMatchObject({ data: { sent_to: '081298765432' } });
    const code = loggedCode()!;
    expect(log.at(-1)).toBe(`OTP untuk 081298765432: ${code}`);
    expect((await post(`message/wa/otp/${code}`, { phone: '6281298765432', otp: code })).status).toBe(200);
  });

  it('refuses a wrong code, and an otp that is not the code of the path', async () => {
    await post('message/wa/otp', { phone: '081298765432' });
    const code = loggedCode()!;
    const wrong = code === '123456' ? '654321' : '123456';
    expect((await post(`message/wa/otp/${wrong}`, { phone: '081298765432', otp: wrong })).body).toMatchObject({ errors: WRONG });
    expect((await post(`message/wa/otp/${code}`, { phone: '081298765432', otp: wrong })).body).toMatchObject({
      errors: { otp: ['otp tidak sama dengan kode di alamat'] },
    });
    expect((await post(`message/wa/otp/${code}`, { phone: '081298765432' })).body).toMatchObject({ errors: { otp: ['otp wajib diisi'] } });
  });

  it('accepts 000000 and refuses a phone that is not an Indonesian mobile number', async () => {
    expect((await post('message/wa/otp/000000', { phone: '081298765432', otp: '000000' })).status).toBe(200);
    expect((await post('message/wa/otp', { phone: '0215551234' })).body).toMatchObject({ errors: { phone: ['format phone tidak valid'] } });
  });
});

describe('GET mail/verification/{id}', () => {
  it('verifies the address of the seeded pending link, and again when opened twice', async () => {
    for (let i = 0; i < 2; i++) {
      const answer = await requestMock(api, { path: `mail/verification/${PENDING_EMAIL_VERIFICATION_ID}` });
      expect(emailVerifiedWire.parse((answer.body as { data: unknown }).data)).toEqual({ email: NEW_CUSTOMER.email, verified: true });
    }
    expect(budi().emailVerified).toBe(true);
  });

  it('answers 404 for an unknown id', async () => {
    expect(await requestMock(api, { path: 'mail/verification/tidak-ada' })).toMatchObject({
      status: 404,
      body: { success: false, message: 'Verifikasi email tidak ditemukan' },
    });
  });
});

import { resetLinkWire } from '@more/adapters/wire';
import { beforeEach, describe, expect, it } from 'vitest';
import { requestMock } from '../../in-process';
import { createMockApi, type MockApi } from '../../mock-api';
import { DEMO_CUSTOMER, signIn } from '../../seed/account';

const DEMO = 'demo-token';
let api: MockApi;
let log: string[];
beforeEach(async () => {
  log = [];
  api = await createMockApi({ now: Date.UTC(2026, 10, 21, 3, 0), log: (line) => log.push(line) });
  await signIn(api.db, DEMO_CUSTOMER.id, DEMO, api.clock.unixSeconds());
});

const post = (path: string, json?: unknown, token?: string) =>
  requestMock(api, { method: 'POST', path, ...(json === undefined ? {} : { json }), ...(token ? { token } : {}) });
const login = (password: string) => post('auth/login', { email: DEMO_CUSTOMER.email, password });
const errorsOf = (body: unknown) => (body as { errors: Record<string, string[]> }).errors;

/** The mock's clock runs on from the test's start: a time answered a moment later is a little later. */
const expectSoonAfter = (iso: string, expectedMs: number) => {
  const ms = Date.parse(iso);
  expect(iso).toMatch(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\+07:00$/);
  expect(ms).toBeGreaterThanOrEqual(expectedMs);
  expect(ms).toBeLessThan(expectedMs + 60_000);
};

/** A customer made by Google sign-in, logged in with `token`. */
const socialCustomer = async () => {
  const answer = await post('auth/google', { token: 'mock-google:ayu@gmail.com:Ayu Lestari' });
  return (answer.body as { data: { token: string } }).data.token;
};

describe('POST more/user/have/password', () => {
  it('is true for an account with a password and false for one made by social login', async () => {
    expect((await post('more/user/have/password', undefined, DEMO)).body).toMatchObject({ data: { have_password: true } });
    expect((await post('more/user/have/password', undefined, await socialCustomer())).body).toMatchObject({ data: { have_password: false } });
    expect((await post('more/user/have/password')).status).toBe(401);
  });
});

describe('POST more/user/password', () => {
  it('changes the password when the old one is right', async () => {
    const answer = await post('more/user/password', { old_password: DEMO_CUSTOMER.password, password: 'RahasiaBaru456' }, DEMO);
    expect(answer).toMatchObject({ status: 200, body: { success: true, message: 'Kata sandi berhasil diubah' } });
    expect((await login(DEMO_CUSTOMER.password)).status).toBe(401);
    expect((await login('RahasiaBaru456')).status).toBe(200);
  });

  it("ends the account's other sessions: the phone that changed it stays logged in, the laptop is logged out", async () => {
    await signIn(api.db, DEMO_CUSTOMER.id, 'laptop-token', api.clock.unixSeconds());
    expect((await post('more/user/show', undefined, 'laptop-token')).status).toBe(200);
    expect((await post('more/user/password', { old_password: DEMO_CUSTOMER.password, password: 'RahasiaBaru456' }, DEMO)).status).toBe(200);
    expect((await post('more/user/show', undefined, DEMO)).status).toBe(200);
    expect((await post('more/user/show', undefined, 'laptop-token')).status).toBe(401);
  });

  it.each([
    [{ old_password: 'salah-sandi', password: 'RahasiaBaru456' }, { old_password: ['Kata sandi lama salah'] }],
    [{ old_password: DEMO_CUSTOMER.password, password: 'pendek' }, { password: ['password minimal 8'] }],
    [{ old_password: DEMO_CUSTOMER.password, password: DEMO_CUSTOMER.password }, { password: ['Kata sandi baru harus berbeda dari kata sandi lama'] }],
    [{}, { old_password: ['old_password wajib diisi'], password: ['password wajib diisi'] }],
  ])('refuses %j with 422', async (json, errors) => {
    const answer = await post('more/user/password', json, DEMO);
    expect(answer.status).toBe(422);
    expect(errorsOf(answer.body)).toEqual(errors);
    expect((await login(DEMO_CUSTOMER.password)).status).toBe(200);
  });

  it('refuses an account without a password: it sets one with more/user/reset', async () => {
    const answer = await post('more/user/password', { old_password: 'apa-saja', password: 'RahasiaBaru456' }, await socialCustomer());
    expect(errorsOf(answer.body)).toHaveProperty('old_password');
  });
});

describe('POST more/user/reset (a first password for a social account)', () => {
  it('sets the password of an account that has none, which can then log in with it', async () => {
    const token = await socialCustomer();
    expect((await post('more/user/reset', { password: 'PertamaKali1' }, token)).status).toBe(200);
    expect((await post('more/user/have/password', undefined, token)).body).toMatchObject({ data: { have_password: true } });
    expect((await post('auth/login', { email: 'ayu@gmail.com', password: 'PertamaKali1' })).status).toBe(200);
  });

  it('refuses an account that has a password, and a short one', async () => {
    expect(errorsOf((await post('more/user/reset', { password: 'PertamaKali1' }, DEMO)).body)).toEqual({
      password: ['Akun ini sudah memiliki kata sandi. Ubah lewat kata sandi lama'],
    });
    expect(errorsOf((await post('more/user/reset', { password: 'x' }, await socialCustomer())).body)).toEqual({ password: ['password minimal 8'] });
  });
});

describe('forgot password by mail', () => {
  const requestLink = async (email: string) => {
    const answer = await post('mail/reset/password', { email });
    expect(answer).toMatchObject({ status: 200, body: { success: true, message: 'Jika email terdaftar, tautan atur ulang kata sandi telah dikirim' } });
    return log.at(-1)?.match(/\/forgotPassword\/([0-9a-f]+)$/)?.[1];
  };

  it('logs a reset link, says whether it is valid, and sets the new password with it once', async () => {
    const token = (await requestLink('PEMBELI@more.test'))!;
    expect(log.at(-1)).toBe(`Tautan atur ulang kata sandi untuk pembeli@more.test: /forgotPassword/${token}`);
    const valid = await requestMock(api, { path: `mail/reset/valid/${token}` });
    const link = resetLinkWire.parse((valid.body as { data: unknown }).data);
    expect(link.email).toBe(DEMO_CUSTOMER.email);
    expectSoonAfter(link.expires_at, Date.UTC(2026, 10, 21, 4, 0));

    expect((await post('mail/reset/password', { token, password: 'LupaTadi789' })).status).toBe(200);
    expect((await login('LupaTadi789')).status).toBe(200);
    // Used up, and the sessions that knew the old password are over.
    expect((await requestMock(api, { path: `mail/reset/valid/${token}` })).status).toBe(422);
    expect((await post('more/user/show', undefined, DEMO)).status).toBe(401);
  });

  it('answers alike for an unknown address, mailing nothing', async () => {
    expect(await requestLink('tidak-ada@more.test')).toBeUndefined();
    expect(api.db.passwordResets.count()).toBe(0);
  });

  it('refuses an unknown or expired link with 422 naming token, when checked and when used', async () => {
    const token = (await requestLink(DEMO_CUSTOMER.email))!;
    api.clock.advance(61 * 60_000);
    for (const answer of [
      await requestMock(api, { path: `mail/reset/valid/${token}` }),
      await requestMock(api, { path: 'mail/reset/valid/tidak-ada' }),
      await post('mail/reset/password', { token, password: 'LupaTadi789' }),
    ]) {
      expect(answer).toMatchObject({ status: 422, body: { errors: { token: ['Tautan atur ulang kata sandi tidak valid atau sudah kedaluwarsa'] } } });
    }
    expect((await login(DEMO_CUSTOMER.password)).status).toBe(200);
  });

  it('refuses a malformed body of either kind', async () => {
    expect(errorsOf((await post('mail/reset/password', { email: 'bukan' })).body)).toEqual({ email: ['format email tidak valid'] });
    expect(errorsOf((await post('mail/reset/password', { token: 'abc', password: 'x' })).body)).toEqual({ password: ['password minimal 8'] });
    expect((await post('mail/reset/password', [1, 2])).status).toBe(422);
  });
});

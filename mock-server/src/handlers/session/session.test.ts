import { signedInWire } from '@more/adapters/wire';
import { beforeEach, describe, expect, it } from 'vitest';
import { requestMock } from '../../in-process';
import { createMockApi, DEFAULT_SESSION_SECONDS, type MockApi } from '../../mock-api';
import { DEMO_CUSTOMER, signIn } from '../../seed/account';

let api: MockApi;
let log: string[];
beforeEach(async () => {
  log = [];
  api = await createMockApi({ now: Date.UTC(2026, 10, 21, 3, 0), log: (line) => log.push(line) });
});

const login = (email: string, password: string) => requestMock(api, { method: 'POST', path: 'auth/login', json: { email, password } });
const show = (token?: string) => requestMock(api, { method: 'POST', path: 'more/user/show', ...(token ? { token } : {}) });
const signedIn = (body: unknown) => signedInWire.parse((body as { data: unknown }).data);

describe('POST auth/login', () => {
  it('issues a bearer token that more/ calls accept', async () => {
    const answer = await login('Pembeli@More.test ', DEMO_CUSTOMER.password);
    expect(answer.status).toBe(200);
    const { token, user } = signedIn(answer.body);
    expect(user).toMatchObject({ name: DEMO_CUSTOMER.name, email: DEMO_CUSTOMER.email, have_password: true });
    expect(api.db.sessions.findFirst((q) => q.where({ token }))?.customerId).toBe(DEMO_CUSTOMER.id);
    expect((await show(token)).status).toBe(200);
  });

  it('gives every login its own token', async () => {
    const first = signedIn((await login(DEMO_CUSTOMER.email, DEMO_CUSTOMER.password)).body).token;
    const second = signedIn((await login(DEMO_CUSTOMER.email, DEMO_CUSTOMER.password)).body).token;
    expect(first).not.toBe(second);
  });

  it.each([
    ['a wrong password', DEMO_CUSTOMER.email, 'salah-sekali'],
    ['an unknown address', 'siapa@more.test', DEMO_CUSTOMER.password],
  ])('refuses %s with 401 "Email atau kata sandi salah"', async (_, email, password) => {
    const answer = await login(email, password);
    expect(answer.status).toBe(401);
    expect(answer.body).toEqual({ success: false, message: 'Email atau kata sandi salah' });
  });

  it('locks an account for 15 minutes after 5 wrong passwords in 15 minutes: 429 with Retry-After, the right password too; another account is not held up', async () => {
    const statuses: number[] = [];
    for (let i = 0; i < 5; i++) statuses.push((await login(DEMO_CUSTOMER.email, `salah-${i}-sandi`)).status);
    expect(statuses).toEqual([401, 401, 401, 401, 429]);
    const locked = await login(DEMO_CUSTOMER.email.toUpperCase(), DEMO_CUSTOMER.password);
    expect(locked).toMatchObject({ status: 429, body: { success: false, message: 'Terlalu banyak percobaan masuk. Coba lagi dalam 15 menit.' } });
    expect(locked.headers.get('retry-after')).toBe('900');
    expect((await login('budi@more.test', 'salah-sandi-ya')).status).toBe(401);
    api.clock.advance(15 * 60 * 1000);
    expect((await login(DEMO_CUSTOMER.email, DEMO_CUSTOMER.password)).status).toBe(200);
  });

  it('forgets wrong passwords at a right one: a shopper who mistypes now and then is never locked', async () => {
    for (let round = 0; round < 3; round++) {
      for (let i = 0; i < 4; i++) expect((await login(DEMO_CUSTOMER.email, 'salah-sandi-lagi')).status).toBe(401);
      expect((await login(DEMO_CUSTOMER.email, DEMO_CUSTOMER.password)).status).toBe(200);
    }
  });

  it('refuses a malformed body with 422 naming each field, in Indonesian', async () => {
    const answer = await requestMock(api, { method: 'POST', path: 'auth/login', json: { email: 'bukan-email' } });
    expect(answer.status).toBe(422);
    expect(answer.body).toMatchObject({ errors: { email: ['format email tidak valid'], password: ['password wajib diisi'] } });
    expect((await requestMock(api, { method: 'POST', path: 'auth/login', rawBody: '{"email":', headers: { 'content-type': 'application/json' } })).status).toBe(400);
  });
});

describe('POST auth/logout', () => {
  it('ends the token\'s session: more/ calls then answer 401', async () => {
    const { token } = signedIn((await login(DEMO_CUSTOMER.email, DEMO_CUSTOMER.password)).body);
    const other = signedIn((await login(DEMO_CUSTOMER.email, DEMO_CUSTOMER.password)).body).token;
    expect((await requestMock(api, { method: 'POST', path: 'auth/logout', token })).status).toBe(200);
    expect(await show(token)).toMatchObject({ status: 401, body: { success: false, message: 'Silakan login terlebih dahulu' } });
    // Another device of the same customer stays logged in.
    expect((await show(other)).status).toBe(200);
  });

  it('answers success without a token too (the storefront ignores its failure anyway)', async () => {
    expect((await requestMock(api, { method: 'POST', path: 'auth/logout' })).status).toBe(200);
  });
});

describe('POST auth/register', () => {
  const registration = { name: 'Dewi Anggraini', email: 'Dewi@More.test', phone: '+62 812-3456-7891', password: 'Rahasia456' };

  it('makes an unverified account, mails its verification link, and logs in', async () => {
    const answer = await requestMock(api, { method: 'POST', path: 'auth/register', json: registration });
    expect(answer.status).toBe(200);
    const { token, user } = signedIn(answer.body);
    expect(user).toMatchObject({ name: 'Dewi Anggraini', email: 'dewi@more.test', phone: '081234567891', email_verified: false, have_password: true });
    expect((await show(token)).status).toBe(200);
    expect(log.some((line) => /^Tautan verifikasi email untuk dewi@more\.test: \/verify-email\/[0-9a-f]{32}$/.test(line))).toBe(true);
    expect((await login('dewi@more.test', 'Rahasia456')).status).toBe(200);
  });

  it('refuses an email already used with 422 naming email', async () => {
    const answer = await requestMock(api, { method: 'POST', path: 'auth/register', json: { ...registration, email: DEMO_CUSTOMER.email } });
    expect(answer).toMatchObject({ status: 422, body: { success: false, message: 'Email sudah terdaftar', errors: { email: ['Email sudah terdaftar'] } } });
  });

  it('makes at most 10 accounts an hour from one client; then 429 with Retry-After, while another client still may', async () => {
    const register = (n: number, client: string) =>
      requestMock(api, { method: 'POST', path: 'auth/register', headers: { 'x-mock-client-address': client }, json: { ...registration, email: `pembeli${n}@more.test` } });
    const statuses: number[] = [];
    for (let n = 0; n < 11; n++) statuses.push((await register(n, '203.0.113.7')).status);
    expect(statuses).toEqual([...Array<number>(10).fill(200), 429]);
    const refused = await register(11, '203.0.113.7');
    expect(refused).toMatchObject({ status: 429, body: { success: false, message: 'Terlalu banyak pendaftaran dari perangkat ini. Coba lagi dalam 60 menit.' } });
    expect(refused.headers.get('retry-after')).toBe('3600');
    expect((await register(12, '198.51.100.4')).status).toBe(200);
  });

  it('refuses a bad email, phone and short password, each by name', async () => {
    const answer = await requestMock(api, { method: 'POST', path: 'auth/register', json: { name: 'D', email: 'dewi', phone: '12345', password: 'pendek' } });
    expect(answer.status).toBe(422);
    expect(answer.body).toMatchObject({
      errors: { name: ['name minimal 2'], email: ['format email tidak valid'], phone: ['format phone tidak valid'], password: ['password minimal 8'] },
    });
  });
});

describe('social login (auth/facebook, auth/google)', () => {
  const social = (provider: string, token: unknown) => requestMock(api, { method: 'POST', path: `auth/${provider}`, json: { token } });

  it('makes an account without a password from a mock Google token, then finds it again', async () => {
    const first = await social('google', 'mock-google:ayu.lestari@gmail.com:Ayu Lestari');
    expect(first.status).toBe(200);
    const { user, token } = signedIn(first.body);
    expect(user).toMatchObject({ name: 'Ayu Lestari', email: 'ayu.lestari@gmail.com', have_password: false, email_verified: true, phone: null });
    expect((await show(token)).status).toBe(200);
    const count = api.db.customers.count();
    expect(signedIn((await social('google', 'mock-google:ayu.lestari@gmail.com')).body).user.name).toBe('Ayu Lestari');
    expect(api.db.customers.count()).toBe(count);
    // A social-only account cannot log in with a password it does not have.
    expect((await login('ayu.lestari@gmail.com', 'apa-saja-1')).status).toBe(401);
  });

  it('signs an existing customer in by the provider\'s email, keeping the password', async () => {
    const { user } = signedIn((await social('facebook', `mock-facebook:${DEMO_CUSTOMER.email}:Sinta`)).body);
    expect(user).toMatchObject({ name: DEMO_CUSTOMER.name, have_password: true });
  });

  it('names the account after the address when the token has no name', async () => {
    expect(signedIn((await social('facebook', 'mock-facebook:rudi_hartono@yahoo.co.id')).body).user.name).toBe('Rudi Hartono');
  });

  it.each([
    ['google', 'eyJhbGciOiJSUzI1NiJ9.bukan-token-mock'],
    ['google', 'mock-facebook:ayu@gmail.com:Ayu'],
    ['facebook', 'mock-facebook:bukan-email:Ayu'],
  ])('refuses any other %s token with 422 naming token', async (provider, token) => {
    const answer = await social(provider, token);
    expect(answer.status).toBe(422);
    expect((answer.body as { errors: Record<string, string[]> }).errors.token?.[0]).toMatch(/^Token (Google|Facebook) tidak valid$/);
  });

  it('takes no provider token while the shortcuts are off: the token could name anyone\'s email', async () => {
    api.setShortcuts(false);
    const count = api.db.customers.count();
    for (const [provider, token] of [['facebook', `mock-facebook:${DEMO_CUSTOMER.email}:Sinta`], ['google', 'mock-google:ayu.lestari@gmail.com']] as const) {
      const answer = await social(provider, token);
      expect(answer.status).toBe(422);
      expect(JSON.stringify(answer.body)).not.toContain('"token":"');
    }
    expect(api.db.customers.count()).toBe(count);
    api.setShortcuts(true);
    expect((await social('google', 'mock-google:ayu.lestari@gmail.com')).status).toBe(200);
  });

  it('refuses a body without a token with 422', async () => {
    expect((await social('google', 42)).body).toMatchObject({ errors: { token: ['token harus berupa teks'] } });
  });
});

describe('a token\'s life', () => {
  it('ends after the configured time: every more/ call then answers 401, and the token stays forgotten', async () => {
    const short = await createMockApi({ now: Date.UTC(2026, 10, 21, 3), sessionSeconds: 3600 });
    await signIn(short.db, DEMO_CUSTOMER.id, 'sejam', short.clock.unixSeconds());
    const show = () => requestMock(short, { method: 'POST', path: 'more/user/show', token: 'sejam' });
    short.clock.advance(3599 * 1000);
    expect((await show()).status).toBe(200);
    short.clock.advance(1000);
    expect((await show()).status).toBe(401);
    short.clock.set(Date.UTC(2026, 10, 21, 3));
    expect((await show()).status, 'an expired token is forgotten, not revived by the clock').toBe(401);
  });

  it('lasts a month by default', async () => {
    const api = await createMockApi({ now: Date.UTC(2026, 10, 21, 3) });
    await signIn(api.db, DEMO_CUSTOMER.id, 'sebulan', api.clock.unixSeconds());
    api.clock.advance((DEFAULT_SESSION_SECONDS - 60) * 1000);
    expect((await requestMock(api, { method: 'POST', path: 'more/user/show', token: 'sebulan' })).status).toBe(200);
    api.clock.advance(60 * 1000);
    expect((await requestMock(api, { method: 'POST', path: 'more/user/show', token: 'sebulan' })).status).toBe(401);
  });
});

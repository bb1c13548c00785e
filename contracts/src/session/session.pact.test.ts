import { HttpAuthApi } from '@more/adapters';
import { StoreFailure } from '@more/core';
import { MatchersV3 } from '@pact-foundation/pact';
import { describe, expect, it } from 'vitest';
import { bearer, DEMO_TOKEN, storeApiAt, storeApiPact } from '../pact-setup';
import { refusalBody, signedIn } from './user-matchers';

const { boolean, eachLike, regex, string } = MatchersV3;
const DEMO = { email: 'pembeli@more.test', password: 'Rahasia123' };

const failureOf = async (promise: Promise<unknown>): Promise<StoreFailure> => {
  const error = await promise.then(() => null, (e: unknown) => e);
  expect(error).toBeInstanceOf(StoreFailure);
  return error as StoreFailure;
};

describe('session: POST auth/login', () => {
  it('logs the demo customer in', async () => {
    await storeApiPact()
      .addInteraction()
      .given('the demo customer signs in with', DEMO)
      .uponReceiving('a login with the demo customer\'s email and password')
      .withRequest('POST', '/auth/login', (request) => request.jsonBody(DEMO))
      .willRespondWith(200, (response) =>
        response.jsonBody({ success: boolean(true), message: string('Login berhasil'), data: signedIn({ name: 'Sinta Wulandari', email: DEMO.email }) }),
      )
      .executeTest(async (server) => {
        const result = await new HttpAuthApi(storeApiAt(server.url)).login(DEMO);
        expect(result.token).toMatch(/^\S+$/);
        expect(result.user).toEqual({ name: 'Sinta Wulandari', email: DEMO.email, picture: null, hasPassword: true });
      });
  });

  it('refuses a wrong password with 401 and a message', async () => {
    await storeApiPact()
      .addInteraction()
      .given('the demo customer signs in with', DEMO)
      .uponReceiving('a login with a wrong password')
      .withRequest('POST', '/auth/login', (request) => request.jsonBody({ email: DEMO.email, password: 'salah-sandi' }))
      .willRespondWith(401, (response) => response.jsonBody(refusalBody('Email atau kata sandi salah')))
      .executeTest(async (server) => {
        const failure = await failureOf(new HttpAuthApi(storeApiAt(server.url)).login({ email: DEMO.email, password: 'salah-sandi' }));
        expect(failure).toMatchObject({ kind: 'unauthorized', call: 'POST auth/login', details: { serverMessage: 'Email atau kata sandi salah' } });
      });
  });
});

describe('session: POST auth/login, held back', () => {
  it('answers 429 with Retry-After once an address has had five wrong passwords, the right one too', async () => {
    const LOCKED = { email: 'terkunci@more.test', password: 'Rahasia123' };
    await storeApiPact()
      .addInteraction()
      .given('five wrong passwords were just tried for', { email: LOCKED.email })
      .uponReceiving('a login for an address locked after five wrong passwords')
      .withRequest('POST', '/auth/login', (request) => request.jsonBody(LOCKED))
      .willRespondWith(429, (response) =>
        response.headers({ 'Retry-After': regex(/^\d+$/, '900') }).jsonBody(refusalBody('Terlalu banyak percobaan masuk. Coba lagi dalam 15 menit.')),
      )
      .executeTest(async (server) => {
        const failure = await failureOf(new HttpAuthApi(storeApiAt(server.url)).login(LOCKED));
        expect(failure).toMatchObject({ kind: 'rejected', call: 'POST auth/login', details: { status: 429, retryAfterSeconds: 900 } });
      });
  });
});

describe('session: POST auth/register', () => {
  const registration = { name: 'Dewi Anggraini', email: 'dewi.anggraini@more.test', phone: '081234567891', password: 'Rahasia456' };

  it('registers a new customer and logs them in', async () => {
    await storeApiPact()
      .addInteraction()
      .given('no account uses this email', { email: registration.email })
      .uponReceiving('a registration of a new customer')
      .withRequest('POST', '/auth/register', (request) => request.jsonBody(registration))
      .willRespondWith(200, (response) =>
        response.jsonBody({
          success: boolean(true),
          message: string('Pendaftaran berhasil'),
          data: signedIn({ name: registration.name, email: registration.email, emailVerified: false }),
        }),
      )
      .executeTest(async (server) => {
        const result = await new HttpAuthApi(storeApiAt(server.url)).register(registration);
        expect(result.user).toEqual({ name: registration.name, email: registration.email, picture: null, hasPassword: true });
      });
  });

  it('refuses an invalid email and a short password with 422 naming both', async () => {
    const invalid = { name: 'Dewi Anggraini', email: 'dewi-anggraini', phone: '081234567891', password: 'pendek' };
    await storeApiPact()
      .addInteraction()
      .given('nobody is logged in')
      .uponReceiving('a registration with an invalid email and a short password')
      .withRequest('POST', '/auth/register', (request) => request.jsonBody(invalid))
      .willRespondWith(422, (response) =>
        response.jsonBody({
          ...refusalBody('Data yang dikirim tidak valid'),
          errors: { email: eachLike(string('format email tidak valid')), password: eachLike(string('password minimal 8')) },
        }),
      )
      .executeTest(async (server) => {
        const failure = await failureOf(new HttpAuthApi(storeApiAt(server.url)).register(invalid));
        expect(failure).toMatchObject({ kind: 'rejected', call: 'POST auth/register', details: { status: 422 } });
        expect(failure.details.data).toMatchObject({ errors: { email: ['format email tidak valid'], password: ['password minimal 8'] } });
      });
  });
});

describe('session: social login (the mock takes mock-<provider>:<email>:<name> as the provider token)', () => {
  it.each([
    ['facebook', 'Facebook', 'rudi.hartono@more.test', 'Rudi Hartono'],
    ['google', 'Google', 'ayu.lestari@more.test', 'Ayu Lestari'],
  ] as const)('logs in with a %s token', async (provider, label, email, name) => {
    const token = `mock-${provider}:${email}:${name}`;
    await storeApiPact()
      .addInteraction()
      .given('nobody is logged in')
      .uponReceiving(`a ${label} login with a provider token`)
      .withRequest('POST', `/auth/${provider}`, (request) => request.jsonBody({ token }))
      .willRespondWith(200, (response) =>
        response.jsonBody({
          success: boolean(true),
          message: string('Login berhasil'),
          // have_password depends on whether the account was made by this login: a boolean either way.
          data: signedIn({ name, email, havePassword: false }),
        }),
      )
      .executeTest(async (server) => {
        const result = await new HttpAuthApi(storeApiAt(server.url)).socialLogin(provider, token);
        expect(result.user).toMatchObject({ name, email, hasPassword: false });
      });
  });
});

describe('session: POST auth/logout', () => {
  it('ends the demo customer\'s session', async () => {
    await storeApiPact()
      .addInteraction()
      .given('the demo customer is logged in')
      .uponReceiving('a logout of the demo customer')
      .withRequest('POST', '/auth/logout', (request) => request.headers(bearer(DEMO_TOKEN)))
      .willRespondWith(200, (response) => response.jsonBody({ success: boolean(true), message: string('Berhasil keluar') }))
      .executeTest(async (server) => {
        await expect(new HttpAuthApi(storeApiAt(server.url, DEMO_TOKEN)).logout()).resolves.toBeUndefined();
      });
  });
});

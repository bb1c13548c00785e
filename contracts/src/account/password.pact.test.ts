import { HttpAccountPasswordApi, HttpPasswordRecoveryApi } from '@more/adapters';
import { MatchersV3 } from '@pact-foundation/pact';
import { describe, expect, it } from 'vitest';
import { bearer, DEMO_TOKEN, storeApiAt, storeApiPact } from '../pact-setup';
import { SOCIAL_CUSTOMER_TOKEN } from './states';
import { wibTime } from '../matchers';

const { boolean, string } = MatchersV3;
const DEMO = { email: 'pembeli@more.test', password: 'Rahasia123' };
const RESET_TOKEN = '9c2f4e6a8b0d1f3e5a7c9e1b3d5f7a9c2e4b6d80';
const done = (message: string) => ({ success: boolean(true), message: string(message) });

describe('account: POST more/user/have/password', () => {
  it('says whether the customer has a password', async () => {
    await storeApiPact()
      .addInteraction()
      .given('the demo customer is logged in')
      .uponReceiving('a have-password check of the demo customer')
      .withRequest('POST', '/more/user/have/password', (request) => request.headers(bearer(DEMO_TOKEN)))
      .willRespondWith(200, (response) => response.jsonBody({ ...done('Berhasil'), data: { have_password: boolean(true) } }))
      .executeTest(async (server) => {
        expect(await new HttpAccountPasswordApi(storeApiAt(server.url, DEMO_TOKEN)).hasPassword()).toBe(true);
      });
  });
});

describe('account: POST more/user/password', () => {
  it('changes the password, checking the old one', async () => {
    await storeApiPact()
      .addInteraction()
      .given('the demo customer is logged in')
      .given('the demo customer signs in with', DEMO)
      .uponReceiving('a change of the demo customer\'s password')
      .withRequest('POST', '/more/user/password', (request) =>
        request.headers(bearer(DEMO_TOKEN)).jsonBody({ old_password: DEMO.password, password: 'RahasiaBaru456' }),
      )
      .willRespondWith(200, (response) => response.jsonBody(done('Kata sandi berhasil diubah')))
      .executeTest(async (server) => {
        await expect(
          new HttpAccountPasswordApi(storeApiAt(server.url, DEMO_TOKEN)).changePassword({ oldPassword: DEMO.password, newPassword: 'RahasiaBaru456' }),
        ).resolves.toBeUndefined();
      });
  });
});

describe('account: POST more/user/reset', () => {
  it('sets a first password on an account made by social login', async () => {
    await storeApiPact()
      .addInteraction()
      .given('a customer who signed up with Google is logged in')
      .uponReceiving('a first password for a customer who signed up with Google')
      .withRequest('POST', '/more/user/reset', (request) => request.headers(bearer(SOCIAL_CUSTOMER_TOKEN)).jsonBody({ password: 'PertamaKali1' }))
      .willRespondWith(200, (response) => response.jsonBody(done('Kata sandi berhasil dibuat')))
      .executeTest(async (server) => {
        await expect(new HttpAccountPasswordApi(storeApiAt(server.url, SOCIAL_CUSTOMER_TOKEN)).setFirstPassword('PertamaKali1')).resolves.toBeUndefined();
      });
  });
});

describe('account: POST mail/reset/password', () => {
  it('mails a reset link', async () => {
    await storeApiPact()
      .addInteraction()
      .given('the demo customer signs in with', DEMO)
      .uponReceiving('a request for a password reset link')
      .withRequest('POST', '/mail/reset/password', (request) => request.jsonBody({ email: DEMO.email }))
      .willRespondWith(200, (response) => response.jsonBody(done('Jika email terdaftar, tautan atur ulang kata sandi telah dikirim')))
      .executeTest(async (server) => {
        await expect(new HttpPasswordRecoveryApi(storeApiAt(server.url)).requestReset(DEMO.email)).resolves.toBeUndefined();
      });
  });

  it('sets the new password with the link\'s token', async () => {
    await storeApiPact()
      .addInteraction()
      .given('a password reset was requested for', { email: DEMO.email, token: RESET_TOKEN })
      .uponReceiving('a new password with a reset link\'s token')
      .withRequest('POST', '/mail/reset/password', (request) => request.jsonBody({ token: RESET_TOKEN, password: 'LupaTadi789' }))
      .willRespondWith(200, (response) => response.jsonBody(done('Kata sandi berhasil diubah. Silakan login kembali')))
      .executeTest(async (server) => {
        await expect(new HttpPasswordRecoveryApi(storeApiAt(server.url)).completeReset(RESET_TOKEN, 'LupaTadi789')).resolves.toBeUndefined();
      });
  });
});

describe('account: GET mail/reset/valid/{token}', () => {
  it('says a reset link is valid, and for which address', async () => {
    await storeApiPact()
      .addInteraction()
      .given('a password reset was requested for', { email: DEMO.email, token: RESET_TOKEN })
      .uponReceiving('a check of a valid password reset link')
      .withRequest('GET', `/mail/reset/valid/${RESET_TOKEN}`)
      .willRespondWith(200, (response) =>
        response.jsonBody({ ...done('Tautan masih berlaku'), data: { email: string(DEMO.email), expires_at: wibTime('2026-11-21T11:00:00+07:00') } }),
      )
      .executeTest(async (server) => {
        expect(await new HttpPasswordRecoveryApi(storeApiAt(server.url)).checkResetLink(RESET_TOKEN)).toBe(DEMO.email);
      });
  });
});

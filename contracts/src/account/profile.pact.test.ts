import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { HttpAccountApi } from '@more/adapters';
import { StoreFailure } from '@more/core';
import { MatchersV3 } from '@pact-foundation/pact';
import { describe, expect, it } from 'vitest';
import { bearer, DEMO_TOKEN, NEW_CUSTOMER_TOKEN, storeApiAt, storeApiPact } from '../pact-setup';
import { completeProfile, refusalBody, user } from '../session/user-matchers';
import { formFields } from './form-body';
import { wibTime } from '../matchers';

const { boolean, eachLike, integer, regex, string } = MatchersV3;
const SINTA = { name: 'Sinta Wulandari', email: 'pembeli@more.test' };
const answer = (message: string, data: unknown) => ({ success: boolean(true), message: string(message), data });

describe('account: POST more/user/show', () => {
  it('answers the current customer', async () => {
    await storeApiPact()
      .addInteraction()
      .given('the demo customer is logged in')
      .given('the demo customer has a complete profile')
      .uponReceiving('a request for the current customer')
      .withRequest('POST', '/more/user/show', (request) => request.headers(bearer(DEMO_TOKEN)))
      .willRespondWith(200, (response) => response.jsonBody(answer('Berhasil', { ...user(SINTA), ...completeProfile })))
      .executeTest(async (server) => {
        expect(await new HttpAccountApi(storeApiAt(server.url, DEMO_TOKEN)).currentProfile()).toEqual({
          ...SINTA,
          picture: 'http://127.0.0.1:5173/media/art/avatar/Sinta%20Wulandari.svg',
          hasPassword: true,
          phone: '081234567890',
          birthDate: '1994-08-17',
          gender: 'female',
          emailVerified: true,
          location: { cityId: '3578', cityName: 'KOTA SURABAYA', provinceId: '35' },
          points: 12500,
        });
      });
  });

  it('answers 401 without a token', async () => {
    await storeApiPact()
      .addInteraction()
      .given('nobody is logged in')
      .uponReceiving('a request for the current customer without a token')
      .withRequest('POST', '/more/user/show')
      .willRespondWith(401, (response) => response.jsonBody(refusalBody('Silakan login terlebih dahulu')))
      .executeTest(async (server) => {
        const error = await new HttpAccountApi(storeApiAt(server.url)).currentProfile().catch((e: unknown) => e);
        expect(error).toBeInstanceOf(StoreFailure);
        expect(error).toMatchObject({ kind: 'unauthorized', call: 'POST more/user/show', details: { status: 401 } });
      });
  });
});

describe('account: GET more/user/moreversary', () => {
  it('answers the anniversary campaign for the customer', async () => {
    await storeApiPact()
      .addInteraction()
      .given('the demo customer is logged in')
      .given('the anniversary campaign is running')
      .uponReceiving('a request for the MOREVERSARY status of the demo customer')
      .withRequest('GET', '/more/user/moreversary', (request) => request.headers(bearer(DEMO_TOKEN)))
      .willRespondWith(200, (response) =>
        response.jsonBody(
          answer('Berhasil', {
            title: string('MOREVERSARY 2026'),
            start_at: wibTime('2026-11-16T10:00:00+07:00'),
            end_at: wibTime('2026-12-16T10:00:00+07:00'),
            is_active: boolean(true),
            member_since: wibTime('2025-10-17T10:00:00+07:00'),
            is_eligible: boolean(true),
            reward: string('Voucher ulang tahun Rp100.000 untuk belanja minimal Rp1.000.000'),
          }),
        ),
      )
      .executeTest(async (server) => {
        expect(await new HttpAccountApi(storeApiAt(server.url, DEMO_TOKEN)).moreversary()).toEqual({
          title: 'MOREVERSARY 2026',
          startsAt: Date.UTC(2026, 10, 16, 3, 0),
          endsAt: Date.UTC(2026, 11, 16, 3, 0),
          active: true,
          memberSince: Date.UTC(2025, 9, 17, 3, 0),
          eligible: true,
          reward: 'Voucher ulang tahun Rp100.000 untuk belanja minimal Rp1.000.000',
        });
      });
  });
});

describe('account: PUT more/user/update', () => {
  it('saves name, phone, birth date and gender', async () => {
    const changes = { name: 'Sinta Wulandari', phone: '081355557777', birthDate: '1994-08-17', gender: 'female' as const };
    await storeApiPact()
      .addInteraction()
      .given('the demo customer is logged in')
      // A new number is kept only once proved (the store's PhoneVerification confirms the code, then saves).
      .given('a phone number was proved by its WhatsApp code', { phone: changes.phone })
      .uponReceiving('an update of the demo customer\'s profile')
      .withRequest('PUT', '/more/user/update', (request) =>
        request.headers(bearer(DEMO_TOKEN)).jsonBody({ name: changes.name, phone: changes.phone, birth_date: changes.birthDate, gender: changes.gender }),
      )
      .willRespondWith(200, (response) =>
        response.jsonBody(
          answer('Profil berhasil diperbarui', {
            ...user(SINTA),
            phone: string(changes.phone),
            birth_date: string(changes.birthDate),
            gender: string(changes.gender),
          }),
        ),
      )
      .executeTest(async (server) => {
        const profile = await new HttpAccountApi(storeApiAt(server.url, DEMO_TOKEN)).updateProfile(changes);
        expect(profile).toMatchObject({ phone: changes.phone, birthDate: changes.birthDate, gender: 'female' });
      });
  });
});

describe('account: POST more/user/store', () => {
  it('takes a profile photo as multipart field picture', async () => {
    // A 1×1 PNG: the smallest image the mock accepts.
    const png = Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==', 'base64');
    const file = join(mkdtempSync(join(tmpdir(), 'more-photo-')), 'foto-profil.png');
    writeFileSync(file, png);
    await storeApiPact()
      .addInteraction()
      .given('the demo customer is logged in')
      .uponReceiving('an upload of the demo customer\'s profile photo')
      .withRequest('POST', '/more/user/store', (request) => request.headers(bearer(DEMO_TOKEN)).multipartBody('image/png', file, 'picture'))
      .willRespondWith(200, (response) =>
        response.jsonBody(
          answer('Foto profil berhasil diperbarui', {
            ...user(SINTA),
            picture: regex(/^https?:\/\/.+/, 'http://127.0.0.1:5173/media/art/avatar/Sinta%20Wulandari.svg?v=1795230000000'),
          }),
        ),
      )
      .executeTest(async (server) => {
        const profile = await new HttpAccountApi(storeApiAt(server.url, DEMO_TOKEN)).uploadPhoto({
          fileName: 'foto-profil.png',
          mediaType: 'image/png',
          bytes: new Uint8Array(png),
        });
        expect(profile.picture).toBe('http://127.0.0.1:5173/media/art/avatar/Sinta%20Wulandari.svg?v=1795230000000');
      });
  });
});

describe('account: PUT more/user/email', () => {
  it('changes the new customer\'s email, unverified until its link is opened', async () => {
    const email = 'budi.santoso@more.test';
    await storeApiPact()
      .addInteraction()
      .given('a customer with nothing yet is logged in')
      .given('no account uses this email', { email })
      .uponReceiving('a change of the new customer\'s email')
      .withRequest('PUT', '/more/user/email', (request) => request.headers(bearer(NEW_CUSTOMER_TOKEN)).jsonBody({ email }))
      .willRespondWith(200, (response) => response.jsonBody(answer('Email diubah', user({ name: 'Budi Santoso', email, emailVerified: false }))))
      .executeTest(async (server) => {
        expect(await new HttpAccountApi(storeApiAt(server.url, NEW_CUSTOMER_TOKEN)).changeEmail(email)).toMatchObject({ email, emailVerified: false });
      });
  });
});

describe('account: GET more/user/check', () => {
  it('answers the profile progress', async () => {
    await storeApiPact()
      .addInteraction()
      .given('the demo customer is logged in')
      .uponReceiving('a request for the demo customer\'s profile progress')
      .withRequest('GET', '/more/user/check', (request) => request.headers(bearer(DEMO_TOKEN)))
      .willRespondWith(200, (response) =>
        response.jsonBody(
          answer('Berhasil', {
            steps: eachLike({ key: string('picture'), label: string('Foto profil'), done: boolean(true) }, 1),
            percentage: integer(100),
          }),
        ),
      )
      .executeTest(async (server) => {
        const progress = await new HttpAccountApi(storeApiAt(server.url, DEMO_TOKEN)).profileProgress();
        expect(progress).toEqual({ steps: [{ key: 'picture', label: 'Foto profil', done: true }], percentage: 100 });
      });
  });
});

describe('account: POST more/user/token', () => {
  it('registers a device for push notifications, as form fields', async () => {
    const device = { deviceId: 'web-3b9f2c71', deviceName: 'Chrome 131', deviceOs: 'Windows 11', accessToken: DEMO_TOKEN, firebaseToken: 'fcm-dGVzdC10b2tlbi0xMjM' };
    await storeApiPact()
      .addInteraction()
      .given('the demo customer is logged in')
      .uponReceiving('a registration of the demo customer\'s device for push notifications')
      .withRequest('POST', '/more/user/token', (request) =>
        formFields({
          device_id: { example: device.deviceId, pattern: /^.+$/ },
          device_name: { example: device.deviceName, pattern: /^.+$/ },
          device_os: { example: device.deviceOs, pattern: /^.+$/ },
          // The same token as the Authorization header.
          access_token: { example: device.accessToken, pattern: /^.+$/ },
          firebase_token: { example: device.firebaseToken, pattern: /^.+$/ },
          // "Push-token app version label 'more v2'" (document 2 §9).
          app_version: { example: 'more v2', pattern: /^more v2$/ },
        })(request).headers(bearer(DEMO_TOKEN)),
      )
      .willRespondWith(200, (response) =>
        response.jsonBody(
          answer('Perangkat terdaftar untuk notifikasi', {
            device_id: string(device.deviceId),
            app_version: string('more v2'),
            updated_at: wibTime('2026-11-21T10:00:00+07:00'),
          }),
        ),
      )
      .executeTest(async (server) => {
        await expect(new HttpAccountApi(storeApiAt(server.url, DEMO_TOKEN)).registerPushDevice(device)).resolves.toBeUndefined();
      });
  });
});

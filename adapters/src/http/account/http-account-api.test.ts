import { StoreFailure } from '@more/core';
import { createMockApi, DEMO_CUSTOMER, type MockApi, NEW_CUSTOMER, signIn } from '@more/mock-server';
import { setupServer } from 'msw/node';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { HttpAuthApi } from '../session/http-auth-api';
import { createStoreApi } from '../store-api';
import { HttpAccountApi } from './http-account-api';
import { HttpAccountPasswordApi } from './http-account-password-api';

const server = setupServer();
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterEach(() => server.resetHandlers());
afterAll(() => server.close());

const NOW = Date.UTC(2026, 10, 21, 3, 0);
const DAY = 24 * 3_600_000;
let mock: MockApi;
let token: string | null;
const storeApi = () => createStoreApi({ baseUrl: 'http://store.test/api/', retry: 0, accessToken: () => token });
beforeEach(async () => {
  mock = await createMockApi({ now: NOW });
  server.use(...mock.handlers);
  await signIn(mock.db, DEMO_CUSTOMER.id, 'demo', mock.clock.unixSeconds());
  await signIn(mock.db, NEW_CUSTOMER.id, 'budi', mock.clock.unixSeconds());
  token = 'demo';
});

const failureOf = async (promise: Promise<unknown>): Promise<StoreFailure> => {
  const error = await promise.then(() => null, (e: unknown) => e);
  expect(error).toBeInstanceOf(StoreFailure);
  return error as StoreFailure;
};

describe('HttpAccountApi against the mock API', () => {
  it('reads the current profile', async () => {
    expect(await new HttpAccountApi(storeApi()).currentProfile()).toEqual({
      name: DEMO_CUSTOMER.name,
      email: DEMO_CUSTOMER.email,
      picture: 'http://store.test/media/art/avatar/Sinta%20Wulandari.svg',
      hasPassword: true,
      phone: DEMO_CUSTOMER.phone,
      birthDate: '1994-08-17',
      gender: 'female',
      emailVerified: true,
      location: { cityId: '3578', cityName: 'KOTA SURABAYA', provinceId: '35' },
      points: 12_500,
    });
  });

  it('fails with 401 as "unauthorized" without a token', async () => {
    token = null;
    expect(await failureOf(new HttpAccountApi(storeApi()).currentProfile())).toMatchObject({ kind: 'unauthorized', call: 'POST more/user/show' });
  });

  it('updates the profile, and reports a wrong field as a 422 refusal', async () => {
    token = 'budi';
    const account = new HttpAccountApi(storeApi());
    // A new number is kept only once its owner confirmed its WhatsApp code (the store's PhoneVerification does it first).
    await mock.db.provenPhones.create({ phone: '081311112222', provenAt: mock.clock.unixSeconds() });
    const saved = await account.updateProfile({ name: 'Budi Santoso', phone: '081311112222', birthDate: '1990-02-28', gender: 'male' });
    expect(saved).toMatchObject({ phone: '081311112222', birthDate: '1990-02-28', gender: 'male', location: null, emailVerified: false });
    const failure = await failureOf(account.updateProfile({ name: 'Budi', phone: '12', birthDate: null, gender: null }));
    expect(failure).toMatchObject({ kind: 'rejected', details: { status: 422 } });
    expect(failure.details.data).toMatchObject({ errors: { phone: ['format phone tidak valid'] } });
    expect((await account.updateProfile({ name: 'Budi', phone: '081311112222', birthDate: null, gender: null })).birthDate).toBeNull();
  });

  it('uploads a photo as multipart field picture', async () => {
    const account = new HttpAccountApi(storeApi());
    const fractions: number[] = [];
    const profile = await account.uploadPhoto({ fileName: 'saya.png', mediaType: 'image/png', bytes: new Uint8Array([0x89, 0x50, 0x4e, 0x47]) }, (fraction) =>
      fractions.push(fraction),
    );
    // The review photos' upload transport reports the bytes sent, ending at all of them.
    expect(fractions.at(-1)).toBe(1);
    expect(profile.picture).toMatch(/^http:\/\/store\.test\/media\/art\/avatar\/Sinta%20Wulandari\.svg\?v=\d+$/);
    const refused = await failureOf(account.uploadPhoto({ fileName: 'ktp.pdf', mediaType: 'application/pdf', bytes: new Uint8Array([1]) }));
    expect(refused.details.data).toMatchObject({ errors: { picture: ['picture harus berupa gambar JPG, PNG, WebP atau GIF'] } });
  });

  it('changes the email, unverified', async () => {
    token = 'budi';
    expect(await new HttpAccountApi(storeApi()).changeEmail('budi.baru@more.test')).toMatchObject({ email: 'budi.baru@more.test', emailVerified: false });
  });

  it('reads the profile progress', async () => {
    token = 'budi';
    const progress = await new HttpAccountApi(storeApi()).profileProgress();
    expect(progress.percentage).toBe(17);
    expect(progress.steps.map((step) => [step.key, step.done])).toEqual([
      ['picture', false],
      ['phone', true],
      ['birth_date', false],
      ['gender', false],
      ['email_verified', false],
      ['location', false],
    ]);
  });

  it('reads the MOREVERSARY status with its times as instants', async () => {
    expect(await new HttpAccountApi(storeApi()).moreversary()).toEqual({
      title: 'MOREVERSARY 2026',
      startsAt: NOW - 5 * DAY,
      endsAt: NOW + 25 * DAY,
      active: true,
      memberSince: NOW - 400 * DAY,
      eligible: true,
      reward: 'Voucher ulang tahun Rp100.000 untuk belanja minimal Rp1.000.000',
    });
  });

  it('registers a push device with its form fields and the app version "more v2"', async () => {
    await new HttpAccountApi(storeApi()).registerPushDevice({
      deviceId: 'web-3b9f',
      deviceName: 'Chrome 131',
      deviceOs: 'Windows',
      accessToken: 'demo',
      firebaseToken: 'fcm-1',
    });
    expect(mock.db.pushDevices.findFirst((q) => q.where({ deviceId: 'web-3b9f' }))).toMatchObject({
      customerId: DEMO_CUSTOMER.id,
      deviceName: 'Chrome 131',
      deviceOs: 'Windows',
      firebaseToken: 'fcm-1',
      appVersion: 'more v2',
    });
  });
});

describe('HttpAccountPasswordApi against the mock API', () => {
  it('says whether the account has a password and changes it with the old one', async () => {
    const passwords = new HttpAccountPasswordApi(storeApi());
    expect(await passwords.hasPassword()).toBe(true);
    const wrong = await failureOf(passwords.changePassword({ oldPassword: 'salah-sandi', newPassword: 'RahasiaBaru456' }));
    expect(wrong.details.data).toMatchObject({ errors: { old_password: ['Kata sandi lama salah'] } });
    await passwords.changePassword({ oldPassword: DEMO_CUSTOMER.password, newPassword: 'RahasiaBaru456' });
    expect(mock.db.customers.findFirst((q) => q.where({ id: DEMO_CUSTOMER.id }))?.password).toBe('RahasiaBaru456');
  });

  it('sets a first password on an account made by social login', async () => {
    token = (await new HttpAuthApi(storeApi()).socialLogin('google', 'mock-google:ayu@gmail.com:Ayu')).token;
    const passwords = new HttpAccountPasswordApi(storeApi());
    expect(await passwords.hasPassword()).toBe(false);
    await passwords.setFirstPassword('PertamaKali1');
    expect(await passwords.hasPassword()).toBe(true);
    expect((await failureOf(passwords.setFirstPassword('LagiLagi123'))).details.status).toBe(422);
  });
});

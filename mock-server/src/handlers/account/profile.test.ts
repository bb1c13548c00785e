import { moreversaryWire, profileProgressWire, pushDeviceWire, userWire } from '@more/adapters/wire';
import { beforeEach, describe, expect, it } from 'vitest';
import { MOCK_ORIGIN, requestMock } from '../../in-process';
import { createMockApi, type MockApi } from '../../mock-api';
import { DEMO_CUSTOMER, NEW_CUSTOMER, signIn } from '../../seed/account';
import { PHONE_NOT_PROVED } from './profile';

const DEMO = 'demo-token';
const NEW = 'new-token';
const NOW = Date.UTC(2026, 10, 21, 3, 0);
let api: MockApi;
let log: string[];
beforeEach(async () => {
  log = [];
  api = await createMockApi({ now: NOW, log: (line) => log.push(line) });
  await signIn(api.db, DEMO_CUSTOMER.id, DEMO, api.clock.unixSeconds());
  await signIn(api.db, NEW_CUSTOMER.id, NEW, api.clock.unixSeconds());
});

const dataOf = (body: unknown) => (body as { data: unknown }).data;
const errorsOf = (body: unknown) => (body as { errors: Record<string, string[]> }).errors;
const demo = () => api.db.customers.findFirst((q) => q.where({ id: DEMO_CUSTOMER.id }))!;

/** The mock's clock runs on from the test's start: a time answered a moment later is a little later. */
const expectSoonAfter = (iso: string, expectedMs: number) => {
  const ms = Date.parse(iso);
  expect(iso).toMatch(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\+07:00$/);
  expect(ms).toBeGreaterThanOrEqual(expectedMs);
  expect(ms).toBeLessThan(expectedMs + 60_000);
};

describe('every profile call needs a customer', () => {
  it.each([
    ['POST', 'more/user/show'],
    ['PUT', 'more/user/update'],
    ['POST', 'more/user/store'],
    ['PUT', 'more/user/email'],
    ['GET', 'more/user/check'],
    ['GET', 'more/user/moreversary'],
    ['POST', 'more/user/token'],
  ])('%s %s answers 401 without a token, or with an unknown one', async (method, path) => {
    expect((await requestMock(api, { method, path })).status).toBe(401);
    expect((await requestMock(api, { method, path, token: 'tidak-dikenal' })).status).toBe(401);
  });
});

describe('POST more/user/show', () => {
  it('answers the demo customer\'s lived-in profile, pictures on the asking host', async () => {
    const answer = await requestMock(api, { method: 'POST', path: 'more/user/show', token: DEMO });
    expect(answer.status).toBe(200);
    expect(userWire.parse(dataOf(answer.body))).toEqual({
      id: 1,
      name: DEMO_CUSTOMER.name,
      email: DEMO_CUSTOMER.email,
      phone: DEMO_CUSTOMER.phone,
      picture: `${MOCK_ORIGIN}/media/art/avatar/Sinta%20Wulandari.svg`,
      birth_date: '1994-08-17',
      gender: 'female',
      have_password: true,
      email_verified: true,
      location: { city_id: '3578', city_name: 'KOTA SURABAYA', province_id: '35' },
      points: 12_500,
    });
  });
});

describe('PUT more/user/update', () => {
  /** The number's owner proves it as the store's PhoneVerification does: the code by WhatsApp, then the code back. */
  const prove = async (phone: string) => {
    await requestMock(api, { method: 'POST', path: 'message/wa/otp', json: { phone } });
    const code = api.db.oneTimeCodes.findFirst((q) => q.where({ channel: 'whatsapp' }))!.code;
    expect((await requestMock(api, { method: 'POST', path: `message/wa/otp/${code}`, json: { phone, otp: code } })).status).toBe(200);
  };

  it('saves name, phone, birth date and gender, and answers the saved profile', async () => {
    await prove('6281311112222');
    const answer = await requestMock(api, {
      method: 'PUT',
      path: 'more/user/update',
      token: NEW,
      json: { name: '  Budi S. Santoso ', phone: '6281311112222', birth_date: '1990-02-28', gender: 'male' },
    });
    expect(answer.status).toBe(200);
    expect(userWire.parse(dataOf(answer.body))).toMatchObject({ name: 'Budi S. Santoso', phone: '081311112222', birth_date: '1990-02-28', gender: 'male' });
    expect(api.db.customers.findFirst((q) => q.where({ id: NEW_CUSTOMER.id }))).toMatchObject({ phone: '081311112222', gender: 'male' });
  });

  it('refuses a new number nobody proved by its WhatsApp code, one proved too long ago, and a proof used once already; keeps the account\'s own number', async () => {
    const update = (phone: string, token = DEMO) => requestMock(api, { method: 'PUT', path: 'more/user/update', token, json: { name: DEMO_CUSTOMER.name, phone } });
    const unproved = await update('081399998888');
    expect(unproved).toMatchObject({ status: 422, body: { success: false, message: PHONE_NOT_PROVED, errors: { phone: [PHONE_NOT_PROVED] } } });
    expect(demo().phone).toBe(DEMO_CUSTOMER.phone);
    // The number the account has is no change: saving the name sends it back as it is.
    expect((await update(DEMO_CUSTOMER.phone)).status).toBe(200);

    await prove('081399998888');
    api.clock.advance(31 * 60 * 1000);
    expect((await update('081399998888')).status, 'a proof half an hour old').toBe(422);

    await prove('081399998888');
    expect((await update('081399998888')).status).toBe(200);
    expect(demo().phone).toBe('081399998888');
    // The proof was used up: another account cannot take the number with it.
    expect((await update('081399998888', NEW)).status).toBe(422);
  });

  it('leaves out fields alone and clears a birth date given as null', async () => {
    await requestMock(api, { method: 'PUT', path: 'more/user/update', token: DEMO, json: { birth_date: null } });
    expect(demo()).toMatchObject({ name: DEMO_CUSTOMER.name, birthDate: null, gender: 'female' });
  });

  it('refuses each wrong field with 422, in Indonesian', async () => {
    const answer = await requestMock(api, {
      method: 'PUT',
      path: 'more/user/update',
      token: DEMO,
      json: { name: 'S', phone: '0212345', birth_date: '2026-02-30', gender: 'lainnya' },
    });
    expect(answer.status).toBe(422);
    expect(errorsOf(answer.body)).toEqual({
      name: ['name minimal 2'],
      phone: ['format phone tidak valid'],
      birth_date: ['birth_date tidak valid'],
      gender: ['gender harus salah satu dari: male, female'],
    });
    expect(demo().name).toBe(DEMO_CUSTOMER.name);
  });

  it('refuses a birth date in the future', async () => {
    const answer = await requestMock(api, { method: 'PUT', path: 'more/user/update', token: DEMO, json: { birth_date: '2026-11-22' } });
    expect(errorsOf(answer.body)).toEqual({ birth_date: ['birth_date tidak valid'] });
  });
});

describe('POST more/user/store (profile photo)', () => {
  const upload = (file: File | string) => {
    const form = new FormData();
    form.append('picture', file);
    return requestMock(api, { method: 'POST', path: 'more/user/store', token: DEMO, form });
  };

  it('takes an image as multipart field picture and answers a new avatar URL on the mock\'s host', async () => {
    const before = demo().picture;
    const answer = await upload(new File([new Uint8Array([0x89, 0x50, 0x4e, 0x47])], 'saya.png', { type: 'image/png' }));
    expect(answer.status).toBe(200);
    const picture = userWire.parse(dataOf(answer.body)).picture!;
    expect(picture).toMatch(/^http:\/\/127\.0\.0\.1:5173\/media\/art\/avatar\/Sinta%20Wulandari\.svg\?v=\d+$/);
    expect(demo().picture).not.toBe(before);
    const image = await requestMock(api, { path: picture });
    expect(image.status).toBe(200);
  });

  it.each([
    ['a file that is not an image', new File(['%PDF'], 'ktp.pdf', { type: 'application/pdf' }), 'picture harus berupa gambar JPG, PNG, WebP atau GIF'],
    ['an empty image', new File([], 'kosong.jpg', { type: 'image/jpeg' }), 'picture harus berukuran 1 byte sampai 2 MB'],
    ['an image over 2 MB', new File([new Uint8Array(2 * 1024 * 1024 + 1)], 'besar.jpg', { type: 'image/jpeg' }), 'picture harus berukuran 1 byte sampai 2 MB'],
  ])('refuses %s with 422 naming picture', async (_, file, reason) => {
    const answer = await upload(file);
    expect(answer.status).toBe(422);
    expect(errorsOf(answer.body)).toEqual({ picture: [reason] });
  });

  it('refuses a picture sent as text, or no picture', async () => {
    expect((await upload('foto.png')).status).toBe(422);
    expect(errorsOf((await requestMock(api, { method: 'POST', path: 'more/user/store', token: DEMO, json: {} })).body)).toHaveProperty('picture');
  });
});

describe('PUT more/user/email', () => {
  it('changes the address, unverified until its mailed link is opened', async () => {
    const answer = await requestMock(api, { method: 'PUT', path: 'more/user/email', token: NEW, json: { email: 'Budi.Baru@More.test' } });
    expect(userWire.parse(dataOf(answer.body))).toMatchObject({ email: 'budi.baru@more.test', email_verified: false });
    const link = log.find((line) => line.startsWith('Tautan verifikasi email untuk budi.baru@more.test'))!;
    const id = link.split('/verify-email/')[1]!;
    expect((await requestMock(api, { path: `mail/verification/${id}` })).status).toBe(200);
    expect(api.db.customers.findFirst((q) => q.where({ id: NEW_CUSTOMER.id }))?.emailVerified).toBe(true);
  });

  it('refuses an address another account uses, or no address, with 422 naming email', async () => {
    const taken = await requestMock(api, { method: 'PUT', path: 'more/user/email', token: NEW, json: { email: DEMO_CUSTOMER.email } });
    expect(taken).toMatchObject({ status: 422, body: { errors: { email: ['Email sudah terdaftar'] } } });
    const missing = await requestMock(api, { method: 'PUT', path: 'more/user/email', token: NEW, json: {} });
    expect(errorsOf(missing.body)).toEqual({ email: ['email wajib diisi'] });
  });
});

describe('GET more/user/check (profile progress)', () => {
  const progress = async (token: string) =>
    profileProgressWire.parse(dataOf((await requestMock(api, { path: 'more/user/check', token })).body));

  it('shows the demo customer complete, and the new customer with only a phone', async () => {
    expect((await progress(DEMO)).percentage).toBe(100);
    const fresh = await progress(NEW);
    expect(fresh.steps.filter((step) => step.done).map((step) => step.key)).toEqual(['phone']);
    expect(fresh.percentage).toBe(17);
  });

  it('moves as the profile is filled in', async () => {
    await requestMock(api, { method: 'PUT', path: 'more/user/update', token: NEW, json: { gender: 'male', birth_date: '1990-01-01' } });
    expect((await progress(NEW)).percentage).toBe(50);
  });
});

describe('GET more/user/moreversary', () => {
  const status = async (token: string) => moreversaryWire.parse(dataOf((await requestMock(api, { path: 'more/user/moreversary', token })).body));

  it('offers the reward to a customer of more than 30 days while the campaign runs', async () => {
    expect(await status(DEMO)).toEqual({
      title: 'MOREVERSARY 2026',
      start_at: '2026-11-16T10:00:00+07:00',
      end_at: '2026-12-16T10:00:00+07:00',
      is_active: true,
      member_since: '2025-10-17T10:00:00+07:00',
      is_eligible: true,
      reward: 'Voucher ulang tahun Rp100.000 untuk belanja minimal Rp1.000.000',
    });
  });

  it('not to an account of 3 days, and to nobody once the campaign has ended', async () => {
    expect(await status(NEW)).toMatchObject({ is_active: true, is_eligible: false, reward: null });
    api.clock.advance(26 * 24 * 3_600_000);
    expect(await status(DEMO)).toMatchObject({ is_active: false, is_eligible: false, reward: null });
  });
});

describe('POST more/user/token (push notifications)', () => {
  const device = (token: string, fields: Record<string, string> = {}) => {
    const form = new FormData();
    const values = { device_id: 'web-3b9f', device_name: 'Chrome 131', device_os: 'Windows', access_token: token, firebase_token: 'fcm-1', app_version: 'more v2', ...fields };
    for (const [key, value] of Object.entries(values)) form.append(key, value);
    return requestMock(api, { method: 'POST', path: 'more/user/token', token, form });
  };

  it('stores the form fields per device, and moves a device to whoever registers it last', async () => {
    const answer = await device(DEMO);
    expect(answer.status).toBe(200);
    const registered = pushDeviceWire.parse(dataOf(answer.body));
    expect(registered).toMatchObject({ device_id: 'web-3b9f', app_version: 'more v2' });
    expectSoonAfter(registered.updated_at, NOW);
    await device(DEMO, { firebase_token: 'fcm-2' });
    await device(NEW, { firebase_token: 'fcm-3' });
    const records = api.db.pushDevices.findMany((q) => q.where({ deviceId: 'web-3b9f' }));
    expect(records).toHaveLength(1);
    expect(records[0]).toMatchObject({ customerId: NEW_CUSTOMER.id, firebaseToken: 'fcm-3', deviceName: 'Chrome 131', appVersion: 'more v2' });
  });

  it('refuses missing fields, and an access_token that is not the login\'s', async () => {
    const form = new FormData();
    form.append('device_id', 'x');
    const missing = await requestMock(api, { method: 'POST', path: 'more/user/token', token: DEMO, form });
    expect(Object.keys(errorsOf(missing.body)).sort()).toEqual(['access_token', 'app_version', 'device_name', 'device_os', 'firebase_token']);
    expect(errorsOf((await device(DEMO, { access_token: NEW })).body)).toEqual({ access_token: ['access_token tidak sama dengan token login'] });
  });
});

import { describe, expect, it } from 'vitest';
import { StoreFailure } from '../shared/failure';
import {
  aProfile,
  InMemoryAccountApi,
  InMemoryAccountPasswordApi,
  InMemoryAccountVerificationApi,
  InMemoryPasswordRecoveryApi,
} from './fakes';

const refusal = async (promise: Promise<unknown>) => {
  const error = await promise.then(() => null, (e: unknown) => e);
  expect(error).toBeInstanceOf(StoreFailure);
  return error as StoreFailure;
};

// The fakes stand in for the HTTP adapters in use-case tests: they must refuse the way those do.
describe('in-memory account', () => {
  it('keeps the profile it was given and the changes made to it', async () => {
    const api = new InMemoryAccountApi(aProfile({ picture: null }));
    expect((await api.currentProfile()).name).toBe('Sinta Pembeli');
    expect(await api.updateProfile({ name: 'Sinta W', phone: '0811', birthDate: null, gender: null })).toMatchObject({ name: 'Sinta W', gender: null });
    expect((await api.uploadPhoto({ fileName: 'saya.png', mediaType: 'image/png', bytes: new Uint8Array([1]) })).picture).toBe('https://media.test/avatar/saya.png');
    expect(await api.changeEmail('baru@more.test')).toMatchObject({ email: 'baru@more.test', emailVerified: false });
    expect((await api.profileProgress()).percentage).toBe(50);
    expect((await api.moreversary()).eligible).toBe(true);
    expect(api.calls).toEqual(['currentProfile', 'updateProfile', 'uploadPhoto', 'changeEmail', 'profileProgress', 'moreversary']);
  });

  it('refuses a photo that is not an image, with 422 naming picture', async () => {
    const failure = await refusal(new InMemoryAccountApi().uploadPhoto({ fileName: 'a.pdf', mediaType: 'application/pdf', bytes: new Uint8Array() }));
    expect(failure.details.status).toBe(422);
  });

  it('keeps one registration per device', async () => {
    const api = new InMemoryAccountApi();
    const device = { deviceId: 'd1', deviceName: 'Chrome', deviceOs: 'Android', accessToken: 't', firebaseToken: 'f1' };
    await api.registerPushDevice(device);
    await api.registerPushDevice({ ...device, firebaseToken: 'f2' });
    expect(api.devices).toEqual([{ ...device, firebaseToken: 'f2' }]);
  });

  it('fails every call on request', async () => {
    const api = new InMemoryAccountApi();
    api.failWith = new Error('Failed to fetch');
    await expect(api.currentProfile()).rejects.toThrow('Failed to fetch');
  });
});

describe('in-memory password', () => {
  it('changes a password only with the right old one', async () => {
    const api = new InMemoryAccountPasswordApi('lama-123');
    expect((await refusal(api.changePassword({ oldPassword: 'salah', newPassword: 'baru-1234' }))).call).toBe('POST more/user/password');
    await api.changePassword({ oldPassword: 'lama-123', newPassword: 'baru-1234' });
    expect(api.password).toBe('baru-1234');
    await refusal(api.setFirstPassword('lain-1234'));
  });

  it('sets a first password on an account made by social login', async () => {
    const api = new InMemoryAccountPasswordApi(null);
    expect(await api.hasPassword()).toBe(false);
    await api.setFirstPassword('pertama-123');
    expect(await api.hasPassword()).toBe(true);
  });
});

describe('in-memory password recovery', () => {
  it('mails a link only to an account, and uses it up', async () => {
    const api = new InMemoryPasswordRecoveryApi();
    await api.requestReset('tidak-ada@more.test');
    await api.requestReset('pembeli@more.test');
    expect(api.mailed).toEqual([{ email: 'pembeli@more.test', token: 'reset-1' }]);
    expect(await api.checkResetLink('reset-1')).toBe('pembeli@more.test');
    await api.completeReset('reset-1', 'BaruSekali1');
    expect(api.passwords.get('pembeli@more.test')).toBe('BaruSekali1');
    expect((await refusal(api.checkResetLink('reset-1'))).details.status).toBe(422);
    await refusal(api.completeReset('reset-1', 'x'));
  });
});

describe('in-memory verification', () => {
  it('accepts the last code sent to a target, and refuses any other', async () => {
    const api = new InMemoryAccountVerificationApi();
    expect((await api.sendEmailCode('a@more.test')).sentTo).toBe('a@more.test');
    await api.sendWhatsappCode('0812');
    const [mail, wa] = api.sent;
    await refusal(api.confirmEmailCode('a@more.test', 'salah'));
    await api.confirmEmailCode('a@more.test', mail!.code);
    await refusal(api.confirmWhatsappCode('0812', mail!.code));
    await api.confirmWhatsappCode('0812', wa!.code);
    expect(api.confirmed).toEqual(['a@more.test', '0812']);
  });

  it('verifies a known verification id and says 404 for another', async () => {
    const api = new InMemoryAccountVerificationApi();
    await api.verifyEmail('verifikasi-1');
    expect((await refusal(api.verifyEmail('x'))).kind).toBe('not-found');
  });
});

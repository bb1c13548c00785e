import fc from 'fast-check';
import { VirtualTimeScheduler } from 'rxjs';
import { describe, expect, it } from 'vitest';
import { settle } from '../cart/virtual-time.fixture';
import { AuthStore } from '../session/auth-store';
import { aUser } from '../session/fakes';
import { InMemorySessionStore } from '../session/session-store.port';
import { StoreFailure } from '../shared/failure';
import { validateOneTimeCode, validatePasswordChange, validateProfileDetails } from './account-forms';
import { AccountPassword } from './account-password';
import { AccountProfile } from './account-profile';
import { EmailChange } from './email-change';
import { InMemoryAccountApi, InMemoryAccountPasswordApi, InMemoryAccountVerificationApi, aProfile } from './fakes';
import { PhoneVerification } from './phone-verification';
import { ProfileCompletion, profileProgressText } from './profile-completion';
import { ProfileDetailsEditor } from './profile-details';
import { PROFILE_PHOTO_MAX_BYTES, ProfilePhotoUpload, profilePhotoRefusal } from './profile-photo';
import { RESEND_SECONDS } from './resend-countdown';

const file = (name: string, type: string, size: number) => ({ name, type, size, arrayBuffer: () => Promise.resolve(new ArrayBuffer(Math.min(size, 16))) });

const setup = async () => {
  const auth = new AuthStore(new InMemorySessionStore({ token: 'token-0', user: aUser({ name: 'Nama Lama' }) }));
  const api = new InMemoryAccountApi(aProfile({ name: 'Sinta', picture: null, emailVerified: true, phone: null }));
  const verification = new InMemoryAccountVerificationApi();
  const scheduler = new VirtualTimeScheduler();
  const profile = new AccountProfile(api, auth);
  const completion = new ProfileCompletion(api, auth);
  await profile.load();
  api.calls.length = 0;
  return { auth, api, verification, scheduler, profile, completion };
};


describe('account details (PUT more/user/update)', () => {
  it('saves name, birth date and gender without the phone, and the header shows the new name at once', async () => {
    const { api, auth, profile, completion } = await setup();
    const outcome = await new ProfileDetailsEditor(api, profile, completion).save({ name: '  Sinta Ayu ', birthDate: '', gender: 'female' });
    expect(outcome).toEqual({ ok: true });
    expect(api.calls[0]).toBe('updateProfile');
    expect(auth.current.user?.name).toBe('Sinta Ayu');
    expect(profile.current).toMatchObject({ status: 'ready', value: { name: 'Sinta Ayu', birthDate: null, gender: 'female', phone: null } });
    await settle();
    expect(api.calls).toContain('profileProgress');
  });

  it('answers a refusal without touching the profile', async () => {
    const { api, auth, profile, completion } = await setup();
    api.failWith = new StoreFailure('rejected', 'PUT more/user/update', 'HTTP 422', { status: 422, fieldErrors: { name: ['Nama terlalu panjang'] } });
    const outcome = await new ProfileDetailsEditor(api, profile, completion).save({ name: 'X', birthDate: '', gender: '' });
    expect(outcome.ok).toBe(false);
    expect(auth.current.user?.name).toBe('Sinta');
  });

  it('validates beside each field, in Indonesian', () => {
    expect(validateProfileDetails({ name: ' ', birthDate: '2030-01-01', gender: '' }, '2026-11-26')).toEqual({
      name: 'Nama wajib diisi',
      birthDate: 'Tanggal lahir tidak boleh melewati hari ini',
    });
    expect(validateProfileDetails({ name: 'Sinta', birthDate: '1994-08-17', gender: 'male' }, '2026-11-26')).toEqual({});
  });
});

describe('the profile photo (POST more/user/store)', () => {
  it('refuses a file that is no image, or is over 2 MB, before any request', async () => {
    const { api, profile, completion } = await setup();
    const photo = new ProfilePhotoUpload(api, profile, completion);
    await photo.choose(file('catatan.txt', 'text/plain', 100));
    expect(photo.current).toEqual({ kind: 'refused', message: 'catatan.txt bukan gambar. Pilih foto JPG, PNG, WEBP atau GIF.' });
    await photo.choose(file('besar.jpg', 'image/jpeg', 3 * 1024 * 1024));
    expect(photo.current).toEqual({ kind: 'refused', message: 'besar.jpg terlalu besar (3,0 MB). Ukuran maksimal 2 MB.' });
    expect(api.calls).toEqual([]);
  });

  it('takes every image up to 2 MB, and refuses every size above it', () => {
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 8 * 1024 * 1024 }), fc.constantFrom('image/jpeg', 'image/png', 'image/webp', 'image/gif'), (size, type) => {
        expect(profilePhotoRefusal({ name: 'a', type, size }) === null).toBe(size <= PROFILE_PHOTO_MAX_BYTES);
      }),
    );
  });

  it('uploads with progress, then shows the new picture in the profile and the header; a failure keeps the file for a retry', async () => {
    const { api, auth, profile, completion } = await setup();
    const photo = new ProfilePhotoUpload(api, profile, completion);
    const seen: string[] = [];
    photo.state$.subscribe((state) => seen.push(state.kind === 'uploading' ? `uploading ${state.percent}` : state.kind));
    api.failWith = new StoreFailure('network', 'POST more/user/store', 'offline');
    await photo.choose(file('saya.png', 'image/png', 1000));
    expect(photo.current).toMatchObject({ kind: 'failed', file: { name: 'saya.png' } });
    api.failWith = null;
    await photo.retry();
    expect(seen).toEqual(['idle', 'uploading 0', 'failed', 'uploading 0', 'uploading 50', 'uploading 100', 'saved']);
    expect(auth.current.user?.picture).toBe('https://media.test/avatar/saya.png');
    photo.clearOnLogout();
    expect(photo.current.kind).toBe('idle');
  });
});

describe('email change and its code (PUT more/user/email, mail/otp)', () => {
  it('shows the new address unverified, sends a code with a resend countdown, and a right code verifies it', async () => {
    const { api, verification, scheduler, profile, completion } = await setup();
    const email = new EmailChange(api, verification, profile, completion, scheduler);
    expect(await email.change('baru@more.test')).toEqual({ ok: true });
    expect(profile.current).toMatchObject({ value: { email: 'baru@more.test', emailVerified: false } });

    expect(await email.sendCode()).toEqual({ ok: true });
    expect(email.codeView).toEqual({ sentTo: 'baru@more.test', resendIn: RESEND_SECONDS });
    scheduler.flush();
    expect(email.codeView.resendIn).toBe(0);

    expect((await email.confirmCode('999999')).ok).toBe(false);
    api.profile = { ...api.profile, emailVerified: true };
    expect(await email.confirmCode(verification.sent.at(-1)!.code)).toEqual({ ok: true });
    expect(profile.current).toMatchObject({ value: { emailVerified: true } });
    expect(email.codeView.sentTo).toBeNull();
    // A code on its way to this customer is forgotten at logout.
    await email.sendCode();
    email.clearOnLogout();
    expect(email.codeView).toEqual({ sentTo: null, resendIn: 0 });
  });
});

describe('phone confirmed by WhatsApp (message/wa/otp)', () => {
  it('saves the number only after its code is confirmed; the countdown runs on the scheduler', async () => {
    const { api, verification, scheduler, profile, completion } = await setup();
    const phone = new PhoneVerification(api, verification, profile, completion, scheduler);
    await phone.sendCode('0812 3456-7890');
    expect(verification.sent.at(-1)?.target).toBe('081234567890');
    const seen: number[] = [];
    phone.code$.subscribe((view) => seen.push(view.resendIn));
    scheduler.flush();
    expect(seen[0]).toBe(RESEND_SECONDS);
    expect(seen.at(-1)).toBe(0);
    expect(seen).toHaveLength(RESEND_SECONDS + 1);

    expect((await phone.confirm('000001')).ok).toBe(false);
    expect(api.calls).not.toContain('updateProfile');
    expect(await phone.confirm(verification.sent.at(-1)!.code)).toEqual({ ok: true });
    expect(profile.current).toMatchObject({ value: { phone: '081234567890' } });
    phone.clearOnLogout();
    expect(phone.codeView).toEqual({ sentTo: null, resendIn: 0 });
  });

  it('a code the server holds back (429 with Retry-After) shows its reason, and the countdown waits out the server\'s seconds beside the code on its way', async () => {
    const { api, verification, scheduler, profile, completion } = await setup();
    const phone = new PhoneVerification(api, verification, profile, completion, scheduler);
    const held = new StoreFailure('rejected', 'POST message/wa/otp', 'POST message/wa/otp answered 429', {
      status: 429,
      serverMessage: 'Kode OTP baru dapat dikirim ulang dalam 40 detik',
      retryAfterSeconds: 40,
    });
    verification.sendWhatsappCode = () => Promise.reject(held);
    const outcome = await phone.sendCode('081234567890');
    expect(outcome).toEqual({ ok: false, failure: held });
    expect(phone.codeView).toEqual({ sentTo: '081234567890', resendIn: 40 });
    scheduler.flush();
    expect(phone.codeView.resendIn).toBe(0);
  });

  it('a refusal without Retry-After starts no countdown', async () => {
    const { api, verification, scheduler, profile, completion } = await setup();
    const phone = new PhoneVerification(api, verification, profile, completion, scheduler);
    verification.sendWhatsappCode = () => Promise.reject(new StoreFailure('rejected', 'POST message/wa/otp', 'answered 422', { status: 422, serverMessage: 'format phone tidak valid' }));
    expect((await phone.sendCode('0812')).ok).toBe(false);
    expect(phone.codeView).toEqual({ sentTo: null, resendIn: 0 });
  });

  it('a code is 6 digits', () => {
    expect(validateOneTimeCode({ code: '' })).toEqual({ code: 'Kode OTP wajib diisi' });
    expect(validateOneTimeCode({ code: '12a456' })).toEqual({ code: 'Kode OTP terdiri dari 6 angka' });
    expect(validateOneTimeCode({ code: ' 123456 ' })).toEqual({});
  });
});

describe('profile progress (GET more/user/check)', () => {
  it('says what is still missing, in Indonesian', async () => {
    const { api, completion, auth } = await setup();
    await completion.load();
    expect(completion.current.status).toBe('ready');
    if (completion.current.status === 'ready') expect(profileProgressText(completion.current.value)).toBe('Belum lengkap: Foto profil, Nomor HP');
    expect(profileProgressText({ steps: [{ key: 'picture', label: 'Foto profil', done: true }], percentage: 100 })).toBe('Profil Anda sudah lengkap');
    completion.clearOnLogout();
    expect(completion.current.status).toBe('idle');
    auth.clearUser();
    auth.clearToken();
    await completion.load();
    expect(api.calls.filter((c) => c === 'profileProgress')).toHaveLength(1);
  });
});

describe('the password (more/user/have/password, password, reset)', () => {
  const passwordSetup = (password: string | null) => {
    const auth = new AuthStore(new InMemorySessionStore({ token: 'token-0', user: aUser({ hasPassword: password !== null }) }));
    const api = new InMemoryAccountPasswordApi(password);
    return { auth, api, account: new AccountPassword(api, auth) };
  };

  it('changes a password after checking the old one', async () => {
    const { api, account } = passwordSetup('Rahasia123');
    await account.load();
    expect(account.current).toEqual({ status: 'ready', value: true });
    const wrong = await account.change('salah', 'KataBaru123');
    expect(wrong.ok === false && wrong.failure.details.fieldErrors).toEqual({ old_password: ['Kata sandi lama salah'] });
    expect(await account.change('Rahasia123', 'KataBaru123')).toEqual({ ok: true });
    expect(api.password).toBe('KataBaru123');
  });

  it('sets a first password for a social-login account, and then offers a change', async () => {
    const { api, auth, account } = passwordSetup(null);
    await account.load();
    expect(account.current).toEqual({ status: 'ready', value: false });
    expect(await account.setFirst('PertamaKali1')).toEqual({ ok: true });
    expect(api.password).toBe('PertamaKali1');
    expect(account.current).toEqual({ status: 'ready', value: true });
    expect(auth.current.user?.hasPassword).toBe(true);
    account.clearOnLogout();
    expect(account.current.status).toBe('idle');
  });

  it('validates old and new (at least 8 characters, different, typed twice)', () => {
    expect(validatePasswordChange({ oldPassword: '', password: 'pendek', passwordConfirmation: 'x' })).toEqual({
      oldPassword: 'Kata sandi lama wajib diisi',
      password: 'Kata sandi minimal 8 karakter',
      passwordConfirmation: 'Konfirmasi kata sandi tidak sama',
    });
    expect(validatePasswordChange({ oldPassword: 'Rahasia123', password: 'Rahasia123', passwordConfirmation: 'Rahasia123' })).toEqual({
      password: 'Kata sandi baru harus berbeda dari kata sandi lama',
    });
  });
});

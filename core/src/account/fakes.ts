// In-memory fakes of the account ports, for tests in any package.
import { SURABAYA_LOCATION } from '../location/location.fixture';
import { aUser } from '../session/fakes';
import { StoreFailure } from '../shared/failure';
import type { AccountApi } from './account-api.port';
import type { AccountPasswordApi, PasswordChange } from './account-password-api.port';
import type { AccountVerificationApi, OneTimeCodeSent } from './account-verification-api.port';
import type { MoreversaryStatus } from './moreversary';
import type { PasswordRecoveryApi } from './password-recovery-api.port';
import type { Profile, ProfileChanges, ProfilePhoto } from './profile';
import type { ProfileProgress } from './profile-progress';
import type { PushDevice } from './push-device';

const DAY_MS = 24 * 3_600_000;
const NOW_MS = Date.UTC(2026, 10, 21, 3, 0);

/** The demo customer's profile, complete; override what a test is about. */
export const aProfile = (overrides: Partial<Profile> = {}): Profile => ({
  ...aUser(),
  phone: '081234567890',
  birthDate: '1994-08-17',
  gender: 'female',
  emailVerified: true,
  location: SURABAYA_LOCATION,
  ...overrides,
});

export const aMoreversaryStatus = (overrides: Partial<MoreversaryStatus> = {}): MoreversaryStatus => ({
  title: 'MOREVERSARY 2026',
  startsAt: NOW_MS - 5 * DAY_MS,
  endsAt: NOW_MS + 25 * DAY_MS,
  active: true,
  memberSince: NOW_MS - 400 * DAY_MS,
  eligible: true,
  reward: 'Voucher ulang tahun Rp100.000',
  ...overrides,
});

/** A refusal the way the HTTP adapters report one: a StoreFailure of kind 'rejected' (422). */
const refused = (call: string, message: string, field: string): StoreFailure =>
  new StoreFailure('rejected', call, message, {
    status: 422,
    serverMessage: message,
    fieldErrors: { [field]: [message] },
    data: { success: false, message, errors: { [field]: [message] } },
  });

/** The steps GET more/user/check reports, worked out from a profile the way the mock does. */
export const progressOf = (profile: Profile): ProfileProgress => {
  const steps = [
    { key: 'picture', label: 'Foto profil', done: profile.picture !== null },
    { key: 'phone', label: 'Nomor HP', done: profile.phone !== null },
    { key: 'birth_date', label: 'Tanggal lahir', done: profile.birthDate !== null },
    { key: 'gender', label: 'Jenis kelamin', done: profile.gender !== null },
    { key: 'email_verified', label: 'Email terverifikasi', done: profile.emailVerified },
    { key: 'location', label: 'Lokasi', done: profile.location !== null },
  ];
  return { steps, percentage: Math.round((steps.filter((s) => s.done).length / steps.length) * 100) };
};

/** One account on the server, in memory: what it holds, every call recorded, failure on request. */
export class InMemoryAccountApi implements AccountApi {
  readonly calls: string[] = [];
  readonly devices: PushDevice[] = [];
  failWith: Error | null = null;

  constructor(
    public profile: Profile = aProfile(),
    public moreversaryStatus: MoreversaryStatus = aMoreversaryStatus(),
  ) {}

  currentProfile(): Promise<Profile> {
    return this.answer('currentProfile', () => this.profile);
  }

  updateProfile(changes: ProfileChanges): Promise<Profile> {
    return this.answer('updateProfile', () => {
      const { phone, ...rest } = changes;
      return (this.profile = { ...this.profile, ...rest, ...(phone === undefined ? {} : { phone }) });
    });
  }

  uploadPhoto(photo: ProfilePhoto, onProgress?: (fraction: number) => void): Promise<Profile> {
    return this.answer('uploadPhoto', () => {
      onProgress?.(0.5);
      onProgress?.(1);
      if (!photo.mediaType.startsWith('image/')) throw refused('POST more/user/store', 'picture harus berupa gambar', 'picture');
      return (this.profile = { ...this.profile, picture: `https://media.test/avatar/${photo.fileName}` });
    });
  }

  changeEmail(email: string): Promise<Profile> {
    return this.answer('changeEmail', () => (this.profile = { ...this.profile, email, emailVerified: false }));
  }

  profileProgress(): Promise<ProfileProgress> {
    return this.answer('profileProgress', () => progressOf(this.profile));
  }

  moreversary(): Promise<MoreversaryStatus> {
    return this.answer('moreversary', () => this.moreversaryStatus);
  }

  registerPushDevice(device: PushDevice): Promise<void> {
    return this.answer('registerPushDevice', () => {
      const known = this.devices.findIndex((d) => d.deviceId === device.deviceId);
      if (known >= 0) this.devices.splice(known, 1);
      this.devices.push(device);
    });
  }

  private answer<T>(call: string, value: () => T): Promise<T> {
    this.calls.push(call);
    if (this.failWith) return Promise.reject(this.failWith);
    // The executor turns a refusal thrown by `value` into a rejection, as an adapter's would be.
    return new Promise((resolve) => resolve(value()));
  }
}

/** The customer's password on the server, in memory: null for an account made by social login. */
export class InMemoryAccountPasswordApi implements AccountPasswordApi {
  constructor(public password: string | null = 'Rahasia123') {}

  hasPassword(): Promise<boolean> {
    return Promise.resolve(this.password !== null);
  }

  changePassword(change: PasswordChange): Promise<void> {
    if (this.password === null || change.oldPassword !== this.password) {
      return Promise.reject(refused('POST more/user/password', 'Kata sandi lama salah', 'old_password'));
    }
    this.password = change.newPassword;
    return Promise.resolve();
  }

  setFirstPassword(password: string): Promise<void> {
    if (this.password !== null) {
      return Promise.reject(refused('POST more/user/reset', 'Akun ini sudah memiliki kata sandi', 'password'));
    }
    this.password = password;
    return Promise.resolve();
  }
}

/** Password recovery in memory: accounts by email, and the links "mailed" to them. */
export class InMemoryPasswordRecoveryApi implements PasswordRecoveryApi {
  /** Reset tokens by the email they were mailed to, in the order sent. */
  readonly mailed: { readonly email: string; readonly token: string }[] = [];
  private next = 1;

  constructor(readonly passwords: Map<string, string> = new Map([['pembeli@more.test', 'Rahasia123']])) {}

  requestReset(email: string): Promise<void> {
    if (this.passwords.has(email)) this.mailed.push({ email, token: `reset-${this.next++}` });
    return Promise.resolve();
  }

  checkResetLink(resetToken: string): Promise<string> {
    const link = this.mailed.find((m) => m.token === resetToken);
    return link ? Promise.resolve(link.email) : Promise.reject(this.invalidLink('GET mail/reset/valid/{token}'));
  }

  completeReset(resetToken: string, newPassword: string): Promise<void> {
    const at = this.mailed.findIndex((m) => m.token === resetToken);
    if (at < 0) return Promise.reject(this.invalidLink('POST mail/reset/password'));
    const [link] = this.mailed.splice(at, 1);
    this.passwords.set(link!.email, newPassword);
    return Promise.resolve();
  }

  private invalidLink(call: string): StoreFailure {
    return refused(call, 'Tautan atur ulang kata sandi tidak valid atau sudah kedaluwarsa', 'token');
  }
}

/** Codes and verification links in memory: what was sent to whom, and which were confirmed. */
export class InMemoryAccountVerificationApi implements AccountVerificationApi {
  readonly sent: { readonly channel: 'email' | 'whatsapp'; readonly target: string; readonly code: string }[] = [];
  readonly confirmed: string[] = [];
  private next = 100_000;

  constructor(readonly pendingVerifications: Set<string> = new Set(['verifikasi-1'])) {}

  sendEmailCode(email: string): Promise<OneTimeCodeSent> {
    return Promise.resolve(this.send('email', email));
  }

  confirmEmailCode(email: string, code: string): Promise<void> {
    return this.confirm('email', email, code, 'POST mail/otp/{code}');
  }

  sendWhatsappCode(phone: string): Promise<OneTimeCodeSent> {
    return Promise.resolve(this.send('whatsapp', phone));
  }

  confirmWhatsappCode(phone: string, code: string): Promise<void> {
    return this.confirm('whatsapp', phone, code, 'POST message/wa/otp/{code}');
  }

  verifyEmail(verificationId: string): Promise<void> {
    if (!this.pendingVerifications.has(verificationId)) {
      return Promise.reject(new StoreFailure('not-found', 'GET mail/verification/{id}', 'Verifikasi email tidak ditemukan', { status: 404 }));
    }
    this.confirmed.push(verificationId);
    return Promise.resolve();
  }

  private send(channel: 'email' | 'whatsapp', target: string): OneTimeCodeSent {
    this.sent.push({ channel, target, code: String(this.next++) });
    return { sentTo: target, expiresAt: NOW_MS + 5 * 60_000 };
  }

  private confirm(channel: 'email' | 'whatsapp', target: string, code: string, call: string): Promise<void> {
    const sent = this.sent.findLast((s) => s.channel === channel && s.target === target);
    if (sent?.code !== code) return Promise.reject(refused(call, 'Kode OTP salah atau sudah kedaluwarsa', 'otp'));
    this.confirmed.push(target);
    return Promise.resolve();
  }
}

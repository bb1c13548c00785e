import type { CustomerRecord } from '../db/account';
import type { Database } from '../db/database';
import { artworkUrl } from '../handlers/media';
import type { SeedContext } from './context';

const DAY = 24 * 3600;

/**
 * The demo customer (README): every customer-side area seeds its data for this
 * account, so logging in with it shows a lived-in profile.
 */
export const DEMO_CUSTOMER = {
  id: 1,
  name: 'Sinta Wulandari',
  email: 'pembeli@more.test',
  password: 'Rahasia123',
  phone: '081234567890',
} as const;

/** A second customer with nothing yet: for tests of empty states and of one customer not seeing another's data. */
export const NEW_CUSTOMER = {
  id: 2,
  name: 'Budi Santoso',
  email: 'budi@more.test',
  password: 'Rahasia123',
  phone: '081298765432',
} as const;

/**
 * The new customer has not opened the link mailed at sign-up yet:
 * /verify-email/{this id} verifies budi@more.test (GET mail/verification/{id}).
 */
export const PENDING_EMAIL_VERIFICATION_ID = '5f0c9a2e7d41b8c3e6a9f1d24b7c0e58';

const account = (base: typeof DEMO_CUSTOMER | typeof NEW_CUSTOMER, now: number, extra: Partial<CustomerRecord> = {}): CustomerRecord => ({
  ...base,
  picture: null,
  birthDate: null,
  gender: null,
  emailVerified: true,
  points: 0,
  location: null,
  createdAt: now - 400 * DAY,
  ...extra,
});

/** "2026" for a unix time, in the store's zone (WIB, UTC+7). */
const yearInWib = (unixSeconds: number) => new Date((unixSeconds + 7 * 3600) * 1000).getUTCFullYear();

export const seedAccount = async (db: Database, seed: SeedContext): Promise<void> => {
  // A complete profile: photo, birthday, city, a verified address and a phone that gets notifications.
  await db.customers.create(
    account(DEMO_CUSTOMER, seed.now, {
      // A path on the mock's host; the handlers answer it with the asking origin.
      picture: artworkUrl('', 'avatar', DEMO_CUSTOMER.name),
      birthDate: '1994-08-17',
      gender: 'female',
      points: 12_500,
      location: { cityId: '3578', cityName: 'KOTA SURABAYA' },
    }),
  );
  await db.pushDevices.create({
    deviceId: 'android-7f3a91c2',
    customerId: DEMO_CUSTOMER.id,
    deviceName: 'Samsung Galaxy A54',
    deviceOs: 'Android 14',
    firebaseToken: 'fcm-demo-7f3a91c2e5b04d6a',
    appVersion: 'more v2',
    updatedAt: seed.now - 2 * DAY,
  });

  // Three days old, nothing filled in, the sign-up link still unopened.
  await db.customers.create(account(NEW_CUSTOMER, seed.now, { emailVerified: false, createdAt: seed.now - 3 * DAY }));
  await db.emailVerifications.create({
    id: PENDING_EMAIL_VERIFICATION_ID,
    customerId: NEW_CUSTOMER.id,
    email: NEW_CUSTOMER.email,
    createdAt: seed.now - 3 * DAY,
  });

  // The anniversary campaign runs around the seeding time, so the demo sees it live.
  await db.moreversaries.create({
    title: `MOREVERSARY ${yearInWib(seed.now)}`,
    startAt: seed.now - 5 * DAY,
    endAt: seed.now + 25 * DAY,
    reward: 'Voucher ulang tahun Rp100.000 untuk belanja minimal Rp1.000.000',
    minMemberDays: 30,
  });
};

/** Issues `token` to a customer, as a login would (provider states and tests use it). */
export const signIn = async (db: Database, customerId: number, token: string, now: number): Promise<void> => {
  db.sessions.deleteMany((q) => q.where({ token }));
  await db.sessions.create({ token, customerId, createdAt: now });
};

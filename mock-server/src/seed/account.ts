import type { CustomerRecord } from '../db/account';
import type { Database } from '../db/database';
import type { SeedContext } from './context';

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

const account = (base: typeof DEMO_CUSTOMER | typeof NEW_CUSTOMER, now: number, extra: Partial<CustomerRecord> = {}): CustomerRecord => ({
  ...base,
  picture: null,
  birthDate: null,
  gender: null,
  emailVerified: true,
  points: 0,
  location: null,
  createdAt: now - 400 * 24 * 3600,
  ...extra,
});

export const seedAccount = async (db: Database, seed: SeedContext): Promise<void> => {
  await db.customers.create(
    account(DEMO_CUSTOMER, seed.now, {
      birthDate: '1994-08-17',
      gender: 'female',
      points: 12_500,
      location: { cityId: '3578', cityName: 'KOTA SURABAYA' },
    }),
  );
  await db.customers.create(account(NEW_CUSTOMER, seed.now, { createdAt: seed.now - 3 * 24 * 3600 }));
};

/** Issues `token` to a customer, as a login would (provider states and tests use it). */
export const signIn = async (db: Database, customerId: number, token: string, now: number): Promise<void> => {
  db.sessions.deleteMany((q) => q.where({ token }));
  await db.sessions.create({ token, customerId, createdAt: now });
};

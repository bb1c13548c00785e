import type { CustomerRecord } from '../../db/account';
import type { Database } from '../../db/database';
import type { MockContext } from '../context';
import { randomHex } from './fields';

/** The account with this address, whatever its case. */
export const customerByEmail = (db: Database, email: string): CustomerRecord | undefined =>
  db.customers.findFirst((q) => q.where({ email: email.trim().toLowerCase() }));

export const nextCustomerId = (db: Database): number => Math.max(0, ...db.customers.all().map((c) => c.id)) + 1;

/** A new bearer token for the customer, as login, registration and social login give. */
export const issueSession = async (ctx: MockContext, customerId: number): Promise<string> => {
  const token = `more_${randomHex(20)}`;
  await ctx.db.sessions.create({ token, customerId, createdAt: ctx.clock.unixSeconds() });
  return token;
};

/** The customer's record after a change made by id. */
export const updateCustomer = async (db: Database, id: number, change: (customer: CustomerRecord) => void): Promise<CustomerRecord> => {
  await db.customers.update((q) => q.where({ id }), { data: change });
  return db.customers.findFirst((q) => q.where({ id }))!;
};

/**
 * Mails a verification link for the customer's current address (after
 * registration or an email change); the developer sees it on the console.
 * An older link of the same customer stops working.
 */
export const mailVerificationLink = async (ctx: MockContext, customer: CustomerRecord): Promise<string> => {
  ctx.db.emailVerifications.deleteMany((q) => q.where({ customerId: customer.id }));
  const id = randomHex(16);
  await ctx.db.emailVerifications.create({ id, customerId: customer.id, email: customer.email, createdAt: ctx.clock.unixSeconds() });
  ctx.log(`Tautan verifikasi email untuk ${customer.email}: /verify-email/${id}`);
  return id;
};

import type { CustomerRecord } from '../../db/account';
import type { Database } from '../../db/database';

const DAY = 24 * 3600;

/** How long after joining a customer counts as new, for the events kept for new customers. */
export const NEW_CUSTOMER_DAYS = 30;

/**
 * Why `customer` may not claim an event for new customers at `now`, in the
 * words the store shows, or null. Neither document says who is new; the
 * event's own description does ("bergabung dalam 30 hari terakhir dan belum
 * pernah berbelanja"), so an order that was not cancelled, or an account
 * older than that, ends it. The order comes first: it is the reason a
 * long-standing customer recognises.
 */
export const newCustomerRefusal = (db: Database, customer: CustomerRecord, now: number): string | null => {
  const ordered = db.orders.findFirst((q) => q.where({ customerId: customer.id, status: (status) => status !== 'cancelled' })) !== undefined;
  if (ordered) return 'Giveaway ini khusus pelanggan baru yang belum pernah berbelanja';
  if (now - customer.createdAt > NEW_CUSTOMER_DAYS * DAY) return `Giveaway ini khusus pelanggan yang bergabung dalam ${NEW_CUSTOMER_DAYS} hari terakhir`;
  return null;
};

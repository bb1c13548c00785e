import type { Database } from '../../db/database';
import { wibDay } from '../store-time';

/**
 * The next order and bill numbers of a store day: MORE-YYYYMMDD-NNNN and
 * INV-YYYYMMDD-NNNN with the same NNNN (mock-server/src/seed/shared-ids.ts),
 * counting on from the day's last order.
 */
export const nextOrderNumbers = (db: Database, unixSeconds: number): { ordersn: string; billNo: string } => {
  const day = wibDay(unixSeconds);
  const prefix = `MORE-${day}-`;
  const last = db.orders
    .findMany((q) => q.where({ ordersn: (ordersn) => ordersn.startsWith(prefix) }))
    .reduce((max, order) => Math.max(max, Number(order.ordersn.slice(prefix.length)) || 0), 0);
  const sequence = String(last + 1).padStart(4, '0');
  return { ordersn: `${prefix}${sequence}`, billNo: `INV-${day}-${sequence}` };
};

/**
 * The virtual account a bank issues for one bill: `8`, the bank's code, then the order's day (YYMMDD)
 * and its number of the day, ten digits that no other order shares. (It was once the customer's phone:
 * two pending orders showed one account, and a transfer could not say which order it paid.)
 */
export const virtualAccountNumber = (bankCode: string | null, ordersn: string): string | null => {
  if (bankCode === null) return null;
  const [, day = '', sequence = ''] = ordersn.split('-');
  return `8${bankCode}${day.slice(2)}${sequence.padStart(4, '0')}`;
};

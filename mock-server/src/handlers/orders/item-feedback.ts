import type { Database } from '../../db/database';
import { wibIso } from '../store-time';
import type { ItemFeedbackOf } from './order-wire';

/**
 * What an order's items carry of the customer's feedback (the optional
 * `complaint` and `is_reviewed` of an order item): document 2 lists neither
 * complaints nor a customer's reviews, and the order is where the store shows
 * them. A complaint is the latest about the item's product in this order; a
 * review is of the product, whichever order it came in (a second review
 * replaces the first).
 */
export const itemFeedbackIn =
  (db: Database): ItemFeedbackOf =>
  (order, item) => {
    const latest = db.complaints
      .findMany((q) => q.where((c) => c.customerId === order.customerId && c.ordersn === order.ordersn && c.productId === item.productId))
      .sort((a, b) => b.createdAt - a.createdAt || b.id - a.id)[0];
    const reviewed = db.productReviews.findFirst((q) => q.where((r) => r.customerId === order.customerId && r.productId === item.productId)) !== undefined;
    return {
      complaint: latest
        ? { id: latest.id, status: latest.status, template_id: latest.templateId, complain: latest.text, created_at: wibIso(latest.createdAt) }
        : null,
      is_reviewed: reviewed,
    };
  };

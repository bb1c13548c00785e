import type { BundlePart, CartLine } from '../cart/cart-line';

/**
 * One item of a past order, as much of it as buying again needs: the fields a
 * cart line has, with the price it cost then (the server's cart prices it anew)
 * and its bundle parts without quantities yet. The full order entity belongs to
 * the orders screens; this is what they hand over.
 */
export type OrderItem = Pick<
  CartLine,
  'variantId' | 'slug' | 'nameLong' | 'nameShort' | 'image' | 'unitPrice' | 'normalPrice' | 'quantity' | 'comboId' | 'combo'
> & {
  /** Empty unless the item is a bundle. */
  readonly bundle: readonly BundlePart[];
  /** The customer's latest complaint about this product of this order; null when none, absent when the server does not say. */
  readonly complaint?: OrderItemComplaint | null;
  /** Whether the customer has reviewed this product; null or absent when the server does not say. */
  readonly reviewed?: boolean | null;
};

/** Where a complaint stands at the store. */
export type ComplaintStatus = 'pending' | 'in-review' | 'resolved' | 'rejected';

/** A complaint sent about an item of an order, as the order tells it. */
export interface OrderItemComplaint {
  readonly id: number;
  readonly status: ComplaintStatus;
  /** The reason picked from the complaint templates, if any. */
  readonly templateId: number | null;
  readonly text: string;
  /** Milliseconds since the epoch. */
  readonly createdAt: number;
}

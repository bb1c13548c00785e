import { queryValue } from '../shared/query-string';
import type { OrderSummary } from './order';
import * as storePaths from '../shared/store-paths';

/** The customer's reviews (document 1 §2, profile "review"). */
export const REVIEW_PATH = storePaths.reviews;
export const REVIEW_ACTION_LABEL = 'Beri Ulasan';

/** Which product of which order the review form opens for: `/profile/review?ordersn=…&product=<slug>`. */
export interface ReviewLineRef {
  readonly orderNumber: string;
  readonly slug: string;
}

export const reviewFormHref = ({ orderNumber, slug }: ReviewLineRef): string =>
  `${REVIEW_PATH}?ordersn=${encodeURIComponent(orderNumber)}&product=${encodeURIComponent(slug)}`;

/** Reads the review page's address; null when it names no product (the page then lists them all). */
export const reviewLineRefOf = (search: string): ReviewLineRef | null => {
  const orderNumber = queryValue(search, 'ordersn')?.trim() ?? '';
  const slug = queryValue(search, 'product')?.trim() ?? '';
  return orderNumber === '' || slug === '' ? null : { orderNumber, slug };
};

/**
 * The products of an order still waiting for the customer's review: a
 * completed order's items the server does not say are reviewed (an item
 * whose state is unknown counts as waiting: reviewing again only replaces
 * the earlier review), each product once, in the order's order.
 */
export const productsToReview = (order: Pick<OrderSummary, 'status' | 'items'>): string[] => {
  if (order.status !== 'completed') return [];
  return [...new Set(order.items.filter((item) => item.reviewed !== true).map((item) => item.slug))];
};

/** Whether an order shows "Beri Ulasan": completed and not yet reviewed whole. */
export const canReviewOrder = (order: Pick<OrderSummary, 'status' | 'items'>): boolean => productsToReview(order).length > 0;

/** "Beri Ulasan" of an order: to the review form of its first product still waiting; null when none waits. */
export const orderReviewAction = (order: Pick<OrderSummary, 'orderNumber' | 'status' | 'items'>): { readonly label: string; readonly href: string } | null => {
  const [slug] = productsToReview(order);
  return slug === undefined ? null : { label: REVIEW_ACTION_LABEL, href: reviewFormHref({ orderNumber: order.orderNumber, slug }) };
};

import { type OrderSummary, orderReviewAction } from '@more/core';
import { Link } from 'wouter';

/** "Beri Ulasan" of a completed order not yet reviewed (core's orderReviewAction): to the review form of its product. */
export const ReviewOrderLink = ({ order }: { readonly order: Pick<OrderSummary, 'orderNumber' | 'status' | 'items'> }) => {
  const action = orderReviewAction(order);
  if (!action) return null;
  return (
    <Link href={action.href} className="btn btn-link" data-testid="order-review-link">
      {action.label}
    </Link>
  );
};

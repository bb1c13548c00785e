/**
 * The totals the server computes for an order (document 1 §3, Checkout
 * "summary (discount_amount, bill_total, grand_total)"), from
 * `POST more/transaction/order/pre-checkout-summary`, or as a 403 answer to
 * the save replaces them. Whole rupiah; the server is the one that counts.
 */
export interface CheckoutSummary {
  /** The items at the prices they are sold at. */
  readonly subtotal: number;
  readonly shippingCost: number;
  /** The payment method's (or instalment tenor's) fee. */
  readonly fee: number;
  /** discount_amount: what vouchers and promotions take off. */
  readonly discountAmount: number;
  /** bill_total: the bill before the discount. */
  readonly billTotal: number;
  /** grand_total: what the shopper pays. */
  readonly grandTotal: number;
}

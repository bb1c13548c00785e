import { MatchersV3 } from '@pact-foundation/pact';
import type { ShelfVariant } from '../cart/cart-fixtures';
import { wibTime } from '../matchers';

const { integer, string } = MatchersV3;

/** One item of a summary (adapters' summaryItemWire), a plain one: `id_combo` is null and left out. */
export const summaryItem = (variant: ShelfVariant, quantity: number, price = variant.price) => ({
  uni_product_variants_id: integer(variant.variantId),
  name_long: string(variant.nameLong),
  quantity: integer(quantity),
  valid_price: integer(price),
  subtotal: integer(price * quantity),
  valid_stock: integer(variant.stock),
});

export interface SummaryExample {
  readonly items: readonly (readonly [variant: ShelfVariant, quantity: number, price?: number])[];
  readonly shippingCost: number;
  readonly fee: number;
  readonly discount: number;
  readonly voucherCode: string;
}

/** The totals of an order (adapters' checkoutSummaryWire), with the voucher the example applies. */
export const checkoutSummary = (example: SummaryExample) => {
  const subtotal = example.items.reduce((sum, [variant, quantity, price = variant.price]) => sum + price * quantity, 0);
  const billTotal = subtotal + example.shippingCost + example.fee;
  return {
    items: example.items.map(([variant, quantity, price]) => summaryItem(variant, quantity, price)),
    subtotal: integer(subtotal),
    shipping_cost: integer(example.shippingCost),
    fee: integer(example.fee),
    discount_amount: integer(example.discount),
    bill_total: integer(billTotal),
    grand_total: integer(billTotal - example.discount),
    voucher_code: string(example.voucherCode),
  };
};

/** The core CheckoutSummary the adapter maps the same example to. */
export const coreSummary = (example: SummaryExample) => {
  const subtotal = example.items.reduce((sum, [variant, quantity, price = variant.price]) => sum + price * quantity, 0);
  const billTotal = subtotal + example.shippingCost + example.fee;
  return {
    subtotal,
    shippingCost: example.shippingCost,
    fee: example.fee,
    discountAmount: example.discount,
    billTotal,
    grandTotal: billTotal - example.discount,
  };
};

/** A voucher of `GET more/voucher` (adapters' voucherWire). */
export const voucher = (example: { id: number; code: string; title: string; description: string; minPurchase: number; expiredAt: string }) => ({
  id: integer(example.id),
  code: string(example.code),
  title: string(example.title),
  description: string(example.description),
  min_purchase: integer(example.minPurchase),
  expired_at: wibTime(example.expiredAt),
});

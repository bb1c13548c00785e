import { Collection } from '@msw/data';
import { z } from 'zod';

/** What a voucher takes off: a fixed amount, or a percentage up to a cap. */
export const voucherBenefit = z.discriminatedUnion('kind', [
  z.object({ kind: z.literal('amount'), amount: z.number().int().min(0) }),
  z.object({ kind: z.literal('percent'), percent: z.number().min(0).max(100), maxAmount: z.number().int().min(0) }),
]);
export type VoucherBenefit = z.infer<typeof voucherBenefit>;

/** Which products a voucher applies to (GET uni/product/voucher/{id}), and so which lines count towards it. */
export const voucherScope = z.discriminatedUnion('kind', [
  z.object({ kind: z.literal('all') }),
  z.object({ kind: z.literal('category'), categoryId: z.number().int() }),
  z.object({ kind: z.literal('brand'), brand: z.string() }),
]);
export type VoucherScope = z.infer<typeof voucherScope>;

export const voucherRecord = z.object({
  id: z.number().int(),
  /** Upper-case: the storefront sends codes upper-cased (document 2 §5), and the mock compares them exactly. */
  code: z.string(),
  title: z.string(),
  description: z.string(),
  benefit: voucherBenefit,
  scope: voucherScope,
  /** Least spend on the products in scope, rupiah. */
  minSpend: z.number().int().min(0),
  /** Unix seconds. */
  startsAt: z.number().int(),
  endsAt: z.number().int(),
  /** Where it may be used: web, android, ios. */
  devices: z.array(z.string()),
});
export type VoucherRecord = z.infer<typeof voucherRecord>;

/** A group of payment methods (GET uni/payment). */
export const paymentGroupRecord = z.object({
  code: z.string(),
  name: z.string(),
  description: z.string(),
  /** The label its artwork is drawn with. */
  artwork: z.string(),
  sort: z.number().int(),
});
export type PaymentGroupRecord = z.infer<typeof paymentGroupRecord>;

/** A payment method (GET uni/payment/list). Virtual accounts name their bank by its code of the banks list (uni/bank). */
export const paymentMethodRecord = z.object({
  code: z.string(),
  name: z.string(),
  group: z.string(),
  fee: z.number().int().min(0),
  tenors: z.array(z.object({ months: z.number().int().min(1), fee: z.number().int().min(0) })),
  bankCode: z.string().nullable(),
  artwork: z.string(),
  sort: z.number().int(),
});
export type PaymentMethodRecord = z.infer<typeof paymentMethodRecord>;

/** One item as a summary counted it. */
export const summaryItemRecord = z.object({
  uni_product_variants_id: z.number().int(),
  id_combo: z.number().int().nullable(),
  name_long: z.string(),
  quantity: z.number().int().min(0),
  valid_price: z.number().int().min(0),
  subtotal: z.number().int().min(0),
  valid_stock: z.number().int().min(0),
});

/**
 * The last pre-checkout summary a customer was shown, in its wire form: a
 * save whose fresh summary differs from it is answered 403 with the fresh one.
 */
export const checkoutSummaryRecord = z.object({
  customerId: z.number().int(),
  summary: z.object({
    items: z.array(summaryItemRecord),
    subtotal: z.number().int(),
    shipping_cost: z.number().int(),
    fee: z.number().int(),
    discount_amount: z.number().int(),
    bill_total: z.number().int(),
    grand_total: z.number().int(),
    voucher_code: z.string().nullable(),
  }),
  at: z.number().int(),
});
export type CheckoutSummaryRecord = z.infer<typeof checkoutSummaryRecord>;

/** Collections of the checkout area. */
export const createCheckoutCollections = () => ({
  vouchers: new Collection({ schema: voucherRecord }),
  paymentGroups: new Collection({ schema: paymentGroupRecord }),
  paymentMethods: new Collection({ schema: paymentMethodRecord }),
  checkoutSummaries: new Collection({ schema: checkoutSummaryRecord }),
});

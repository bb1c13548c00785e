import * as z from 'zod/mini';
import { productListWire } from '../catalogue/product.wire';
import { count, id, rupiah, text } from '../wire-fields';

/**
 * The body of `POST more/transaction/order/pre-checkout-summary` and of
 * `POST more/transaction/order` (document 1 §3, Checkout: "shipping, payment,
 * dropship, order, items, tenor, fee"). Amounts are never sent: the server
 * prices the items, the shipping quote (`shipping_code`) and the method.
 */
export const checkoutOrderBodyWire = z.strictObject({
  items: z.array(
    z.strictObject({
      uni_product_variants_id: id(),
      id_combo: z.nullable(id()),
      quantity: z.number().check(z.int(), z.minimum(1)),
    }),
  ),
  address_id: z.nullable(id()),
  /** The code of the option `GET uni/shipping-price` offered. */
  shipping_code: z.nullable(text()),
  payment_code: z.nullable(text()),
  /** Months, for an instalment method. */
  tenor: z.nullable(id()),
  dropshipper_id: z.nullable(id()),
  note: z.string(),
  voucher_code: z.nullable(text()),
});
export type CheckoutOrderBodyWire = z.input<typeof checkoutOrderBodyWire>;

/** One item as the summary counts it: at today's price, and at most what is in stock. */
export const summaryItemWire = z.object({
  uni_product_variants_id: id(),
  id_combo: z.nullish(id()),
  name_long: text(),
  /** What will be ordered: the quantity asked, or less when the stock fell below it. */
  quantity: count(),
  valid_price: rupiah(),
  subtotal: rupiah(),
  valid_stock: count(),
});

/**
 * The order's totals (document 1 §3: "summary (discount_amount, bill_total,
 * grand_total)"): `data` of pre-checkout-summary, and of the 403 answer to a
 * save whose prices or stock changed since.
 */
export const checkoutSummaryWire = z.object({
  items: z.array(summaryItemWire),
  subtotal: rupiah(),
  shipping_cost: rupiah(),
  fee: rupiah(),
  discount_amount: rupiah(),
  bill_total: rupiah(),
  grand_total: rupiah(),
  voucher_code: z.nullish(z.string()),
});
export type CheckoutSummaryWire = z.infer<typeof checkoutSummaryWire>;

/** `data` of `POST more/transaction/order`: the order made. */
export const placedOrderWire = z.object({
  ordersn: text(),
  bill_no: text(),
  status: text(),
  grand_total: rupiah(),
  pay_before: z.nullish(z.iso.datetime({ offset: true })),
});
export type PlacedOrderWire = z.infer<typeof placedOrderWire>;

/** `data` of `POST more/transaction/cart/set-voucher` (document 1 §3: "Voucher: potongan, grandTotalDiskon"). */
export const appliedVoucherWire = z.object({
  code: text(),
  potongan: rupiah(),
  grandTotalDiskon: rupiah(),
});
export type AppliedVoucherWire = z.infer<typeof appliedVoucherWire>;

/** A voucher of `GET more/voucher?device=web`. */
export const voucherWire = z.object({
  id: id(),
  code: text(),
  title: text(),
  description: z.string(),
  /** Least spend on the products it applies to, rupiah; 0 for none. */
  min_purchase: rupiah(),
  expired_at: z.iso.datetime({ offset: true }),
});
export type VoucherWire = z.infer<typeof voucherWire>;

/**
 * `data` of `GET more/voucher`: a plain list. The call's one query key is the
 * device, not paging: a customer holds a handful of vouchers.
 */
export const voucherListWire = z.array(voucherWire);

/** An instalment plan of a method: months and its fee. */
export const tenorWire = z.object({
  months: id(),
  fee: rupiah(),
});

/** A payment method of `GET uni/payment/list`. */
export const paymentMethodWire = z.object({
  code: text(),
  name: text(),
  /** The group's code (see `GET uni/payment`) and its name as the list shows it. */
  group: text(),
  group_name: text(),
  image_url: z.nullish(z.string()),
  fee: rupiah(),
  tenors: z.array(tenorWire),
});
export type PaymentMethodWire = z.infer<typeof paymentMethodWire>;
export const paymentMethodListWire = z.array(paymentMethodWire);

/** A group of methods of `GET uni/payment`. */
export const paymentGroupWire = z.object({
  code: text(),
  name: text(),
  description: z.string(),
  image_url: z.nullish(z.string()),
});
export type PaymentGroupWire = z.infer<typeof paymentGroupWire>;
export const paymentGroupListWire = z.array(paymentGroupWire);

/**
 * A shipping option of `GET uni/shipping-price`. `code` names the quote (the
 * service and the destination city), which the summary and the order send back.
 */
export const shippingOptionWire = z.object({
  code: text(),
  courier: text(),
  service: text(),
  price: rupiah(),
  estimate: z.nullish(z.string()),
});
export type ShippingOptionWire = z.infer<typeof shippingOptionWire>;
export const shippingOptionListWire = z.array(shippingOptionWire);

/** `data` of `GET uni/product/voucher/{id}`: the products a voucher applies to, as the catalogue pages product cards. */
export const voucherProductsWire = productListWire;

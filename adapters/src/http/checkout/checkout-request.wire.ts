import { VOUCHER_ADDRESS_CODE, VOUCHER_DEVICE, VOUCHER_PAYMENT_CODE } from '@more/core';
import * as z from 'zod/mini';
import { id, text } from '../wire-fields';

/**
 * What the checkout calls send. The summary and the order send the order
 * (checkoutOrderBodyWire, beside the answers in checkout.wire.ts); a
 * voucher's products send a product list's paging (catalogue-request.wire.ts).
 */

/** The query of `GET more/voucher`: the storefront only ever asks for the web's vouchers. */
export const voucherListQueryWire = z.strictObject({ device: z.literal(VOUCHER_DEVICE) });
export type VoucherListQueryWire = z.input<typeof voucherListQueryWire>;

/**
 * The query of `GET uni/shipping-price` (ShippingPriceQuery): the city always;
 * the address only when there is one; the items as pairwise lists, which an
 * order of no items leaves out.
 */
export const shippingPriceQueryWire = z.strictObject({
  address_id: z.optional(id()),
  city_id: z.string().check(z.regex(/^\d{4}$/)),
  uni_product_variants_id: z.optional(z.array(id())),
  quantity: z.optional(z.array(z.number().check(z.int(), z.minimum(1)))),
});
export type ShippingPriceQueryWire = z.input<typeof shippingPriceQueryWire>;

/**
 * The multipart form of `POST more/transaction/cart/set-voucher`
 * (VoucherRequest): the code upper-cased and trimmed, never empty; the
 * address code, payment code and device are the fixed values document 2 §9
 * gives, whatever the shopper chose.
 */
export const setVoucherFormWire = z.strictObject({
  /** Upper-cased: no lower-case letter. */
  code: text().check(z.regex(/^[^a-z]+$/)),
  address_code: z.literal(String(VOUCHER_ADDRESS_CODE)),
  payment_code: z.literal(String(VOUCHER_PAYMENT_CODE)),
  device: z.literal(VOUCHER_DEVICE),
});

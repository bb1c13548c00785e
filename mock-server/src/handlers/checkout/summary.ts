import type { CheckoutSummaryWire, ShippingOptionWire } from '@more/adapters/wire';
import { z } from 'zod';
import type { PaymentMethodRecord } from '../../db/checkout';
import type { MockContext } from '../context';
import { refuse } from '../respond';
import { type CatalogueVariant, lineTermsOf, variantLongName, variantsById } from '../cart/cart-line-wire';
import { type City, shippingQuote } from './shipping';
import { judgeVoucher } from './vouchers';

const positive = () => z.number().int().min(1);

/** The body of pre-checkout-summary and of the save (adapters' checkoutOrderBodyWire), as the mock validates it. */
export const checkoutOrderBody = z.object({
  items: z
    .array(z.object({ uni_product_variants_id: positive(), id_combo: positive().nullish(), quantity: z.number().int().min(1).max(999) }))
    .min(1)
    .max(50),
  address_id: positive().nullish(),
  shipping_code: z.string().min(1).max(60).nullish(),
  payment_code: z.string().min(1).max(60).nullish(),
  tenor: positive().nullish(),
  dropshipper_id: positive().nullish(),
  note: z.string().max(500).nullish(),
  voucher_code: z.string().min(1).max(50).nullish(),
});
export type CheckoutOrderBody = z.output<typeof checkoutOrderBody>;

/**
 * The address and the dropshipper a checkout names must be the customer's own, as every other call
 * with another customer's id answers 404 or 422: an order is never sent to, nor in the name of,
 * someone else's book. A 422 naming the field (what the checkout's form shows beside it), or null.
 */
export const notTheirs = (ctx: MockContext, customerId: number, body: Pick<CheckoutOrderBody, 'address_id' | 'dropshipper_id'>): Response | null => {
  const errors: Record<string, string[]> = {};
  const addressId = body.address_id ?? null;
  if (addressId !== null && !ctx.db.addresses.findFirst((q) => q.where({ id: addressId, customerId }))) {
    errors.address_id = ['Alamat tidak ditemukan'];
  }
  const dropshipperId = body.dropshipper_id ?? null;
  if (dropshipperId !== null && !ctx.db.dropshippers.findFirst((q) => q.where({ id: dropshipperId, customerId }))) {
    errors.dropshipper_id = ['Dropshipper tidak ditemukan'];
  }
  return Object.keys(errors).length === 0 ? null : refuse(422, 'Data yang dikirim tidak valid', errors);
};

/** One item as the summary prices it. */
export interface PricedItem {
  readonly found: CatalogueVariant;
  readonly comboId: number | null;
  /** What will be ordered: the quantity asked, at most the stock (and 1 for a line bought once). */
  readonly quantity: number;
  readonly unitPrice: number;
}

export interface Summarized {
  readonly summary: CheckoutSummaryWire;
  readonly items: readonly PricedItem[];
  readonly shipping: (ShippingOptionWire & { readonly city: City }) | null;
  readonly payment: { readonly method: PaymentMethodRecord; readonly tenor: number | null } | null;
}

export type SummaryOutcome = { readonly ok: true; readonly value: Summarized } | { readonly ok: false; readonly response: Response };

const invalid = (errors: Record<string, string[]>, message = 'Data yang dikirim tidak valid'): SummaryOutcome => ({
  ok: false,
  response: refuse(422, message, errors),
});

/**
 * Counts an order the way the server does: each item at today's price, at
 * most what is in stock; shipping from the quote's code (service and city),
 * for the units ordered; the payment method's fee (its tenor's, for
 * instalments); the voucher's discount, on the items in its scope. Anything
 * that names what does not exist is a 422 naming the field.
 */
export const summarize = (ctx: MockContext, body: CheckoutOrderBody): SummaryOutcome => {
  const variants = variantsById(ctx.db);
  const errors: Record<string, string[]> = {};

  // The same variant in the same deal twice is one item.
  const merged = new Map<string, { variantId: number; comboId: number | null; quantity: number; index: number }>();
  body.items.forEach((item, index) => {
    const key = `${item.uni_product_variants_id}:${item.id_combo ?? '-'}`;
    const before = merged.get(key);
    merged.set(key, {
      variantId: item.uni_product_variants_id,
      comboId: item.id_combo ?? null,
      quantity: (before?.quantity ?? 0) + item.quantity,
      index: before?.index ?? index,
    });
  });

  const items: PricedItem[] = [];
  for (const item of merged.values()) {
    const found = variants.get(item.variantId);
    if (!found) {
      errors[`items.${item.index}.uni_product_variants_id`] = ['Produk tidak ditemukan'];
      continue;
    }
    const terms = lineTermsOf(ctx.db, found.product, found.variant, item.comboId, false);
    const wanted = terms.forcedSingle ? 1 : item.quantity;
    items.push({ found, comboId: item.comboId, quantity: Math.min(wanted, found.variant.stock), unitPrice: terms.unitPrice });
  }
  const units = items.reduce((sum, item) => sum + item.quantity, 0);

  const quote = body.shipping_code ? shippingQuote(body.shipping_code, Math.max(1, units)) : null;
  if (body.shipping_code && !quote) errors.shipping_code = ['Pilihan pengiriman tidak valid'];

  let payment: Summarized['payment'] = null;
  if (body.payment_code) {
    const method = ctx.db.paymentMethods.findFirst((q) => q.where({ code: body.payment_code! }));
    if (!method) errors.payment_code = ['Metode pembayaran tidak ditemukan'];
    else if (method.tenors.length > 0 && !method.tenors.some((plan) => plan.months === body.tenor)) {
      errors.tenor = [`Pilih tenor cicilan: ${method.tenors.map((plan) => `${plan.months} bulan`).join(', ')}`];
    } else payment = { method, tenor: method.tenors.length > 0 ? body.tenor! : null };
  }
  if (Object.keys(errors).length > 0) return invalid(errors);

  const subtotal = items.reduce((sum, item) => sum + item.unitPrice * item.quantity, 0);
  let discount = 0;
  if (body.voucher_code) {
    const lines = items.filter((item) => item.quantity > 0).map((item) => ({ product: item.found.product, subtotal: item.unitPrice * item.quantity }));
    const verdict = judgeVoucher(ctx.db, body.voucher_code, lines, ctx.clock.unixSeconds(), 'web');
    if (!verdict.ok) return invalid({ voucher_code: [verdict.message] }, verdict.message);
    discount = verdict.discount;
  }
  const shippingCost = quote?.price ?? 0;
  const fee = payment ? (payment.method.tenors.find((plan) => plan.months === payment.tenor)?.fee ?? payment.method.fee) : 0;
  const billTotal = subtotal + shippingCost + fee;
  const discountAmount = Math.min(discount, subtotal);

  return {
    ok: true,
    value: {
      items,
      shipping: quote,
      payment,
      summary: {
        items: items.map((item) => ({
          uni_product_variants_id: item.found.variant.id,
          id_combo: item.comboId,
          name_long: variantLongName(item.found),
          quantity: item.quantity,
          valid_price: item.unitPrice,
          subtotal: item.unitPrice * item.quantity,
          valid_stock: item.found.variant.stock,
        })),
        subtotal,
        shipping_cost: shippingCost,
        fee,
        discount_amount: discountAmount,
        bill_total: billTotal,
        grand_total: billTotal - discountAmount,
        voucher_code: body.voucher_code ?? null,
      },
    },
  };
};

/**
 * Whether two summaries ask the same of the shopper: the same items, units
 * and prices, and the same totals. The stock beside each item is left out:
 * other shoppers buying leaves this order as it was as long as it still fits.
 */
export const sameSummary = (a: CheckoutSummaryWire, b: CheckoutSummaryWire): boolean => {
  const strip = (summary: CheckoutSummaryWire) =>
    JSON.stringify({ ...summary, items: summary.items.map(({ valid_stock: _stock, ...item }) => ({ ...item, id_combo: item.id_combo ?? null })) });
  return strip(a) === strip(b);
};

/** Remembers the summary a customer was last shown. */
export const rememberSummary = async (ctx: MockContext, customerId: number, summary: CheckoutSummaryWire): Promise<void> => {
  ctx.db.checkoutSummaries.deleteMany((q) => q.where({ customerId }));
  await ctx.db.checkoutSummaries.create({
    customerId,
    summary: { ...summary, items: summary.items.map((item) => ({ ...item, id_combo: item.id_combo ?? null })), voucher_code: summary.voucher_code ?? null },
    at: ctx.clock.unixSeconds(),
  });
};

export const rememberedSummary = (ctx: MockContext, customerId: number): CheckoutSummaryWire | null =>
  ctx.db.checkoutSummaries.findFirst((q) => q.where({ customerId }))?.summary ?? null;

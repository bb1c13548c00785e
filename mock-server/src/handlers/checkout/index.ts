import type { AppliedVoucherWire, VoucherWire } from '@more/adapters/wire';
import type { HttpHandler } from 'msw';
import { z } from 'zod';
import { formInt, readBody, readQuery } from '../body';
import { toProductCardWire } from '../catalogue/product-wire';
import type { MockContext } from '../context';
import { lineTermsOf, variantsById } from '../cart/cart-line-wire';
import { notFound, ok, refuse } from '../respond';
import type { Router } from '../router';
import { placeOrderHandlers } from './place-order';
import { toPaymentGroupWire, toPaymentMethodWire } from './payments';
import { cityById, shippingOptionsFor } from './shipping';
import { checkoutOrderBody, notTheirs, rememberSummary, rememberedSummary, summarize } from './summary';
import { type VoucherLine, inVoucherScope, judgeVoucher, usableNow } from './vouchers';
import { wibIso } from '../store-time';

const devices = ['web', 'android', 'ios'] as const;

/** set-voucher's form (document 2: code, address_code, payment_code, device). */
const setVoucherForm = z.object({
  code: z.string().trim().min(1).max(50),
  // Document 2 §9: the storefront always sends 54 and 1; their meaning is not shown, so any whole number is read and kept out of the price.
  address_code: formInt(),
  payment_code: formInt(),
  device: z.enum(devices),
});

const voucherListQuery = z.object({ device: z.enum(devices).default('web') });

const pagingQuery = z.object({
  page: z.coerce.number().int().min(1).default(1),
  per_page: z.coerce.number().int().min(1).max(100).default(12),
});

/** A single query value or a list (`key[]`), read as a list. */
const listOf = <T extends z.ZodType>(item: T) => z.preprocess((value: unknown): unknown => (value === undefined ? [] : Array.isArray(value) ? value : [value]), z.array(item).max(50));

/**
 * `GET uni/shipping-price` (document 2: "with query (parameters not shown)"):
 * `city_id` (required: the price is the city's), `address_id` (optional, kept
 * for a backend that prices by address), and the items as pairwise lists
 * `uni_product_variants_id[]` and `quantity[]`.
 */
const shippingQuery = z
  .object({
    city_id: z.string().regex(/^\d{4}$/),
    address_id: z.coerce.number().int().min(1).optional(),
    uni_product_variants_id: listOf(z.coerce.number().int().min(1)),
    quantity: listOf(z.coerce.number().int().min(1).max(999)),
  })
  .refine((query) => query.quantity.length === query.uni_product_variants_id.length, {
    path: ['quantity'],
    message: 'quantity harus sebanyak uni_product_variants_id',
  });

/** The lines a voucher is judged against at set-voucher: the last summary's items, else the cart's ticked lines. */
const voucherBase = (ctx: MockContext, customerId: number): { lines: VoucherLine[]; billTotal: number } => {
  const variants = variantsById(ctx.db);
  const summary = rememberedSummary(ctx, customerId);
  if (summary) {
    const lines = summary.items.flatMap((item) => {
      const found = variants.get(item.uni_product_variants_id);
      return found && item.quantity > 0 ? [{ product: found.product, subtotal: item.subtotal }] : [];
    });
    return { lines, billTotal: summary.bill_total };
  }
  const lines = ctx.db.cartLines
    .findMany((q) => q.where({ customerId, selected: true, isRedeem: false }))
    .flatMap((line) => {
      const found = variants.get(line.variantId);
      if (!found) return [];
      const terms = lineTermsOf(ctx.db, found.product, found.variant, line.comboId, false);
      return [{ product: found.product, subtotal: terms.unitPrice * (terms.forcedSingle ? 1 : line.quantity) }];
    });
  return { lines, billTotal: lines.reduce((sum, line) => sum + line.subtotal, 0) };
};

/** The checkout calls of document 2 §7. */
export const checkoutHandlers = (ctx: MockContext, router: Router): HttpHandler[] => [
  router.customer('POST more/transaction/cart/set-voucher', async ({ request, customer }) => {
    const form = await readBody(request, setVoucherForm);
    if (!form.ok) return form.response;
    const { lines, billTotal } = voucherBase(ctx, customer.id);
    const verdict = judgeVoucher(ctx.db, form.value.code, lines, ctx.clock.unixSeconds(), form.value.device);
    if (!verdict.ok) return refuse(422, verdict.message, { code: [verdict.message] });
    const applied: AppliedVoucherWire = { code: verdict.voucher.code, potongan: verdict.discount, grandTotalDiskon: Math.max(0, billTotal - verdict.discount) };
    return ok(applied, `Voucher ${verdict.voucher.code} berhasil digunakan`);
  }),

  router.customer('GET more/voucher', ({ request }) => {
    const query = readQuery(request, voucherListQuery);
    if (!query.ok) return query.response;
    const now = ctx.clock.unixSeconds();
    const vouchers: VoucherWire[] = ctx.db.vouchers
      .findMany((q) => q.where((voucher) => usableNow(voucher, now, query.value.device)))
      .sort((a, b) => a.endsAt - b.endsAt || a.id - b.id)
      .map((voucher) => ({
        id: voucher.id,
        code: voucher.code,
        title: voucher.title,
        description: voucher.description,
        min_purchase: voucher.minSpend,
        expired_at: wibIso(voucher.endsAt),
      }));
    return ok(vouchers);
  }),

  router.public('GET uni/payment', ({ origin }) =>
    ok(ctx.db.paymentGroups.all().slice().sort((a, b) => a.sort - b.sort).map((group) => toPaymentGroupWire(group, origin))),
  ),

  router.public('GET uni/payment/list', ({ origin }) => {
    const groups = ctx.db.paymentGroups.all();
    const order = (code: string) => groups.find((group) => group.code === code)?.sort ?? 99;
    const methods = ctx.db.paymentMethods.all().slice().sort((a, b) => order(a.group) - order(b.group) || a.sort - b.sort);
    return ok(methods.map((method) => toPaymentMethodWire(method, groups, origin)));
  }),

  router.public('GET uni/shipping-price', ({ request }) => {
    const query = readQuery(request, shippingQuery);
    if (!query.ok) return query.response;
    const city = cityById(query.value.city_id);
    if (!city) return refuse(422, 'Data yang dikirim tidak valid', { city_id: ['city_id tidak dikenal'] });
    const units = query.value.quantity.reduce((sum, quantity) => sum + quantity, 0);
    const options = shippingOptionsFor(city, Math.max(1, units));
    return ok(options, options.length > 0 ? 'Berhasil' : `Maaf, pengiriman ke ${city.name} belum tersedia`);
  }),

  router.public('GET uni/product/voucher/{id}', ({ request, params, origin }) => {
    const id = Number(params.id);
    const voucher = Number.isSafeInteger(id) && id > 0 ? ctx.db.vouchers.findFirst((q) => q.where({ id })) : undefined;
    if (!voucher) return notFound('Voucher');
    const query = readQuery(request, pagingQuery);
    if (!query.ok) return query.response;
    const { page, per_page } = query.value;
    const products = ctx.db.products
      .findMany((q) => q.where((product) => inVoucherScope(voucher, product)))
      .sort((a, b) => a.id - b.id);
    const start = (page - 1) * per_page;
    return ok({
      data: products.slice(start, start + per_page).map((product) => toProductCardWire(product, origin)),
      page,
      per_page,
      total: products.length,
      total_pages: Math.ceil(products.length / per_page),
    });
  }),

  router.customer('POST more/transaction/order/pre-checkout-summary', async ({ request, customer }) => {
    const body = await readBody(request, checkoutOrderBody);
    if (!body.ok) return body.response;
    const foreign = notTheirs(ctx, customer.id, body.value);
    if (foreign) return foreign;
    const outcome = summarize(ctx, body.value);
    if (!outcome.ok) return outcome.response;
    await rememberSummary(ctx, customer.id, outcome.value.summary);
    return ok(outcome.value.summary, 'Ringkasan pesanan');
  }),

  ...placeOrderHandlers(ctx, router),
];

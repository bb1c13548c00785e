import type { StockCheckWire } from '@more/adapters/wire';
import { z } from 'zod';
import type { CartLineRecord } from '../../db/cart';
import type { CustomerRecord } from '../../db/account';
import { readBody } from '../body';
import type { MockContext } from '../context';
import { ok, refuse } from '../respond';
import type { Router } from '../router';
import { cartLinesOf, cartOf, lineTermsOf, sameLine, variantLongName, variantsById } from './cart-line-wire';

const variantId = () => z.number().int().min(1);
const comboId = () => z.number().int().min(1).nullish();
/** Flags arrive as booleans; 0 and 1 are read too, as a PHP backend would. */
const flag = () => z.union([z.boolean(), z.literal(0).transform(() => false), z.literal(1).transform(() => true)]);

/** A line of the save body: the server reads ids, quantity and flags, and prices the line itself. */
const savedLine = z.object({
  id: variantId(),
  quantity: z.number().int().min(1).max(999),
  is_selected: flag().default(true),
  is_reedem: flag().default(false),
  id_combo: comboId(),
});

const saveBody = z.object({
  note: z.string().max(500).nullish(),
  r_more_transaction_cart_details: z.array(savedLine).max(100),
});

const stockItems = z.object({
  items: z
    .array(z.object({ uni_product_variants_id: variantId(), id_combo: comboId(), is_reedem: flag().default(false), quantity: z.number().int().min(1).max(999) }))
    .max(100),
});

const checkProductBody = z.object({ uni_product_variants_id: variantId(), id_combo: comboId() });
const checkAllBody = z.object({ is_selected: flag() });

/**
 * Each item against the stock of its variant now. An item of a variant the
 * catalogue does not have (any more) fails with no stock, so the storefront
 * takes it out of the cart like any other sold-out line.
 */
export const checkStock = (ctx: MockContext, items: z.output<typeof stockItems>['items']): { answer: StockCheckWire; message: string } => {
  const variants = variantsById(ctx.db);
  const answered = items.map((item) => {
    const found = variants.get(item.uni_product_variants_id);
    const stock = found?.variant.stock ?? 0;
    return {
      name: found ? variantLongName(found) : `Produk #${item.uni_product_variants_id}`,
      wire: {
        uni_product_variants_id: item.uni_product_variants_id,
        id_combo: item.id_combo ?? null,
        is_reedem: item.is_reedem,
        quantity: item.quantity,
        valid_stock: stock,
        stock_available: stock,
        sufficient: item.quantity <= stock,
      },
    };
  });
  const short = answered.filter((item) => !item.wire.sufficient);
  return {
    answer: { all_sufficient: short.length === 0, items: answered.map((item) => item.wire) },
    message: short.length === 0 ? 'Stok tersedia' : `Stok tidak mencukupi untuk: ${short.map((item) => item.name).join(', ')}`,
  };
};

/** Replaces a customer's cart with the saved lines; a line already there keeps when it was added. */
const replaceCart = async (ctx: MockContext, customer: CustomerRecord, body: z.output<typeof saveBody>) => {
  const variants = variantsById(ctx.db);
  const now = ctx.clock.unixSeconds();
  const before = cartLinesOf(ctx.db, customer.id);
  const next: CartLineRecord[] = [];
  body.r_more_transaction_cart_details.forEach((line, index) => {
    const found = variants.get(line.id)!;
    const record: CartLineRecord = {
      customerId: customer.id,
      variantId: line.id,
      comboId: line.id_combo ?? null,
      isRedeem: line.is_reedem,
      quantity: lineTermsOf(ctx.db, found.product, found.variant, line.id_combo ?? null, line.is_reedem).forcedSingle ? 1 : line.quantity,
      selected: line.is_selected,
      addedAt: before.find((old) => sameLine(old, { variantId: line.id, comboId: line.id_combo ?? null, isRedeem: line.is_reedem }))?.addedAt ?? now + index,
    };
    // A line given twice is one line: the later one counts.
    const same = next.findIndex((other) => sameLine(other, record));
    if (same === -1) next.push(record);
    else next[same] = { ...record, addedAt: next[same]!.addedAt };
  });
  ctx.db.cartLines.deleteMany((q) => q.where({ customerId: customer.id }));
  for (const record of next) await ctx.db.cartLines.create(record);
  ctx.db.cartNotes.deleteMany((q) => q.where({ customerId: customer.id }));
  await ctx.db.cartNotes.create({ customerId: customer.id, note: body.note ?? '' });
};

/** GET and POST more/transaction/cart, check-stock, multiple-check-stock, check-product, check-product-all. */
export const cartContentHandlers = (ctx: MockContext, router: Router) => [
  router.customer('GET more/transaction/cart', ({ customer, origin }) => ok(cartOf(ctx.db, customer.id, origin))),

  router.customer('POST more/transaction/cart', async ({ request, customer, origin }) => {
    const body = await readBody(request, saveBody);
    if (!body.ok) return body.response;
    const variants = variantsById(ctx.db);
    const unknown: Record<string, string[]> = {};
    body.value.r_more_transaction_cart_details.forEach((line, index) => {
      if (!variants.has(line.id)) unknown[`r_more_transaction_cart_details.${index}.id`] = ['Produk tidak ditemukan'];
    });
    if (Object.keys(unknown).length > 0) return refuse(422, 'Data yang dikirim tidak valid', unknown);
    await replaceCart(ctx, customer, body.value);
    return ok(cartOf(ctx.db, customer.id, origin), 'Keranjang disimpan');
  }),

  router.customer('POST more/transaction/cart/check-stock', async ({ request }) => {
    const body = await readBody(request, stockItems);
    if (!body.ok) return body.response;
    const { answer, message } = checkStock(ctx, body.value.items);
    return ok(answer, message);
  }),

  router.customer('POST more/transaction/cart/multiple-check-stock', async ({ request }) => {
    const body = await readBody(request, stockItems);
    if (!body.ok) return body.response;
    const { answer, message } = checkStock(ctx, body.value.items);
    return ok(answer, message);
  }),

  router.customer('POST more/transaction/cart/check-product', async ({ request, customer, origin }) => {
    const body = await readBody(request, checkProductBody);
    if (!body.ok) return body.response;
    const target = { variantId: body.value.uni_product_variants_id, comboId: body.value.id_combo ?? null, isRedeem: false };
    const line = cartLinesOf(ctx.db, customer.id).find((it) => sameLine(it, target));
    if (!line) return refuse(404, 'Produk tidak ada di keranjang');
    await ctx.db.cartLines.update(line, {
      data(record) {
        record.selected = !record.selected;
      },
    });
    return ok(cartOf(ctx.db, customer.id, origin), line.selected ? 'Produk tidak dipilih' : 'Produk dipilih');
  }),

  router.customer('POST more/transaction/cart/check-product-all', async ({ request, customer, origin }) => {
    const body = await readBody(request, checkAllBody);
    if (!body.ok) return body.response;
    const selected = body.value.is_selected;
    await ctx.db.cartLines.updateMany((q) => q.where({ customerId: customer.id }), {
      data(record) {
        record.selected = selected;
      },
    });
    return ok(cartOf(ctx.db, customer.id, origin), selected ? 'Semua produk dipilih' : 'Semua produk tidak dipilih');
  }),
];

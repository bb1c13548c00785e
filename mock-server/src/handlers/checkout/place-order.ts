import { HttpResponse } from 'msw';
import type { CustomerRecord } from '../../db/account';
import type { OrderRecord } from '../../db/orders';
import { readBody } from '../body';
import { cartLinesOf, sameLine } from '../cart/cart-line-wire';
import type { MockContext } from '../context';
import { nextOrderNumbers, virtualAccountNumber } from '../orders/order-number';
import { toPlacedOrderWire } from '../orders/order-wire';
import { adjustStock } from '../orders/stock';
import { ok, refuse } from '../respond';
import type { Router } from '../router';
import { type CheckoutOrderBody, type Summarized, checkoutOrderBody, notTheirs, rememberSummary, rememberedSummary, sameSummary, summarize } from './summary';

/** How long a customer has to pay an order. */
const PAYMENT_WINDOW_SECONDS = 24 * 3600;

export const SUMMARY_REPLACED_MESSAGE = 'Harga atau stok berubah. Periksa kembali ringkasan pesanan Anda.';

/** Where the order goes: the customer's address book entry when the id is one of theirs, else their name at the quote's city. */
const addressOf = (ctx: MockContext, customer: CustomerRecord, addressId: number | null, cityName: string): OrderRecord['address'] => {
  const entry = addressId === null ? undefined : ctx.db.addresses.findFirst((q) => q.where({ id: addressId, customerId: customer.id }));
  return entry
    ? { addressId, recipient: entry.recipientName, phone: entry.phone, text: entry.address, cityName }
    : { addressId, recipient: customer.name, phone: customer.phone || '-', text: `Alamat #${addressId ?? '-'}`, cityName };
};

const newOrder = (ctx: MockContext, customer: CustomerRecord, body: CheckoutOrderBody, priced: Summarized, key: string | null): OrderRecord => {
  const now = ctx.clock.unixSeconds();
  const { summary, shipping, payment } = priced;
  const numbers = nextOrderNumbers(ctx.db, now);
  return {
    ...numbers,
    customerId: customer.id,
    status: 'awaiting_payment',
    createdAt: now,
    paidAt: null,
    shippedAt: null,
    completedAt: null,
    cancelledAt: null,
    payBefore: now + PAYMENT_WINDOW_SECONDS,
    cancelNote: null,
    idempotencyKey: key,
    items: priced.items
      .filter((item) => item.quantity > 0)
      .map(({ found, comboId, quantity, unitPrice }) => ({
        variantId: found.variant.id,
        productId: found.product.id,
        slug: found.product.slug,
        nameLong: `${found.product.name} - ${found.variant.colour.name}`,
        nameShort: found.product.name,
        unitPrice,
        normalPrice: found.variant.priceNormal,
        quantity,
        comboId,
        comboPrice: comboId === null ? null : unitPrice,
      })),
    shipping: {
      code: shipping!.code,
      courier: shipping!.courier,
      service: shipping!.service,
      cost: shipping!.price,
      estimate: shipping!.estimate ?? null,
      waybill: null,
      cityId: shipping!.city.id,
    },
    address: addressOf(ctx, customer, body.address_id ?? null, shipping!.city.name),
    payment: {
      code: payment!.method.code,
      name: payment!.tenor === null ? payment!.method.name : `${payment!.method.name} ${payment!.tenor} bulan`,
      tenor: payment!.tenor,
      vaNumber: virtualAccountNumber(payment!.method.bankCode, numbers.ordersn),
    },
    dropshipperId: body.dropshipper_id ?? null,
    note: body.note ?? '',
    voucherCode: body.voucher_code ?? null,
    totals: {
      subtotal: summary.subtotal,
      shippingCost: summary.shipping_cost,
      fee: summary.fee,
      discountAmount: summary.discount_amount,
      billTotal: summary.bill_total,
      grandTotal: summary.grand_total,
    },
    trackingEvents: [],
  };
};

/** The ordered lines leave the cart (document 1 §4); an emptied cart loses its note. */
const emptyOrderedLines = async (ctx: MockContext, customerId: number, order: OrderRecord) => {
  const ordered = order.items.map((item) => ({ variantId: item.variantId, comboId: item.comboId, isRedeem: false }));
  for (const line of cartLinesOf(ctx.db, customerId)) {
    if (ordered.some((item) => sameLine(item, line))) ctx.db.cartLines.delete(line);
  }
  if (cartLinesOf(ctx.db, customerId).length === 0) {
    await ctx.db.cartNotes.updateMany((q) => q.where({ customerId }), {
      data(note) {
        note.note = '';
      },
    });
  }
};

/**
 * POST more/transaction/order. The order is made only as the customer last
 * saw it: when prices or stock changed since their pre-checkout summary (or
 * they saw none), the answer is 403 with the fresh summary in `data`
 * (document 2 §4), which becomes the one the next save is held to. A made
 * order takes its units from stock, leaves the cart, and is remembered under
 * the request's `Idempotency-Key`: the same key answers the same order again,
 * never a second one.
 */
export const placeOrderHandlers = (ctx: MockContext, router: Router) => {
  const placing = new Map<string, Promise<unknown>>();

  const place = async (customer: CustomerRecord, body: CheckoutOrderBody, key: string | null): Promise<Response> => {
    if (key !== null) {
      const made = ctx.db.orders.findFirst((q) => q.where({ customerId: customer.id, idempotencyKey: key }));
      if (made) return ok(toPlacedOrderWire(made), 'Pesanan sudah dibuat');
    }
    const missing: Record<string, string[]> = {};
    if (!body.shipping_code) missing.shipping_code = ['Pilih pengiriman terlebih dahulu'];
    if (!body.payment_code) missing.payment_code = ['Pilih metode pembayaran terlebih dahulu'];
    if (Object.keys(missing).length > 0) return refuse(422, 'Data yang dikirim tidak valid', missing);
    const foreign = notTheirs(ctx, customer.id, body);
    if (foreign) return foreign;

    const outcome = summarize(ctx, body);
    if (!outcome.ok) return outcome.response;
    const priced = outcome.value;
    if (priced.items.every((item) => item.quantity === 0)) {
      return refuse(422, 'Stok produk yang dipesan sudah habis', { items: ['Stok produk yang dipesan sudah habis'] });
    }
    const seen = rememberedSummary(ctx, customer.id);
    if (!seen || !sameSummary(seen, priced.summary)) {
      await rememberSummary(ctx, customer.id, priced.summary);
      return HttpResponse.json({ success: false, message: SUMMARY_REPLACED_MESSAGE, data: priced.summary }, { status: 403 });
    }

    const order = newOrder(ctx, customer, body, priced, key);
    await ctx.db.orders.create(order);
    for (const item of order.items) await adjustStock(ctx.db, item.variantId, -item.quantity);
    await emptyOrderedLines(ctx, customer.id, order);
    ctx.db.checkoutSummaries.deleteMany((q) => q.where({ customerId: customer.id }));
    return ok(toPlacedOrderWire(order), 'Pesanan berhasil dibuat');
  };

  return [
    router.customer('POST more/transaction/order', async ({ request, customer }) => {
      const body = await readBody(request, checkoutOrderBody);
      if (!body.ok) return body.response;
      const key = request.headers.get('idempotency-key')?.trim().slice(0, 200) || null;
      if (key === null) return place(customer, body.value, null);
      // A retry that arrives while the first attempt is still being made waits for it, then finds its order.
      const slot = `${customer.id}:${key}`;
      while (placing.has(slot)) await placing.get(slot);
      const attempt = place(customer, body.value, key);
      const settled = attempt.catch(() => undefined);
      placing.set(slot, settled);
      try {
        return await attempt;
      } finally {
        if (placing.get(slot) === settled) placing.delete(slot);
      }
    }),
  ];
};

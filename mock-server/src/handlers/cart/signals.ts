import { z } from 'zod';
import { readBody } from '../body';
import { cityById, deliveryCheck } from '../checkout/shipping';
import type { MockContext } from '../context';
import { ok, refuse } from '../respond';
import type { Router } from '../router';
import { variantsById } from './cart-line-wire';

const pixelBody = z.object({
  event_name: z.enum(['AddToCart', 'ViewCart', 'InitiateCheckout']),
  contents: z
    .array(z.object({ id: z.number().int().min(1), quantity: z.number().int().min(1).max(999), item_price: z.number().int().min(0) }))
    .max(100),
  value: z.number().min(0),
  currency: z.literal('IDR').default('IDR'),
});

const actionBody = z.object({
  browser: z.string().max(500),
  product: z.number().int().min(1),
  type: z.enum(['add', 'increase', 'decrease', 'remove', 'buy-now']),
  ip: z.string().max(45).nullish(),
});

const locationBody = z.object({ city_id: z.string().regex(/^\d{4}$/).nullish() });

/** The address a proxy says the request came from: the mock's stand-in for the connection's address. */
const forwardedFor = (request: Request): string | null => request.headers.get('x-forwarded-for')?.split(',')[0]?.trim() || null;

/** POST more/transaction/cart/pixel, /action and /check-location. */
export const cartSignalHandlers = (ctx: MockContext, router: Router) => [
  router.customer('POST more/transaction/cart/pixel', async ({ request, customer }) => {
    const body = await readBody(request, pixelBody);
    if (!body.ok) return body.response;
    const eventId = `px-${customer.id}-${ctx.db.cartPixelEvents.count() + 1}`;
    await ctx.db.cartPixelEvents.create({
      eventId,
      customerId: customer.id,
      eventName: body.value.event_name,
      contents: body.value.contents.map((item) => ({ id: item.id, quantity: item.quantity, itemPrice: item.item_price })),
      value: body.value.value,
      at: ctx.clock.unixSeconds(),
    });
    return ok({ event_id: eventId }, 'Event pixel diterima');
  }),

  router.customer('POST more/transaction/cart/action', async ({ request, customer }) => {
    const body = await readBody(request, actionBody);
    if (!body.ok) return body.response;
    if (!variantsById(ctx.db).has(body.value.product)) return refuse(422, 'Data yang dikirim tidak valid', { product: ['Produk tidak ditemukan'] });
    await ctx.db.cartActions.create({
      customerId: customer.id,
      type: body.value.type,
      variantId: body.value.product,
      browser: body.value.browser,
      ip: body.value.ip ?? forwardedFor(request),
      at: ctx.clock.unixSeconds(),
    });
    return ok(null, 'Aksi keranjang dicatat');
  }),

  router.customer('POST more/transaction/cart/check-location', async ({ request, customer }) => {
    const body = await readBody(request, locationBody);
    if (!body.ok) return body.response;
    const cityId = body.value.city_id ?? customer.location?.cityId ?? null;
    if (cityId === null) return refuse(422, 'Lokasi belum dipilih', { city_id: ['city_id wajib diisi: pilih lokasi pengiriman terlebih dahulu'] });
    const city = cityById(cityId);
    if (!city) return refuse(422, 'Data yang dikirim tidak valid', { city_id: ['city_id tidak dikenal'] });
    const check = deliveryCheck(city);
    return ok(check, check.message);
  }),
];

import type { ProductListWire, WishlistChangeWire, WishlistSyncWire } from '@more/adapters/wire';
import type { HttpHandler } from 'msw';
import { z } from 'zod';
import type { ProductRecord } from '../../db/catalogue';
import type { WishlistItemRecord } from '../../db/wishlist';
import { readBody, readQuery } from '../body';
import { toProductCardWire } from '../catalogue/product-wire';
import type { MockContext } from '../context';
import { notFound, ok, refuse } from '../respond';
import type { Router } from '../router';

const listQuery = z.object({
  page: z.coerce.number().int().min(1).default(1),
  per_page: z.coerce.number().int().min(1).max(100).default(12),
});

const addBody = z.object({ product_id: z.number().int().min(1) });

/** The guest's hearts (document 2 §3: "list of ids (wishlist guest sync)"). */
const syncBody = z.object({ ids: z.array(z.number().int().min(1)).max(500) });

/** A path id is a product id: digits only, else it names nothing. */
const productIdOf = (raw: string | undefined): number | null => (raw !== undefined && /^\d{1,9}$/.test(raw) ? Number(raw) : null);

const byNewestWish = (a: WishlistItemRecord, b: WishlistItemRecord) => b.createdAt - a.createdAt || b.id - a.id;

/**
 * The wishlist calls of document 2 §7. Adding a product already wished and
 * removing one not wished both succeed and change nothing: a heart tapped
 * twice must never end on the 404 page. The guest's sync adds the ids that
 * are products and ignores the others (a guest's device may remember a
 * product the store has since removed), so one stale id never blocks a login.
 */
export const wishlistHandlers = (ctx: MockContext, router: Router): HttpHandler[] => {
  const productOf = (id: number): ProductRecord | undefined => ctx.db.products.findFirst((q) => q.where({ id }));
  const itemsOf = (customerId: number) => ctx.db.wishlistItems.all().filter((item) => item.customerId === customerId);
  const nextId = () => ctx.db.wishlistItems.all().reduce((max, item) => Math.max(max, item.id), 0) + 1;
  const wish = async (customerId: number, productId: number, now: number): Promise<boolean> => {
    if (itemsOf(customerId).some((item) => item.productId === productId)) return false;
    await ctx.db.wishlistItems.create({ id: nextId(), customerId, productId, createdAt: now });
    return true;
  };

  return [
    router.customer('GET more/user/wishlist', ({ request, customer, origin }) => {
      const query = readQuery(request, listQuery);
      if (!query.ok) return query.response;
      const { page, per_page } = query.value;
      const products = itemsOf(customer.id)
        .sort(byNewestWish)
        .flatMap((item) => productOf(item.productId) ?? []);
      const start = (page - 1) * per_page;
      const data: ProductListWire = {
        data: products.slice(start, start + per_page).map((product) => toProductCardWire(product, origin)),
        page,
        per_page,
        total: products.length,
        total_pages: Math.ceil(products.length / per_page),
      };
      return ok(data);
    }),

    router.customer('POST more/user/wishlist', async ({ request, customer }) => {
      const body = await readBody(request, addBody);
      if (!body.ok) return body.response;
      const productId = body.value.product_id;
      if (!productOf(productId)) return refuse(422, 'Data yang dikirim tidak valid', { product_id: ['Produk tidak ditemukan'] });
      const added = await wish(customer.id, productId, ctx.clock.unixSeconds());
      const data: WishlistChangeWire = { product_id: productId, total: itemsOf(customer.id).length };
      return ok(data, added ? 'Produk ditambahkan ke wishlist' : 'Produk sudah ada di wishlist');
    }),

    router.customer('DELETE more/user/wishlist/{id}', ({ params, customer }) => {
      const productId = productIdOf(params.id);
      if (productId === null) return notFound('Produk');
      const removed = ctx.db.wishlistItems.deleteMany((q) => q.where({ customerId: customer.id, productId }));
      if (removed.length === 0 && !productOf(productId)) return notFound('Produk');
      const data: WishlistChangeWire = { product_id: productId, total: itemsOf(customer.id).length };
      return ok(data, removed.length > 0 ? 'Produk dihapus dari wishlist' : 'Produk tidak ada di wishlist');
    }),

    router.customer('POST more/user/wishlist/sync-guest', async ({ request, customer }) => {
      const body = await readBody(request, syncBody);
      if (!body.ok) return body.response;
      const now = ctx.clock.unixSeconds();
      const added: number[] = [];
      const ignored: number[] = [];
      // The guest's list is newest last; adding in order keeps the newest wish first.
      for (const productId of new Set(body.value.ids)) {
        if (!productOf(productId)) ignored.push(productId);
        else if (await wish(customer.id, productId, now)) added.push(productId);
      }
      const data: WishlistSyncWire = { added, ignored, total: itemsOf(customer.id).length };
      return ok(data, added.length > 0 ? `${added.length} produk dari wishlist tamu ditambahkan` : 'Wishlist sudah sesuai');
    }),
  ];
};

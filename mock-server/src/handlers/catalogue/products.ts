import { z } from 'zod';
import type { ProductRecord } from '../../db/catalogue';
import { readQuery } from '../body';
import type { MockContext } from '../context';
import { ok } from '../respond';
import type { Router } from '../router';
import { toProductCardWire } from './product-wire';

const listTypes = ['lastseen', 'terbaru', 'rekomendasi', 'lainnya', 'koleksi-terbaik', 'terlaris'] as const;

const productListQuery = z.object({
  type: z.enum(listTypes).optional(),
  page: z.coerce.number().int().min(1).default(1),
  per_page: z.coerce.number().int().min(1).max(100).default(12),
});

const byNewest = (a: ProductRecord, b: ProductRecord) => b.createdAt - a.createdAt || b.id - a.id;
const byBestSelling = (a: ProductRecord, b: ProductRecord) => b.totalSales - a.totalSales || a.id - b.id;

/** `GET uni/product` (document 2 §7, Catalogue). */
export const productHandlers = (ctx: MockContext, router: Router) => [
  router.public('GET uni/product', ({ request, origin }) => {
    const query = readQuery(request, productListQuery);
    if (!query.ok) return query.response;
    const { type, page, per_page } = query.value;

    const products = ctx.db.products.all();
    if (type === 'terbaru') products.sort(byNewest);
    else if (type === 'terlaris') products.sort(byBestSelling);

    const start = (page - 1) * per_page;
    return ok({
      data: products.slice(start, start + per_page).map((p) => toProductCardWire(p, origin)),
      page,
      per_page,
      total: products.length,
      total_pages: Math.ceil(products.length / per_page),
    });
  }),
];

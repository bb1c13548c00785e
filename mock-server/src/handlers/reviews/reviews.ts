import type { ReviewPageWire } from '@more/adapters/wire';
import type { HttpHandler } from 'msw';
import { z } from 'zod';
import type { ProductRecord } from '../../db/catalogue';
import type { ProductReviewRecord } from '../../db/reviews';
import { shortName } from '../../seed/reviews-data';
import { readBody, readQuery } from '../body';
import type { MockContext } from '../context';
import { notFound, ok, refuse } from '../respond';
import type { Router } from '../router';
import { attachUploads, fileIds, optional, pathId, uploadsFor } from './feedback-input';
import { toReviewWire } from './review-wire';

const reviewQuery = z.object({
  page: z.coerce.number().int().min(1).default(1),
  // "reviews 3 per page by default" (document 1 §9).
  per_page: z.coerce.number().int().min(1).max(50).default(3),
  product_id: z.coerce.number().int().min(1).optional(),
});

const reviewBody = z.object({
  product_id: z.number().int().min(1),
  rating: z.number().int().min(1).max(5),
  review: optional(z.string().trim().max(1000)),
  file_ids: fileIds(),
});

const byNewest = (a: ProductReviewRecord, b: ProductReviewRecord) => b.createdAt - a.createdAt || b.id - a.id;

/** The mean of the ratings, to one decimal; 0 for none. */
const meanRating = (reviews: readonly ProductReviewRecord[]) =>
  reviews.length === 0 ? 0 : Math.round((reviews.reduce((sum, r) => sum + r.rating, 0) / reviews.length) * 10) / 10;

const variantText = (product: ProductRecord) => {
  const variant = product.variants[0]!;
  return `${variant.name}, ${variant.colour.name}`;
};

/**
 * `GET more/product/review/{product_id}` and `POST more/product/review`, plus
 * the templates. Any product of the catalogue can be reviewed (the mock keeps
 * no link to the orders' items); a customer's second review of a product
 * replaces the first, so the product's rating counts each customer once.
 */
export const reviewHandlers = (ctx: MockContext, router: Router): HttpHandler[] => {
  const productOf = (id: number) => ctx.db.products.findFirst((q) => q.where({ id }));
  const reviewsOf = (productId: number) => ctx.db.productReviews.all().filter((r) => r.productId === productId);

  return [
    router.customer('GET more/product/review/templates', () =>
      ok(ctx.db.reviewTemplates.all().sort((a, b) => a.id - b.id).map(({ id, text }) => ({ id, text }))),
    ),

    router.customer('GET more/product/review/{product_id}', ({ request, params, origin }) => {
      const productId = pathId(params.product_id);
      const product = productId === null ? undefined : productOf(productId);
      if (!product) return notFound('Produk');
      const query = readQuery(request, reviewQuery);
      if (!query.ok) return query.response;
      const { page, per_page, product_id } = query.value;
      if (product_id !== undefined && product_id !== product.id) {
        return refuse(422, 'Data yang dikirim tidak valid', { product_id: ['product_id harus sama dengan produk di alamat'] });
      }
      const reviews = reviewsOf(product.id).sort(byNewest);
      const start = (page - 1) * per_page;
      const data: ReviewPageWire = {
        data: reviews.slice(start, start + per_page).map((r) => toReviewWire(ctx.db, r, origin)),
        page,
        per_page,
        total: reviews.length,
        total_pages: Math.ceil(reviews.length / per_page),
        product_id: product.id,
        rating: meanRating(reviews),
      };
      return ok(data);
    }),

    router.customer('POST more/product/review', async ({ request, customer, origin }) => {
      const body = await readBody(request, reviewBody);
      if (!body.ok) return body.response;
      const input = body.value;
      const product = productOf(input.product_id);
      if (!product) return refuse(422, 'Data yang dikirim tidak valid', { product_id: ['Produk tidak ditemukan'] });
      const existing = ctx.db.productReviews.findFirst((q) => q.where({ customerId: customer.id, productId: product.id }));
      const photos = uploadsFor(ctx.db, customer.id, 'review', input.file_ids, existing?.id ?? null);
      if (!photos.ok) return refuse(422, 'Data yang dikirim tidak valid', { file_ids: [`Foto tidak ditemukan: ${photos.missing.join(', ')}`] });

      const now = ctx.clock.unixSeconds();
      const ids = photos.uploads.map((u) => u.id);
      const fields = { rating: input.rating, text: input.review ?? '', fileIds: ids, createdAt: now };
      let review: ProductReviewRecord;
      if (existing) {
        await attachUploads(ctx.db, existing.fileIds.filter((id) => !ids.includes(id)), null);
        review = (await ctx.db.productReviews.update((q) => q.where({ id: existing.id }), { data: (draft) => void Object.assign(draft, fields) }))!;
      } else {
        review = await ctx.db.productReviews.create({
          ...fields,
          id: ctx.db.productReviews.all().reduce((max, r) => Math.max(max, r.id), 0) + 1,
          productId: product.id,
          customerId: customer.id,
          reviewerName: shortName(customer.name),
          reviewerPicture: customer.picture,
          variant: variantText(product),
        });
      }
      await attachUploads(ctx.db, ids, review.id);
      return ok(toReviewWire(ctx.db, review, origin), existing ? 'Ulasan berhasil diperbarui' : 'Terima kasih, ulasan berhasil dikirim');
    }),
  ];
};

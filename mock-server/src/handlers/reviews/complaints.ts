import type { HttpHandler } from 'msw';
import { z } from 'zod';
import { readBody } from '../body';
import type { MockContext } from '../context';
import { artworkUrl } from '../media';
import { notifyCustomer } from '../notifications/notify';
import { ok, refuse } from '../respond';
import type { Router } from '../router';
import { attachUploads, fileIds, optional, uploadsFor } from './feedback-input';
import { toComplaintWire } from './review-wire';

const complaintBody = z.object({
  product_id: z.number().int().min(1),
  /** The order the product came in: MORE-YYYYMMDD-NNNN (seed/shared-ids.ts). */
  ordersn: optional(z.string().trim().regex(/^MORE-\d{8}-\d{4}$/)),
  template_id: optional(z.number().int().min(1)),
  complain: z.string().trim().min(10).max(2000),
  file_ids: fileIds(),
});

/**
 * `POST more/product/complain` and the complaint templates. A complaint is
 * kept as pending, and the customer is told by a notification that the store
 * received it.
 */
export const complaintHandlers = (ctx: MockContext, router: Router): HttpHandler[] => [
  router.customer('GET more/product/complain/templates', () =>
    ok(ctx.db.complaintTemplates.all().sort((a, b) => a.id - b.id).map(({ id, text }) => ({ id, text }))),
  ),

  router.customer('POST more/product/complain', async ({ request, customer, origin }) => {
    const body = await readBody(request, complaintBody);
    if (!body.ok) return body.response;
    const input = body.value;
    const errors: Record<string, string[]> = {};
    const product = ctx.db.products.findFirst((q) => q.where({ id: input.product_id }));
    if (!product) errors.product_id = ['Produk tidak ditemukan'];
    if (input.template_id !== undefined && !ctx.db.complaintTemplates.findFirst((q) => q.where({ id: input.template_id! }))) {
      errors.template_id = ['Alasan komplain tidak ditemukan'];
    }
    const photos = uploadsFor(ctx.db, customer.id, 'complain', input.file_ids);
    if (!photos.ok) errors.file_ids = [`Foto tidak ditemukan: ${photos.missing.join(', ')}`];
    if (!product || !photos.ok || Object.keys(errors).length > 0) return refuse(422, 'Data yang dikirim tidak valid', errors);

    const now = ctx.clock.unixSeconds();
    const ids = photos.uploads.map((u) => u.id);
    const complaint = await ctx.db.complaints.create({
      id: ctx.db.complaints.all().reduce((max, c) => Math.max(max, c.id), 0) + 1,
      customerId: customer.id,
      productId: product.id,
      ordersn: input.ordersn ?? null,
      templateId: input.template_id ?? null,
      text: input.complain,
      status: 'pending',
      fileIds: ids,
      createdAt: now,
    });
    await attachUploads(ctx.db, ids, complaint.id);
    await notifyCustomer(
      ctx.db,
      customer.id,
      {
        title: 'Komplain Diterima',
        subtitle: `Komplain untuk ${product.name} sedang kami tinjau. Tim kami akan menghubungi Anda dalam 2x24 jam.`,
        image: artworkUrl('', 'square', 'Komplain'),
        detailUrl: '/profile/complain',
      },
      now,
    );
    return ok(toComplaintWire(ctx.db, complaint, origin), 'Komplain berhasil dikirim');
  }),
];

import type { NotificationPageWire, NotificationWire } from '@more/adapters/wire';
import type { HttpHandler } from 'msw';
import { z } from 'zod';
import type { NotificationRecord } from '../../db/notifications';
import { readBody, readQuery } from '../body';
import type { MockContext } from '../context';
import { ok, refuse } from '../respond';
import type { Router } from '../router';
import { absoluteUrl } from './wire-values';
import { wibIso } from '../store-time';

const listQuery = z.object({
  page: z.coerce.number().int().min(1).default(1),
  per_page: z.coerce.number().int().min(1).max(50).default(10),
});

/** `{ ids: [..] }` marks those, `{ all: true }` marks every one (this store's choice; document 2 shows no body). */
const readBodySchema = z.object({
  ids: z.array(z.number().int().min(1)).max(500).optional(),
  all: z.boolean().optional(),
});

const reminderBody = z.object({ reminder: z.boolean() });

const byNewest = (a: NotificationRecord, b: NotificationRecord) => b.createdAt - a.createdAt || b.id - a.id;

const toNotificationWire = (record: NotificationRecord, origin: string): NotificationWire => ({
  id: record.id,
  title: record.title,
  subtitle: record.subtitle,
  created_at: wibIso(record.createdAt),
  image_url: record.image === null ? null : absoluteUrl(origin, record.image),
  detail_url: record.detailUrl,
  read_status: record.read ? 1 : 0,
});

/** The notifications calls of document 2 §7. */
export const notificationsHandlers = (ctx: MockContext, router: Router): HttpHandler[] => {
  const notificationsOf = (customerId: number) => ctx.db.notifications.all().filter((n) => n.customerId === customerId);
  const unreadOf = (customerId: number) => notificationsOf(customerId).filter((n) => !n.read).length;

  return [
    router.customer('GET more/user/notification', ({ request, customer, origin }) => {
      const query = readQuery(request, listQuery);
      if (!query.ok) return query.response;
      const { page, per_page } = query.value;
      const all = notificationsOf(customer.id).sort(byNewest);
      const start = (page - 1) * per_page;
      const data: NotificationPageWire = {
        data: all.slice(start, start + per_page).map((n) => toNotificationWire(n, origin)),
        page,
        per_page,
        total: all.length,
        total_pages: Math.ceil(all.length / per_page),
        unread_count: all.filter((n) => !n.read).length,
      };
      return ok(data);
    }),

    router.customer('POST more/user/notification/update-read', async ({ request, customer }) => {
      const body = await readBody(request, readBodySchema);
      if (!body.ok) return body.response;
      const { ids, all } = body.value;
      if (all !== true && (ids === undefined || ids.length === 0)) {
        return refuse(422, 'Data yang dikirim tidak valid', { ids: ['ids wajib diisi, atau kirim all: true untuk menandai semua'] });
      }
      const wanted = all === true ? null : new Set(ids);
      // Ids of other customers' notifications, or of none, are passed over: marking read reveals nothing.
      const targets = notificationsOf(customer.id).filter((n) => !n.read && (wanted === null || wanted.has(n.id)));
      for (const target of targets) {
        await ctx.db.notifications.update((q) => q.where({ id: target.id }), { data: (draft) => void (draft.read = true) });
      }
      const updated = targets.length;
      return ok({ updated, unread_count: unreadOf(customer.id) }, updated === 0 ? 'Tidak ada notifikasi yang perlu ditandai' : 'Notifikasi ditandai sudah dibaca');
    }),

    router.customer('POST more/setting/reminder', async ({ request, customer }) => {
      const body = await readBody(request, reminderBody);
      if (!body.ok) return body.response;
      const enabled = body.value.reminder;
      const now = ctx.clock.unixSeconds();
      ctx.db.reminderSettings.deleteMany((q) => q.where({ customerId: customer.id }));
      await ctx.db.reminderSettings.create({ customerId: customer.id, enabled, updatedAt: now });
      return ok({ reminder: enabled }, enabled ? 'Pengingat diaktifkan' : 'Pengingat dinonaktifkan');
    }),
  ];
};

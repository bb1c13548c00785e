import type { ChatMessageWire, ChatPageWire } from '@more/adapters/wire';
import type { HttpHandler } from 'msw';
import { z } from 'zod';
import type { ChatMessageRecord } from '../../db/chat';
import { CUSTOMER_SERVICE_NAME } from '../../seed/chat';
import { readBody, readQuery } from '../body';
import type { MockContext } from '../context';
import { ok } from '../respond';
import type { Router } from '../router';
import { cannedReplyTo } from './canned-replies';
import { wibIso } from '../store-time';

const listQuery = z.object({
  page: z.coerce.number().int().min(1).default(1),
  per_page: z.coerce.number().int().min(1).max(100).default(20),
});

const messageBody = z.object({ message: z.string().trim().min(1).max(1000) });

const inOrder = (a: ChatMessageRecord, b: ChatMessageRecord) => a.createdAt - b.createdAt || a.id - b.id;

const toChatMessageWire = (record: ChatMessageRecord): ChatMessageWire => ({
  id: record.id,
  message: record.text,
  sender: record.sender,
  sender_name: record.senderName,
  is_read: record.read,
  created_at: wibIso(record.createdAt),
});

/**
 * The chat calls of document 2 §7. A message the customer sends is answered
 * at once by a canned reply from "CS MORE", stored after it and unread, so the
 * unread count and the list change as they would when customer service answers.
 */
export const chatHandlers = (ctx: MockContext, router: Router): HttpHandler[] => {
  const conversationOf = (customerId: number) => ctx.db.chatMessages.all().filter((m) => m.customerId === customerId).sort(inOrder);
  const unreadOf = (customerId: number) => conversationOf(customerId).filter((m) => !m.read).length;
  const nextId = () => ctx.db.chatMessages.all().reduce((max, m) => Math.max(max, m.id), 0) + 1;

  return [
    router.customer('GET more/user/chat', ({ request, customer }) => {
      const query = readQuery(request, listQuery);
      if (!query.ok) return query.response;
      const { page, per_page } = query.value;
      const all = conversationOf(customer.id);
      // Page 1 is the newest messages; each page runs oldest first.
      const end = Math.max(0, all.length - (page - 1) * per_page);
      const data: ChatPageWire = {
        data: all.slice(Math.max(0, end - per_page), end).map(toChatMessageWire),
        page,
        per_page,
        total: all.length,
        total_pages: Math.ceil(all.length / per_page),
      };
      return ok(data);
    }),

    router.customer('POST more/user/chat/store', async ({ request, customer }) => {
      const body = await readBody(request, messageBody);
      if (!body.ok) return body.response;
      const now = ctx.clock.unixSeconds();
      const sent = await ctx.db.chatMessages.create({
        id: nextId(),
        customerId: customer.id,
        sender: 'customer',
        senderName: customer.name,
        text: body.value.message,
        read: true,
        createdAt: now,
      });
      await ctx.db.chatMessages.create({
        id: nextId(),
        customerId: customer.id,
        sender: 'admin',
        senderName: CUSTOMER_SERVICE_NAME,
        text: cannedReplyTo(body.value.message),
        read: false,
        createdAt: now,
      });
      return ok(toChatMessageWire(sent), 'Pesan terkirim');
    }),

    router.customer('GET more/user/chat/unread', ({ customer }) => ok({ unread_count: unreadOf(customer.id) })),

    router.customer('POST more/user/chat/read', async ({ customer }) => {
      await ctx.db.chatMessages.updateMany((q) => q.where({ customerId: customer.id, read: false }), { data: (draft) => void (draft.read = true) });
      return ok({ unread_count: unreadOf(customer.id) }, 'Pesan ditandai sudah dibaca');
    }),
  ];
};

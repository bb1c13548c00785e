import type { DropshipperWire } from '@more/adapters/wire';
import { z } from 'zod';
import type { DropshipperRecord } from '../../db/address-book';
import { readBody } from '../body';
import type { MockContext } from '../context';
import { notFound, ok } from '../respond';
import type { Router } from '../router';
import { entryId, idBody, indonesianPhone, localPhone, name, nextId } from './book-fields';
import { wibIso } from '../store-time';

const fields = { name: name(100), phone: indonesianPhone };
const storeBody = z.object(fields);
const updateBody = z.object({ id: entryId, ...storeBody.partial().shape });

export const toDropshipperWire = (record: DropshipperRecord): DropshipperWire => ({
  id: record.id,
  name: record.name,
  phone: record.phone,
  created_at: wibIso(record.createdAt),
});

const newestFirst = (a: DropshipperRecord, b: DropshipperRecord) => b.createdAt - a.createdAt || b.id - a.id;

/** `more/user/dropshippers/…` (document 2 §7): the names and phones the customer sends orders in. */
export const dropshipperHandlers = (ctx: MockContext, router: Router) => {
  const find = (customerId: number, id: number) => ctx.db.dropshippers.findFirst((q) => q.where({ id, customerId }));
  return [
    router.customer('POST more/user/dropshippers/index', ({ customer }) =>
      ok(ctx.db.dropshippers.findMany((q) => q.where({ customerId: customer.id })).sort(newestFirst).map(toDropshipperWire)),
    ),

    router.customer('POST more/user/dropshippers/show', async ({ request, customer }) => {
      const body = await readBody(request, idBody);
      if (!body.ok) return body.response;
      const dropshipper = find(customer.id, body.value.id);
      return dropshipper ? ok(toDropshipperWire(dropshipper)) : notFound('Dropshipper');
    }),

    router.customer('POST more/user/dropshippers/store', async ({ request, customer }) => {
      const body = await readBody(request, storeBody);
      if (!body.ok) return body.response;
      const now = ctx.clock.unixSeconds();
      const created = await ctx.db.dropshippers.create({
        id: nextId(ctx.db.dropshippers.all()),
        customerId: customer.id,
        name: body.value.name,
        phone: localPhone(body.value.phone),
        createdAt: now,
        updatedAt: now,
      });
      return ok(toDropshipperWire(created), 'Dropshipper berhasil ditambahkan');
    }),

    router.customer('PUT more/user/dropshippers/update', async ({ request, customer }) => {
      const body = await readBody(request, updateBody);
      if (!body.ok) return body.response;
      const changes = body.value;
      const dropshipper = find(customer.id, changes.id);
      if (!dropshipper) return notFound('Dropshipper');
      const updated = await ctx.db.dropshippers.update(dropshipper, {
        data(record) {
          record.name = changes.name ?? record.name;
          record.phone = changes.phone === undefined ? record.phone : localPhone(changes.phone);
          record.updatedAt = ctx.clock.unixSeconds();
        },
      });
      return updated ? ok(toDropshipperWire(updated), 'Dropshipper berhasil diperbarui') : notFound('Dropshipper');
    }),

    router.customer('DELETE more/user/dropshippers/destroy', async ({ request, customer }) => {
      const body = await readBody(request, idBody);
      if (!body.ok) return body.response;
      const removed = ctx.db.dropshippers.delete((q) => q.where({ id: body.value.id, customerId: customer.id }));
      return removed ? ok(null, 'Dropshipper berhasil dihapus') : notFound('Dropshipper');
    }),
  ];
};

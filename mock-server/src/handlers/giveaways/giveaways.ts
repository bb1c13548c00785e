import { z } from 'zod';
import type { CustomerRecord } from '../../db/account';
import type { Database } from '../../db/database';
import type { GiveawayEventRecord } from '../../db/giveaways';
import { addressesOf } from '../address-book/addresses';
import { entryId, nextId } from '../address-book/book-fields';
import { readBody, readQuery } from '../body';
import type { MockContext } from '../context';
import { regionNames } from '../regions/region-index';
import { notFound, ok, refuse } from '../respond';
import type { Router } from '../router';
import { toGiveawayClaimWire, toGiveawayEventWire } from './giveaway-wire';
import { newCustomerRefusal } from './new-customer';

const claimBody = z.object({ event_id: entryId, address_id: entryId.optional() });
const claimListQuery = z.object({
  page: z.coerce.number().int().min(1).max(10_000).default(1),
  per_page: z.coerce.number().int().min(1).max(50).default(10),
});

/** Why `customer`'s claim of `event` is refused, in the words the store shows, or null. */
const eventRefusal = (db: Database, event: GiveawayEventRecord, customer: CustomerRecord, now: number): string | null => {
  if (now < event.startAt) return 'Event giveaway belum dimulai';
  if (now >= event.endAt) return 'Event giveaway sudah berakhir';
  if (hasClaimed(db, customer.id, event.id)) return 'Anda sudah mengklaim giveaway ini';
  const notNew = event.forNewCustomers ? newCustomerRefusal(db, customer, now) : null;
  if (notNew) return notNew;
  if (event.claimedCount >= event.quota) return 'Kuota giveaway sudah habis';
  return null;
};

const hasClaimed = (db: Database, customerId: number, eventId: number) =>
  db.giveawayClaims.findFirst((q) => q.where({ customerId, eventId })) !== undefined;

const findEvent = (db: Database, id: number) => db.giveawayEvents.findFirst((q) => q.where({ id })) ?? null;

/**
 * Giveaway events and claims (document 2 §7, "Giveaways and events"): an
 * event can be claimed while it runs, once per customer, while its quota
 * lasts (one for new customers only by a new customer); the prize goes to
 * the address given or the default one; a claim can be withdrawn while it
 * waits for verification.
 */
export const giveawayHandlers = (ctx: MockContext, router: Router) => [
  router.customer('POST more/event/index', ({ customer, origin }) => {
    const now = ctx.clock.unixSeconds();
    const onOffer = ctx.db.giveawayEvents
      .findMany((q) => q.where({ endAt: (endAt) => endAt > now }))
      // Running events first, ending soonest; then those about to start.
      .sort((a, b) => Number(a.startAt > now) - Number(b.startAt > now) || a.endAt - b.endAt || a.id - b.id);
    return ok(onOffer.map((event) => toGiveawayEventWire(event, hasClaimed(ctx.db, customer.id, event.id), origin)));
  }),

  router.customer('POST more/user/giveaway/index', ({ request, customer, origin }) => {
    const query = readQuery(request, claimListQuery);
    if (!query.ok) return query.response;
    const { page, per_page } = query.value;
    const claims = ctx.db.giveawayClaims
      .findMany((q) => q.where({ customerId: customer.id }))
      .sort((a, b) => b.createdAt - a.createdAt || b.id - a.id);
    const start = (page - 1) * per_page;
    return ok({
      data: claims.slice(start, start + per_page).map((claim) => toGiveawayClaimWire(claim, findEvent(ctx.db, claim.eventId), origin)),
      page,
      per_page,
      total: claims.length,
      total_pages: Math.ceil(claims.length / per_page),
    });
  }),

  router.customer('POST more/user/giveaway/store', async ({ request, customer, origin }) => {
    const body = await readBody(request, claimBody);
    if (!body.ok) return body.response;
    const { event_id, address_id } = body.value;
    const event = findEvent(ctx.db, event_id);
    if (!event) return refuse(422, 'Event giveaway tidak ditemukan', { event_id: ['Event giveaway tidak ditemukan'] });
    const now = ctx.clock.unixSeconds();
    const refusal = eventRefusal(ctx.db, event, customer, now);
    if (refusal) return refuse(422, refusal, { event_id: [refusal] });
    const addresses = addressesOf(ctx.db, customer.id);
    const address = address_id === undefined ? addresses.find((a) => a.isDefault) : addresses.find((a) => a.id === address_id);
    if (!address) {
      const reason = address_id === undefined ? 'Tambahkan alamat pengiriman terlebih dahulu' : 'Alamat tidak ditemukan';
      return refuse(422, reason, { address_id: [reason] });
    }
    const names = await regionNames({
      province_id: address.provinceId,
      city_id: address.cityId,
      district_id: address.districtId,
      village_id: address.villageId,
    });
    const claim = await ctx.db.giveawayClaims.create({
      id: nextId(ctx.db.giveawayClaims.all()),
      customerId: customer.id,
      eventId: event.id,
      addressId: address.id,
      deliverTo: `${address.recipientName} (${address.phone}), ${address.address}, ${names.village_name}, ${names.district_name}, ${names.city_name} ${address.postalCode}`,
      status: 'waiting',
      courier: null,
      waybill: null,
      createdAt: now,
    });
    const counted = await ctx.db.giveawayEvents.update((q) => q.where({ id: event.id }), {
      data(record) {
        record.claimedCount += 1;
      },
    });
    return ok(toGiveawayClaimWire(claim, counted ?? event, origin), 'Giveaway berhasil diklaim');
  }),

  router.customer('DELETE more/user/giveaway/destroy/{id}', async ({ params, customer }) => {
    const id = /^\d{1,15}$/.test(params.id ?? '') ? Number(params.id) : null;
    const claim = id === null ? undefined : ctx.db.giveawayClaims.findFirst((q) => q.where({ id, customerId: customer.id }));
    if (!claim) return notFound('Klaim giveaway');
    if (claim.status !== 'waiting') return refuse(422, 'Klaim yang sudah diproses tidak dapat dihapus');
    ctx.db.giveawayClaims.delete((q) => q.where({ id: claim.id }));
    await ctx.db.giveawayEvents.update((q) => q.where({ id: claim.eventId }), {
      data(record) {
        record.claimedCount = Math.max(0, record.claimedCount - 1);
      },
    });
    return ok(null, 'Klaim giveaway berhasil dihapus');
  }),
];

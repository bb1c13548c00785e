import type { GiveawayClaim, GiveawayEvent, Page } from '@more/core';
import type { GiveawayClaimPageWire, GiveawayClaimWire, GiveawayEventWire } from './giveaway.wire';

export const toGiveawayEvent = (wire: GiveawayEventWire): GiveawayEvent => ({
  id: wire.id,
  title: wire.title,
  description: wire.description,
  prize: wire.prize,
  imageUrl: wire.image_url,
  startsAt: Date.parse(wire.start_at),
  endsAt: Date.parse(wire.end_at),
  quota: wire.quota,
  claimedCount: wire.claimed_count,
  claimedByMe: wire.is_claimed,
});

export const toGiveawayClaim = (wire: GiveawayClaimWire): GiveawayClaim => ({
  id: wire.id,
  event: { id: wire.event.id, title: wire.event.title, prize: wire.event.prize, imageUrl: wire.event.image_url },
  status: wire.status,
  statusText: wire.status_text,
  deliverTo: wire.deliver_to,
  courier: wire.courier || null,
  waybill: wire.waybill || null,
  createdAt: Date.parse(wire.created_at),
});

export const toGiveawayClaimPage = (wire: GiveawayClaimPageWire): Page<GiveawayClaim> => ({
  items: wire.data.map(toGiveawayClaim),
  page: wire.page,
  perPage: wire.per_page,
  total: wire.total,
  totalPages: wire.total_pages,
});

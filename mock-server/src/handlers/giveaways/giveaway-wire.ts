import type { GiveawayClaimWire, GiveawayEventWire } from '@more/adapters/wire';
import type { GiveawayClaimRecord, GiveawayClaimStatus, GiveawayEventRecord } from '../../db/giveaways';
import { artworkUrl } from '../media';
import { wibIso } from '../store-time';

export const CLAIM_STATUS_TEXT: Readonly<Record<GiveawayClaimStatus, string>> = {
  waiting: 'Menunggu verifikasi',
  processing: 'Hadiah sedang disiapkan',
  shipped: 'Hadiah dalam pengiriman',
  received: 'Hadiah telah diterima',
};

const imageOf = (event: GiveawayEventRecord, origin: string) => artworkUrl(origin, 'square', event.title);

export const toGiveawayEventWire = (event: GiveawayEventRecord, claimed: boolean, origin: string): GiveawayEventWire => ({
  id: event.id,
  title: event.title,
  description: event.description,
  prize: event.prize,
  image_url: imageOf(event, origin),
  start_at: wibIso(event.startAt),
  end_at: wibIso(event.endAt),
  quota: event.quota,
  claimed_count: event.claimedCount,
  is_claimed: claimed,
});

export const toGiveawayClaimWire = (claim: GiveawayClaimRecord, event: GiveawayEventRecord | null, origin: string): GiveawayClaimWire => ({
  id: claim.id,
  event: event
    ? { id: event.id, title: event.title, prize: event.prize, image_url: imageOf(event, origin) }
    : // An event removed from the programme still names the claim.
      { id: claim.eventId, title: 'Event giveaway', prize: 'Hadiah giveaway', image_url: artworkUrl(origin, 'square', 'Giveaway') },
  status: claim.status,
  status_text: CLAIM_STATUS_TEXT[claim.status],
  deliver_to: claim.deliverTo,
  courier: claim.courier,
  waybill: claim.waybill,
  created_at: wibIso(claim.createdAt),
});

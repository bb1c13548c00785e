import type { Database } from '../db/database';
import { DEMO_CUSTOMER } from './account';
import { DEMO_ADDRESSES } from './address-book';
import type { SeedContext } from './context';

const DAY = 24 * 3600;

/** Event ids are stable across seeds: the contracts and tests name them. */
export const GIVEAWAY_EVENT_ID = {
  /** Over; the demo customer's claim of it was sent. */
  anniversary: 1,
  /** Running, quota left, not claimed by the demo customer. */
  yearEnd: 2,
  /** Running, ends soon; only for new customers (the demo customer, who has ordered for months, is refused). */
  newMember: 3,
  /** Starts in 12 days. */
  harbolnas: 4,
  /** Running, but every place is taken. */
  soldOut: 5,
} as const;

/**
 * Seeds the giveaways area, relative to the seed's clock: events over,
 * running and upcoming, and the demo customer's claim of a past event, its
 * prize on the way with a waybill.
 */
export const seedGiveaways = async (db: Database, seed: SeedContext): Promise<void> => {
  const at = (days: number) => seed.now + Math.round(days * DAY);
  const events = [
    {
      id: GIVEAWAY_EVENT_ID.anniversary,
      title: 'Giveaway MOREVERSARY',
      description: 'Rayakan ulang tahun MORE dengan bantal sofa rajut gratis untuk 100 pelanggan pertama.',
      prize: 'Bantal Sofa Rajut',
      startAt: at(-40),
      endAt: at(-20),
      quota: 100,
      claimedCount: 100,
    },
    {
      id: GIVEAWAY_EVENT_ID.yearEnd,
      title: 'Giveaway Akhir Tahun',
      description: 'Klaim lampu meja kayu jati gratis untuk menemani malam akhir tahun di rumah.',
      prize: 'Lampu Meja Kayu Jati',
      startAt: at(-3),
      endAt: at(14),
      quota: 50,
      claimedCount: 17,
    },
    {
      id: GIVEAWAY_EVENT_ID.newMember,
      title: 'Hadiah Pelanggan Baru',
      description: 'Tatakan gelas rotan set isi 4 untuk pelanggan baru: bergabung dalam 30 hari terakhir dan belum pernah berbelanja.',
      prize: 'Tatakan Gelas Rotan (4 pcs)',
      startAt: at(-10),
      endAt: at(2),
      quota: 200,
      claimedCount: 158,
      forNewCustomers: true,
    },
    {
      id: GIVEAWAY_EVENT_ID.harbolnas,
      title: 'Giveaway Harbolnas 12.12',
      description: 'Kursi santai rotan untuk 12 pelanggan beruntung di Hari Belanja Online Nasional.',
      prize: 'Kursi Santai Rotan',
      startAt: at(12),
      endAt: at(13),
      quota: 12,
      claimedCount: 0,
    },
    {
      id: GIVEAWAY_EVENT_ID.soldOut,
      title: 'Giveaway Kilat Jumat',
      description: 'Vas keramik minimalis untuk 25 pengklaim tercepat.',
      prize: 'Vas Keramik Minimalis',
      startAt: at(-1),
      endAt: at(1),
      quota: 25,
      claimedCount: 25,
    },
  ];
  for (const event of events) await db.giveawayEvents.create(event);

  const home = DEMO_ADDRESSES.home;
  await db.giveawayClaims.create({
    id: 1,
    customerId: DEMO_CUSTOMER.id,
    eventId: GIVEAWAY_EVENT_ID.anniversary,
    addressId: home.id,
    deliverTo: `${home.recipientName} (${home.phone}), ${home.address}, Airlangga, Gubeng, KOTA SURABAYA ${home.postalCode}`,
    status: 'shipped',
    courier: 'JNE REG',
    waybill: 'JNE0201GA1026',
    createdAt: at(-30),
  });
};

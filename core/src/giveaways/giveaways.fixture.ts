import type { GiveawayClaim, GiveawayEvent } from './giveaway';

/** A running event with quota left, not yet claimed; tests override what they are about. */
export const aGiveawayEvent = (overrides: Partial<GiveawayEvent> = {}): GiveawayEvent => ({
  id: 1,
  title: 'Giveaway Akhir Tahun',
  description: 'Klaim lampu meja kayu jati gratis untuk pelanggan setia MORE.',
  prize: 'Lampu Meja Kayu Jati',
  imageUrl: 'https://img.test/giveaway-1.svg',
  startsAt: Date.UTC(2026, 10, 1, 0, 0),
  endsAt: Date.UTC(2026, 11, 31, 16, 59),
  quota: 50,
  claimedCount: 12,
  claimedByMe: false,
  ...overrides,
});

export const aGiveawayClaim = (overrides: Partial<GiveawayClaim> = {}): GiveawayClaim => ({
  id: 1,
  event: { id: 1, title: 'Giveaway Akhir Tahun', prize: 'Lampu Meja Kayu Jati', imageUrl: 'https://img.test/giveaway-1.svg' },
  status: 'waiting',
  statusText: 'Menunggu verifikasi',
  deliverTo: 'Sinta Wulandari, Jl. Airlangga No. 27, Gubeng, KOTA SURABAYA 60286',
  courier: null,
  waybill: null,
  createdAt: Date.UTC(2026, 10, 20, 3, 0),
  ...overrides,
});

/**
 * A giveaway event on offer (POST more/event/index): a prize a customer can
 * claim while the event runs, as long as its quota lasts, once per customer.
 */
export interface GiveawayEvent {
  readonly id: number;
  readonly title: string;
  readonly description: string;
  /** What the winner receives, e.g. "Lampu Meja Kayu Jati". */
  readonly prize: string;
  readonly imageUrl: string;
  /** Start and end, in milliseconds since the epoch. */
  readonly startsAt: number;
  readonly endsAt: number;
  /** How many claims the event takes in all, and how many it has taken. */
  readonly quota: number;
  readonly claimedCount: number;
  /** Whether the logged-in customer has claimed it already. */
  readonly claimedByMe: boolean;
}

export type GiveawayPhase = 'upcoming' | 'running' | 'over';

export const GIVEAWAY_PHASE_LABELS: Readonly<Record<GiveawayPhase, string>> = {
  upcoming: 'Akan datang',
  running: 'Berlangsung',
  over: 'Selesai',
};

/** Where an event stands at `nowMs`: running from its start until (not at) its end. */
export const giveawayPhase = (event: Pick<GiveawayEvent, 'startsAt' | 'endsAt'>, nowMs: number): GiveawayPhase =>
  nowMs < event.startsAt ? 'upcoming' : nowMs < event.endsAt ? 'running' : 'over';

export const remainingQuota = (event: Pick<GiveawayEvent, 'quota' | 'claimedCount'>): number =>
  Math.max(0, event.quota - event.claimedCount);

/** Why a claim is refused, in the words the store shows (the mock server answers the same). */
export const GIVEAWAY_REFUSALS = {
  upcoming: 'Event giveaway belum dimulai',
  over: 'Event giveaway sudah berakhir',
  claimed: 'Anda sudah mengklaim giveaway ini',
  soldOut: 'Kuota giveaway sudah habis',
} as const;

/** Why the customer cannot claim `event` at `nowMs`, or null when they can. */
export const claimRefusal = (event: GiveawayEvent, nowMs: number): string | null => {
  const phase = giveawayPhase(event, nowMs);
  if (phase === 'upcoming') return GIVEAWAY_REFUSALS.upcoming;
  if (phase === 'over') return GIVEAWAY_REFUSALS.over;
  if (event.claimedByMe) return GIVEAWAY_REFUSALS.claimed;
  if (remainingQuota(event) === 0) return GIVEAWAY_REFUSALS.soldOut;
  return null;
};

/** Where a claim is: checked, prepared, on its way (with a waybill), received. */
export type GiveawayClaimStatus = 'waiting' | 'processing' | 'shipped' | 'received';

/** A claim of the customer (POST more/user/giveaway/index), with its tracking once sent. */
export interface GiveawayClaim {
  readonly id: number;
  readonly event: { readonly id: number; readonly title: string; readonly prize: string; readonly imageUrl: string };
  readonly status: GiveawayClaimStatus;
  /** The server's words for the status, e.g. "Menunggu verifikasi". */
  readonly statusText: string;
  /** The address the prize goes to, on one line. */
  readonly deliverTo: string;
  /** The courier and waybill (resi) once the prize is sent, else null. */
  readonly courier: string | null;
  readonly waybill: string | null;
  /** In milliseconds since the epoch. */
  readonly createdAt: number;
}

/** A claim can be withdrawn until the store starts preparing the prize. */
export const canRemoveClaim = (claim: Pick<GiveawayClaim, 'status'>): boolean => claim.status === 'waiting';

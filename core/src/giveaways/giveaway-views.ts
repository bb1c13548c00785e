import { type DatedText, type StoreTime, dateAt, datedText } from '../shared/dated-text';
import { queryValue } from '../shared/query-string';
import {
  canRemoveClaim,
  claimRefusal,
  GIVEAWAY_PHASE_LABELS,
  GIVEAWAY_REFUSALS,
  giveawayPhase,
  remainingQuota,
  type GiveawayClaim,
  type GiveawayEvent,
  type GiveawayPhase,
} from './giveaway';
import * as storePaths from '../shared/store-paths';

export const GIVEAWAYS_PATH = storePaths.giveaways;
/** Claims a page of "Klaim Saya" lists, as the orders do. */
export const GIVEAWAY_CLAIMS_PAGE_SIZE = 10;
/** Where a customer without an address adds one (the profile's "Alamat"). */
export const ADDRESS_BOOK_PATH = storePaths.addressBook;

/** Reads `?page=2`; anything else is page 1. */
export const giveawayClaimsPageOf = (search: string): number => {
  const page = Number(queryValue(search, 'page'));
  return Number.isInteger(page) && page >= 1 ? page : 1;
};

/** The address of a page of claims: page 1 says nothing, so each view has one address. */
export const giveawayClaimsHref = (page: number): string => (page > 1 ? `${GIVEAWAYS_PATH}?page=${page}` : GIVEAWAYS_PATH);

/** Whether the customer can claim an event now, and if not, what the card says instead of "Klaim". */
export type EventClaimState =
  | { readonly kind: 'open' }
  /** Claimed by this customer (here or earlier): said as good news, not as a refusal. */
  | { readonly kind: 'claimed'; readonly text: string }
  /** Refused by core's rules, or by the server for a reason core could not see; `needsAddress`: the prize has nowhere to go. */
  | { readonly kind: 'refused'; readonly text: string; readonly needsAddress: boolean };

/** A refusal the server gave for an event, kept so the card stops offering a claim that will be refused again. */
export interface ServerRefusal {
  readonly text: string;
  readonly needsAddress: boolean;
}

/** An event as its card shows it at a moment: phase, period, what is left, and whether it can be claimed. */
export interface GiveawayEventView {
  readonly event: GiveawayEvent;
  readonly phase: GiveawayPhase;
  readonly phaseLabel: string;
  /** `1 November 2026 – 31 Desember 2026`, in the store's time zone; its two days also apart, to keep each on one line. */
  readonly periodText: DatedText;
  readonly period: { readonly from: StoreTime; readonly to: StoreTime };
  readonly remaining: number;
  readonly quotaText: string;
  readonly claim: EventClaimState;
}

const quotaText = (event: GiveawayEvent, phase: GiveawayPhase): string => {
  const left = remainingQuota(event);
  if (phase === 'upcoming') return `Kuota ${event.quota} hadiah`;
  return left === 0 ? 'Kuota habis' : `Sisa ${left} dari ${event.quota} hadiah`;
};

/** What this visit knows of an event beyond what the server listed: the server's refusal of a claim, or a claim just made. */
export interface EventVisitFacts {
  readonly serverRefusal?: ServerRefusal;
  readonly claimedNow?: boolean;
}

const claimStateOf = (event: GiveawayEvent, nowMs: number, { serverRefusal, claimedNow = false }: EventVisitFacts): EventClaimState => {
  if (event.claimedByMe) return { kind: 'claimed', text: claimedNow ? GIVEAWAY_CLAIMED_TEXT : GIVEAWAY_REFUSALS.claimed };
  const refusal = claimRefusal(event, nowMs);
  if (refusal) return { kind: 'refused', text: refusal, needsAddress: false };
  if (serverRefusal) return { kind: 'refused', ...serverRefusal };
  return { kind: 'open' };
};

export const giveawayEventView = (event: GiveawayEvent, nowMs: number, facts: EventVisitFacts = {}): GiveawayEventView => {
  const phase = giveawayPhase(event, nowMs);
  const period = { from: dateAt(event.startsAt), to: dateAt(event.endsAt) };
  return {
    event,
    phase,
    phaseLabel: GIVEAWAY_PHASE_LABELS[phase],
    periodText: datedText(period.from, ' – ', period.to),
    period,
    remaining: remainingQuota(event),
    quotaText: quotaText(event, phase),
    claim: claimStateOf(event, nowMs, facts),
  };
};

/**
 * The next moment after `nowMs` at which an event's phase changes (a start or
 * an end), or null when none will: the page re-reads the phases then, so
 * "Klaim" appears at the start and goes at the end without a reload.
 */
export const nextPhaseChange = (events: readonly Pick<GiveawayEvent, 'startsAt' | 'endsAt'>[], nowMs: number): number | null => {
  let next: number | null = null;
  for (const { startsAt, endsAt } of events) {
    for (const moment of [startsAt, endsAt]) if (moment > nowMs && (next === null || moment < next)) next = moment;
  }
  return next;
};

/** A claim in "Klaim Saya": its state in the server's words, when it was made, where the prize goes and how it travels. */
export interface GiveawayClaimView {
  readonly claim: GiveawayClaim;
  /** `21 November 2026 10:00` */
  readonly claimedAt: number;
  /** The courier and waybill (resi), once the prize is sent. */
  readonly shipment: { readonly courier: string; readonly waybill: string } | null;
  /** Only a claim still waiting can be withdrawn. */
  readonly removable: boolean;
}

export const giveawayClaimView = (claim: GiveawayClaim): GiveawayClaimView => ({
  claim,
  claimedAt: claim.createdAt,
  shipment: claim.courier && claim.waybill ? { courier: claim.courier, waybill: claim.waybill } : null,
  removable: canRemoveClaim(claim),
});

export const GIVEAWAY_CLAIMED_TEXT = 'Giveaway berhasil diklaim';
export const CLAIM_REMOVED_TEXT = 'Klaim giveaway berhasil dihapus';
export const CLAIM_NOT_REMOVABLE_TEXT = 'Klaim yang sudah diproses tidak dapat dihapus';
export const CLAIM_NOT_FOUND_TEXT = 'Klaim giveaway tidak ditemukan';
export const EVENT_NOT_FOUND_TEXT = 'Event giveaway tidak ditemukan';

/** The confirmation before a claim is withdrawn. */
export const REMOVE_CLAIM_CONFIRMATION = {
  title: 'Hapus Klaim',
  text: 'Klaim yang dihapus tidak dapat dikembalikan. Selama event masih berlangsung dan kuota tersedia, Anda dapat mengklaim lagi.',
  confirm: 'Ya, Hapus',
  dismiss: 'Kembali',
} as const;

/** What the two lists say when they have nothing. */
export const NO_EVENTS = { title: 'Belum ada event', text: 'Nantikan event dan giveaway menarik dari MORE di halaman ini.' } as const;
export const noClaimsText = (page: number): { readonly title: string; readonly text: string } =>
  page > 1
    ? { title: 'Tidak ada klaim di halaman ini', text: 'Klaim Anda ada di halaman sebelumnya.' }
    : { title: 'Belum ada klaim', text: 'Klaim hadiah dari event yang sedang berlangsung di atas.' };

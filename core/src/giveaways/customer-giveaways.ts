import { BehaviorSubject, EMPTY, type Observable, Subject, type Subscription, catchError, from, map, of, switchMap } from 'rxjs';
import type { Page } from '../catalogue/product';
import { type StoreFailure, toStoreFailure } from '../shared/failure';
import { failureText } from '../shared/failure-text';
import { type Loadable, idle, loadingThen, ready } from '../shared/loadable';
import type { Scheduler } from '../shared/time';
import type { GiveawayClaim, GiveawayEvent } from './giveaway';
import type { GiveawaysApi } from './giveaways-api.port';
import {
  CLAIM_NOT_FOUND_TEXT,
  CLAIM_NOT_REMOVABLE_TEXT,
  CLAIM_REMOVED_TEXT,
  EVENT_NOT_FOUND_TEXT,
  GIVEAWAY_CLAIMED_TEXT,
  GIVEAWAY_CLAIMS_PAGE_SIZE,
  type GiveawayClaimView,
  type GiveawayEventView,
  type ServerRefusal,
  giveawayClaimView,
  giveawayEventView,
  nextPhaseChange,
} from './giveaway-views';

const EVENTS_CALL = 'POST more/event/index';
const CLAIMS_CALL = 'POST more/user/giveaway/index';
const CLAIM_CALL = 'POST more/user/giveaway/store';
const REMOVE_CALL = 'DELETE more/user/giveaway/destroy/{id}';
const BUSY_TEXT = 'Mohon menunggu..';
/**
 * The longest the phase clock sleeps before looking again: a browser treats a
 * timer over 2^31 - 1 ms (24.8 days) as 1 ms, which would spin.
 */
const LONGEST_WAIT_MS = 6 * 3_600_000;

export interface GiveawayClaimsPage {
  readonly page: number;
  readonly claims: readonly GiveawayClaimView[];
  readonly total: number;
  readonly totalPages: number;
}

/** The one action on its way: a claim of an event, or a claim being withdrawn. */
export type GiveawayAction = { readonly kind: 'claim'; readonly eventId: number } | { readonly kind: 'remove'; readonly claimId: number };

export interface GiveawaysState {
  readonly events: Loadable<readonly GiveawayEventView[]>;
  readonly claims: Loadable<GiveawayClaimsPage>;
  readonly busy: GiveawayAction | null;
}

export type GiveawayOutcome =
  | { readonly kind: 'done'; readonly message: string }
  /** Not sent: core's rules refuse it, or another action is on its way. */
  | { readonly kind: 'refused'; readonly reason: 'not-allowed' | 'busy'; readonly message: string }
  /** Sent and refused or failed; `needsAddress`: the customer has no address for the prize. */
  | { readonly kind: 'failed'; readonly failure: StoreFailure; readonly message: string; readonly needsAddress: boolean };

type ClaimsRequest = { readonly page: number; readonly quiet: boolean } | null;

const initial: GiveawaysState = { events: idle, claims: idle, busy: null };

/**
 * `/profile/event` (document 2 §7, "Giveaways and events"): the events on
 * offer with their phase on the store's clock (re-read when an event starts
 * or ends), the customer's claims a page at a time, a new claim and the
 * withdrawal of one still waiting. Core refuses what its rules know before
 * sending (an event not running, claimed, out of quota; a claim already
 * processed); the server's refusal is shown otherwise, and kept on the event
 * so its card stops offering a claim that would be refused again. One action
 * at a time; each shows at once in both lists, then the shown page of claims
 * is asked again quietly (a withdrawal pulls the next claim in).
 */
export class CustomerGiveaways {
  private readonly state = new BehaviorSubject<GiveawaysState>(initial);
  readonly state$: Observable<GiveawaysState> = this.state.asObservable();

  private events: Loadable<readonly GiveawayEvent[]> = idle;
  private claims: Loadable<Page<GiveawayClaim>> = idle;
  private busy: GiveawayAction | null = null;
  private readonly serverRefusals = new Map<number, ServerRefusal>();
  /** Events claimed during this visit: their cards say the claim went through rather than that it was made before. */
  private readonly claimedNow = new Set<number>();
  private shownPage: number | null = null;
  /** Bumped by forget(): an answer from before it belongs to a page (perhaps a customer) no longer shown. */
  private generation = 0;
  private phaseClock: Subscription | null = null;

  private readonly eventRequests = new Subject<boolean>();
  private readonly claimRequests = new Subject<ClaimsRequest>();

  constructor(
    private readonly api: GiveawaysApi,
    private readonly scheduler: Scheduler,
    private readonly perPage: number = GIVEAWAY_CLAIMS_PAGE_SIZE,
  ) {
    this.eventRequests
      .pipe(switchMap((wanted) => (wanted ? loadingThen(() => this.api.events(), EVENTS_CALL) : of(idle))))
      .subscribe((events) => {
        this.events = events;
        this.watchPhases();
        this.publish();
      });
    this.claimRequests
      .pipe(
        switchMap((request) => {
          if (request === null) return of(idle);
          const ask = () => this.api.claims(request.page, this.perPage);
          // A quiet refresh keeps the list on screen; if it fails, what is shown stays.
          return request.quiet ? from(ask()).pipe(map((page) => ready(page)), catchError(() => EMPTY)) : loadingThen(ask, CLAIMS_CALL);
        }),
      )
      .subscribe((claims) => {
        this.claims = claims;
        this.publish();
      });
  }

  get current(): GiveawaysState {
    return this.state.getValue();
  }

  /** Shows the events and a page of claims: asks for what is not here or on its way already. */
  show(page: number): void {
    if (this.events.status === 'idle' || this.events.status === 'failed') this.eventRequests.next(true);
    const claims = this.claims.status;
    if (this.shownPage !== page || claims === 'idle' || claims === 'failed') {
      this.shownPage = page;
      this.claimRequests.next({ page, quiet: false });
    }
  }

  /** "Coba Lagi" under the events. */
  reloadEvents(): void {
    this.eventRequests.next(true);
  }

  /** "Coba Lagi" under the claims. */
  reloadClaims(): void {
    if (this.shownPage !== null) this.claimRequests.next({ page: this.shownPage, quiet: false });
  }

  async claim(eventId: number): Promise<GiveawayOutcome> {
    if (this.busy) return { kind: 'refused', reason: 'busy', message: BUSY_TEXT };
    const view = this.eventView(eventId);
    if (!view) return { kind: 'refused', reason: 'not-allowed', message: EVENT_NOT_FOUND_TEXT };
    if (view.claim.kind !== 'open') return { kind: 'refused', reason: 'not-allowed', message: view.claim.text };
    return this.run(
      { kind: 'claim', eventId },
      CLAIM_CALL,
      () => this.api.claim(eventId),
      (claim) => {
        this.editEvent(eventId, (event) => ({ ...event, claimedByMe: true, claimedCount: event.claimedCount + 1 }));
        this.claimedNow.add(eventId);
        this.editClaims((page) => {
          // Newest first: the new claim heads page 1, and pushes the page's last one onto the next.
          const items = page.page === 1 ? [claim, ...page.items].slice(0, this.perPage) : page.items;
          return withTotal({ ...page, items }, page.total + 1, this.perPage);
        });
      },
      GIVEAWAY_CLAIMED_TEXT,
      (failure) => {
        if (failure.kind === 'rejected') this.serverRefusals.set(eventId, { text: failureText(failure), needsAddress: needsAddress(failure) });
      },
    );
  }

  async removeClaim(claimId: number): Promise<GiveawayOutcome> {
    if (this.busy) return { kind: 'refused', reason: 'busy', message: BUSY_TEXT };
    const claim = this.claims.status === 'ready' ? this.claims.value.items.find((listed) => listed.id === claimId) : undefined;
    if (!claim) return { kind: 'refused', reason: 'not-allowed', message: CLAIM_NOT_FOUND_TEXT };
    if (!giveawayClaimView(claim).removable) return { kind: 'refused', reason: 'not-allowed', message: CLAIM_NOT_REMOVABLE_TEXT };
    return this.run(
      { kind: 'remove', claimId },
      REMOVE_CALL,
      () => this.api.removeClaim(claimId),
      () => {
        this.dropClaim(claimId);
        this.editEvent(claim.event.id, (event) => ({ ...event, claimedByMe: false, claimedCount: Math.max(0, event.claimedCount - 1) }));
        this.serverRefusals.delete(claim.event.id);
        this.claimedNow.delete(claim.event.id);
      },
      CLAIM_REMOVED_TEXT,
      (failure) => {
        // Gone already (withdrawn in another tab): the list stops showing it.
        if (failure.kind === 'not-found') this.dropClaim(claimId);
      },
    );
  }

  /** Leaving the page: nothing of this customer's stays, answers and timers on their way are dropped. */
  forget(): void {
    this.generation++;
    this.shownPage = null;
    this.busy = null;
    this.serverRefusals.clear();
    this.claimedNow.clear();
    this.eventRequests.next(false);
    this.claimRequests.next(null);
    this.watchPhases();
    this.publish();
  }

  /** Logging out (here, in another tab, or a 401): the same. */
  clearOnLogout(): void {
    this.forget();
  }

  /** Sends one action; what it changed shows at once (if the page is still the one that asked), then the claims are asked again quietly. */
  private async run<T>(
    action: GiveawayAction,
    call: string,
    send: () => Promise<T>,
    apply: (answer: T) => void,
    doneText: string,
    onFailure: (failure: StoreFailure) => void,
  ): Promise<GiveawayOutcome> {
    const generation = this.generation;
    const stillShown = () => generation === this.generation;
    this.busy = action;
    this.publish();
    try {
      const answer = await send();
      if (stillShown()) {
        apply(answer);
        if (this.shownPage !== null) this.claimRequests.next({ page: this.shownPage, quiet: true });
      }
      return { kind: 'done', message: doneText };
    } catch (error) {
      const failure = toStoreFailure(error, call);
      if (stillShown()) onFailure(failure);
      return { kind: 'failed', failure, message: failureText(failure), needsAddress: needsAddress(failure) };
    } finally {
      if (stillShown()) {
        this.busy = null;
        this.publish();
      }
    }
  }

  private eventView(eventId: number): GiveawayEventView | undefined {
    const events = this.current.events;
    return events.status === 'ready' ? events.value.find((view) => view.event.id === eventId) : undefined;
  }

  private editEvent(eventId: number, edit: (event: GiveawayEvent) => GiveawayEvent): void {
    if (this.events.status !== 'ready') return;
    this.events = ready(this.events.value.map((event) => (event.id === eventId ? edit(event) : event)));
  }

  private editClaims(edit: (page: Page<GiveawayClaim>) => Page<GiveawayClaim>): void {
    if (this.claims.status === 'ready') this.claims = ready(edit(this.claims.value));
  }

  private dropClaim(claimId: number): void {
    this.editClaims((page) => {
      const items = page.items.filter((listed) => listed.id !== claimId);
      return items.length === page.items.length ? page : withTotal({ ...page, items }, page.total - 1, this.perPage);
    });
    this.publish();
  }

  /** Re-reads the phases at the next start or end of an event shown (on the store's scheduler). */
  private watchPhases(): void {
    this.phaseClock?.unsubscribe();
    this.phaseClock = null;
    if (this.events.status !== 'ready') return;
    const now = this.scheduler.now();
    const next = nextPhaseChange(this.events.value, now);
    if (next === null) return;
    this.phaseClock = this.scheduler.schedule(() => {
      this.watchPhases();
      this.publish();
    }, Math.min(next - now, LONGEST_WAIT_MS));
  }

  private publish(): void {
    const now = this.scheduler.now();
    const events: Loadable<readonly GiveawayEventView[]> =
      this.events.status === 'ready' ? ready(
            this.events.value.map((event) => {
              const serverRefusal = this.serverRefusals.get(event.id);
              return giveawayEventView(event, now, { ...(serverRefusal ? { serverRefusal } : {}), claimedNow: this.claimedNow.has(event.id) });
            }),
          ) : this.events;
    const claims: Loadable<GiveawayClaimsPage> =
      this.claims.status === 'ready'
        ? ready({
            page: this.claims.value.page,
            claims: this.claims.value.items.map(giveawayClaimView),
            total: this.claims.value.total,
            totalPages: this.claims.value.totalPages,
          })
        : this.claims;
    this.state.next({ events, claims, busy: this.busy });
  }
}

const withTotal = (page: Page<GiveawayClaim>, total: number, perPage: number): Page<GiveawayClaim> => ({
  ...page,
  total: Math.max(0, total),
  totalPages: Math.ceil(Math.max(0, total) / perPage),
});

/** The server refused for want of an address (`address_id`): the customer has none for the prize to go to. */
const needsAddress = (failure: StoreFailure): boolean => failure.kind === 'rejected' && (failure.details.fieldErrors?.addressId?.length ?? 0) > 0;

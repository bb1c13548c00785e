import {
  BehaviorSubject,
  Observable,
  type OperatorFunction,
  Subject,
  catchError,
  concat,
  defer,
  map,
  of,
  shareReplay,
  switchMap,
  takeWhile,
} from 'rxjs';
import { toStoreFailure } from '../shared/failure';
import { type Loadable, failed, idle, loading, ready } from '../shared/loadable';
import type { Scheduler } from '../shared/time';
import type { FlashSaleGroup } from './flash-sale';
import type { FlashSaleApi } from './flash-sale-api.port';
import { type FlashSaleGroupView, toFlashSaleGroupView } from './flash-sale-group-view';
import { isFlashSaleActive } from './flash-sale-phase';
import { everySecond } from './sale-clock';
import type { FlashSaleCardSize } from './stock';

export type FlashSaleBoardState = Loadable<readonly FlashSaleGroupView[]>;

/**
 * Where a board reads its groups: 'public' is `POST uni/product/flashsale`,
 * which anyone may call; 'customer' is `GET more/promotion/flashsale-group`,
 * which needs a logged-in customer (document 2 §6).
 */
export type FlashSaleGroupSource = 'public' | 'customer';

const sourceCalls = {
  public: 'POST uni/product/flashsale',
  customer: 'GET more/promotion/flashsale-group',
} as const satisfies Record<FlashSaleGroupSource, string>;

export interface FlashSaleBoardOptions {
  /** The home block shows small cards (the default); the promotion page large ones. */
  readonly cardSize?: FlashSaleCardSize;
  /**
   * 'public' by default: the home page's block is seen by guests too. A
   * logged-in customer's promotion page may read 'customer'.
   */
  readonly source?: FlashSaleGroupSource;
}

/** True when a group shown as not over in `before` is over in `after`. */
const aGroupEnded = (before: FlashSaleBoardState, after: FlashSaleBoardState): boolean => {
  if (before.status !== 'ready' || after.status !== 'ready') return false;
  const notOverBefore = new Set(before.value.filter((group) => group.phase !== 'over').map((group) => group.id));
  return after.value.some((group) => group.phase === 'over' && notOverBefore.has(group.id));
};

/**
 * Passes every state on, then calls `reload` when a group on screen has just
 * ended: every subscriber sees 00:00:00 before the reload's loading.
 */
const reloadingWhenAGroupEnds =
  (reload: () => void): OperatorFunction<FlashSaleBoardState, FlashSaleBoardState> =>
  (states) =>
    new Observable<FlashSaleBoardState>((subscriber) => {
      let before: FlashSaleBoardState | null = null;
      return states.subscribe({
        next: (after) => {
          const ended = before !== null && aGroupEnded(before, after);
          before = after;
          subscriber.next(after);
          if (ended) reload();
        },
        error: (error: unknown) => subscriber.error(error),
        complete: () => subscriber.complete(),
      });
    });

/**
 * The flash-sale block (`POST uni/product/flashsale`, or
 * `GET more/promotion/flashsale-group` for source 'customer'): each active
 * group with its phase, heading or countdown, and cards, recomputed every
 * second on the injected scheduler while something subscribes.
 *
 * Groups already over when they arrive are left out ("active while the
 * current time is before its end"). A group that ends on screen shows
 * 00:00:00, then the board fetches the groups again by itself: "When the
 * countdown reaches zero the page reloads" (document 1 §4). Only a board
 * someone watches ticks, so only a board on screen reloads. An upcoming group
 * that starts simply turns "Berlangsung": no reload.
 */
export class FlashSaleBoard {
  private readonly requests = new Subject<void>();
  private readonly groups = new BehaviorSubject<Loadable<readonly FlashSaleGroup[]>>(idle);
  readonly state$: Observable<FlashSaleBoardState>;

  constructor(api: FlashSaleApi, scheduler: Scheduler, options: FlashSaleBoardOptions = {}) {
    const size = options.cardSize ?? 'small';
    const source = options.source ?? 'public';
    const fetchGroups = () => (source === 'public' ? api.currentGroups() : api.groups());
    this.requests
      .pipe(
        switchMap(() =>
          concat(
            of(loading),
            defer(fetchGroups).pipe(
              map((groups) => ready(groups.filter((group) => isFlashSaleActive(group, scheduler.now())))),
              catchError((error: unknown) => of(failed(toStoreFailure(error, sourceCalls[source])))),
            ),
          ),
        ),
      )
      .subscribe((next) => this.groups.next(next));

    this.state$ = this.groups.pipe(
      switchMap((groups): Observable<FlashSaleBoardState> => {
        if (groups.status !== 'ready') return of(groups);
        return everySecond(scheduler).pipe(
          map((now) => groups.value.map((group) => toFlashSaleGroupView(group, now, size))),
          // Once every group is over nothing changes any more: the ticking stops.
          takeWhile((views) => views.some((view) => view.phase !== 'over'), true),
          map((views) => ready(views)),
        );
      }),
      reloadingWhenAGroupEnds(() => this.load()),
      // One clock (and one reload) for every subscriber; it stops when the last one leaves.
      shareReplay({ bufferSize: 1, refCount: true }),
    );
  }

  /** Fetches the groups again, whatever is shown now (the retry button). */
  load(): void {
    this.requests.next();
  }

  /** Fetches unless the groups are already here or on their way (opening the home page). */
  ensureLoaded(): void {
    const { status } = this.groups.getValue();
    if (status === 'idle' || status === 'failed') this.load();
  }
}

import { BehaviorSubject, type Observable, Subject, catchError, concat, defer, filter, map, merge, of, switchMap } from 'rxjs';
import type { AuthStore } from '../session/auth-store';
import { toStoreFailure } from '../shared/failure';
import { type Loadable, failed, idle, loading, ready } from '../shared/loadable';
import { settled } from '../shared/settled';
import { type RewardCard, toRewardCard } from './promotion-offer-cards';
import type { PromotionsApi } from './promotions-api.port';

/** The rewards for points, or 'guest' when nobody is logged in: the call "needs a logged-in user" (document 2 §6). */
export type RewardShelfState = Loadable<readonly RewardCard[]> | { readonly status: 'guest' };

const REWARDS_CALL = 'GET more/promotion/reedem';
const GUEST: RewardShelfState = { status: 'guest' };

/** What a guest reads in place of the rewards, beside a "Masuk" link. */
export const REWARDS_LOGIN_PROMPT = 'Masuk ke akun Anda untuk melihat hadiah yang dapat ditukar dengan poin belanja.';
export const REWARDS_LOGIN_LABEL = 'Masuk';

/**
 * The customer's rewards for points (`GET more/promotion/reedem`). Never
 * asked for a guest, and forgotten at logout, so the next customer on the
 * device never sees the last one's points.
 */
export class RewardShelf {
  private readonly requests = new Subject<'load' | 'forget'>();
  private readonly state = new BehaviorSubject<Loadable<readonly RewardCard[]>>(idle);
  readonly state$: Observable<RewardShelfState>;

  constructor(
    api: PromotionsApi,
    private readonly auth: AuthStore,
  ) {
    const logouts = auth.loggedIn$.pipe(
      filter((loggedIn) => !loggedIn),
      map(() => 'forget' as const),
    );
    merge(this.requests, logouts)
      .pipe(
        switchMap((request): Observable<Loadable<readonly RewardCard[]>> => {
          if (request === 'forget') return of(idle);
          return concat(
            of(loading),
            defer(() => api.redeemableRewards()).pipe(
              map((rewards) => ready(rewards.map(toRewardCard))),
              catchError((error: unknown) => of(failed(toStoreFailure(error, REWARDS_CALL)))),
            ),
          );
        }),
      )
      .subscribe((next) => this.state.next(next));
    this.state$ = auth.loggedIn$.pipe(switchMap((loggedIn) => (loggedIn ? this.state : of(GUEST))));
  }

  /** What the shelf shows now: 'guest' while nobody is logged in, as state$ says. */
  get current(): RewardShelfState {
    return this.auth.isLoggedIn ? this.state.getValue() : GUEST;
  }

  /** Fetches again for the logged-in customer (the retry button); nothing for a guest. */
  load(): void {
    if (this.auth.isLoggedIn) this.requests.next('load');
  }

  /** Resolves once no rewards are on their way (asked for by `ensureLoaded`): loaded, failed, or never asked. */
  settled(): Promise<void> {
    return settled(this.state, (state) => state.status === 'loading').then(() => undefined);
  }

  /** Fetches unless the rewards are here or on their way, once a customer is known. */
  ensureLoaded(): void {
    const { status } = this.state.getValue();
    if (status === 'idle' || status === 'failed') this.load();
  }
}

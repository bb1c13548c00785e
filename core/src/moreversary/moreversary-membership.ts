import { BehaviorSubject, type Observable, combineLatest, distinctUntilChanged, map, of, switchMap } from 'rxjs';
import type { AccountApi } from '../account/account-api.port';
import type { MoreversaryStatus } from '../account/moreversary';
import type { StoreFailure } from '../shared/failure';
import { loadingThen } from '../shared/loadable';
import { type MoreversaryStanding, moreversaryStanding } from './moreversary-text';

const CALL = 'GET more/user/moreversary';

/**
 * What the customer's part of the anniversary pages shows. `more/user/…`
 * needs login (document 2 §6): a guest is invited, never shown an error; a
 * 404 means no campaign is set up now ('not-running'), said kindly.
 */
export type MoreversaryMembershipView =
  | { readonly status: 'idle' }
  | { readonly status: 'login-needed' }
  | { readonly status: 'loading' }
  | { readonly status: 'failed'; readonly failure: StoreFailure }
  | { readonly status: 'not-running' }
  | { readonly status: 'ready'; readonly campaign: MoreversaryStatus; readonly standing: MoreversaryStanding };

/**
 * The customer's anniversary data (`GET more/user/moreversary`) on
 * /moreversary and /moreversary-retail. Asks while a page wants it and a
 * customer is logged in, again when one logs in (here, in another tab); a
 * guest, a logout or a 401 turns it into 'login-needed' at once, dropping
 * what was shown and any answer still on its way.
 */
export class MoreversaryMembership {
  private readonly wanted = new BehaviorSubject<{ readonly wanted: boolean }>({ wanted: false });
  private readonly state = new BehaviorSubject<MoreversaryMembershipView>({ status: 'idle' });
  readonly state$: Observable<MoreversaryMembershipView> = this.state.asObservable();

  constructor(
    private readonly api: Pick<AccountApi, 'moreversary'>,
    loggedIn$: Observable<boolean>,
    /** The clock (ms) that tells a campaign to come from one that is over: the scheduler's in the app. */
    private readonly now: () => number = Date.now,
  ) {
    combineLatest([loggedIn$.pipe(distinctUntilChanged()), this.wanted])
      .pipe(
        switchMap(([loggedIn, { wanted }]) => {
          if (!wanted) return of<MoreversaryMembershipView>({ status: 'idle' });
          if (!loggedIn) return of<MoreversaryMembershipView>({ status: 'login-needed' });
          return loadingThen(() => this.api.moreversary(), CALL).pipe(
            map((loadable): MoreversaryMembershipView => {
              if (loadable.status === 'ready') return { status: 'ready', campaign: loadable.value, standing: moreversaryStanding(loadable.value, this.now()) };
              if (loadable.status === 'failed')
                return loadable.failure.kind === 'not-found' ? { status: 'not-running' } : { status: 'failed', failure: loadable.failure };
              return { status: 'loading' };
            }),
          );
        }),
      )
      .subscribe((view) => this.state.next(view));
  }

  get current(): MoreversaryMembershipView {
    return this.state.getValue();
  }

  /** A page opens: asks unless the answer is here or on its way. */
  show(): void {
    const { status } = this.current;
    if (this.wanted.getValue().wanted && status !== 'failed' && status !== 'idle') return;
    this.wanted.next({ wanted: true });
  }

  /** "Coba Lagi". */
  reload(): void {
    if (this.wanted.getValue().wanted) this.wanted.next({ wanted: true });
  }

  /** Leaving the page: nothing stays, answers on their way are dropped. */
  forget(): void {
    this.wanted.next({ wanted: false });
  }

  /** Logging out (here, in another tab, or a 401): nothing of the customer stays; an open page invites a new login. */
  clearOnLogout(): void {
    this.state.next(this.wanted.getValue().wanted ? { status: 'login-needed' } : { status: 'idle' });
  }
}

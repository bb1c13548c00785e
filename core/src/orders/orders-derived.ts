import { BehaviorSubject, type Observable, Subject, of, switchMap } from 'rxjs';
import type { ClearedOnLogout } from '../session/participants';
import { type Loadable, idle, loadingThen } from '../shared/loadable';

/** The call every list derived from the orders reads (page after page: everyOrderWith). */
const ORDERS_CALL = 'GET more/transaction/order';

/**
 * A list a page derives from the customer's orders (what waits for a review,
 * what may be complained about), as document 2 has no call for it: read when
 * the page shows it unless it is here or on its way, read again on "Coba
 * Lagi", and forgotten when the page is left (an order may ship or complete
 * meanwhile) or at logout; an answer still on its way then is dropped.
 */
export class OrdersDerived<T> implements ClearedOnLogout {
  private readonly requests = new Subject<boolean>();
  private readonly state = new BehaviorSubject<Loadable<T>>(idle);
  readonly state$: Observable<Loadable<T>> = this.state.asObservable();

  constructor(derive: () => Promise<T>) {
    this.requests.pipe(switchMap((load) => (load ? loadingThen(derive, ORDERS_CALL) : of(idle)))).subscribe((next) => this.state.next(next));
  }

  get current(): Loadable<T> {
    return this.state.getValue();
  }

  /** Asks unless the list is here or on its way. */
  show(): void {
    const { status } = this.current;
    if (status === 'idle' || status === 'failed') this.requests.next(true);
  }

  /** "Coba Lagi". */
  reload(): void {
    this.requests.next(true);
  }

  /** Leaving the page: the next visit asks again. */
  forget(): void {
    this.requests.next(false);
  }

  clearOnLogout(): void {
    this.forget();
  }
}

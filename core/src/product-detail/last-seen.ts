import { BehaviorSubject, type Observable } from 'rxjs';
import type { AuthStore } from '../session/auth-store';
import type { AfterLogin } from '../session/participants';
import { type StoreFailure, toStoreFailure } from '../shared/failure';
import type { HistoryApi } from './history-api.port';
import type { LastSeenStore } from './last-seen-store.port';
import { recordSeen } from './record-seen';

export interface LastSeenState {
  /** Most recent first, at most LAST_SEEN_LIMIT. */
  readonly productIds: readonly number[];
  /** Why the latest sync with the account failed, until one succeeds; the list is kept either way. */
  readonly syncFailure: StoreFailure | null;
}

const SYNC_CALL = 'POST more/user/sync/product';

/**
 * The products the shopper opened, kept on the device and, for a customer,
 * synced to the account. The carousel itself is read with
 * `GET uni/product?type=lastseen`, the catalogue's job.
 */
export class LastSeen implements AfterLogin {
  private readonly state: BehaviorSubject<LastSeenState>;
  readonly state$: Observable<LastSeenState>;
  /** Bumped by every sync: an older answer never overwrites a newer one's outcome. */
  private syncRequest = 0;

  constructor(
    private readonly store: LastSeenStore,
    private readonly api: HistoryApi,
    private readonly auth: AuthStore,
  ) {
    this.state = new BehaviorSubject<LastSeenState>({ productIds: store.load(), syncFailure: null });
    this.state$ = this.state.asObservable();
  }

  get current(): LastSeenState {
    return this.state.getValue();
  }

  /** The shopper opened a product. Never rejects: a failed sync shows in state and keeps the local list. */
  record(productId: number): Promise<void> {
    const before = this.current;
    const productIds = recordSeen(before.productIds, productId);
    const unchanged = productIds.length === before.productIds.length && productIds.every((id, i) => id === before.productIds[i]);
    this.store.save(productIds);
    this.state.next({ ...before, productIds });
    // Reopening the most recent product changes nothing the server does not already have.
    if (!this.auth.isLoggedIn || (unchanged && before.syncFailure === null)) return Promise.resolve();
    return this.sync();
  }

  /** Sends what the shopper saw as a guest to the account they logged in to. */
  afterLogin(): Promise<void> {
    return this.current.productIds.length > 0 ? this.sync() : Promise.resolve();
  }

  private async sync(): Promise<void> {
    const request = ++this.syncRequest;
    let syncFailure: StoreFailure | null = null;
    try {
      await this.api.sync(this.current.productIds);
    } catch (error) {
      syncFailure = toStoreFailure(error, SYNC_CALL);
    }
    if (request === this.syncRequest) this.state.next({ ...this.current, syncFailure });
  }
}

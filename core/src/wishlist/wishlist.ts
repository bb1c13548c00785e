import { BehaviorSubject, type Observable } from 'rxjs';
import type { ProductSummary } from '../catalogue/product';
import type { AuthStore } from '../session/auth-store';
import type { AfterLogin, ClearedOnLogout } from '../session/participants';
import { type StoreFailure, toStoreFailure } from '../shared/failure';
import { settled } from '../shared/settled';
import type { GuestWishlistStore } from './guest-wishlist-store.port';
import type { WishlistApi } from './wishlist-api.port';
import { type WishedIds, toggleWished, withWished, withoutWished } from './wished-ids';

/** How many wished products one `GET more/user/wishlist` asks for (the store's list page size, document 1 §9). */
export const WISHLIST_PAGE_SIZE = 12;

export interface WishlistState {
  /** The hearts that are on: a guest's from the device, a customer's from the server. */
  readonly productIds: WishedIds;
  /** A customer's wished products as the server listed them, for the profile page; none for a guest. */
  readonly products: readonly ProductSummary[];
  /** Whether a customer's list has arrived; a guest's list is always ready. */
  readonly status: 'loading' | 'ready' | 'failed';
  /** The last call that failed (loading, sync or a heart), until the next command. */
  readonly failure: StoreFailure | null;
  /** Ids whose heart change is still on its way to the server; a tap on them is ignored. */
  readonly pending: WishedIds;
}

const LIST_CALL = 'GET more/user/wishlist';
const ADD_CALL = 'POST more/user/wishlist';
const REMOVE_CALL = 'DELETE more/user/wishlist/{id}';
const SYNC_CALL = 'POST more/user/wishlist/sync-guest';

/**
 * The shopper's wishlist (document 1 §3, §4). A guest's hearts live on the
 * device and change at once; a customer's go through the API, optimistically,
 * and change back with a failure if the call fails. After login the guest list
 * is sent to the account and only then cleared, so a failed sync loses nothing
 * (it is sent again on the next load).
 */
export class Wishlist implements AfterLogin, ClearedOnLogout {
  private ids: WishedIds = [];
  private serverProducts: readonly ProductSummary[] = [];
  private status: WishlistState['status'] = 'ready';
  private failure: StoreFailure | null = null;
  /** Heart changes on their way: product id → true when adding. */
  private readonly inFlight = new Map<number, boolean>();
  /** Heart changes the server confirmed since the latest load began: its list may predate them. */
  private readonly confirmedSinceLoad = new Map<number, boolean>();
  /** Bumped at logout: answers for the previous shopper are dropped. */
  private shopper = 0;
  /** Bumped by every load: only the latest list is shown. */
  private loadRequest = 0;
  private readonly state: BehaviorSubject<WishlistState>;
  readonly state$: Observable<WishlistState>;

  constructor(
    private readonly api: WishlistApi,
    private readonly guestStore: GuestWishlistStore,
    private readonly auth: AuthStore,
  ) {
    this.state = new BehaviorSubject(this.snapshot());
    this.state$ = this.state.asObservable();
    // A reload while logged in shows the account's list, as a login would.
    void this.refresh();
  }

  get current(): WishlistState {
    return this.state.getValue();
  }

  /** Resolves once the list is no longer on its way (the account's loaded or failed, or the device's read). */
  settled(): Promise<void> {
    return settled(this.state$, (state) => state.status === 'loading').then(() => undefined);
  }

  /** A guest's hearts still on this device, not yet synced into the account (a login moments ago). */
  holdsUnsyncedHearts(): boolean {
    return this.guestStore.load().length > 0;
  }

  has(productId: number): boolean {
    return this.ids.includes(productId);
  }

  /** Turns a heart on or off. Never rejects: a failure shows in state. */
  toggle(productId: number): Promise<void> {
    if (!this.auth.isLoggedIn) {
      this.toggleAsGuest(productId);
      return Promise.resolve();
    }
    return this.toggleAsCustomer(productId);
  }

  /** Reads the list again: the device's for a guest; for a customer, any unsent guest list first, then the server's. */
  refresh(): Promise<void> {
    if (this.auth.isLoggedIn) return this.loadCustomerList();
    this.loadRequest++;
    this.ids = this.guestStore.load();
    this.serverProducts = [];
    this.status = 'ready';
    this.failure = null;
    this.publish();
    return Promise.resolve();
  }

  /** "On login the guest list is synced to the server and then cleared" (document 1 §4). */
  afterLogin(): Promise<void> {
    return this.refresh();
  }

  /** Logout "clears … wishlist" (document 1 §4): the account's hearts and any guest list left on the device. */
  clearOnLogout(): void {
    this.shopper++;
    this.loadRequest++;
    this.inFlight.clear();
    this.confirmedSinceLoad.clear();
    this.guestStore.clear();
    this.ids = [];
    this.serverProducts = [];
    this.status = 'ready';
    this.failure = null;
    this.publish();
  }

  private toggleAsGuest(productId: number): void {
    const next = toggleWished(this.guestStore.load(), productId);
    this.guestStore.save(next);
    this.ids = next;
    this.failure = null;
    this.publish();
  }

  private async toggleAsCustomer(productId: number): Promise<void> {
    // A second tap before the server answered the first would race it.
    if (this.inFlight.has(productId)) return;
    const adding = !this.has(productId);
    const shopper = this.shopper;
    this.inFlight.set(productId, adding);
    this.ids = adding ? withWished(this.ids, productId) : withoutWished(this.ids, productId);
    this.failure = null;
    this.publish();
    try {
      await (adding ? this.api.add(productId) : this.api.remove(productId));
      if (shopper !== this.shopper) return;
      this.confirmedSinceLoad.set(productId, adding);
    } catch (error) {
      if (shopper !== this.shopper) return;
      this.ids = adding ? withoutWished(this.ids, productId) : withWished(this.ids, productId);
      this.failure = toStoreFailure(error, adding ? ADD_CALL : REMOVE_CALL);
    }
    this.inFlight.delete(productId);
    this.publish();
  }

  private async loadCustomerList(): Promise<void> {
    const request = ++this.loadRequest;
    const shopper = this.shopper;
    this.confirmedSinceLoad.clear();
    this.status = 'loading';
    this.failure = null;
    this.publish();
    let call = SYNC_CALL;
    try {
      const guestIds = this.guestStore.load();
      if (guestIds.length > 0) {
        await this.api.syncGuest(guestIds);
        // Cleared only once the server has them; a new guest's list after a logout is not ours to clear.
        if (shopper === this.shopper) this.guestStore.clear();
      }
      call = LIST_CALL;
      const products = await this.listAll();
      if (request !== this.loadRequest) return;
      this.serverProducts = products;
      this.ids = this.withInFlight(products.map((product) => product.id));
      this.status = 'ready';
    } catch (error) {
      if (request !== this.loadRequest) return;
      // The hearts shown so far stay: after a failed sync they are the guest's, still on the device.
      this.status = 'failed';
      this.failure = toStoreFailure(error, call);
    }
    this.publish();
  }

  private async listAll(): Promise<readonly ProductSummary[]> {
    const first = await this.api.list({ page: 1, perPage: WISHLIST_PAGE_SIZE });
    const rest = await Promise.all(
      Array.from({ length: Math.max(0, first.totalPages - 1) }, (_, i) =>
        this.api.list({ page: i + 2, perPage: WISHLIST_PAGE_SIZE }),
      ),
    );
    const byId = new Map<number, ProductSummary>();
    for (const product of [first, ...rest].flatMap((page) => page.items)) {
      if (!byId.has(product.id)) byId.set(product.id, product);
    }
    return [...byId.values()];
  }

  /** A list read while hearts were changing may not show those changes yet. */
  private withInFlight(ids: WishedIds): WishedIds {
    let result = ids;
    for (const [productId, adding] of [...this.confirmedSinceLoad, ...this.inFlight]) {
      result = adding ? withWished(result, productId) : withoutWished(result, productId);
    }
    return result;
  }

  private snapshot(): WishlistState {
    return {
      productIds: this.ids,
      products: this.serverProducts.filter((product) => this.ids.includes(product.id)),
      status: this.status,
      failure: this.failure,
      pending: [...this.inFlight.keys()],
    };
  }

  private publish(): void {
    this.state.next(this.snapshot());
  }
}

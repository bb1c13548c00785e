import { BehaviorSubject, type Observable, Subject, type Subscription, debounceTime } from 'rxjs';
import type { AuthStore } from '../session/auth-store';
import type { AfterLogin, ClearedOnLogout } from '../session/participants';
import { type StoreFailure, toStoreFailure } from '../shared/failure';
import { settled } from '../shared/settled';
import type { Scheduler } from '../shared/time';
import { type AddComboOutcome, addComboToCart } from './add-combo';
import { addToCart } from './add-to-cart';
import { buyNowInCart } from './buy-now';
import { type Cart, emptyCart } from './cart';
import type { CartApi } from './cart-api.port';
import { type CartTabs, noOtherTabs } from './cart-tabs.port';
import type { CartItemToAdd, CartLineKey } from './cart-line';
import type { AddOutcome, CartLineRef, CartOutcome, IncreaseQuantityOutcome, StockCheckOutcome } from './cart-outcome';
import { cartTotals } from './cart-totals';
import { decreaseQuantity, increaseQuantity } from './change-quantity';
import { clearCartAfterOrder } from './clear-after-order';
import type { GuestCartStore } from './guest-cart-store.port';
import { mergeCarts, normalizeCart, sameChoices } from './merge-carts';
import { removeCartLine } from './remove-line';
import { setAllCartLinesSelected, setCartLineSelected } from './selection';
import type { CartSaveStatus, ShoppingCartState } from './shopping-cart-state';
import { stockCheckFailed } from './stock-check-failure';

/** "Cart save debounce 250 ms" (document 2 §9). */
export const CART_SAVE_DEBOUNCE_MS = 250;

/**
 * How long a failed save waits before it is sent again: doubling from 1 s to
 * at most 30 s, for as long as the failure may pass (no answer, a server
 * error). A refusal or an ended session is not retried by itself: the next
 * change, the shopper's "Coba Lagi", or the next login sends the cart again.
 */
export const CART_SAVE_RETRY_MS = { first: 1_000, max: 30_000 } as const;

export const saveRetryDelay = (failedAttempts: number): number =>
  Math.min(CART_SAVE_RETRY_MS.max, CART_SAVE_RETRY_MS.first * 2 ** Math.max(0, failedAttempts - 1));

const mayPass = (failure: StoreFailure): boolean =>
  failure.kind === 'network' || failure.kind === 'server' || failure.kind === 'invalid-response';

/** Names the browser's storage in failures, the way calls name the server. */
export const GUEST_CART_STORAGE = 'local guest cart';

type StatePatch = Partial<Pick<ShoppingCartState, 'outcome' | 'serverCart' | 'save'>>;

const saved: CartSaveStatus = { status: 'saved' };
const pending: CartSaveStatus = { status: 'pending' };

/**
 * The shopper's cart (document 1 §4, "Cart actions"). A guest's cart is kept
 * in the browser and written there on every change; a customer's is loaded
 * from the server and saved there 250 ms after the last change.
 *
 * Saves go one at a time and always carry the whole cart as it is when they
 * leave, so the server never ends on an older state than a newer one it
 * received. A failed save leaves the cart as it is and marks it unsaved; the
 * next change or `flush()` sends it again.
 */
export class ShoppingCart implements AfterLogin, ClearedOnLogout {
  private readonly state: BehaviorSubject<ShoppingCartState>;
  readonly state$: Observable<ShoppingCartState>;

  private cart: Cart;
  private readonly changes = new Subject<void>();
  private readonly debouncedSaves: Subscription;
  /** Counts changes of the cart; `savedVersion` is the one its keeper holds. */
  private version = 0;
  private savedVersion = 0;
  /** The guest store is cleared once a save of this version (or a later one) succeeds. */
  private guestMergedAt: number | null = null;
  /** Until the server's cart is here, a save would overwrite it with a partial one. */
  private serverLoaded = false;
  private loading: Promise<void> | null = null;
  private saveInFlight = false;
  private saveWanted = false;
  private idleWaiters: (() => void)[] = [];
  /** Bumped at logout, so answers to calls made before it are dropped. */
  private epoch = 0;
  private failedSaves = 0;
  private retry: Subscription | null = null;
  private tabs: CartTabs = noOtherTabs;
  private stopListening: () => void = () => undefined;

  constructor(
    private readonly api: CartApi,
    private readonly guestStore: GuestCartStore,
    private readonly auth: AuthStore,
    private readonly scheduler: Scheduler,
  ) {
    const customer = auth.isLoggedIn;
    this.cart = customer ? emptyCart : normalizeCart(guestStore.load() ?? emptyCart);
    this.state = new BehaviorSubject<ShoppingCartState>({
      lines: this.cart.lines,
      note: this.cart.note,
      totals: cartTotals(this.cart),
      outcome: null,
      serverCart: customer ? { status: 'loading' } : { status: 'guest' },
      save: saved,
    });
    this.state$ = this.state.asObservable();
    this.debouncedSaves = this.changes
      .pipe(debounceTime(CART_SAVE_DEBOUNCE_MS, scheduler))
      .subscribe(() => this.requestSave());
    if (customer) void this.sync();
  }

  /**
   * Joins the shopper's other tabs: from now on each change is announced to
   * them and theirs are adopted here. The browser connects it once the page
   * is up (the tabs' adapter is a chunk of its own); a server render never does.
   */
  connectTabs(tabs: CartTabs): void {
    this.stopListening();
    this.tabs = tabs;
    const held = tabs.lastAnnounced();
    this.stopListening = tabs.listen((cart) => this.adoptFromOtherTab(cart));
    if (held && this.auth.isLoggedIn) void this.confirmHeld(held);
  }

  get current(): ShoppingCartState {
    return this.state.getValue();
  }

  /** Resolves once the customer's cart is no longer on its way (loaded or failed); at once for a guest's. */
  settled(): Promise<void> {
    return settled(this.state$, (state) => state.serverCart.status === 'loading').then(() => undefined);
  }

  /**
   * A guest's lines or note still on this device, not yet brought into the account: a login moments ago whose merge
   * is on its way. A page rendered for the account alone lacks them.
   */
  holdsUnmergedLines(): boolean {
    const guest = this.guestStore.load();
    return guest !== null && (guest.lines.length > 0 || guest.note !== '');
  }

  add(item: CartItemToAdd): AddOutcome {
    const { cart, outcome } = addToCart(this.cart, item);
    this.change(cart, outcome);
    return outcome;
  }

  /** "Kombo Hemat": the product and its partner at the combo price, in one change, or neither. */
  addCombo(product: CartItemToAdd, partner: CartItemToAdd): AddComboOutcome {
    const { cart, outcome } = addComboToCart(this.cart, product, partner);
    this.change(cart, outcome.kind === 'combo-added' ? outcome.partner : null);
    return outcome;
  }

  buyNow(item: CartItemToAdd): AddOutcome {
    const { cart, outcome } = buyNowInCart(this.cart, item);
    this.change(cart, outcome);
    return outcome;
  }

  increase(key: CartLineKey): IncreaseQuantityOutcome | null {
    const { cart, outcome } = increaseQuantity(this.cart, key);
    this.change(cart, outcome);
    return outcome;
  }

  decrease(key: CartLineKey): void {
    this.change(decreaseQuantity(this.cart, key), null);
  }

  remove(key: CartLineKey): void {
    this.change(removeCartLine(this.cart, key), null);
  }

  select(key: CartLineKey): void {
    this.change(setCartLineSelected(this.cart, key, true), null);
  }

  deselect(key: CartLineKey): void {
    this.change(setCartLineSelected(this.cart, key, false), null);
  }

  selectAll(): void {
    this.change(setAllCartLinesSelected(this.cart, true), null);
  }

  deselectAll(): void {
    this.change(setAllCartLinesSelected(this.cart, false), null);
  }

  setNote(note: string): void {
    this.change(note === this.cart.note ? this.cart : { ...this.cart, note }, null);
  }

  /** After an order: the ordered (selected) lines leave; an emptied cart loses its note. */
  clearAfterOrder(): void {
    this.change(clearCartAfterOrder(this.cart), null);
  }

  /**
   * Checks the stock of the selected lines (what checkout will order). "A
   * stock check failure removes the line if its quantity is 1, else decreases
   * it by one." Never rejects: a failed call is an outcome.
   */
  async checkStock(): Promise<StockCheckOutcome> {
    if (!this.auth.isLoggedIn) return this.report({ kind: 'stock-check-needs-login' });
    const lines = this.cart.lines.filter((line) => line.selected);
    let failedKeys: readonly CartLineKey[] = [];
    if (lines.length > 0) {
      try {
        failedKeys = await this.api.checkStock(lines);
      } catch (error) {
        return this.report({
          kind: 'stock-check-error',
          failure: toStoreFailure(error, 'POST more/transaction/cart/check-stock'),
        });
      }
    }
    // Applied to the cart as it is now: lines the shopper removed meanwhile are skipped.
    let cart = this.cart;
    const removed: CartLineRef[] = [];
    const reduced: (CartLineRef & { quantity: number })[] = [];
    for (const key of new Set(failedKeys)) {
      const result = stockCheckFailed(cart, key);
      cart = result.cart;
      if (result.change?.kind === 'removed') removed.push(result.change.line);
      if (result.change?.kind === 'reduced') reduced.push({ ...result.change.line, quantity: result.change.quantity });
    }
    const outcome: StockCheckOutcome = { kind: 'stock-checked', removed, reduced };
    this.change(cart, outcome);
    return outcome;
  }

  /**
   * Sends a waiting save now instead of after the debounce (the view calls it
   * before the page hides) and retries a failed one. Resolves once no save is
   * on its way; never rejects (a failure shows in `save`).
   */
  flush(): Promise<void> {
    if (!this.auth.isLoggedIn) {
      if (this.version !== this.savedVersion) this.storeAsGuest();
      return Promise.resolve();
    }
    const idle = new Promise<void>((resolve) => this.idleWaiters.push(resolve));
    this.requestSave();
    return idle;
  }

  /** Loads the server's cart again after a failed load, merging what the shopper did meanwhile. */
  reload(): Promise<void> {
    return this.auth.isLoggedIn && !this.serverLoaded ? this.sync() : Promise.resolve();
  }

  /**
   * Loads the server's cart, merges the guest's cart into it (nothing lost),
   * saves the merge at once, and only once that save succeeds clears the
   * guest store, so a failed save leaves the guest cart for the next try.
   */
  afterLogin(): Promise<void> {
    return this.sync();
  }

  /** Logout empties the cart shown; the server keeps the customer's cart. */
  clearOnLogout(): void {
    this.epoch++;
    this.cancelRetry();
    this.failedSaves = 0;
    this.loading = null;
    this.serverLoaded = false;
    this.saveWanted = false;
    this.guestMergedAt = null;
    this.cart = emptyCart;
    this.version++;
    this.savedVersion = this.version;
    this.tabs.forget();
    this.publish({ outcome: null, serverCart: { status: 'guest' }, save: saved });
    this.settleWaiters();
  }

  /** Stops the debounced saves, the retries and the other tabs' news (tests, hot reload). */
  dispose(): void {
    this.debouncedSaves.unsubscribe();
    this.cancelRetry();
    this.stopListening();
  }

  /**
   * Another tab of this shopper changed the cart: this tab shows that cart.
   * The tab that changed it keeps it (the browser's storage for a guest, the
   * server for a customer), so nothing is saved from here; a save this tab
   * still owed is settled by that newer cart. Before this tab has the
   * server's cart, the adopted one is merged into it when it arrives.
   */
  adoptFromOtherTab(announced: Cart): void {
    const cart = normalizeCart(announced);
    if (JSON.stringify(cart) === JSON.stringify(this.cart)) return;
    this.cart = cart;
    this.version++;
    if (this.serverLoaded || !this.auth.isLoggedIn) {
      this.savedVersion = this.version;
      this.cancelRetry();
      this.publish({ outcome: null, save: saved });
      return;
    }
    this.publish({ outcome: null });
  }

  /**
   * The customer's cart as loaded differs from the one this browser last held: a page rendered on the server read the
   * cart before this browser's last save of it landed (a login's merge, a change a moment before a reload). The
   * server's cart is asked for once more, not from the page's snapshot, and shown when the shopper changed nothing
   * meanwhile. A cart another device changed costs the same one call and shows the same cart.
   */
  private async confirmHeld(held: Cart): Promise<void> {
    await this.settled();
    const { epoch, version } = this;
    if (!this.serverLoaded || version !== this.savedVersion || this.saveInFlight || sameChoices(normalizeCart(held), this.cart)) return;
    // A failed call leaves the cart the page shows; the next load asks again.
    const server = await this.api.load().catch(() => null);
    if (!server || epoch !== this.epoch || version !== this.version) return;
    // Shown as another tab's announcement is: the server holds it, nothing is saved from here.
    this.adoptFromOtherTab(server);
    this.tabs.announce(this.cart);
  }

  private change(next: Cart, outcome: CartOutcome | null): void {
    if (next === this.cart) {
      this.publish({ outcome });
      return;
    }
    this.cart = next;
    this.version++;
    this.tabs.announce(next);
    if (!this.auth.isLoggedIn) {
      this.publish({ outcome });
      this.storeAsGuest();
      return;
    }
    this.publish({ outcome, save: pending });
    this.changes.next();
  }

  private report<T extends CartOutcome>(outcome: T): T {
    this.publish({ outcome });
    return outcome;
  }

  private storeAsGuest(): void {
    try {
      this.guestStore.save(this.cart);
      this.savedVersion = this.version;
      this.publish({ save: saved });
    } catch (error) {
      this.publish({ save: { status: 'failed', failure: toStoreFailure(error, GUEST_CART_STORAGE) } });
    }
  }

  private sync(): Promise<void> {
    if (this.loading) return this.loading;
    const loading = this.loadAndMerge().finally(() => {
      if (this.loading === loading) this.loading = null;
    });
    this.loading = loading;
    return loading;
  }

  private async loadAndMerge(): Promise<void> {
    const epoch = this.epoch;
    this.serverLoaded = false;
    this.publish({ serverCart: { status: 'loading' } });
    let server: Cart;
    try {
      server = await this.api.load();
    } catch (error) {
      if (epoch === this.epoch) {
        this.publish({ serverCart: { status: 'failed', failure: toStoreFailure(error, 'GET more/transaction/cart') } });
      }
      return;
    }
    if (epoch !== this.epoch) return;

    // What this browser has that the server may not: the guest store, and
    // whatever the shopper did before the server's cart arrived.
    const guest = this.guestStore.load();
    const local = mergeCarts(guest ?? emptyCart, this.cart);
    this.cart = mergeCarts(server, local);
    this.serverLoaded = true;
    this.version++;
    this.tabs.announce(this.cart);
    if (local.lines.length === 0 && local.note === '') {
      this.savedVersion = this.version;
      if (guest) this.guestStore.clear();
      this.publish({ serverCart: { status: 'loaded' }, save: saved });
      return;
    }
    this.guestMergedAt = guest ? this.version : null;
    this.publish({ serverCart: { status: 'loaded' }, save: pending });
    await this.flush();
  }

  private requestSave(): void {
    this.cancelRetry();
    this.saveWanted = true;
    this.pump();
  }

  private scheduleRetry(delay: number): void {
    this.cancelRetry();
    this.retry = this.scheduler.schedule(() => {
      this.retry = null;
      this.requestSave();
    }, delay);
  }

  private cancelRetry(): void {
    this.retry?.unsubscribe();
    this.retry = null;
  }

  /** Starts the next save unless one is on its way; its end calls pump again. */
  private pump(): void {
    if (this.saveInFlight) return;
    const wanted = this.saveWanted;
    this.saveWanted = false;
    const mustSend = wanted && this.auth.isLoggedIn && this.serverLoaded && this.version !== this.savedVersion;
    if (!mustSend) {
      this.settleWaiters();
      return;
    }
    this.saveInFlight = true;
    void this.send(this.cart, this.version, this.epoch);
  }

  private async send(cart: Cart, version: number, epoch: number): Promise<void> {
    this.publish({ save: { status: 'saving' } });
    try {
      await this.api.save(cart);
      if (epoch === this.epoch) {
        this.failedSaves = 0;
        this.savedUpTo(version);
      }
    } catch (error) {
      if (epoch === this.epoch) {
        const failure = toStoreFailure(error, 'POST more/transaction/cart');
        this.failedSaves++;
        const retryIn = mayPass(failure) ? saveRetryDelay(this.failedSaves) : null;
        this.publish({ save: { status: 'failed', failure, retryIn } });
        if (retryIn !== null) this.scheduleRetry(retryIn);
      }
    } finally {
      this.saveInFlight = false;
      this.pump();
    }
  }

  private savedUpTo(version: number): void {
    this.savedVersion = Math.max(this.savedVersion, version);
    if (this.guestMergedAt !== null && version >= this.guestMergedAt) {
      this.guestMergedAt = null;
      this.guestStore.clear();
    }
    this.publish({ save: this.version === this.savedVersion ? saved : pending });
  }

  private settleWaiters(): void {
    const waiters = this.idleWaiters;
    this.idleWaiters = [];
    for (const resolve of waiters) resolve();
  }

  private publish(patch: StatePatch): void {
    this.state.next({
      ...this.state.getValue(),
      ...patch,
      lines: this.cart.lines,
      note: this.cart.note,
      totals: cartTotals(this.cart),
    });
  }
}

import { BehaviorSubject, type Observable, type Subscription, filter, take } from 'rxjs';
import { checkoutItemsOf } from './checkout-items';
import { stepPath } from './checkout-step';
import type { AuthStore } from '../session/auth-store';
import type { Navigation } from '../shared/navigation';
import { type CartLineKey, cartLineKey } from '../cart/cart-line';
import { removalText } from '../cart/cart-page';
import type { CheckoutStarter } from '../cart/checkout-starter.port';
import { type ProceedOutcome, proceedToCheckout } from './proceed-to-checkout';
import type { ShoppingCart } from '../cart/shopping-cart';
import type { ShoppingCartState } from '../cart/shopping-cart-state';

/** What the cart page says after the shopper's last action: a removal, or why checkout waits. */
export interface CartNotice {
  readonly messages: readonly string[];
  /** Why checkout waits (an alert that takes the focus), rather than news of a removal. */
  readonly problem: boolean;
}

export interface CartCheckoutState {
  /** The stock check and the checkout's start are under way: the button says so, and another press waits for them. */
  readonly busy: boolean;
  readonly notice: CartNotice | null;
}

/**
 * Whether the cart page can show the cart: a customer's cart that is still
 * loading, with nothing in it yet, is not known (the skeleton stands in).
 */
export const isCartShown = (state: Pick<ShoppingCartState, 'serverCart' | 'lines'>): boolean =>
  state.serverCart.status !== 'loading' || state.lines.length > 0;

/**
 * When /buy and /m/buy go on to checkout by themselves: once the cart is
 * known (a guest's, or a customer's loaded from the server) and holds
 * lines. An empty cart has nothing to buy: the page shows the empty cart.
 */
export const proceedsOnArrival = (state: Pick<ShoppingCartState, 'serverCart' | 'lines'>): boolean =>
  (state.serverCart.status === 'guest' || state.serverCart.status === 'loaded') && state.lines.length > 0;

const quiet: CartCheckoutState = { busy: false, notice: null };

/**
 * The cart page's way on: its Checkout button (core's proceedToCheckout,
 * with the stock check), where each outcome leads (the checkout's first
 * step, or the login and back), and what the page says meanwhile. The page
 * opens it when shown and closes it when it goes: what it said is not kept
 * for the next visit.
 */
export class CartCheckout {
  private readonly state = new BehaviorSubject<CartCheckoutState>(quiet);
  readonly state$: Observable<CartCheckoutState> = this.state.asObservable();
  private running: Promise<ProceedOutcome> | null = null;
  private shown = false;
  /** Counts the page's visits, so an arrival meant for one left behind does nothing. */
  private visits = 0;
  private arrival: Subscription | null = null;

  constructor(
    private readonly cart: Pick<ShoppingCart, 'state$' | 'current' | 'checkStock' | 'remove'>,
    private readonly auth: Pick<AuthStore, 'isLoggedIn'>,
    private readonly starter: CheckoutStarter,
    private readonly navigation: Navigation,
  ) {}

  get current(): CartCheckoutState {
    return this.state.getValue();
  }

  /**
   * The page is shown. `proceedOnArrival` (/buy, /m/buy): once the cart is
   * known with lines, it goes on as if the shopper pressed Checkout, once.
   */
  open({ proceedOnArrival = false }: { readonly proceedOnArrival?: boolean } = {}): void {
    this.close();
    this.shown = true;
    if (!proceedOnArrival) return;
    const visit = this.visits;
    this.arrival = this.cart.state$.pipe(filter(proceedsOnArrival), take(1)).subscribe(() => {
      // A turn of its own: not inside the cart's change that made it known.
      void Promise.resolve().then(() => {
        if (this.visits === visit) void this.proceed();
      });
    });
  }

  /** The page is gone: nothing it waited for goes on, and its notice is forgotten. */
  close(): void {
    this.visits++;
    this.shown = false;
    this.arrival?.unsubscribe();
    this.arrival = null;
    if (this.current.notice) this.update({ notice: null });
  }

  /** The Checkout button. A press while one is under way gets that one's outcome. */
  proceed(): Promise<ProceedOutcome> {
    this.running ??= this.run().finally(() => {
      this.running = null;
    });
    return this.running;
  }

  /** Removes a line and says so (and that the rewards went with it, when they did). */
  remove(key: CartLineKey): void {
    const before = this.cart.current.lines;
    const removed = before.find((line) => cartLineKey(line) === key);
    this.cart.remove(key);
    if (removed && this.shown) this.update({ notice: { messages: [removalText(removed, before)], problem: false } });
  }

  private async run(): Promise<ProceedOutcome> {
    this.update({ busy: true, notice: null });
    let outcome: ProceedOutcome;
    try {
      outcome = await proceedToCheckout(this.cart, this.auth.isLoggedIn, (selected) => this.starter.start(checkoutItemsOf(selected), this.cart.current.note));
    } finally {
      this.update({ busy: false });
    }
    if (outcome.kind === 'started') this.navigation.go(stepPath('shipping'));
    else if (outcome.kind === 'needs-login') this.navigation.go(outcome.path);
    else if (this.shown) this.update({ notice: { messages: outcome.messages, problem: true } });
    return outcome;
  }

  private update(patch: Partial<CartCheckoutState>): void {
    this.state.next({ ...this.current, ...patch });
  }
}

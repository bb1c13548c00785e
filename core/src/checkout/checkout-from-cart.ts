import { BehaviorSubject, type Observable, Subscription, combineLatest, distinctUntilChanged, filter, map, take } from 'rxjs';
import type { ShoppingCart } from '../cart/shopping-cart';
import type { ShoppingCartState } from '../cart/shopping-cart-state';
import { type Loadable, failed, loading, ready } from '../shared/loadable';
import type { Checkout } from './checkout';
import { checkoutItemsOf, needsItemsFromCart } from './checkout-items';
import type { CheckoutState } from './checkout-state';
import type { CheckoutStep } from './checkout-step';
import { settled } from '../shared/settled';

/** What /checkout shows once it knows: nothing to buy, or the checkout under way (its steps, or the placed order). */
export type OpenedCheckout = 'empty' | 'under-way';

/**
 * /checkout as it opens: loading while it waits for the account's cart to
 * take its items from, failed when that cart could not be loaded (its
 * "Coba Lagi" loads it again), then ready.
 */
export type CheckoutOpening = Loadable<OpenedCheckout>;

/** A checkout is under way when it holds items, or an order was placed (the success step shows it). */
export const isCheckoutUnderWay = (state: Pick<CheckoutState, 'order' | 'placed'>): boolean => state.order.items.length > 0 || state.placed !== null;

const openingOf = (waitsForCart: boolean, cart: ShoppingCartState, checkout: CheckoutState): CheckoutOpening => {
  if (waitsForCart) return cart.serverCart.status === 'failed' ? failed(cart.serverCart.failure) : loading;
  return ready(isCheckoutUnderWay(checkout) ? 'under-way' : 'empty');
};

const sameOpening = (a: CheckoutOpening, b: CheckoutOpening): boolean =>
  a.status === b.status &&
  (a.status !== 'ready' || a.value === (b as typeof a).value) &&
  (a.status !== 'failed' || a.failure === (b as typeof a).failure);

/**
 * /checkout opened without a checkout under way (typed, a bookmark, a
 * reload after an order) takes its items from the cart: the selected lines
 * of the account's cart once it is loaded, with the cart's note. Then, as
 * for any checkout under way, the step at the page's address is visited (a
 * step that may not be shown yet is replaced by the furthest one allowed).
 *
 * The page opens it for its step each time it is shown, and closes it when
 * it goes; until opened, it waits for the cart whenever the checkout has
 * nothing under way.
 */
export class CheckoutFromCart {
  readonly state$: Observable<CheckoutOpening>;
  /** Whether the page shown waits for the cart; null when no page is shown. */
  private readonly waiting = new BehaviorSubject<boolean | null>(null);
  private visit: Subscription | null = null;

  constructor(
    private readonly cart: Pick<ShoppingCart, 'state$' | 'current' | 'reload'>,
    private readonly checkout: Pick<Checkout, 'state$' | 'current' | 'start' | 'visit'>,
  ) {
    this.state$ = combineLatest([this.waiting, cart.state$, checkout.state$]).pipe(
      map(([waiting, lines, order]) => openingOf(this.waitsForCart(waiting, order), lines, order)),
      distinctUntilChanged(sameOpening),
    );
  }

  get current(): CheckoutOpening {
    return openingOf(this.waitsForCart(this.waiting.getValue(), this.checkout.current), this.cart.current, this.checkout.current);
  }

  /** The page at a step's address (null: not a step) is shown. */
  open(step: CheckoutStep | null): void {
    this.close();
    const fromCart = needsItemsFromCart(this.checkout.current, step);
    this.waiting.next(fromCart);
    const visit = new Subscription();
    this.visit = visit;
    if (fromCart) {
      visit.add(
        this.cart.state$.pipe(filter((cart) => cart.serverCart.status === 'loaded'), take(1)).subscribe((cart) => {
          const items = checkoutItemsOf(cart.lines);
          if (items.length > 0) this.checkout.start(items, cart.note);
          this.waiting.next(false);
        }),
      );
    }
    visit.add(
      combineLatest([this.waiting, this.checkout.state$])
        .pipe(filter(([waiting, checkout]) => waiting === false && isCheckoutUnderWay(checkout)), take(1))
        .subscribe(() => void this.checkout.visit(step ?? 'shipping')),
    );
  }

  /** Resolves once the page knows what it shows: the account's cart came (or failed), and the checkout started from it. */
  settled(): Promise<void> {
    return settled(this.state$, (opening) => opening.status === 'loading').then(() => undefined);
  }

  /** The page is gone: nothing more is started or visited for it. */
  close(): void {
    this.visit?.unsubscribe();
    this.visit = null;
    this.waiting.next(null);
  }

  /** "Coba Lagi" of a cart that could not be loaded. */
  retry(): void {
    void this.cart.reload();
  }

  private waitsForCart(waiting: boolean | null, checkout: CheckoutState): boolean {
    return waiting ?? needsItemsFromCart(checkout, null);
  }
}

import type { StoreFailure } from '../shared/failure';
import type { CartLineKey } from './cart-line';

/** A line named in an outcome, so the view can say which product it was. */
export interface CartLineRef {
  readonly key: CartLineKey;
  /** The line's long name. */
  readonly name: string;
}

/** What "add" (and buy-now) did with the item it was given. */
export type AddOutcome =
  /** The line now holds `quantity` units, as asked. */
  | { readonly kind: 'added'; readonly key: CartLineKey; readonly quantity: number }
  /** Fewer than asked: "Quantity is capped at valid stock"; the line holds all there is. */
  | { readonly kind: 'capped-at-stock'; readonly key: CartLineKey; readonly quantity: number }
  /** A flash-sale line, or a free or combo line that disallows multiple purchase: one only. */
  | { readonly kind: 'limited-to-one'; readonly key: CartLineKey }
  /** Valid stock below 1: nothing was added. */
  | { readonly kind: 'refused-out-of-stock'; readonly key: CartLineKey };

/** What "increase" could not do: the line already holds the most it may. */
export type IncreaseQuantityOutcome = Extract<AddOutcome, { kind: 'capped-at-stock' | 'limited-to-one' }>;

/** What a stock check found (document 1 §4; document 2 §8, "Cart stock check failure"). */
export type StockCheckOutcome =
  /** Lines that failed were removed (quantity was 1) or reduced by one; both empty when all passed. */
  | {
      readonly kind: 'stock-checked';
      readonly removed: readonly CartLineRef[];
      readonly reduced: readonly (CartLineRef & { readonly quantity: number })[];
    }
  /** The check call itself failed; the cart is unchanged. */
  | { readonly kind: 'stock-check-error'; readonly failure: StoreFailure }
  /** check-stock is a `more/` call, which needs a logged-in customer (document 2 §6). */
  | { readonly kind: 'stock-check-needs-login' };

/** The last thing a cart command has to tell the shopper, if anything. */
export type CartOutcome = AddOutcome | StockCheckOutcome;

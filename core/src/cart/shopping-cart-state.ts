import type { StoreFailure } from '../shared/failure';
import type { CartLine } from './cart-line';
import type { CartOutcome } from './cart-outcome';
import type { CartTotals } from './cart-totals';

/** Whether the server (or, for a guest, the browser) holds the cart as shown. */
export type CartSaveStatus =
  | { readonly status: 'saved' }
  /** Changed; a save will follow (after the debounce, or once the server cart is loaded). */
  | { readonly status: 'pending' }
  | { readonly status: 'saving' }
  /**
   * The last save failed. Nothing is lost: the whole cart is sent again after
   * `retryIn` milliseconds (null: not by itself, since the failure will not
   * pass on its own), or at the next change or flush.
   */
  | { readonly status: 'failed'; readonly failure: StoreFailure; readonly retryIn?: number | null };

/** Where the cart lives: the browser for a guest, the server for a customer. */
export type ServerCartStatus =
  | { readonly status: 'guest' }
  | { readonly status: 'loading' }
  | { readonly status: 'loaded' }
  /** Not loaded: changes are kept but not saved (they would overwrite the server's cart); `reload()` retries. */
  | { readonly status: 'failed'; readonly failure: StoreFailure };

export interface ShoppingCartState {
  readonly lines: readonly CartLine[];
  readonly note: string;
  readonly totals: CartTotals;
  /** What the last command has to tell the shopper; null when it has nothing. */
  readonly outcome: CartOutcome | null;
  readonly serverCart: ServerCartStatus;
  readonly save: CartSaveStatus;
}

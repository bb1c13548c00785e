import { token } from '../shared/token';
import type { Cart } from './cart';
import type { CartLine, CartLineKey } from './cart-line';

/** One item whose stock is asked about when it is not (yet) a cart line: buy again. */
export interface StockCheckItem {
  readonly variantId: number;
  readonly comboId: number | null;
  readonly quantity: number;
}

/** The server's word on one item's stock. */
export interface ItemStock {
  readonly variantId: number;
  readonly comboId: number | null;
  /** `valid_stock` now. */
  readonly validStock: number;
  /** `stock_available` now. */
  readonly stockAvailable: number;
  /** False when the item failed the check: not enough stock for the quantity asked. */
  readonly sufficient: boolean;
}

/**
 * The customer's cart on the server (document 2 §7, "Cart, voucher, payment").
 * Every `more/` call needs a logged-in customer (document 2 §6). Adapters throw
 * `StoreFailure`.
 */
export interface CartApi {
  /** `GET more/transaction/cart`: the customer's saved cart. */
  load(): Promise<Cart>;

  /**
   * `POST more/transaction/cart`: replaces the server's cart with this one; the
   * adapter builds the body `r_more_transaction_cart_details` from the lines
   * and sends the note with it.
   */
  save(cart: Cart): Promise<void>;

  /**
   * `POST more/transaction/cart/check-stock`: whether these lines can be
   * bought in their quantities. Answers the keys of the lines that failed
   * (empty when all passed).
   */
  checkStock(lines: readonly CartLine[]): Promise<readonly CartLineKey[]>;

  /**
   * `POST more/transaction/cart/multiple-check-stock`: the stock of several
   * items in one call (buy again). Answers one entry per item it knows.
   */
  checkStockOfItems(items: readonly StockCheckItem[]): Promise<readonly ItemStock[]>;

  /**
   * `POST more/transaction/cart/check-product` with `uni_product_variants_id`
   * and `id_combo`: ticks or unticks one line's checkbox in the server's cart.
   */
  checkProduct(line: { readonly variantId: number; readonly comboId: number | null }): Promise<void>;

  /** `POST more/transaction/cart/check-product-all` with `is_selected`: every line's checkbox at once. */
  checkAllSelected(selected: boolean): Promise<void>;
}

export const CartApiToken = token<CartApi>('CartApi');

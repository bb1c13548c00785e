import { BehaviorSubject, type Observable } from 'rxjs';
import type { CartApi, ItemStock } from '../cart/cart-api.port';
import type { CartItemToAdd } from '../cart/cart-line';
import { CART_PATH } from '../cart/cart-dropdown';
import type { AddOutcome } from '../cart/cart-outcome';
import type { ShoppingCart } from '../cart/shopping-cart';
import { type StoreFailure, toStoreFailure } from '../shared/failure';
import type { Navigation } from '../shared/navigation';
import type { OrderItem } from './order-item';

/**
 * "Buy-again stock failure: a dialog titled 'Stok Tidak Tersedia', text 'Maaf,
 * beberapa item tidak memiliki stok yang cukup', button OK; no items added"
 * (document 2 §8).
 */
export const STOCK_UNAVAILABLE_DIALOG = {
  title: 'Stok Tidak Tersedia',
  message: 'Maaf, beberapa item tidak memiliki stok yang cukup',
  button: 'OK',
} as const;

export type BuyAgainOutcome =
  /** Every item of the order is in the cart; one add outcome per item, in order. */
  | { readonly kind: 'added'; readonly added: readonly AddOutcome[] }
  /** Some item lacks stock: nothing was added, and the dialog says so. */
  | ({ readonly kind: 'stock-unavailable' } & typeof STOCK_UNAVAILABLE_DIALOG)
  /** The stock check call itself failed: nothing was added. */
  | { readonly kind: 'check-failed'; readonly failure: StoreFailure };

export interface BuyAgainState {
  readonly busy: boolean;
  /** The last outcome, until the shopper dismisses it (the dialog's OK). */
  readonly outcome: BuyAgainOutcome | null;
}

const sameItem = (stock: ItemStock, item: OrderItem) =>
  stock.variantId === item.variantId && stock.comboId === item.comboId;

/**
 * "Buy again: re-adds the items of an order, including combos, and checks
 * stock. If any line fails, it shows the stock dialog and adds none"
 * (document 1 §4). One multiple-check-stock call covers every item. An item
 * fails when the server says so, when its valid stock is below the quantity
 * ordered (it could not be added whole), or when the answer does not mention
 * it (its stock is unknown).
 *
 * Items are added at the terms of today: the valid stock the check reported,
 * and no flash-sale, free-gift or pre-order terms of the past order. Once
 * all are in, the shopper goes to the cart (nothing left to dismiss).
 */
export class BuyAgain {
  private readonly state = new BehaviorSubject<BuyAgainState>({ busy: false, outcome: null });
  readonly state$: Observable<BuyAgainState> = this.state.asObservable();
  private running: Promise<BuyAgainOutcome> | null = null;

  constructor(
    private readonly api: Pick<CartApi, 'checkStockOfItems'>,
    private readonly cart: Pick<ShoppingCart, 'add'>,
    private readonly navigation: Navigation,
  ) {}

  /** Where buying again stands now: busy, and the outcome until it is dismissed. */
  get current(): BuyAgainState {
    return this.state.getValue();
  }

  /** Never rejects. A second press while the first is on its way gets the first's outcome. */
  buyAgain(items: readonly OrderItem[]): Promise<BuyAgainOutcome> {
    this.running ??= this.run(items).finally(() => {
      this.running = null;
    });
    return this.running;
  }

  /** The dialog's OK. */
  dismiss(): void {
    this.state.next({ ...this.state.getValue(), outcome: null });
  }

  private async run(items: readonly OrderItem[]): Promise<BuyAgainOutcome> {
    this.state.next({ busy: true, outcome: null });
    const outcome = await this.checkThenAdd(items);
    const added = outcome.kind === 'added';
    this.state.next({ busy: false, outcome: added ? null : outcome });
    if (added) this.navigation.go(CART_PATH);
    return outcome;
  }

  private async checkThenAdd(items: readonly OrderItem[]): Promise<BuyAgainOutcome> {
    if (items.length === 0) return { kind: 'added', added: [] };
    let stock: readonly ItemStock[];
    try {
      stock = await this.api.checkStockOfItems(
        items.map((item) => ({ variantId: item.variantId, comboId: item.comboId, quantity: item.quantity })),
      );
    } catch (error) {
      return { kind: 'check-failed', failure: toStoreFailure(error, 'POST more/transaction/cart/multiple-check-stock') };
    }
    const toAdd: CartItemToAdd[] = [];
    for (const item of items) {
      const answer = stock.find((it) => sameItem(it, item));
      if (!answer?.sufficient || answer.validStock < item.quantity) return { kind: 'stock-unavailable', ...STOCK_UNAVAILABLE_DIALOG };
      toAdd.push(toItemToAdd(item, answer));
    }
    const added = toAdd.map((item) => this.cart.add(item));
    return { kind: 'added', added };
  }
}

const toItemToAdd = (item: OrderItem, stock: ItemStock): CartItemToAdd => ({
  variantId: item.variantId,
  slug: item.slug,
  nameLong: item.nameLong,
  nameShort: item.nameShort,
  image: item.image,
  unitPrice: item.unitPrice,
  normalPrice: item.normalPrice,
  quantity: item.quantity,
  stockAvailable: stock.stockAvailable,
  validStock: stock.validStock,
  isRedeem: false,
  comboId: item.comboId,
  bundle: item.bundle,
  flashSale: null,
  freeGift: null,
  preOrder: null,
  combo: item.combo,
});

import { StoreFailure, type StoreFailureKind } from '../shared/failure';
import type { Scheduler } from '../shared/time';
import { type Cart, emptyCart } from './cart';
import type { CartApi, ItemStock, StockCheckItem } from './cart-api.port';
import type { CartAction, CartPixelEvent, CartSignalsApi, DeliveryCheck } from './cart-signals.port';
import { type CartItemToAdd, type CartLine, type CartLineKey, cartLineKey } from './cart-line';
import type { GuestCartStore } from './guest-cart-store.port';

/** A plain, selected line of one sofa, in stock; tests override what they are about. */
export const aCartLine = (overrides: Partial<CartLine> = {}): CartLine => ({
  variantId: 101,
  slug: 'sofa-minimalis-3-seater',
  nameLong: 'Sofa Minimalis 3 Seater Abu-abu',
  nameShort: 'Sofa Minimalis',
  image: { url: 'https://img.test/sofa-1.svg', alt: 'Sofa Minimalis 3 Seater' },
  unitPrice: 3_250_000,
  normalPrice: 3_500_000,
  quantity: 1,
  stockAvailable: 12,
  validStock: 10,
  selected: true,
  isRedeem: false,
  comboId: null,
  bundle: [],
  flashSale: null,
  freeGift: null,
  preOrder: null,
  combo: null,
  ...overrides,
});

/** What a product page hands to "add" for one sofa; tests override what they are about. */
export const anItemToAdd = (overrides: Partial<CartItemToAdd> = {}): CartItemToAdd => {
  const { selected: _selected, bundle: _bundle, ...line } = aCartLine();
  return { ...line, bundle: [], ...overrides };
};

const stockKey = (item: { readonly variantId: number; readonly comboId: number | null }) =>
  `${item.variantId}:${item.comboId ?? '-'}`;

export interface FakeLatency {
  readonly scheduler: Scheduler;
  /** How long every answer takes, in the scheduler's (virtual) milliseconds. */
  readonly ms: number;
}

/**
 * The customer's cart API in memory: keeps a server cart, records every call
 * and every saved cart, can fail the next N calls, and knows each item's stock
 * (plenty unless told otherwise). With a latency, answers arrive that much
 * later on the given scheduler, so tests can watch saves in flight.
 */
export class InMemoryCartApi implements CartApi {
  /** Every call, named as document 2 lists it. */
  readonly calls: string[] = [];
  /** Every cart sent by `save`, in the order sent. */
  readonly saves: Cart[] = [];
  /** Stock of items without a `setStock`. */
  defaultStock = 100;
  /** Saves sent but not answered yet, and the most there ever were at once. */
  savesInFlight = 0;
  maxSavesInFlight = 0;

  private readonly stock = new Map<string, number>();
  private failures: { readonly kind: StoreFailureKind; readonly call: string | null }[] = [];

  constructor(
    public serverCart: Cart = emptyCart,
    private readonly latency: FakeLatency | null = null,
  ) {}

  /**
   * Makes the next `count` calls fail with a StoreFailure of `kind`: any calls,
   * or only calls named `call` (e.g. `'POST more/transaction/cart'`).
   */
  failNext(count = 1, kind: StoreFailureKind = 'server', call: string | null = null): void {
    this.failures.push(...Array.from({ length: count }, () => ({ kind, call })));
  }

  /** Sets the valid stock of a variant (in a combo, or not): stock checks fail above it. */
  setStock(item: { readonly variantId: number; readonly comboId?: number | null }, validStock: number): void {
    this.stock.set(stockKey({ variantId: item.variantId, comboId: item.comboId ?? null }), validStock);
  }

  load(): Promise<Cart> {
    return this.answer('GET more/transaction/cart', () => this.serverCart);
  }

  save(cart: Cart): Promise<void> {
    this.saves.push(cart);
    this.savesInFlight++;
    this.maxSavesInFlight = Math.max(this.maxSavesInFlight, this.savesInFlight);
    const done = () => {
      this.savesInFlight--;
    };
    return this.answer('POST more/transaction/cart', () => {
      this.serverCart = cart;
    }).then(done, (error: unknown) => {
      done();
      throw error;
    });
  }

  checkStock(lines: readonly CartLine[]): Promise<readonly CartLineKey[]> {
    return this.answer('POST more/transaction/cart/check-stock', () =>
      lines.filter((line) => line.quantity > this.stockOf(line)).map(cartLineKey),
    );
  }

  checkStockOfItems(items: readonly StockCheckItem[]): Promise<readonly ItemStock[]> {
    return this.answer('POST more/transaction/cart/multiple-check-stock', () =>
      items.map((item) => ({
        variantId: item.variantId,
        comboId: item.comboId,
        validStock: this.stockOf(item),
        stockAvailable: this.stockOf(item),
        sufficient: item.quantity <= this.stockOf(item),
      })),
    );
  }

  checkProduct(line: { readonly variantId: number; readonly comboId: number | null }): Promise<void> {
    return this.answer('POST more/transaction/cart/check-product', () => {
      this.serverCart = {
        ...this.serverCart,
        lines: this.serverCart.lines.map((it) =>
          !it.isRedeem && stockKey(it) === stockKey(line) ? { ...it, selected: !it.selected } : it,
        ),
      };
    });
  }

  checkAllSelected(selected: boolean): Promise<void> {
    return this.answer('POST more/transaction/cart/check-product-all', () => {
      this.serverCart = { ...this.serverCart, lines: this.serverCart.lines.map((it) => ({ ...it, selected })) };
    });
  }

  private stockOf(item: { readonly variantId: number; readonly comboId: number | null }): number {
    return this.stock.get(stockKey(item)) ?? this.defaultStock;
  }

  private answer<T>(call: string, work: () => T): Promise<T> {
    this.calls.push(call);
    const index = this.failures.findIndex((failure) => failure.call === null || failure.call === call);
    const failure = index === -1 ? undefined : this.failures.splice(index, 1)[0]?.kind;
    const settle = (resolve: (value: T) => void, reject: (error: unknown) => void) => {
      if (failure) reject(new StoreFailure(failure, call, `${call} failed (fake)`, { status: statusOf[failure] }));
      else resolve(work());
    };
    const { latency } = this;
    if (!latency) return new Promise(settle);
    return new Promise((resolve, reject) => {
      latency.scheduler.schedule(() => settle(resolve, reject), latency.ms);
    });
  }
}

const statusOf: Record<StoreFailureKind, number | undefined> = {
  network: undefined,
  unauthorized: 401,
  'not-found': 404,
  rejected: 422,
  server: 500,
  'invalid-response': 200,
};

/** The browser's cart storage in memory; can be told to fail like a full storage. */
export class InMemoryGuestCartStore implements GuestCartStore {
  /** Set to make `save` throw, as a full or blocked storage does. */
  failSaves = false;

  constructor(public stored: Cart | null = null) {}

  load(): Cart | null {
    return this.stored;
  }

  save(cart: Cart): void {
    if (this.failSaves) throw new Error('QuotaExceededError (fake)');
    this.stored = cart;
  }

  clear(): void {
    this.stored = null;
  }
}

/**
 * The cart's signals in memory: records every pixel event and action, and
 * answers location checks from a set of cities it does not deliver to. A
 * null city is the customer's saved location (`savedCityId`).
 */
export class InMemoryCartSignalsApi implements CartSignalsApi {
  readonly pixelEvents: CartPixelEvent[] = [];
  readonly actions: CartAction[] = [];
  readonly undeliverable = new Set<string>();
  /** Set to make the next call fail the way an adapter would. */
  failWith: Error | null = null;

  constructor(public savedCityId: string | null = '3578') {}

  sendPixelEvent(event: CartPixelEvent): Promise<string> {
    return this.answer(() => {
      this.pixelEvents.push(event);
      return `pixel-${this.pixelEvents.length}`;
    });
  }

  recordAction(action: CartAction): Promise<void> {
    return this.answer(() => {
      this.actions.push(action);
    });
  }

  checkLocation(cityId: string | null): Promise<DeliveryCheck> {
    return this.answer(() => {
      const city = cityId ?? this.savedCityId;
      if (city === null) {
        throw new StoreFailure('rejected', 'POST more/transaction/cart/check-location', 'Lokasi belum dipilih', {
          status: 422,
          serverMessage: 'Lokasi belum dipilih',
        });
      }
      const deliverable = !this.undeliverable.has(city);
      return {
        cityId: city,
        cityName: `KOTA ${city}`,
        deliverable,
        message: deliverable ? 'Dapat dikirim' : 'Belum dapat dikirim',
        estimate: deliverable ? '2-4 hari' : null,
      };
    });
  }

  private answer<T>(work: () => T): Promise<T> {
    const failure = this.failWith;
    this.failWith = null;
    if (failure) return Promise.reject(failure);
    // The executor turns a throw inside `work` into a rejection, as a real call would.
    return new Promise((resolve) => resolve(work()));
  }
}

import { token } from '../shared/token';

/**
 * The advertising pixel's events about the cart. Document 2 lists
 * `POST more/transaction/cart/pixel` without parameters; this store sends the
 * standard e-commerce events of an ads pixel, so the server can forward them
 * (a conversions API) and the browser's pixel can share the event id.
 */
export const cartPixelEvents = ['AddToCart', 'ViewCart', 'InitiateCheckout'] as const;
export type CartPixelEventName = (typeof cartPixelEvents)[number];

export interface CartPixelEvent {
  readonly event: CartPixelEventName;
  /** The lines the event is about: what was added, or what checkout will order. */
  readonly lines: readonly {
    readonly variantId: number;
    readonly quantity: number;
    /** What one unit costs the shopper, whole rupiah. */
    readonly unitPrice: number;
  }[];
}

/** What the shopper did to a line, for the store's cart analytics (`type` of the action call). */
export const cartActionTypes = ['add', 'increase', 'decrease', 'remove', 'buy-now'] as const;
export type CartActionType = (typeof cartActionTypes)[number];

/**
 * `POST more/transaction/cart/action` (browser, product, type, ip). The
 * storefront never looks up its public IP (that would be a call to a third
 * party): `ip` is whatever the caller already knows, normally null, and the
 * server reads the address the request came from.
 */
export interface CartAction {
  readonly type: CartActionType;
  /** `product`: the variant of the line acted on (uni_product_variants_id). */
  readonly variantId: number;
  /** `browser`: the browser's own description of itself (its user agent). */
  readonly browser: string;
  readonly ip: string | null;
}

/** Whether the store delivers the cart to a city (`POST more/transaction/cart/check-location`). */
export interface DeliveryCheck {
  /** The city checked: the one asked about, or the customer's saved location. */
  readonly cityId: string;
  readonly cityName: string;
  readonly deliverable: boolean;
  /** The server's sentence for the shopper, in Indonesian. */
  readonly message: string;
  /** How long the free delivery takes there, e.g. "2-4 hari"; null when not deliverable. */
  readonly estimate: string | null;
}

/**
 * What the cart tells the server besides its content: the pixel's events,
 * the shopper's actions, and the check that the cart can be delivered to the
 * shopper's location. Every call needs a logged-in customer (more/ prefix);
 * adapters throw StoreFailure.
 */
export interface CartSignalsApi {
  /** `POST more/transaction/cart/pixel`. Answers the event id the browser's pixel reports with it. */
  sendPixelEvent(event: CartPixelEvent): Promise<string>;

  /** `POST more/transaction/cart/action` with browser, product, type and ip. */
  recordAction(action: CartAction): Promise<void>;

  /**
   * `POST more/transaction/cart/check-location` with `city_id` (parameters
   * not shown in document 2: the city is the one thing delivery depends on).
   * Null asks about the city the customer saved as their location.
   */
  checkLocation(cityId: string | null): Promise<DeliveryCheck>;
}

export const CartSignalsApiToken = token<CartSignalsApi>('CartSignalsApi');

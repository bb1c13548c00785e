import type { CheckoutItem } from '../cart/checkout-item';

// What the cart hands to the checkout: named in cart/, whose port (CheckoutStarter) takes it.
export type { CheckoutItem };

/** One way to ship the order to the chosen address, as `GET uni/shipping-price` offers it. */
export interface ShippingOption {
  /** What the server needs to know the option again (courier and service). */
  readonly code: string;
  readonly courier: string;
  readonly service: string;
  /** Whole rupiah; 0 when shipping is free ("free shipping with no minimum purchase"). */
  readonly price: number;
  /** The server's text for the delivery estimate, e.g. "3-5 hari", if it gives one. */
  readonly estimate: string | null;
}

/** Checkout "shipping": where the order goes and how. The option is cleared when the address changes. */
export interface ShippingChoice {
  /** An address of the shopper's address book (document 1 §3, "Address: id"). */
  readonly addressId: number | null;
  readonly option: ShippingOption | null;
}

/** Checkout "dropship": the order is sent in the name of one of the shopper's dropshippers. */
export interface DropshipChoice {
  /** Document 1 §3, "Dropshipper: id". */
  readonly dropshipperId: number;
}

/** Checkout "payment", "tenor" and "fee". */
export interface PaymentChoice {
  readonly methodCode: string;
  /** Paying in instalments: then a tenor is required. */
  readonly instalment: boolean;
  /** Months of the instalment plan, null when not paying in instalments. */
  readonly tenor: number | null;
  /** What the method (or the chosen tenor) adds to the bill, whole rupiah. */
  readonly fee: number;
}

/** What the shopper has chosen so far (document 1 §3, Checkout "order"). */
export interface CheckoutOrder {
  readonly items: readonly CheckoutItem[];
  readonly shipping: ShippingChoice;
  /** Null when the shopper sends the order in their own name. */
  readonly dropship: DropshipChoice | null;
  readonly payment: PaymentChoice | null;
  /** The shopper's note to the store. */
  readonly note: string;
  /**
   * The voucher the shopper applied, upper-cased, sent with the summary and the
   * order so the server counts its discount; null when none is applied.
   */
  readonly voucherCode: string | null;
}

/** "Home sets the checkout order to empty on creation" (document 1 §4). */
export const emptyCheckoutOrder: CheckoutOrder = {
  items: [],
  shipping: { addressId: null, option: null },
  dropship: null,
  payment: null,
  note: '',
  voucherCode: null,
};

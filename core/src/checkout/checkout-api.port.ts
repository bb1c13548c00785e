import type { Page, ProductSummary } from '../catalogue/product';
import { token } from '../shared/token';
import type { CheckoutItem, CheckoutOrder, ShippingOption } from './checkout-order';
import type { CheckoutSummary } from '../orders/checkout-summary';
import type { PaymentGroup, PaymentMethod } from './payment-method';
import type { PlacedOrder } from './placed-order';
import type { AppliedVoucher, Voucher } from './voucher';
import type { VoucherRequest } from './voucher-request';

/**
 * What `GET uni/shipping-price` is asked (document 2 §7: "with query
 * (parameters not shown)"): the price depends on where the order goes and
 * what is in it; the adapter writes these into the query the API reads
 * (`address_id`, `city_id`, and the items as `uni_product_variants_id[]` and
 * `quantity[]`, pairwise). The city is sent beside the address because the
 * price is the city's, and uni/ calls are public: the server need not look
 * into the customer's address book to price a destination.
 */
export interface ShippingPriceQuery {
  /**
   * An address of the shopper's address book, or null when there is none yet:
   * the product page estimates shipping to a city the shopper picked, before
   * any address exists (the adapter then leaves `address_id` out).
   */
  readonly addressId: number | null;
  /** The address's city (city_id of the regions data, 4 digits, e.g. 3578 Surabaya). */
  readonly cityId: string;
  readonly items: readonly CheckoutItem[];
}

/**
 * The server's answer to saving an order. "A save-transaction answer with
 * status code 403 makes the checkout summary be replaced by the data
 * returned" (document 2 §4): the adapter turns that 403 into
 * `summary-replaced` with the returned data already mapped, instead of
 * throwing, because it is an expected answer the use case acts on, not a failure.
 */
export type SaveOrderResult =
  | { readonly kind: 'placed'; readonly order: PlacedOrder }
  | { readonly kind: 'summary-replaced'; readonly summary: CheckoutSummary };

/** The checkout calls of document 2 §7 (Orders; Cart, voucher, payment; Catalogue). Failures throw StoreFailure. */
export interface CheckoutApi {
  /** POST more/transaction/order/pre-checkout-summary */
  preCheckoutSummary(order: CheckoutOrder): Promise<CheckoutSummary>;

  /** POST more/transaction/cart/set-voucher (form: code, address_code, payment_code, device). A refused code throws. */
  setVoucher(request: VoucherRequest): Promise<AppliedVoucher>;

  /** GET more/voucher with device=web */
  vouchers(): Promise<readonly Voucher[]>;

  /**
   * GET uni/payment/list: the methods the shopper picks from. Document 2 lists
   * GET uni/payment beside it without saying what either answers; the list is
   * the one checkout needs.
   */
  paymentMethods(): Promise<readonly PaymentMethod[]>;

  /**
   * GET uni/payment: the groups of methods the store accepts (virtual
   * account, e-wallet, credit card, retail outlet), each with a picture: the
   * payment step's headings and the "secure payment" promise.
   */
  paymentGroups(): Promise<readonly PaymentGroup[]>;

  /**
   * GET uni/product/voucher/{id}: the products a voucher applies to, one page
   * (query page, per_page; 12 a page when not given), as product cards.
   */
  voucherProducts(voucherId: number, page?: { readonly page?: number; readonly perPage?: number }): Promise<Page<ProductSummary>>;

  /** GET uni/shipping-price with query */
  shippingPrice(query: ShippingPriceQuery): Promise<readonly ShippingOption[]>;

  /**
   * POST more/transaction/order (save order). The idempotency key is the same
   * for every attempt of one submit, so a retry after a lost answer cannot
   * make a second order (the wire
   * carries it as the adapter decides, e.g. an `Idempotency-Key` header).
   */
  saveOrder(order: CheckoutOrder, idempotencyKey: string): Promise<SaveOrderResult>;
}

export const CheckoutApiToken = token<CheckoutApi>('CheckoutApi');

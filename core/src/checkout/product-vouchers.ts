import { BehaviorSubject, type Observable } from 'rxjs';
import { hasVoucher } from '../catalogue/product-card';
import type { ProductSummary } from '../catalogue/product';
import { formatRupiah } from '../money/rupiah';
import { type DatedText, dateTimeAt, datedText } from '../shared/dated-text';
import { toStoreFailure } from '../shared/failure';
import { type Loadable, failed, idle, loading, ready } from '../shared/loadable';
import type { CheckoutApi } from './checkout-api.port';
import { LatestRequest } from '../shared/latest-request';
import type { Voucher } from './voucher';

/** A voucher as the product page's buy box shows it. */
export interface VoucherCard {
  readonly id: number;
  /** What the shopper copies ("Salin") and types at checkout. */
  readonly code: string;
  /** e.g. "Potongan Rp100.000": the voucher's own title carries its amount. */
  readonly title: string;
  readonly description: string;
  /** "Min. belanja Rp1.000.000", or "Tanpa minimum belanja". */
  readonly minimumText: string;
  /** "Berlaku hingga 23 Desember 2026 23:59" (store time). */
  readonly expiryText: DatedText;
}

/**
 * What the buy box shows about vouchers. The store's vouchers are under
 * `more/` (`GET more/voucher`, document 2 §6: a logged-in customer's), and
 * `GET uni/product/voucher/{id}` answers the other way round (the products
 * of one voucher), so:
 * - a customer sees the vouchers usable on the web now, soonest to end first;
 * - a guest sees the product's voucher badge ("status_voucher", the card's
 *   voucher amount) and is asked to log in for the codes; nothing when the
 *   product has none.
 */
export type ProductVouchersView =
  | { readonly kind: 'customer'; readonly vouchers: readonly VoucherCard[] }
  | { readonly kind: 'guest'; readonly teaser: string | null };

export const toVoucherCard = (voucher: Voucher): VoucherCard => ({
  id: voucher.id,
  code: voucher.code,
  title: voucher.title,
  description: voucher.description,
  minimumText: voucher.minimumSpend > 0 ? `Min. belanja ${formatRupiah(voucher.minimumSpend)}` : 'Tanpa minimum belanja',
  expiryText: datedText('Berlaku hingga ', dateTimeAt(voucher.endsAt)),
});

/** "Voucher Rp50.000" from the product's status_voucher, or null when it is "Rp0" or empty. */
export const voucherTeaser = (product: Pick<ProductSummary, 'voucherText'>): string | null =>
  hasVoucher(product.voucherText) ? `Voucher ${product.voucherText.trim()}` : null;

/** How many vouchers the buy box shows before "Lihat semua voucher": the buy button must stay near on a phone. */
export const VOUCHERS_SHOWN_AT_FIRST = 2;

/**
 * The vouchers on screen and the toggle under them: the first
 * {@link VOUCHERS_SHOWN_AT_FIRST} until the shopper asks for all; no toggle
 * when they all fit.
 */
export const vouchersOnScreen = (
  vouchers: readonly VoucherCard[],
  expanded: boolean,
): { readonly shown: readonly VoucherCard[]; readonly toggle: string | null } => {
  if (vouchers.length <= VOUCHERS_SHOWN_AT_FIRST) return { shown: vouchers, toggle: null };
  return expanded
    ? { shown: vouchers, toggle: 'Tampilkan lebih sedikit' }
    : { shown: vouchers.slice(0, VOUCHERS_SHOWN_AT_FIRST), toggle: `Lihat semua voucher (${vouchers.length})` };
};

/** True when the buy box has nothing to show about vouchers: the section is left out. */
export const isEmptyVouchersView = (view: ProductVouchersView): boolean =>
  view.kind === 'customer' ? view.vouchers.length === 0 : view.teaser === null;

/**
 * What the buy box shows of the vouchers: before it asked (on the server and
 * while hydrating) the shopper is a guest, whose view needs no call.
 */
export const vouchersOnPage = (state: Loadable<ProductVouchersView>, product: Pick<ProductSummary, 'voucherText'>): Loadable<ProductVouchersView> =>
  state.status === 'idle' ? ready({ kind: 'guest', teaser: voucherTeaser(product) }) : state;

/** The vouchers part of the product page's buy box (see {@link ProductVouchersView}). */
export class ProductVouchers {
  private readonly state = new BehaviorSubject<Loadable<ProductVouchersView>>(idle);
  readonly state$: Observable<Loadable<ProductVouchersView>> = this.state.asObservable();
  private readonly request = new LatestRequest();
  /**
   * A customer's vouchers do not change from product to product: asked once
   * per customer (by email, so another login never sees them), until retried.
   */
  private cached: { readonly customer: string; readonly vouchers: readonly VoucherCard[] } | null = null;
  private shown: { readonly product: Pick<ProductSummary, 'voucherText'>; readonly customer: string | null } | null = null;

  constructor(private readonly api: CheckoutApi) {}

  get current(): Loadable<ProductVouchersView> {
    return this.state.getValue();
  }

  /** Shows the vouchers for this product and this shopper (a customer's email, or null for a guest). */
  show(product: Pick<ProductSummary, 'voucherText'>, customer: string | null): Promise<void> {
    this.shown = { product, customer };
    if (customer === null) {
      this.request.cancel();
      this.state.next(ready({ kind: 'guest', teaser: voucherTeaser(product) }));
      return Promise.resolve();
    }
    if (this.cached?.customer === customer) {
      this.request.cancel();
      this.state.next(ready({ kind: 'customer', vouchers: this.cached.vouchers }));
      return Promise.resolve();
    }
    return this.loadCustomerVouchers(customer);
  }

  /** Asks again after a failure (the retry button). */
  retry(): Promise<void> {
    this.cached = null;
    return this.shown ? this.show(this.shown.product, this.shown.customer) : Promise.resolve();
  }

  private async loadCustomerVouchers(customer: string): Promise<void> {
    const isNewest = this.request.begin();
    this.state.next(loading);
    let next: Loadable<ProductVouchersView>;
    try {
      const vouchers = [...(await this.api.vouchers())].sort((a, b) => a.endsAt - b.endsAt || a.id - b.id).map(toVoucherCard);
      if (isNewest()) this.cached = { customer, vouchers };
      next = ready({ kind: 'customer', vouchers });
    } catch (error) {
      next = failed(toStoreFailure(error, 'GET more/voucher'));
    }
    if (isNewest()) this.state.next(next);
  }
}

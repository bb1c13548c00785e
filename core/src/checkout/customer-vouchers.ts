import { BehaviorSubject, type Observable } from 'rxjs';
import type { ClearedOnLogout } from '../session/participants';
import { type StoreFailure, toStoreFailure } from '../shared/failure';
import { type Loadable, failed, idle, loading, ready } from '../shared/loadable';
import type { CheckoutApi } from './checkout-api.port';
import { type VoucherCard, toVoucherCard } from './product-vouchers';
import type { AppliedVoucher } from './voucher';
import { voucherFailureMessage, voucherRequest } from './voucher-request';
import { settled } from '../shared/settled';

const LIST_CALL = 'GET more/voucher';
const SET_VOUCHER_CALL = 'POST more/transaction/cart/set-voucher';

export const NO_VOUCHERS = {
  title: 'Belum ada voucher',
  text: 'Voucher yang Anda terima dari MORE akan tampil di sini.',
} as const;

/** The server's refusal of one voucher, shown beside that voucher. */
export interface VoucherRefusal {
  readonly code: string;
  readonly message: string;
  readonly failure: StoreFailure;
}

export interface CustomerVouchersState {
  /** The customer's vouchers (`GET more/voucher?device=web`), as cards. */
  readonly list: Loadable<readonly VoucherCard[]>;
  /** The voucher the server accepted for the cart ("Pakai"), which the cart shows and the checkout takes over. */
  readonly applied: AppliedVoucher | null;
  /** The code whose "Pakai" is on its way: one at a time. */
  readonly applying: string | null;
  readonly refusal: VoucherRefusal | null;
}

export type UseVoucherOutcome = { readonly kind: 'applied'; readonly voucher: AppliedVoucher } | { readonly kind: 'refused'; readonly message: string } | { readonly kind: 'busy' };

const initial: CustomerVouchersState = { list: idle, applied: null, applying: null, refusal: null };

/**
 * The customer's vouchers (`/profile/vouchers`) and the one chosen for the
 * cart. "Pakai" asks the server to apply the code to the cart
 * (`POST more/transaction/cart/set-voucher`, the same call and request as
 * the checkout's voucher box); only an accepted code is kept, and a refusal
 * clears the applied voucher ("a failure clears the applied voucher",
 * document 1 §4), with the server's message beside the refused code.
 * Everything is the customer's: cleared at logout.
 */
export class CustomerVouchers implements ClearedOnLogout {
  private readonly state = new BehaviorSubject<CustomerVouchersState>(initial);
  readonly state$: Observable<CustomerVouchersState> = this.state.asObservable();
  /** Bumped by each load and at logout: only the latest answer for this customer is shown. */
  private request = 0;

  constructor(private readonly api: Pick<CheckoutApi, 'vouchers' | 'setVoucher'>) {}

  get current(): CustomerVouchersState {
    return this.state.getValue();
  }

  /** Resolves once the list is no longer on its way (loaded or failed); at once when none was asked for. */
  settled(): Promise<void> {
    return settled(this.state$, (state) => state.list.status === 'loading').then(() => undefined);
  }

  /** Loads the list unless it is here or on its way. */
  show(): void {
    const { status } = this.current.list;
    if (status === 'idle' || status === 'failed') void this.reload();
  }

  async reload(): Promise<void> {
    const request = ++this.request;
    this.patch({ list: loading });
    try {
      const vouchers = await this.api.vouchers();
      if (request === this.request) this.patch({ list: ready(vouchers.map(toVoucherCard)) });
    } catch (error) {
      if (request === this.request) this.patch({ list: failed(toStoreFailure(error, LIST_CALL)) });
    }
  }

  /** "Pakai": never rejects; a second press while one is on its way is ignored. */
  async use(code: string): Promise<UseVoucherOutcome> {
    const voucher = voucherRequest(code);
    if (voucher === null || this.current.applying !== null) return { kind: 'busy' };
    const request = this.request;
    this.patch({ applying: voucher.code, refusal: null });
    try {
      const applied = await this.api.setVoucher(voucher);
      if (request !== this.request) return { kind: 'busy' };
      this.patch({ applying: null, applied });
      return { kind: 'applied', voucher: applied };
    } catch (error) {
      const failure = toStoreFailure(error, SET_VOUCHER_CALL);
      const message = voucherFailureMessage(failure.details.serverMessage);
      if (request !== this.request) return { kind: 'busy' };
      this.patch({ applying: null, applied: null, refusal: { code: voucher.code, message, failure } });
      return { kind: 'refused', message };
    }
  }

  /** The shopper takes the voucher off the cart. */
  remove(): void {
    this.patch({ applied: null, refusal: null });
  }

  clearOnLogout(): void {
    this.request++;
    this.state.next(initial);
  }

  private patch(change: Partial<CustomerVouchersState>): void {
    this.state.next({ ...this.current, ...change });
  }
}

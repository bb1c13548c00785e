/**
 * A voucher the shopper can use (`GET more/voucher?device=web`). Its fields are
 * not shown in the spec; these are what a voucher list shows and what
 * `GET uni/product/voucher/{id}` (the products it applies to) needs.
 */
export interface Voucher {
  /** The id `GET uni/product/voucher/{id}` takes. */
  readonly id: number;
  /** Upper-case, as the shopper types it into set-voucher. */
  readonly code: string;
  readonly title: string;
  readonly description: string;
  /** What the products it applies to must cost together before it applies, whole rupiah; 0 when anything goes. */
  readonly minimumSpend: number;
  /** When it can no longer be used, in milliseconds since the epoch. */
  readonly endsAt: number;
}

/** A voucher the server accepted for this checkout (document 1 §3, "Voucher: potongan, grandTotalDiskon"). */
export interface AppliedVoucher {
  /** As sent: trimmed and upper-cased. */
  readonly code: string;
  /** potongan: what the voucher takes off, whole rupiah. */
  readonly discount: number;
  /** grandTotalDiskon: the grand total once the voucher is taken off. */
  readonly grandTotalAfterDiscount: number;
}

/** A voucher the shopper can use (`GET more/voucher?device=web`). Its fields are not shown in the spec. */
export interface Voucher {
  readonly code: string;
  readonly title: string;
  readonly description: string;
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

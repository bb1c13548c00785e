/**
 * A voucher the server accepted for the cart, as the cart's total needs it:
 * its code and `potongan` (document 1 §3, "Voucher: potongan, grandTotalDiskon").
 * Structural, so the cart does not depend on the checkout's types.
 */
export interface CartVoucherDiscount {
  readonly code: string;
  /** potongan, whole rupiah. */
  readonly discount: number;
}

/** What the selected lines come to once the voucher is taken off: the summary's last rows. */
export interface CartPayable {
  /** The selected lines' subtotal (Σ unit price × quantity). */
  readonly subtotal: number;
  /** The voucher and what it really takes off here; null when none is applied or it takes off nothing. */
  readonly voucher: { readonly code: string; readonly discount: number; readonly label: string } | null;
  /** `subtotal − discount`, never below 0. */
  readonly total: number;
}

/**
 * The cart's total with its voucher. The server judged `potongan` against the
 * lines ticked when it was applied; the cart may have changed since (a line
 * unticked, a quantity lowered), so it never takes off more than the selected
 * lines cost, and the checkout asks the server again.
 */
export const cartPayable = (subtotal: number, voucher: CartVoucherDiscount | null): CartPayable => {
  const base = Math.max(0, subtotal);
  const discount = voucher ? Math.min(base, Math.max(0, Math.floor(voucher.discount))) : 0;
  return {
    subtotal: base,
    voucher: voucher && discount > 0 ? { code: voucher.code, discount, label: `Potongan Voucher ${voucher.code}` } : null,
    total: base - discount,
  };
};

import { CART_PAGE_TEXT, type CartPayable, type CartTotals, formatRupiah } from '@more/core';
import styles from './Cart.module.css';

/**
 * The selected lines' totals and the way on (document 1 §3 cart totals): on a
 * phone a bar above the bottom navigation, on a desktop a card beside the lines.
 * With a voucher, its "Potongan" and the total it leaves (core's cartPayable).
 */
export const CartSummary = ({
  totals,
  payable,
  busy,
  onCheckout,
}: {
  readonly totals: CartTotals;
  readonly payable: CartPayable;
  readonly busy: boolean;
  readonly onCheckout: () => void;
}) => (
  <section className={styles.summary} aria-labelledby="cart-summary-title" data-testid="cart-summary" data-page-bar="">
    <h2 id="cart-summary-title" className={styles.summaryTitle}>
      {CART_PAGE_TEXT.summaryTitle}
    </h2>
    <dl className={styles.totals}>
      <div className={styles.totalRow}>
        <dt>Total Harga ({totals.selectedUnits} barang)</dt>
        <dd data-testid="cart-normal-total">{formatRupiah(totals.normalTotal)}</dd>
      </div>
      {totals.savings > 0 && (
        <div className={styles.totalRow}>
          <dt>Total Diskon</dt>
          <dd className={styles.saving} data-testid="cart-savings">
            −{formatRupiah(totals.savings)}
          </dd>
        </div>
      )}
      {/* With a voucher the grand row is what is left to pay; the phone's bar shows that one. */}
      <div className={payable.voucher ? styles.totalRow : `${styles.totalRow} ${styles.grandRow}`}>
        <dt>Total Belanja</dt>
        <dd data-testid="cart-subtotal">{formatRupiah(totals.subtotal)}</dd>
      </div>
      {payable.voucher && (
        <>
          <div className={styles.totalRow}>
            <dt>{payable.voucher.label}</dt>
            <dd className={styles.saving} data-testid="cart-voucher-discount">
              −{formatRupiah(payable.voucher.discount)}
            </dd>
          </div>
          <div className={`${styles.totalRow} ${styles.grandRow}`}>
            <dt>Total Bayar</dt>
            <dd data-testid="cart-total">{formatRupiah(payable.total)}</dd>
          </div>
        </>
      )}
    </dl>
    <button type="button" className={styles.checkout} onClick={onCheckout} aria-disabled={busy || totals.selectedLines === 0 || undefined} data-testid="cart-checkout">
      {busy ? CART_PAGE_TEXT.checking : `${CART_PAGE_TEXT.checkout} (${totals.selectedUnits})`}
    </button>
  </section>
);

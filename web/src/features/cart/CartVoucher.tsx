import { CustomerVouchers, formatRupiah } from '@more/core';
import { Link } from 'wouter';
import { useService } from '../../shared/services';
import { useStore } from '../../shared/use-store';
import styles from './CartVoucher.module.css';

export const CUSTOMER_VOUCHERS_PATH = '/profile/vouchers';

/**
 * The voucher the customer put on the cart with "Pakai" on /profile/vouchers
 * (the server accepted it for the cart's ticked lines): its code and what it
 * takes off, which the checkout begins with; or the way to the vouchers.
 */
export const CartVoucher = () => {
  const vouchers = useService(CustomerVouchers);
  const { applied } = useStore(vouchers);
  return (
    <section className={styles.voucher} aria-labelledby="cart-voucher-title" data-testid="cart-voucher">
      <h2 id="cart-voucher-title" className={styles.title}>
        Voucher
      </h2>
      {applied ? (
        <div className={styles.applied}>
          <p className={styles.line}>
            <strong className={styles.code}>{applied.code}</strong> dipakai · potongan <strong>{formatRupiah(applied.discount)}</strong>
          </p>
          <p className={styles.hint}>Potongan dihitung ulang saat checkout.</p>
          <button type="button" className={styles.remove} onClick={() => vouchers.remove()} aria-label={`Lepas voucher ${applied.code}`}>
            Lepas
          </button>
        </div>
      ) : (
        <p className={styles.line}>
          <Link href={CUSTOMER_VOUCHERS_PATH} className={styles.link}>
            Pilih dari Voucher Saya
          </Link>
        </p>
      )}
    </section>
  );
};

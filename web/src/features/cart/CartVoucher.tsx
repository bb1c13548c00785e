import { CustomerVouchers, formatRupiah, loginPathFor, storePaths } from '@more/core';
import { type FormEvent, useId, useState } from 'react';
import { Link } from 'wouter';
import { useService } from '../../shared/services';
import { useStore } from '../../shared/use-store';
import styles from './CartVoucher.module.css';

export const CUSTOMER_VOUCHERS_PATH = storePaths.vouchers;
const CART_PATH = storePaths.cart;

/**
 * The cart's voucher box: a code typed here (core sends it upper-cased with
 * the fixed request of document 2 §9) or one chosen with "Pakai" on
 * /profile/vouchers. What the server accepted is taken off the summary's
 * total; a refusal clears it (document 1 §4) and says why.
 */
export const CartVoucher = () => {
  const vouchers = useService(CustomerVouchers);
  const { applied, applying, refusal } = useStore(vouchers);
  const [code, setCode] = useState('');
  const inputId = useId();

  const submit = (event: FormEvent) => {
    event.preventDefault();
    void vouchers.use(code).then((outcome) => {
      if (outcome.kind === 'applied') setCode('');
    });
  };

  return (
    <section className={styles.voucher} aria-labelledby="cart-voucher-title" data-testid="cart-voucher">
      <h2 id="cart-voucher-title" className="t-md">
        Voucher
      </h2>
      <div aria-live="polite">
        {applied && (
          <div className={styles.applied} data-testid="cart-voucher-applied">
            <p className={styles.line}>
              <strong className={styles.code}>{applied.code}</strong> dipakai · potongan <strong>{formatRupiah(applied.discount)}</strong>
            </p>
            <p className={styles.hint}>Potongan dihitung ulang saat checkout.</p>
            <button type="button" className={styles.remove} onClick={() => vouchers.remove()} aria-label={`Lepas voucher ${applied.code}`} data-testid="cart-voucher-remove">
              Lepas
            </button>
          </div>
        )}
      </div>
      <form className={styles.form} onSubmit={submit} noValidate>
        <label htmlFor={inputId} className="visually-hidden">
          Kode voucher
        </label>
        <input
          id={inputId}
          className={styles.input}
          value={code}
          onChange={(event) => setCode(event.target.value)}
          placeholder="Kode voucher"
          autoComplete="off"
          autoCapitalize="characters"
          aria-describedby={refusal ? `${inputId}-error` : undefined}
          aria-invalid={refusal ? true : undefined}
          data-testid="cart-voucher-code"
        />
        <button type="submit" className={styles.apply} disabled={applying !== null || code.trim() === ''} aria-busy={applying !== null || undefined} data-testid="cart-voucher-apply">
          {applying !== null ? 'Mohon menunggu..' : 'Pakai'}
        </button>
      </form>
      <div aria-live="assertive" id={`${inputId}-error`}>
        {refusal && (
          <p className={styles.error} data-testid="cart-voucher-error">
            {refusal.code}: {refusal.message}
          </p>
        )}
      </div>
      <p className={styles.line}>
        <Link href={CUSTOMER_VOUCHERS_PATH} className={styles.link}>
          Pilih dari Voucher Saya
        </Link>
      </p>
    </section>
  );
};

/** A guest has no vouchers (they are the customer's, document 1 §6): the box says how to get to them. */
export const GuestCartVoucher = () => (
  <section className={styles.voucher} aria-labelledby="cart-voucher-title" data-testid="cart-voucher-guest">
    <h2 id="cart-voucher-title" className="t-md">
      Voucher
    </h2>
    <p className={styles.line}>
      <Link href={loginPathFor(CART_PATH)} className={styles.link}>
        Masuk
      </Link>{' '}
      untuk memakai voucher belanja.
    </p>
  </section>
);

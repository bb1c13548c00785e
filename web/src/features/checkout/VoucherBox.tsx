import { Checkout, CheckoutOptions, type CheckoutState, formatRupiah } from '@more/core';
import { type FormEvent, useEffect, useId, useState } from 'react';
import { useService } from '../../app/services-context';
import { useObservable } from '../../shared/use-observable';
import styles from './Checkout.module.css';

/**
 * The voucher: a code typed (core sends it upper-cased, document 1 §4) or one
 * of the shopper's vouchers (GET more/voucher, device=web). "Voucher: a
 * failure clears the applied voucher": the server's reason is shown.
 */
export const VoucherBox = ({ state }: { readonly state: CheckoutState }) => {
  const checkout = useService(Checkout);
  const options = useService(CheckoutOptions);
  const lists = useObservable(options.state$, options.current);
  const [code, setCode] = useState('');
  const inputId = useId();
  const locked = state.placing.status === 'placing';

  useEffect(() => {
    if (options.current.vouchers.status === 'idle') void options.loadVouchers();
  }, [options]);

  const apply = (value: string) => {
    void checkout.applyVoucher(value).then((outcome) => {
      if (outcome.kind === 'applied') setCode('');
    });
  };

  const submit = (event: FormEvent) => {
    event.preventDefault();
    apply(code);
  };

  const vouchers = lists.vouchers.status === 'ready' ? lists.vouchers.value.filter((voucher) => voucher.code !== state.voucher?.code) : [];
  return (
    <section className={styles.card} aria-labelledby="voucher-title" data-testid="voucher-box">
      <h2 id="voucher-title" className={styles.cardTitle}>
        Voucher
      </h2>
      {state.voucher && (
        <div className={styles.applied} data-testid="voucher-applied">
          <span>
            {state.voucher.code} · Hemat {formatRupiah(state.voucher.discount)}
          </span>
          <button type="button" className={styles.inlineRetry} onClick={() => checkout.removeVoucher()} disabled={locked}>
            Hapus
          </button>
        </div>
      )}
      <form className={styles.voucherForm} onSubmit={submit} noValidate>
        <div className={styles.field}>
          <label htmlFor={inputId} className={styles.fieldLabel}>
            Kode voucher
          </label>
          <input
            id={inputId}
            className={styles.voucherInput}
            value={code}
            onChange={(event) => setCode(event.target.value)}
            autoComplete="off"
            autoCapitalize="characters"
            aria-describedby={state.voucherError ? `${inputId}-error` : undefined}
            aria-invalid={state.voucherError ? true : undefined}
            data-testid="voucher-code"
          />
        </div>
        <button type="submit" className={styles.secondary} disabled={state.applyingVoucher || locked} aria-busy={state.applyingVoucher || undefined} data-testid="voucher-apply">
          {state.applyingVoucher ? 'Mohon menunggu..' : 'Pakai'}
        </button>
      </form>
      <div aria-live="assertive" id={`${inputId}-error`}>
        {state.voucherError && (
          <p className={styles.fieldError} data-testid="voucher-error">
            {state.voucherError.message}
          </p>
        )}
      </div>
      {vouchers.length > 0 && (
        <ul className={styles.voucherList} aria-label="Voucher Anda">
          {vouchers.map((voucher) => (
            <li key={voucher.id} className={styles.voucherRow}>
              <span className={styles.optionBody}>
                <span className={styles.optionTitle}>{voucher.title}</span>
                <span className={styles.optionText}>
                  {voucher.code} · {voucher.description}
                </span>
              </span>
              <button type="button" className={styles.secondary} onClick={() => apply(voucher.code)} disabled={state.applyingVoucher || locked} aria-label={`Pakai voucher ${voucher.code}`}>
                Pakai
              </button>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
};

import { type AppliedVoucher, Checkout, CheckoutOptions, type CheckoutState, type Loadable as LoadableState, type Voucher, formatRupiah, voucherChoices } from '@more/core';
import { type FormEvent, useEffect, useId, useRef, useState } from 'react';
import { Loadable } from '../../shared/Loadable';
import { useService } from '../../shared/services';
import { useStore } from '../../shared/use-store';
import styles from './Checkout.module.css';

/**
 * The voucher: a code typed (core sends it upper-cased, document 1 §4) or one
 * of the shopper's vouchers (GET more/voucher, device=web). "Voucher: a
 * failure clears the applied voucher": the server's reason is shown.
 */
export const VoucherBox = ({ state }: { readonly state: CheckoutState }) => {
  const checkout = useService(Checkout);
  const options = useService(CheckoutOptions);
  const lists = useStore(options);
  const [code, setCode] = useState('');
  const inputId = useId();
  const locked = state.placing.status === 'placing';

  useEffect(() => options.showVouchers(), [options]);

  const apply = (value: string) =>
    checkout.applyVoucher(value).then((outcome) => {
      if (outcome.kind === 'applied') setCode('');
      return outcome.kind === 'applied';
    });

  const submit = (event: FormEvent) => {
    event.preventDefault();
    void apply(code);
  };

  return (
    <section className={styles.card} aria-labelledby="voucher-title" data-testid="voucher-box">
      <h2 id="voucher-title" className={styles.cardTitle}>
        Voucher
      </h2>
      {/* A voucher taken, by code or from the list, is announced with its saving. */}
      <div aria-live="polite" className={styles.liveSlot}>
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
      </div>
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
      <div aria-live="assertive" id={`${inputId}-error`} className={styles.liveSlot}>
        {state.voucherError && (
          <p className={styles.fieldError} data-testid="voucher-error">
            {state.voucherError.message}
          </p>
        )}
      </div>
      <ShoppersVouchers vouchers={lists.vouchers} applied={state.voucher} disabled={state.applyingVoucher || locked} onApply={apply} onRetry={() => void options.loadVouchers()} />
    </section>
  );
};

/**
 * The shopper's own vouchers behind one line that keeps its height from the
 * first paint: loading, failed, none or "Pilih dari voucher Anda (n)" (core's
 * voucherChoices). Opened, the list grows under the shopper's finger; closed,
 * it never pushes the summary and "Buat Pesanan" down as it arrives (a desktop
 * CLS of 0.04).
 */
const ShoppersVouchers = ({
  vouchers,
  applied,
  disabled,
  onApply,
  onRetry,
}: {
  readonly vouchers: LoadableState<readonly Voucher[]>;
  readonly applied: AppliedVoucher | null;
  readonly disabled: boolean;
  readonly onApply: (code: string) => Promise<boolean>;
  readonly onRetry: () => void;
}) => {
  const disclosure = useRef<HTMLDetailsElement>(null);
  const line = useRef<HTMLElement | null>(null);
  const toLine = (element: HTMLElement | null) => {
    line.current = element;
  };
  // The code taken from the list, until the checkout shows it applied.
  const taking = useRef<string | null>(null);
  const appliedCode = applied?.code ?? null;
  // Once it is applied, the list closes, so the shopper sees the discount in the summary below, and the
  // focus, whose button went with the list, goes to the line (the one that opens it, or "none left").
  useEffect(() => {
    if (taking.current === null || taking.current !== appliedCode) return;
    taking.current = null;
    if (disclosure.current) disclosure.current.open = false;
    line.current?.focus();
  }, [appliedCode]);

  const take = (code: string) => {
    taking.current = code;
    void onApply(code).then((taken) => {
      if (!taken && taking.current === code) taking.current = null;
    });
  };

  return (
    <Loadable
      state={vouchers}
      // One line of the checkout, whatever its state: it never pushes the summary down.
      skeleton={
        <p className={styles.voucherLine} role="status">
          Memuat voucher Anda…
        </p>
      }
      skeletonIsStatus
      failure={(_failure, retry) => (
        <p className={styles.voucherLine}>
          Voucher Anda belum dapat ditampilkan.
          <button type="button" className={styles.inlineRetry} onClick={retry}>
            Coba Lagi
          </button>
        </p>
      )}
      onRetry={onRetry}
    >
      {(list) => {
        const choices = voucherChoices(list, applied);
        if (choices.offered.length === 0) {
          return (
            <p ref={toLine} className={styles.voucherLine} tabIndex={-1}>
              {choices.line}
            </p>
          );
        }
        return (
          <details ref={disclosure} className={styles.voucherPicker} data-testid="shoppers-vouchers">
            <summary ref={toLine} className={styles.voucherLine}>
              {choices.line}
            </summary>
            <ul className="stack-2 bare" aria-label="Voucher Anda">
              {choices.offered.map((voucher) => (
                <li key={voucher.id} className={styles.voucherRow}>
                  <span className={styles.optionBody}>
                    <span className={styles.optionTitle}>{voucher.title}</span>
                    <span className={styles.optionText}>
                      {voucher.code} · {voucher.description}
                    </span>
                  </span>
                  <button type="button" className={styles.secondary} onClick={() => take(voucher.code)} disabled={disabled} aria-label={`Pakai voucher ${voucher.code}`}>
                    Pakai
                  </button>
                </li>
              ))}
            </ul>
          </details>
        );
      }}
    </Loadable>
  );
};

import {
  Checkout,
  CheckoutPayment,
  type CheckoutState,
  type PaymentMethod,
  type Requirement,
  choiceRefusalText,
  isInstalment,
  paymentFeeText,
  paymentMethodGroups,
  stepPath,
} from '@more/core';
import { useEffect, useState } from 'react';
import { Link } from 'wouter';
import { Loadable } from '../../shared/Loadable';
import { useService } from '../../shared/services';
import { useStore } from '../../shared/use-store';
import styles from './Checkout.module.css';
import { MissingNotice, RowsSkeleton } from './Problems';

/**
 * Payment: the methods of uni/payment/list under their groups, each with its
 * fee; an instalment method (★) lists its tenors with the amount per month
 * (core's CheckoutPayment: on the items at the cart's prices plus shipping).
 */
export const PaymentStep = ({ state }: { readonly state: CheckoutState }) => {
  const checkout = useService(Checkout);
  const paying = useService(CheckoutPayment);
  const { methods, offer } = useStore(paying);
  const [opened, setOpened] = useState<string | null>(null);
  const [missing, setMissing] = useState<readonly Requirement[]>([]);
  const [refusal, setRefusal] = useState<string | null>(null);
  const payment = state.order.payment;

  useEffect(() => paying.open(), [paying]);

  const choose = (method: PaymentMethod, tenor: number | null = null) => {
    setRefusal(null);
    if (isInstalment(method) && tenor === null) {
      setOpened(method.code);
      return;
    }
    setOpened(null);
    const outcome = checkout.choosePayment(method, tenor);
    if (!outcome.ok) setRefusal(choiceRefusalText(outcome.reason));
  };

  const next = () => {
    const outcome = checkout.goTo('review');
    setMissing(outcome.ok ? [] : outcome.missing);
  };

  const settled = methods.status === 'ready' || methods.status === 'failed';
  const selectedCode = opened ?? payment?.methodCode ?? null;
  return (
    <>
      <Loadable state={methods} skeleton={<RowsSkeleton rows={4} label="Memuat metode pembayaran" />} failure="Metode pembayaran belum dapat ditampilkan." onRetry={() => paying.retry()}>
        {(list) => (
          <>
            {list.length === 0 && <p className="muted-0">Belum ada metode pembayaran yang tersedia.</p>}
            {paymentMethodGroups(list).map((group) => (
              <fieldset key={group.name} className={styles.card}>
                <legend className={styles.legend}>{group.name}</legend>
                <ul className="stack-2 bare">
                  {group.methods.map((method) => {
                    const rows = offer?.rows.filter((row) => row.methodCode === method.code) ?? [];
                    const checked = selectedCode === method.code;
                    return (
                      <li key={method.code}>
                        <label className={styles.option}>
                          <input type="radio" name="payment" value={method.code} checked={checked} onChange={() => choose(method)} data-testid="payment-method" />
                          <span className={styles.optionBody}>
                            <span className={styles.optionTitle}>
                              {method.name}
                              {isInstalment(method) && (
                                <span className={styles.badge}>
                                  <span aria-hidden="true">★ </span>Cicilan
                                </span>
                              )}
                            </span>
                            <span className={styles.optionText}>{isInstalment(method) ? 'Pilih tenor setelah memilih metode ini' : paymentFeeText(method.fee)}</span>
                          </span>
                        </label>
                        {checked && rows.length > 0 && (
                          <fieldset className={styles.tenors} data-testid="tenors">
                            <legend className={styles.fieldLabel}>Pilih tenor {method.name}</legend>
                            {rows.map((row) => (
                              <label key={row.months} className={styles.option}>
                                <input
                                  type="radio"
                                  name={`tenor-${method.code}`}
                                  checked={payment?.methodCode === method.code && payment.tenor === row.months}
                                  onChange={() => choose(method, row.months)}
                                />
                                <span className={styles.optionBody}>
                                  <span className={styles.optionTitle}>
                                    {row.tenorLabel} · {row.monthlyText}
                                  </span>
                                  <span className={styles.optionText}>{row.feeText}</span>
                                </span>
                              </label>
                            ))}
                          </fieldset>
                        )}
                      </li>
                    );
                  })}
                </ul>
              </fieldset>
            ))}
          </>
        )}
      </Loadable>
      {refusal && (
        <div className={styles.problem} role="alert">
          <p>{refusal}</p>
        </div>
      )}
      {missing.length > 0 && <MissingNotice missing={missing} />}
      {/* The way on comes with the methods, below them: it never sits under a skeleton that the methods then outgrow (a phone saw it jump). */}
      {settled && (
        <div className={styles.actions}>
          <Link href={stepPath('shipping')} className="start-link">
            ← Kembali ke Pengiriman
          </Link>
          <button type="button" className={styles.primary} onClick={next} data-testid="to-review">
            Lanjut ke Ringkasan
          </button>
        </div>
      )}
    </>
  );
};

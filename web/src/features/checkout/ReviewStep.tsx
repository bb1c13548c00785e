import { Checkout, type CheckoutState, type Requirement, failureText, receiptRows, stepPath, summaryChangeTexts } from '@more/core';
import { useState } from 'react';
import { Link } from 'wouter';
import { Loadable } from '../../shared/Loadable';
import { useService } from '../../shared/services';
import styles from './Checkout.module.css';
import { MissingNotice } from './Problems';
import { ReviewFacts, ReviewLines } from './ReviewFacts';
import review from './ReviewStep.module.css';
import { VoucherBox } from './VoucherBox';

/**
 * Review: what the shopper confirms (address, courier, dropshipper, payment,
 * each with "Ubah"), the items, the voucher, the server's totals as a receipt
 * (core's receiptRows), then "Buat Pesanan".
 * One order per submit is core's (placeOrder): the button only shows its state.
 */
export const ReviewStep = ({ state }: { readonly state: CheckoutState }) => {
  const checkout = useService(Checkout);
  const [missing, setMissing] = useState<readonly Requirement[]>([]);
  const placing = state.placing;
  const busy = placing.status === 'placing';

  const place = () => {
    void checkout.placeOrder().then((outcome) => setMissing(outcome.kind === 'refused' ? outcome.missing : []));
  };

  const summary = state.summary;
  return (
    <>
      <ReviewFacts />
      <ReviewLines />

      <VoucherBox state={state} />

      <section className={styles.card} aria-labelledby="summary-title" data-testid="checkout-summary">
        <h2 id="summary-title" className={styles.cardTitle}>
          Ringkasan pembayaran
        </h2>
        <Loadable
          state={summary}
          skeleton={
            <div className="stack-2 bare" role="status" aria-busy="true" aria-label="Memuat ringkasan pesanan">
              {[0, 1, 2, 3].map((row) => (
                <div key={row} className={styles.skeletonLine} />
              ))}
            </div>
          }
          failure="Ringkasan pesanan belum dapat ditampilkan."
          onRetry={() => void checkout.refreshSummary()}
        >
          {(value) => (
            <dl className={review.receipt} data-testid="receipt">
              {receiptRows(value).map((row) => (
                <div key={row.kind} className={`${review.receiptRow} ${row.kind === 'discount' ? review.discount : ''} ${row.emphasis ? review.due : ''}`} data-kind={row.kind}>
                  <dt>{row.label}</dt>
                  <dd data-testid={row.emphasis ? 'grand-total' : undefined}>{row.text}</dd>
                </div>
              ))}
            </dl>
          )}
        </Loadable>
      </section>

      <div aria-live="assertive">
        {placing.status === 'summary-replaced' && summary.status === 'ready' && (
          <div className={styles.problem} data-testid="summary-replaced">
            <p>
              <strong>Harga atau stok berubah sejak ringkasan terakhir:</strong>
            </p>
            <ul>
              {summaryChangeTexts(placing.previous, summary.value).map((text) => (
                <li key={text}>{text}</li>
              ))}
            </ul>
            <p>Periksa kembali ringkasan di atas, lalu tekan Buat Pesanan lagi.</p>
          </div>
        )}
        {placing.status === 'failed' && (
          <div className={styles.problem} data-testid="place-failed">
            <p>
              <strong>Pesanan belum berhasil dibuat.</strong> {failureText(placing.failure)}
            </p>
            {placing.sameSubmit && <p>Tekan Buat Pesanan lagi untuk mencoba. Pesanan Anda tidak akan dibuat dua kali.</p>}
          </div>
        )}
      </div>
      {missing.length > 0 && <MissingNotice missing={missing} />}
      <div className={styles.actions}>
        <Link href={stepPath('payment')} className="start-link">
          ← Kembali ke Pembayaran
        </Link>
        <button type="button" className={styles.primary} onClick={place} disabled={busy} aria-busy={busy || undefined} data-testid="place-order">
          {busy && <span className={styles.spinner} aria-hidden="true" />}
          {busy ? 'Mohon menunggu..' : 'Buat Pesanan'}
        </button>
      </div>
    </>
  );
};

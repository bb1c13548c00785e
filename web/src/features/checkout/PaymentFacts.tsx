import type { PaymentDetails } from '@more/core';
import type { ReactNode } from 'react';
import { CopyButton } from '../../shared/CopyButton';
import { EWalletPayment } from './EWalletPayment';
import styles from './PaymentFacts.module.css';
import { datedText } from '../../shared/dates/store-dates';

interface Props {
  readonly details: PaymentDetails;
  /** Shown under the deadline: /profile/pay's countdown. */
  readonly countdown?: ReactNode;
  /** Whether the steps are listed open (the information page) or behind "Cara Pembayaran" (a card of /profile/pay). */
  readonly steps?: 'open' | 'folded';
  /** The status row: the information page states it; /profile/pay lists only orders awaiting payment. */
  readonly showStatus?: boolean;
}

/**
 * How an order is paid (core's paymentDetailsOf): method, virtual account with
 * "Salin", the amount, the deadline, an e-wallet's QR code and app link, and
 * the steps. The same facts on
 * /checkout/information/{ordersn} and on /profile/pay, so a shopper who left
 * the payment page finds them again.
 */
export const PaymentFacts = ({ details, countdown, steps = 'open', showStatus = true }: Props) => (
  <>
    <dl className={styles.facts}>
      {showStatus && (
        <div className={styles.row}>
          <dt>Status</dt>
          <dd>{details.statusLabel}</dd>
        </div>
      )}
      <div className={styles.row}>
        <dt>Metode pembayaran</dt>
        <dd>{details.paymentName}</dd>
      </div>
      {details.virtualAccount && (
        <div className={styles.row}>
          <dt>Nomor Virtual Account</dt>
          <dd className={styles.vaRow}>
            <strong data-testid="va-number">{details.virtualAccount}</strong>
            <CopyButton value={details.virtualAccount} label="Salin nomor Virtual Account" copiedText={`Nomor Virtual Account ${details.virtualAccount} disalin`} />
          </dd>
        </div>
      )}
      <div className={`${styles.row} ${styles.total}`}>
        <dt>Total tagihan</dt>
        <dd>{details.grandTotalText}</dd>
      </div>
    </dl>
    {details.payBeforeText && (
      <div className={styles.deadline}>
        <p>{datedText(details.payBeforeText)}</p>
        {countdown}
      </div>
    )}
    {details.eWallet && <EWalletPayment offer={details.eWallet} />}
    {details.steps.length > 0 &&
      (steps === 'open' ? (
        <StepList steps={details.steps} />
      ) : (
        <details className={styles.howTo}>
          <summary>Cara Pembayaran</summary>
          <StepList steps={details.steps} />
        </details>
      ))}
  </>
);

const StepList = ({ steps }: { readonly steps: readonly string[] }) => (
  <ol className={styles.steps}>
    {steps.map((step) => (
      <li key={step}>{step}</li>
    ))}
  </ol>
);

import { CHECKOUT_STEP_LABELS, type CheckoutStep, stepIndex, stepPath } from '@more/core';
import { Link } from 'wouter';
import styles from './Checkout.module.css';

const shown = ['shipping', 'payment', 'review'] as const;

/** "Pengiriman · Pembayaran · Ringkasan": the current step marked for screen readers; steps already done link back. */
export const StepIndicator = ({ step }: { readonly step: CheckoutStep }) => (
  <nav aria-label="Langkah checkout">
    <ol className={styles.steps}>
      {shown.map((each) => {
        const done = stepIndex(each) < stepIndex(step);
        return (
          <li key={each} className={styles.stepItem} aria-current={each === step ? 'step' : undefined} data-state={done ? 'done' : undefined}>
            {done && step !== 'success' ? (
              <Link href={stepPath(each)} className={styles.stepLink}>
                {CHECKOUT_STEP_LABELS[each]}
              </Link>
            ) : (
              CHECKOUT_STEP_LABELS[each]
            )}
          </li>
        );
      })}
    </ol>
  </nav>
);

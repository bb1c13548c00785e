import { failureText, type StoreFailure } from '@more/core';
import styles from './extras.module.css';

/** A section that could not load: what happened, in core's words, and "Coba Lagi". */
export const SectionProblem = ({ title, failure, onRetry }: { title: string; failure: StoreFailure; onRetry: () => void }) => (
  <div className={styles.problem} role="alert">
    <p>
      <strong>{title}</strong>
    </p>
    <p>{failureText(failure)}</p>
    <button type="button" className={styles.retry} onClick={onRetry}>
      Coba Lagi
    </button>
  </div>
);

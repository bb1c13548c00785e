import { failureText, type StoreFailure } from '@more/core';
import styles from './FailureNotice.module.css';

interface Props {
  /** What could not be shown, e.g. "Produk pilihan belum dapat ditampilkan." */
  readonly title: string;
  readonly failure: StoreFailure;
  readonly onRetry: () => void;
  /** The page's own heading when the failure is the whole page (one h1 per page); else a strong line. */
  readonly asPageHeading?: boolean;
  readonly testId?: string;
}

/** Any part of a page that could not load: what, why in core's Indonesian (failureText), and "Coba Lagi". */
export const FailureNotice = ({ title, failure, onRetry, asPageHeading = false, testId }: Props) => (
  <div className="notice-box" role="alert" data-testid={testId}>
    {asPageHeading ? (
      <h1 className={styles.pageTitle}>{title}</h1>
    ) : (
      <p>
        <strong>{title}</strong>
      </p>
    )}
    <p>{failureText(failure)}</p>
    <button type="button" className="btn" onClick={onRetry}>
      Coba Lagi
    </button>
  </div>
);

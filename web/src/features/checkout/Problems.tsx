import { MISSING_HEADING, type Requirement, missingRequirementsText } from '@more/core';
import styles from './Checkout.module.css';

/** What a refused step lacks, in core's words, announced at once. */
export const MissingNotice = ({ missing }: { readonly missing: readonly Requirement[] }) => (
  <div className={styles.problem} role="alert" data-testid="checkout-missing">
    <p>
      <strong>{MISSING_HEADING}</strong>
    </p>
    <ul>
      {missingRequirementsText(missing).map((text) => (
        <li key={text}>{text}</li>
      ))}
    </ul>
  </div>
);

/** Rows of a list still on its way, shaped like its choices. */
export const RowsSkeleton = ({ rows, label }: { readonly rows: number; readonly label: string }) => (
  <div className="stack-2 bare" role="status" aria-busy="true" aria-label={label} data-testid="checkout-skeleton">
    {Array.from({ length: rows }, (_, row) => (
      <div key={row} className={styles.skeletonRow} />
    ))}
  </div>
);

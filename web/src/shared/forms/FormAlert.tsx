import type { ReactNode } from 'react';
import styles from './FormAlert.module.css';

/**
 * "Alert boxes (error, info, success) show a single message or a list with a
 * dismiss button" (document 2 §8). An error is announced at once; the others
 * politely.
 */
export const FormAlert = ({
  tone,
  children,
  onDismiss,
}: {
  readonly tone: 'error' | 'info' | 'success';
  readonly children: ReactNode;
  readonly onDismiss?: () => void;
}) => (
  <div className={`${styles.alert} ${styles[tone]}`} role={tone === 'error' ? 'alert' : 'status'}>
    <div className={styles.body}>{children}</div>
    {onDismiss && (
      <button type="button" className={styles.dismiss} onClick={onDismiss} aria-label="Tutup pesan">
        <svg viewBox="0 0 20 20" aria-hidden="true" focusable="false">
          <path d="M5 5l10 10M15 5L5 15" stroke="currentColor" strokeWidth="1.8" strokeLinecap="round" />
        </svg>
      </button>
    )}
  </div>
);

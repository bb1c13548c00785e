import { type ReactNode, useState } from 'react';
import styles from './FormAlert.module.css';

/**
 * "Alert boxes (error, info, success) show a single message or a list with a
 * dismiss button" (document 2 §8). An error is announced at once; the others
 * politely. Every box has its button: one whose owner keeps the message
 * (`onDismiss`) asks it to drop it; any other hides itself, until it is given
 * another message.
 */
export const FormAlert = ({
  tone,
  children,
  onDismiss,
}: {
  readonly tone: 'error' | 'info' | 'success';
  readonly children: ReactNode;
  readonly onDismiss?: () => void;
}) => {
  // The message dismissed here (its text; an element's message stays dismissed while the box is shown).
  const message = typeof children === 'string' ? children : null;
  const [dismissed, setDismissed] = useState<{ readonly message: string | null } | null>(null);
  if (dismissed && dismissed.message === message) return null;
  return (
    <div className={`${styles.alert} ${styles[tone]}`} role={tone === 'error' ? 'alert' : 'status'}>
      <div className={styles.body}>{children}</div>
      <button type="button" className={styles.dismiss} onClick={onDismiss ?? (() => setDismissed({ message }))} aria-label="Tutup pesan">
        <svg viewBox="0 0 20 20" aria-hidden="true" focusable="false">
          <path d="M5 5l10 10M15 5L5 15" stroke="currentColor" strokeWidth="1.8" strokeLinecap="round" />
        </svg>
      </button>
    </div>
  );
};

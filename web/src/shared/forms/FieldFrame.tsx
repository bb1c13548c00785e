import { type ReactNode, useId } from 'react';
import styles from './Field.module.css';
import { FieldError } from './FieldError';

/**
 * The ids a field ties together for screen readers: the control's, its message's, and one more
 * note's (a hint, a counter; `note` names it), with what describes the control now.
 */
export const useFieldIds = (error: string | undefined, note: { readonly name: string; readonly shown: boolean }) => {
  const id = useId();
  const errorId = `${id}-error`;
  const noteId = `${id}-${note.name}`;
  const describedBy = [error ? errorId : null, note.shown ? noteId : null].filter(Boolean).join(' ') || undefined;
  return { id, errorId, noteId, describedBy };
};

/** A field's frame: the label (and what stands beside it on its line), the control, and its message under it. */
export const FieldFrame = ({
  id,
  label,
  aside,
  error,
  errorId,
  children,
}: {
  readonly id: string;
  readonly label: string;
  readonly aside: ReactNode;
  readonly error: string | undefined;
  readonly errorId: string;
  readonly children: ReactNode;
}) => (
  <div className={styles.field}>
    <div className={styles.labelRow}>
      <label htmlFor={id} className={styles.label}>
        {label}
      </label>
      {aside}
    </div>
    {children}
    {error && <FieldError id={errorId} message={error} />}
  </div>
);

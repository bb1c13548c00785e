import { type InputHTMLAttributes, type ReactNode, useId } from 'react';
import styles from './Field.module.css';
import { FieldError } from './FieldError';

export interface TextFieldProps extends Omit<InputHTMLAttributes<HTMLInputElement>, 'id' | 'name' | 'aria-invalid' | 'aria-describedby'> {
  readonly name: string;
  readonly label: string;
  /** The field's message (the store's or the server's), shown beside it and read with it. */
  readonly error?: string | undefined;
  /** A short help text under the field, read with it. */
  readonly hint?: ReactNode;
  /** Beside the label, on its line (the "Lupa kata sandi?" link). */
  readonly labelAside?: ReactNode;
  /** Inside the field, at its end (the password's show/hide button). */
  readonly trailing?: ReactNode;
}

/** A labelled input whose message stands beside it and is tied to it for screen readers. */
export const TextField = ({ name, label, error, hint, labelAside, trailing, className, ...input }: TextFieldProps) => {
  const id = useId();
  const hintId = `${id}-hint`;
  const errorId = `${id}-error`;
  const describedBy = [error ? errorId : null, hint ? hintId : null].filter(Boolean).join(' ') || undefined;
  return (
    <div className={styles.field}>
      <div className={styles.labelRow}>
        <label htmlFor={id} className={styles.label}>
          {label}
        </label>
        {labelAside}
      </div>
      <div className={styles.control}>
        <input
          id={id}
          name={name}
          className={`${styles.input} ${trailing ? styles.withTrailing : ''} ${className ?? ''}`}
          aria-invalid={error ? true : undefined}
          aria-describedby={describedBy}
          {...input}
        />
        {trailing}
      </div>
      {hint && (
        <p id={hintId} className={styles.hint}>
          {hint}
        </p>
      )}
      {error && <FieldError id={errorId} message={error} />}
    </div>
  );
};

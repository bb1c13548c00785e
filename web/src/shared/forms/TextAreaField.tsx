import { type Ref, type TextareaHTMLAttributes, useId } from 'react';
import styles from './Field.module.css';
import { FieldError } from './FieldError';

export interface TextAreaFieldProps extends Omit<TextareaHTMLAttributes<HTMLTextAreaElement>, 'id' | 'name' | 'aria-invalid' | 'aria-describedby'> {
  readonly name: string;
  readonly label: string;
  readonly error?: string | undefined;
  /** What has been typed of what is allowed ("12/500", core's), under the field and read with it. */
  readonly counter?: string;
  readonly ref?: Ref<HTMLTextAreaElement>;
}

/** A labelled text area, its message beside it and its counter under it, both tied to it for screen readers. */
export const TextAreaField = ({ ref, name, label, error, counter, className, ...textarea }: TextAreaFieldProps) => {
  const id = useId();
  const errorId = `${id}-error`;
  const counterId = `${id}-counter`;
  const describedBy = [error ? errorId : null, counter ? counterId : null].filter(Boolean).join(' ') || undefined;
  return (
    <div className={styles.field}>
      <div className={styles.labelRow}>
        <label htmlFor={id} className={styles.label}>
          {label}
        </label>
        {counter && (
          <span id={counterId} className={styles.counter}>
            {counter}
          </span>
        )}
      </div>
      <textarea
        ref={ref}
        id={id}
        name={name}
        className={`${styles.input} ${styles.textarea} ${className ?? ''}`}
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy}
        {...textarea}
      />
      {error && <FieldError id={errorId} message={error} />}
    </div>
  );
};

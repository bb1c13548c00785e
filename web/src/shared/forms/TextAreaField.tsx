import type { Ref, TextareaHTMLAttributes } from 'react';
import styles from './Field.module.css';
import { FieldFrame, useFieldIds } from './FieldFrame';

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
  const { id, errorId, noteId, describedBy } = useFieldIds(error, { name: 'counter', shown: Boolean(counter) });
  return (
    <FieldFrame
      id={id}
      label={label}
      aside={
        counter && (
          <span id={noteId} className={styles.counter}>
            {counter}
          </span>
        )
      }
      error={error}
      errorId={errorId}
    >
      <textarea
        ref={ref}
        id={id}
        name={name}
        className={`${styles.input} ${styles.textarea} ${className ?? ''}`}
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy}
        {...textarea}
      />
    </FieldFrame>
  );
};

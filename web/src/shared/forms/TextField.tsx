import type { InputHTMLAttributes, ReactNode } from 'react';
import styles from './Field.module.css';
import { FieldFrame, useFieldIds } from './FieldFrame';

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
  const { id, errorId, noteId, describedBy } = useFieldIds(error, { name: 'hint', shown: Boolean(hint) });
  return (
    <FieldFrame id={id} label={label} aside={labelAside} error={error} errorId={errorId}>
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
        <p id={noteId} className={styles.hint}>
          {hint}
        </p>
      )}
    </FieldFrame>
  );
};

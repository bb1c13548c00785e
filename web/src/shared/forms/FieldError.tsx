import styles from './Field.module.css';

/** A field's message beside it, with its mark; the field names it in aria-describedby. */
export const FieldError = ({ id, message }: { readonly id: string; readonly message: string }) => (
  <p id={id} className={styles.error}>
    <svg className={styles.errorIcon} viewBox="0 0 20 20" aria-hidden="true" focusable="false">
      <circle cx="10" cy="10" r="8.5" fill="none" stroke="currentColor" strokeWidth="1.6" />
      <path d="M10 5.5v5.5M10 13.6v.1" stroke="currentColor" strokeWidth="1.8" strokeLinecap="round" />
    </svg>
    {message}
  </p>
);

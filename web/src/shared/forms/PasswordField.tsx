import { useState } from 'react';
import styles from './Field.module.css';
import { TextField, type TextFieldProps } from './TextField';

type PasswordFieldProps = Omit<TextFieldProps, 'type' | 'trailing'> & {
  /** `current-password` on login, `new-password` where one is chosen. */
  readonly autoComplete: 'current-password' | 'new-password';
};

/** A password field with a show/hide button, so a shopper on a phone can check what they typed. */
export const PasswordField = (props: PasswordFieldProps) => {
  const [shown, setShown] = useState(false);
  return (
    <TextField
      {...props}
      type={shown ? 'text' : 'password'}
      autoCapitalize="none"
      autoCorrect="off"
      spellCheck={false}
      trailing={
        <button
          type="button"
          className={styles.reveal}
          aria-pressed={shown}
          aria-label={`Tampilkan ${props.label.toLocaleLowerCase('id-ID')}`}
          onClick={() => setShown((now) => !now)}
        >
          <svg viewBox="0 0 24 24" aria-hidden="true" focusable="false">
            <path d="M2.5 12s3.5-6.5 9.5-6.5 9.5 6.5 9.5 6.5-3.5 6.5-9.5 6.5S2.5 12 2.5 12Z" fill="none" stroke="currentColor" strokeWidth="1.7" />
            <circle cx="12" cy="12" r="3" fill="none" stroke="currentColor" strokeWidth="1.7" />
            {shown && <path d="M4 4l16 16" stroke="currentColor" strokeWidth="1.7" strokeLinecap="round" />}
          </svg>
        </button>
      }
    />
  );
};

import type { ReactNode } from 'react';
import { useHydrated } from '../use-hydrated';
import styles from './SubmitButton.module.css';

/**
 * The form's one submit button. While a submission is on its way it is
 * disabled and busy, so a second tap sends nothing. Before hydration it is
 * disabled too: the form is rendered on the server, and a native submit then
 * would put the password in the address bar (a disabled default button stops
 * Enter from submitting as well).
 */
export const SubmitButton = ({ busy, children, variant = 'primary' }: { readonly busy: boolean; readonly children: ReactNode; readonly variant?: 'primary' | 'secondary' }) => {
  const hydrated = useHydrated();
  return (
    <button type="submit" className={`${styles.button} ${styles[variant]}`} disabled={busy || !hydrated} aria-busy={busy || undefined}>
      {busy && <span className={styles.spinner} aria-hidden="true" />}
      <span>{busy ? 'Mohon menunggu..' : children}</span>
    </button>
  );
};

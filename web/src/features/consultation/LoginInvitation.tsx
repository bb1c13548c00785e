import { loginPathFor } from '@more/core';
import { useId } from 'react';
import { Link, useLocation, useSearch } from 'wouter';
import styles from './Interior.module.css';

/**
 * In place of what only a customer sees (`more/interior/customer` needs
 * login, document 2 §6): why, and a login that comes back to this very page.
 */
export const LoginInvitation = ({ title, text }: { readonly title: string; readonly text: string }) => {
  const [path] = useLocation();
  const search = useSearch();
  const titleId = useId();
  return (
    <div className={styles.notice} role="region" aria-labelledby={titleId} data-testid="interior-login">
      <h3 id={titleId} className={styles.noticeTitle}>
        {title}
      </h3>
      <p>{text}</p>
      <Link href={loginPathFor(search ? `${path}?${search}` : path)} className={styles.primary}>
        Masuk untuk Melihat
      </Link>
    </div>
  );
};

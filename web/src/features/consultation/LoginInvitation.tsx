import { loginPathFor } from '@more/core';
import { useId } from 'react';
import { Link, useLocation, useSearch } from 'wouter';
import styles from './Interior.module.css';

/**
 * In place of what only a customer sees (`more/interior/customer` needs
 * login, document 2 §6): why, and a login that comes back to this very page.
 */
export const LoginInvitation = ({ title, text, level = 3 }: { readonly title: string; readonly text: string; readonly level?: 2 | 3 }) => {
  const [path] = useLocation();
  const search = useSearch();
  const titleId = useId();
  // The heading's level follows where it stands: under a section's h2 (the projects section), or right under the page's h1 (a project's page).
  const Heading = level === 2 ? 'h2' : 'h3';
  return (
    <div className={styles.notice} role="region" aria-labelledby={titleId} data-testid="interior-login">
      <Heading id={titleId} className="t-md">
        {title}
      </Heading>
      <p>{text}</p>
      <Link href={loginPathFor(search ? `${path}?${search}` : path)} className="link-btn">
        Masuk untuk Melihat
      </Link>
    </div>
  );
};

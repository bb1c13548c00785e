import type { Crumb } from '@more/core';
import { Link } from 'wouter';
import styles from './News.module.css';

/** The visible trail (the same crumbs as the page's BreadcrumbList): links up to the page, the page itself last. */
export const NewsBreadcrumb = ({ crumbs, current }: { readonly crumbs: readonly Crumb[]; readonly current: string }) => (
  <nav aria-label="Breadcrumb" className={styles.breadcrumb}>
    <ol>
      {crumbs.map((crumb) => (
        <li key={crumb.path}>
          <Link href={crumb.path}>{crumb.name}</Link>
        </li>
      ))}
      <li aria-current="page">{current}</li>
    </ol>
  </nav>
);

import type { Crumb } from '@more/core';
import { Link } from 'wouter';
import styles from './Inspiration.module.css';

/** The visible trail, the same crumbs as the page's BreadcrumbList: links up to the page, the page itself last. */
export const InspirationBreadcrumb = ({ crumbs }: { readonly crumbs: readonly Crumb[] }) => (
  <nav aria-label="Breadcrumb" className={styles.breadcrumb}>
    <ol>
      {crumbs.map((crumb, index) =>
        index === crumbs.length - 1 ? (
          <li key={crumb.path} aria-current="page">
            {crumb.name}
          </li>
        ) : (
          <li key={crumb.path}>
            <Link href={crumb.path}>{crumb.name}</Link>
          </li>
        ),
      )}
    </ol>
  </nav>
);

import type { Crumb } from '@more/core';
import { Link } from 'wouter';
import styles from './Interior.module.css';

/** The trail core gives the page (the same one its JSON-LD BreadcrumbList names): links, the page itself last. */
export const InteriorBreadcrumb = ({ crumbs }: { readonly crumbs: readonly Crumb[] }) => (
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

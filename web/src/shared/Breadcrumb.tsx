import type { Crumb } from '@more/core';
import { Link } from 'wouter';
import styles from './Breadcrumb.module.css';

/**
 * The visible trail above a content page's title, the same crumbs core gives
 * its BreadcrumbList: links up to the page, the page itself last (not a link,
 * aria-current). One line on a phone: the page's own name gives way with an ellipsis.
 */
export const Breadcrumb = ({ crumbs }: { readonly crumbs: readonly Crumb[] }) => (
  <nav aria-label="Breadcrumb" className={styles.breadcrumb}>
    <ol>
      {crumbs.map((crumb, index) =>
        index === crumbs.length - 1 ? (
          <li key={index} aria-current="page">
            {crumb.name}
          </li>
        ) : (
          <li key={index}>
            <Link href={crumb.path}>{crumb.name}</Link>
          </li>
        ),
      )}
    </ol>
  </nav>
);

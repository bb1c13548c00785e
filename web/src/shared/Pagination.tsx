import { pagerEntries } from '@more/core';
import { Link } from 'wouter';
import styles from './Pagination.module.css';

/**
 * A numbered pager of links (each page has its own address, so Back, a shared
 * link and a crawler all land on it): the pages core's pagerEntries chooses,
 * the current one marked, and the previous and next pages. Nothing for a
 * single page.
 */
export const Pagination = ({
  page,
  totalPages,
  hrefFor,
  label = 'Halaman',
}: {
  readonly page: number;
  readonly totalPages: number;
  readonly hrefFor: (page: number) => string;
  readonly label?: string;
}) => {
  const entries = pagerEntries(page, totalPages);
  if (entries.length === 0) return null;
  return (
    <nav className={styles.pager} aria-label={label}>
      <ul className={styles.list}>
        <li>
          {page > 1 ? (
            <Link href={hrefFor(page - 1)} className={styles.step} rel="prev">
              <span aria-hidden="true">‹</span>
              <span className={styles.word}>Sebelumnya</span>
            </Link>
          ) : null}
        </li>
        {entries.map((entry) =>
          entry.kind === 'gap' ? (
            <li key={entry.key} className={styles.gap} aria-hidden="true">
              …
            </li>
          ) : (
            <li key={entry.page}>
              <Link href={hrefFor(entry.page)} className={styles.page} aria-current={entry.page === page ? 'page' : undefined} aria-label={`Halaman ${entry.page}`}>
                {entry.page}
              </Link>
            </li>
          ),
        )}
        <li>
          {page < totalPages ? (
            <Link href={hrefFor(page + 1)} className={styles.step} rel="next">
              <span className={styles.word}>Berikutnya</span>
              <span aria-hidden="true">›</span>
            </Link>
          ) : null}
        </li>
      </ul>
    </nav>
  );
};

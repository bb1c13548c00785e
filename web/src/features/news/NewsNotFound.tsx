import { storePaths } from '@more/core';
import { Link } from 'wouter';
import styles from './News.module.css';

/** What a news page says of an address the store does not know (reached by a link: the server answers it with its 404 page), and the way to every article. */
export const NewsNotFound = ({ className, title, text }: { readonly className: string | undefined; readonly title: string; readonly text: string }) => (
  <div className={className}>
    <h1 className="head-title">{title}</h1>
    <p>{text}</p>
    <Link href={storePaths.articles} className={styles.emptyLink}>
      Lihat semua artikel
    </Link>
  </div>
);

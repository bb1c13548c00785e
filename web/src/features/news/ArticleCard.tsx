import { ProductImage } from '../../shared/product/ProductImage';
import { type ArticleSummary, storePaths } from '@more/core';
import { Link } from 'wouter';
import styles from './News.module.css';
import { StoreTime } from '../../shared/dates/StoreTime';

export const articleHref = (article: Pick<ArticleSummary, 'slug'>): string => storePaths.article(article.slug);

/** "14 November 2026 · 4 menit baca" */
export const ArticleMeta = ({ article }: { readonly article: ArticleSummary }) => (
  <p className={styles.meta}>
    <StoreTime at={article.publishedAt} shows="date" />
    <span aria-hidden="true"> · </span>
    <span>{article.readMinutes} menit baca</span>
  </p>
);

interface Props {
  readonly article: ArticleSummary;
  /** The heading level of its title in the page's outline. */
  readonly level?: 2 | 3;
  /** Above the fold (the headline, the list's first cards on a phone): its cover loads at once. */
  readonly eager?: boolean;
  /** The headline: a wide card with its excerpt beside the cover on a desktop. */
  readonly wide?: boolean;
  /** Where it stands (a row of the list, the featured slider): its cover's sizes. */
  readonly slot?: 'articleRow' | 'articleSlide';
}

/** An article in a list, a carousel or the headline: its cover, category, title, excerpt, date and reading time. */
export const ArticleCard = ({ article, level = 3, eager = false, wide = false, slot = 'articleRow' }: Props) => {
  const Heading = `h${level}` as const;
  return (
    <article className={wide ? `${styles.card} ${styles.wideCard}` : styles.card} data-testid="article-card">
      <ProductImage slot={wide ? 'coverWide' : slot} image={{ url: article.imageUrl, alt: '' }} className={styles.cover} eager={eager} decorative />
      <div className={styles.cardBody}>
        <p className={styles.kicker}>{article.category.name}</p>
        <Heading className={styles.cardTitle}>
          {/* The whole card is the link's target; the title names it for screen readers. */}
          <Link href={articleHref(article)} className={styles.cardLink}>
            {article.title}
          </Link>
        </Heading>
        <p className={styles.excerpt}>{article.excerpt}</p>
        <ArticleMeta article={article} />
      </div>
    </article>
  );
};

export const ArticleCardSkeleton = () => (
  <div className={styles.card} aria-hidden="true">
    <div className={`${styles.cover} skel`} />
    <div className={styles.cardBody}>
      <div className="skel skel-short" />
      <div className="skel skel-line" />
      <div className="skel skel-line" />
    </div>
  </div>
);

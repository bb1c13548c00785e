import { ProductImage } from '../../../shared/product/ProductImage';
import { type Article, ArticleReader, articleCrumbs, toProductCard, storePaths } from '@more/core';
import { Link } from 'wouter';
import { Loadable } from '../../../shared/Loadable';
import { ReaderPage } from '../../../shared/ReaderPage';
import { ProductGrid, ProductGridSkeleton } from '../../../shared/product/ProductGrid';
import type { PageProps } from '../../../shared/route-contract';
import { useService } from '../../../shared/services';
import { useStore } from '../../../shared/use-store';
import { ArticleBody } from '../ArticleBody';
import { Breadcrumb } from '../../../shared/Breadcrumb';
import { NewsNotFound } from '../NewsNotFound';
import styles from '../News.module.css';
import { StoreTime } from '../../../shared/dates/StoreTime';

/** The products the article names (`news/products`), as the store's cards with the wishlist heart; a failure keeps the article. */
const ArticleProducts = () => {
  const reader = useService(ArticleReader);
  const products = useStore({ state$: reader.products$, current: reader.currentProducts });
  if (products.status === 'ready' && products.value.length === 0) return null;
  return (
    <section aria-labelledby="article-products-title" className={styles.section} data-testid="article-products">
      <h2 id="article-products-title" className={styles.sectionTitle}>
        Produk di Artikel Ini
      </h2>
      <Loadable
        state={products}
        skeleton={<ProductGridSkeleton count={4} />}
        skeletonIsStatus
        failure="Produk di artikel ini belum dapat ditampilkan."
        onRetry={() => void reader.retryProducts()}
        testId="article-products"
      >
        {(value) => <ProductGrid cards={value.map(toProductCard)} label="Produk di artikel ini" eagerCards={0} slot="articleCard" />}
      </Loadable>
    </section>
  );
};

const ArticleView = ({ article }: { readonly article: Article }) => (
  <article className={styles.article} data-testid="article">
    <Breadcrumb crumbs={[...articleCrumbs(article), { name: article.title, path: '' }]} />
    <header className={styles.articleHeader}>
      <Link href={storePaths.articleCategory(article.category.slug)} className={styles.kickerLink}>
        {article.category.name}
      </Link>
      <h1 className={styles.articleTitle}>{article.title}</h1>
      <p className="muted-0">
        {article.author.trim() && (
          <>
            <span>Oleh {article.author}</span>
            <span aria-hidden="true"> · </span>
          </>
        )}
        <StoreTime at={article.publishedAt} shows="date" />
        <span aria-hidden="true"> · </span>
        <span>{article.readMinutes} menit baca</span>
      </p>
    </header>
    {article.imageUrl && (
      // The page's largest paint: preloaded with high priority by the server's head (articlePageHead), so not marked again here.
      <ProductImage slot="coverHero" image={{ url: article.imageUrl, alt: article.title }} className={styles.articleCover} eager />
    )}
    <ArticleBody key={article.id} articleId={article.id} html={article.html} />
    {article.tags.length > 0 && (
      <nav aria-label="Tag artikel" className={styles.articleTags}>
        <h2 className={styles.asideTitle}>Tag</h2>
        <ul className={styles.tags}>
          {article.tags.map((tag) => (
            <li key={tag.slug}>
              <Link href={`${storePaths.articles}?tags=${encodeURIComponent(tag.slug)}`} className={styles.tag}>
                #{tag.name}
              </Link>
            </li>
          ))}
        </ul>
      </nav>
    )}
    <ArticleProducts />
  </article>
);

const ArticleSkeleton = () => (
  <div className={styles.article} aria-hidden="true">
    <div className="skel skel-short" />
    <div className="skel skel-title" />
    <div className={`${styles.articleCover} skel`} />
    {Array.from({ length: 5 }, (_, index) => (
      <div key={index} className="skel skel-line" />
    ))}
  </div>
);

/**
 * `/artikel/{slug}` (document 1 §2; document 2 §7 "News"): the trail, title, author, date and
 * reading time, the cover, the sanitised body, its tags leading to the filtered list and the
 * products it names. An unknown slug is answered 404 by the server; reached by a link, it says so here.
 */
export default function ArticlePage({ params }: PageProps) {
  return (
    <ReaderPage
      reader={useService(ArticleReader)}
      slug={params.slug ?? ''}
      className="page"
      notFound={<NewsNotFound className="page list-notice" title="Artikel tidak ditemukan" text="Artikel yang Anda cari tidak ada atau sudah tidak diterbitkan." />}
      skeleton={<ArticleSkeleton />}
      busyLabel="Memuat artikel.."
      failure="Artikel belum dapat ditampilkan"
      testId="article"
    >
      {(article) => <ArticleView article={article} />}
    </ReaderPage>
  );
}

import { FeaturedArticles as Featured, type SelectedArticles } from '@more/core';
import { Carousel } from '../../shared/carousel/Carousel';
import { Loadable } from '../../shared/Loadable';
import { useService } from '../../shared/services';
import { useStore } from '../../shared/use-store';
import { ArticleCard, ArticleCardSkeleton } from './ArticleCard';
import styles from './News.module.css';

const FeaturedView = ({ featured }: { readonly featured: SelectedArticles }) => {
  const [headline] = featured.selected;
  return (
    <>
      {headline && (
        <section aria-label="Artikel utama" className={styles.headline}>
          <ArticleCard article={headline} level={2} eager wide />
        </section>
      )}
      {featured.slider.length > 0 && (
        <section aria-labelledby="article-slider-title" className={styles.section}>
          <h2 id="article-slider-title" className={styles.sectionTitle}>
            Sorotan Minggu Ini
          </h2>
          <Carousel
            label="Sorotan artikel"
            layout="group"
            slides={featured.slider.map((article) => ({ key: article.id, node: <ArticleCard article={article} slot="articleSlide" /> }))}
          />
        </section>
      )}
      {featured.editorPicks.length > 0 && (
        <section aria-labelledby="editor-picks-title" className={styles.section}>
          <h2 id="editor-picks-title" className={styles.sectionTitle}>
            Pilihan Editor
          </h2>
          <ul className={styles.picks}>
            {featured.editorPicks.map((article) => (
              <li key={article.id}>
                <ArticleCard article={article} />
              </li>
            ))}
          </ul>
        </section>
      )}
    </>
  );
};

/** `news/selected`: the headline, the slider (the store's carousel) and the editor's picks. A failure keeps the rest of the page. */
export const FeaturedArticlesBlock = () => {
  const featured = useService(Featured);
  const state = useStore(featured);
  return (
    <Loadable
      state={state}
      skeleton={
        <div className={`${styles.headline} ${styles.wideCard}`}>
          <ArticleCardSkeleton />
        </div>
      }
      busyLabel="Memuat artikel pilihan.."
      failure="Artikel pilihan belum dapat ditampilkan."
      onRetry={() => void featured.load()}
      testId="featured-articles"
    >
      {(value) => <FeaturedView featured={value} />}
    </Loadable>
  );
};

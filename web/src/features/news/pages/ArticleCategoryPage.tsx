import { NewsDirectory, articleFilterFromAddress, articleListCrumbs, categoryNamed, isNarrowed } from '@more/core';
import { useEffect, useMemo } from 'react';
import { Link, useSearch } from 'wouter';
import { Loadable } from '../../../shared/Loadable';
import { PageSkeleton } from '../../../shared/PageSkeleton';
import type { PageProps } from '../../../shared/route-contract';
import { useService } from '../../../shared/services';
import { useStore } from '../../../shared/use-store';
import { ArticleListing, ArticleSearch, CategoryLinks, TopTags } from '../ArticleListing';
import { Breadcrumb } from '../../../shared/Breadcrumb';
import styles from '../News.module.css';

/** `/artikel/category/{slug}` (document 1 §2): the category's articles, paged, with the tag and search filters of /artikel. */
export default function ArticleCategoryPage({ params }: PageProps) {
  const slug = params.slug ?? '';
  const search = useSearch();
  const filter = useMemo(() => articleFilterFromAddress(search, slug), [search, slug]);
  const directory = useService(NewsDirectory);
  const state = useStore(directory);
  useEffect(() => {
    void directory.ensureLoaded();
  }, [directory]);

  return (
    <div className={styles.page}>
      <Loadable state={state} skeleton={<PageSkeleton />} failure="Kategori artikel belum dapat ditampilkan" onRetry={() => void directory.load()} failureIsPage>
        {(known) => {
          const category = categoryNamed(known, slug);
          if (!category) {
            // Reached by a link in the browser: the server answers such a slug with its 404 page.
            return (
              <div className={styles.empty}>
                <h1 className={styles.pageTitle}>Kategori tidak ditemukan</h1>
                <p>Kategori artikel yang Anda cari tidak ada atau sudah dipindahkan.</p>
                <Link href="/artikel" className={styles.emptyLink}>
                  Lihat semua artikel
                </Link>
              </div>
            );
          }
          return (
            <>
              <Breadcrumb crumbs={[...articleListCrumbs(null), { name: category.name, path: '' }]} />
              <header className={styles.pageHeader}>
                <h1 className={styles.pageTitle}>Artikel {category.name}</h1>
              </header>
              <ArticleSearch filter={filter} />
              <CategoryLinks directory={known} current={category.slug} />
              <TopTags directory={known} filter={filter} />
              <ArticleListing filter={filter} directory={known} title={isNarrowed(filter) ? 'Hasil' : 'Artikel Terbaru'} eagerFirst />
            </>
          );
        }}
      </Loadable>
    </div>
  );
}

import { NewsDirectory, articleFilterFromAddress, articleListCrumbs, categoryNamed, isNarrowed } from '@more/core';
import { useMemo } from 'react';
import { useSearch } from 'wouter';
import { OnceLoadedPage } from '../../../shared/OnceLoadedPage';
import type { PageProps } from '../../../shared/route-contract';
import { useService } from '../../../shared/services';
import { ArticleListing, ArticleSearch, CategoryLinks, TopTags } from '../ArticleListing';
import { Breadcrumb } from '../../../shared/Breadcrumb';
import { NewsNotFound } from '../NewsNotFound';

/** `/artikel/category/{slug}` (document 1 §2): the category's articles, paged, with the tag and search filters of /artikel. */
export default function ArticleCategoryPage({ params }: PageProps) {
  const slug = params.slug ?? '';
  const search = useSearch();
  const filter = useMemo(() => articleFilterFromAddress(search, slug), [search, slug]);

  return (
    <OnceLoadedPage source={useService(NewsDirectory)} className="page" failure="Kategori artikel belum dapat ditampilkan">
      {(known) => {
        const category = categoryNamed(known, slug);
        if (!category) {
          return <NewsNotFound className="list-notice" title="Kategori tidak ditemukan" text="Kategori artikel yang Anda cari tidak ada atau sudah dipindahkan." />;
        }
        return (
          <>
            <Breadcrumb crumbs={[...articleListCrumbs(null), { name: category.name, path: '' }]} />
            <header className="page-head">
              <h1 className="head-title">Artikel {category.name}</h1>
            </header>
            <ArticleSearch filter={filter} />
            <CategoryLinks directory={known} current={category.slug} />
            <TopTags directory={known} filter={filter} />
            <ArticleListing filter={filter} directory={known} title={isNarrowed(filter) ? 'Hasil' : 'Artikel Terbaru'} eagerFirst />
          </>
        );
      }}
    </OnceLoadedPage>
  );
}

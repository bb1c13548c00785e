import { FeaturedArticles, NewsDirectory, articleFilterFromAddress, isNarrowed, tagNamed, storePaths } from '@more/core';
import { useEffect, useMemo } from 'react';
import { useSearch } from 'wouter';
import { useService } from '../../../shared/services';
import { useStore } from '../../../shared/use-store';
import { ArticleListing, ArticleSearch, CategoryLinks, TopTags } from '../ArticleListing';
import { FeaturedArticlesBlock } from '../FeaturedArticles';
import { Breadcrumb } from '../../../shared/Breadcrumb';

/**
 * `/artikel` (document 1 §2; document 2 §7 "News"): the headline, the slider and the editor's
 * picks (`news/selected`), the categories and top tags, and the paged list whose tag (?tags=),
 * words (?q=) and page (?page=) are kept in the address.
 */
export default function ArticlesPage() {
  const search = useSearch();
  const filter = useMemo(() => articleFilterFromAddress(search), [search]);
  const directory = useService(NewsDirectory);
  const featured = useService(FeaturedArticles);
  const names = useStore(directory);
  useEffect(() => {
    void directory.ensureLoaded();
    void featured.ensureLoaded();
  }, [directory, featured]);
  const known = names.status === 'ready' ? names.value : null;
  const tag = known ? tagNamed(known, filter.tag) : null;
  const narrowed = isNarrowed(filter);

  return (
    <div className="page">
      <Breadcrumb crumbs={[{ name: 'Beranda', path: storePaths.home }, { name: 'Artikel', path: storePaths.articles }]} />
      <header className="page-head">
        <h1 className="head-title">{tag ? `Artikel tentang ${tag.name}` : filter.tag ? `Artikel dengan tag ${filter.tag}` : 'Artikel & Inspirasi'}</h1>
        {!narrowed && <p className="head-lead">Tips merawat furnitur, panduan belanja, dan ide menata rumah dari tim MORE.</p>}
      </header>
      <ArticleSearch filter={filter} />
      {known && <CategoryLinks directory={known} current={null} />}
      {!narrowed && filter.page === 1 && <FeaturedArticlesBlock />}
      {known && <TopTags directory={known} filter={filter} />}
      <ArticleListing filter={filter} directory={known} title={narrowed ? 'Hasil' : 'Artikel Terbaru'} />
    </div>
  );
}

import {
  ArticleList,
  type ArticleListFilter,
  type NewsDirectoryValue,
  articleListHref,
  categoryNamed,
  isNarrowed,
  tagNamed,
  storePaths,
} from '@more/core';
import { type FormEvent, useEffect, useId, useState } from 'react';
import { Link, useLocation } from 'wouter';
import { Loadable } from '../../shared/Loadable';
import { Pagination } from '../../shared/Pagination';
import { useService } from '../../shared/services';
import { useStore } from '../../shared/use-store';
import { ArticleCard, ArticleCardSkeleton } from './ArticleCard';
import styles from './News.module.css';

/** Cards a phone shows above the fold; their covers load first. */
const EAGER_CARDS = 2;

/** "Cari artikel": words kept in the address (?q=), a new search starts at page 1 with the tag kept. */
// Keyed by the words of the address: Back or a tag's link starts the field again from what the list shows.
export const ArticleSearch = ({ filter }: { readonly filter: ArticleListFilter }) => <SearchForm key={filter.q ?? ''} filter={filter} />;

const SearchForm = ({ filter }: { readonly filter: ArticleListFilter }) => {
  const [, navigate] = useLocation();
  const [words, setWords] = useState(filter.q ?? '');
  const id = useId();
  const submit = (event: FormEvent) => {
    event.preventDefault();
    navigate(articleListHref({ ...filter, q: words.trim() || null, page: 1 }));
  };
  return (
    <form role="search" className={styles.search} onSubmit={submit} action={filter.category ? storePaths.articleCategory(filter.category) : storePaths.articles}>
      <label htmlFor={id} className={styles.searchLabel}>
        Cari artikel
      </label>
      <div className={styles.searchRow}>
        <input
          id={id}
          name="q"
          type="search"
          className={styles.searchInput}
          value={words}
          onChange={(event) => setWords(event.target.value)}
          maxLength={100}
          enterKeyHint="search"
          autoComplete="off"
        />
        {filter.tag && <input type="hidden" name="tags" value={filter.tag} />}
        <button type="submit" className="btn">
          Cari
        </button>
      </div>
    </form>
  );
};

/** The categories, each its own page, the current one marked. */
export const CategoryLinks = ({ directory, current }: { readonly directory: NewsDirectoryValue; readonly current: string | null }) => (
  <nav aria-label="Kategori artikel" className={styles.chipsNav}>
    <ul className={styles.chips}>
      <li>
        <Link href={storePaths.articles} className={styles.chip} aria-current={current === null ? 'page' : undefined}>
          Semua
        </Link>
      </li>
      {directory.categories.map((category) => (
        <li key={category.slug}>
          <Link href={storePaths.articleCategory(category.slug)} className={styles.chip} aria-current={current === category.slug ? 'page' : undefined}>
            {category.name}
            <span className={styles.count}>{category.articleCount}</span>
          </Link>
        </li>
      ))}
    </ul>
  </nav>
);

/** The most used tags: each narrows the list it is on (?tags=). */
export const TopTags = ({ directory, filter }: { readonly directory: NewsDirectoryValue; readonly filter: ArticleListFilter }) =>
  directory.topTags.length === 0 ? null : (
    <nav aria-label="Tag populer" className={styles.tagsNav}>
      <h2 className={styles.asideTitle}>Tag Populer</h2>
      <ul className={styles.tags}>
        {directory.topTags.map((tag) => (
          <li key={tag.slug}>
            <Link href={articleListHref({ ...filter, tag: tag.slug, page: 1 })} className={styles.tag} aria-current={filter.tag === tag.slug ? 'page' : undefined}>
              #{tag.name}
            </Link>
          </li>
        ))}
      </ul>
    </nav>
  );

/** What narrows the list now, each with its way out. */
const ChosenFilters = ({ filter, directory }: { readonly filter: ArticleListFilter; readonly directory: NewsDirectoryValue | null }) => {
  if (!isNarrowed(filter)) return null;
  const tag = directory ? tagNamed(directory, filter.tag) : null;
  return (
    <ul className={styles.chosen} aria-label="Filter yang dipilih">
      {filter.tag && (
        <li>
          <Link href={articleListHref({ ...filter, tag: null, page: 1 })} className={styles.chosenChip} aria-label={`Hapus tag ${tag?.name ?? filter.tag}`}>
            Tag: {tag?.name ?? filter.tag} <span aria-hidden="true">✕</span>
          </Link>
        </li>
      )}
      {filter.q && (
        <li>
          <Link href={articleListHref({ ...filter, q: null, page: 1 })} className={styles.chosenChip} aria-label={`Hapus pencarian "${filter.q}"`}>
            “{filter.q}” <span aria-hidden="true">✕</span>
          </Link>
        </li>
      )}
    </ul>
  );
};

/** The empty list: what was asked, and the way back to every article (of the category). */
const EmptyArticles = ({ filter, directory }: { readonly filter: ArticleListFilter; readonly directory: NewsDirectoryValue | null }) => {
  const tag = directory ? tagNamed(directory, filter.tag) : null;
  const category = directory ? categoryNamed(directory, filter.category) : null;
  const what = filter.q ? `untuk “${filter.q}”` : tag ? `dengan tag ${tag.name}` : category ? `di kategori ${category.name}` : 'yang diterbitkan';
  const back = isNarrowed(filter) ? articleListHref({ ...filter, tag: null, q: null, page: 1 }) : storePaths.articles;
  return (
    <div className="list-notice" data-testid="articles-empty">
      <p className={styles.emptyTitle}>Belum ada artikel {what}.</p>
      <p>Coba kata lain, atau baca artikel terbaru kami tentang perawatan furnitur dan inspirasi ruangan.</p>
      {(isNarrowed(filter) || filter.category) && (
        <Link href={isNarrowed(filter) ? back : storePaths.articles} className={styles.emptyLink}>
          {isNarrowed(filter) && category ? `Lihat semua artikel ${category.name}` : 'Lihat semua artikel'}
        </Link>
      )}
    </div>
  );
};

export const ArticleGridSkeleton = () => (
  <div className={styles.grid}>
    {Array.from({ length: 6 }, (_, index) => (
      <ArticleCardSkeleton key={index} />
    ))}
  </div>
);

/**
 * The paged list of the address's filter (document 2 §7 "News": `uni/news/list`): 12 a page,
 * newest first, each page its own address; its heading, the chosen filters, the empty and failed
 * states. `title` is its heading (an h2 under the page's h1).
 */
export const ArticleListing = ({
  filter,
  directory,
  title,
  eagerFirst = false,
}: {
  readonly filter: ArticleListFilter;
  readonly directory: NewsDirectoryValue | null;
  readonly title: string;
  /** Nothing with an image stands above the list (a category's page): its first covers are the largest paint on a phone. */
  readonly eagerFirst?: boolean;
}) => {
  const list = useService(ArticleList);
  const state = useStore(list);
  useEffect(() => {
    void list.show(filter);
  }, [list, filter]);
  return (
    <section className={styles.listing} aria-labelledby="article-list-title" data-testid="article-list">
      <h2 id="article-list-title" className={styles.sectionTitle}>
        {title}
      </h2>
      <ChosenFilters filter={filter} directory={directory} />
      <Loadable state={state} skeleton={<ArticleGridSkeleton />} busyLabel="Memuat artikel.." failure="Artikel belum dapat ditampilkan." onRetry={() => void list.retry()} testId="article-list">
        {({ articles, filter: shown }) =>
          articles.items.length === 0 ? (
            <EmptyArticles filter={shown} directory={directory} />
          ) : (
            <>
              <p className={styles.total} aria-live="polite">
                {articles.total} artikel
              </p>
              <ul className={styles.grid}>
                {articles.items.map((article, index) => (
                  <li key={article.id}>
                    <ArticleCard article={article} eager={eagerFirst && index < EAGER_CARDS} />
                  </li>
                ))}
              </ul>
              <Pagination page={articles.page} totalPages={articles.totalPages} hrefFor={(page) => articleListHref({ ...shown, page })} label="Halaman artikel" />
            </>
          )
        }
      </Loadable>
    </section>
  );
};

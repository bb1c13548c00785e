import { BehaviorSubject, type Observable } from 'rxjs';
import type { Page } from '../catalogue/product';
import { toStoreFailure } from '../shared/failure';
import { type Loadable, failed, idle, loading, ready } from '../shared/loadable';
import { encodeQueryValue, queryValue } from '../shared/query-string';
import type { ArticleSummary } from './article';
import type { NewsApi } from './news-api.port';
import * as storePaths from '../shared/store-paths';

/** Articles a page of the list shows (document 1 §9 gives the interior list 12; the articles follow it). */
export const ARTICLE_PAGE_SIZE = 12;

/** The longest search the list sends: a sentence, not a paste of a whole article. */
export const ARTICLE_SEARCH_LIMIT = 100;

/**
 * What the article list shows, as the address holds it: `/artikel` or
 * `/artikel/category/{slug}`, with `?tags=<slug>` (document 1 §2 names the
 * tags query), `?q=` and `?page=`. A shared or reloaded address shows the same list.
 */
export interface ArticleListFilter {
  readonly category: string | null;
  readonly tag: string | null;
  readonly q: string | null;
  readonly page: number;
}

const cleanText = (value: string | null, limit = ARTICLE_SEARCH_LIMIT): string | null => {
  const text = value?.replace(/\s+/g, ' ').trim().slice(0, limit) ?? '';
  return text === '' ? null : text;
};

/** The filter an address asks for; a page that is not a whole number from 1 is page 1. */
export const articleFilterFromAddress = (search: string, category: string | null = null): ArticleListFilter => {
  const page = Number(queryValue(search, 'page'));
  return {
    category: cleanText(category),
    tag: cleanText(queryValue(search, 'tags')),
    q: cleanText(queryValue(search, 'q')),
    page: Number.isInteger(page) && page >= 1 ? page : 1,
  };
};

/** The address of a filter: its category's path, then tags, q and a page after the first. */
export const articleListHref = (filter: ArticleListFilter): string => {
  const path = filter.category ? storePaths.articleCategory(filter.category) : storePaths.articles;
  const query = [
    filter.tag ? `tags=${encodeQueryValue(filter.tag)}` : null,
    filter.q ? `q=${encodeQueryValue(filter.q)}` : null,
    filter.page > 1 ? `page=${filter.page}` : null,
  ].filter((part): part is string => part !== null);
  return query.length > 0 ? `${path}?${query.join('&')}` : path;
};

/** Whether the list is narrowed by a tag or words (an empty result then offers the way back to all articles). */
export const isNarrowed = (filter: ArticleListFilter): boolean => filter.tag !== null || filter.q !== null;

const sameFilter = (a: ArticleListFilter, b: ArticleListFilter) => a.category === b.category && a.tag === b.tag && a.q === b.q && a.page === b.page;

export interface ArticleListView {
  readonly filter: ArticleListFilter;
  readonly articles: Page<ArticleSummary>;
}

/**
 * The paged article list (`GET uni/news/list`): the filter of the address,
 * newest first, 12 a page. A newer filter drops an answer still on its way; a
 * failure is a state the page shows with a retry.
 */
export class ArticleList {
  private readonly state = new BehaviorSubject<Loadable<ArticleListView>>(idle);
  readonly state$: Observable<Loadable<ArticleListView>> = this.state.asObservable();
  private shown: ArticleListFilter | null = null;
  private generation = 0;

  constructor(
    private readonly api: Pick<NewsApi, 'list'>,
    private readonly perPage: number = ARTICLE_PAGE_SIZE,
  ) {}

  get current(): Loadable<ArticleListView> {
    return this.state.getValue();
  }

  /** Shows the filter's page; the same filter already shown or on its way is not asked again. */
  show(filter: ArticleListFilter): Promise<void> {
    const status = this.state.getValue().status;
    if (this.shown && sameFilter(this.shown, filter) && (status === 'ready' || status === 'loading')) return this.pending ?? Promise.resolve();
    return this.load(filter);
  }

  /** "Coba Lagi": the last filter again. */
  retry(): Promise<void> {
    return this.shown ? this.load(this.shown) : Promise.resolve();
  }

  private pending: Promise<void> | null = null;

  private load(filter: ArticleListFilter): Promise<void> {
    const generation = ++this.generation;
    this.shown = filter;
    this.state.next(loading);
    const request = this.api
      .list({
        ...(filter.category ? { category: filter.category } : {}),
        ...(filter.tag ? { tag: filter.tag } : {}),
        ...(filter.q ? { q: filter.q } : {}),
        page: filter.page,
        perPage: this.perPage,
      })
      .then(
        (articles) => {
          if (generation === this.generation) this.state.next(ready({ filter, articles }));
        },
        (error: unknown) => {
          if (generation === this.generation) this.state.next(failed(toStoreFailure(error, 'GET uni/news/list')));
        },
      )
      .finally(() => {
        if (generation === this.generation) this.pending = null;
      });
    this.pending = request;
    return request;
  }
}

// In-memory fakes of the news ports, for tests in any package.
import type { Page, ProductSummary } from '../catalogue/product';
import { pageOfItems } from '../inspiration/fakes';
import { StoreFailure } from '../shared/failure';
import type { Article, ArticleListQuery, ArticleSummary, NewsCategory, NewsTag, SelectedArticles } from './article';
import type { NewsApi } from './news-api.port';

export * from './article.fixture';

const summaryOf = ({ metaTitle: _t, metaDescription: _d, html: _h, ...summary }: Article): ArticleSummary => summary;

export interface NewsContent {
  readonly articles: readonly Article[];
  readonly tags: readonly NewsTag[];
  readonly categories: readonly NewsCategory[];
  /** Ids of the featured articles of each list of `selected()`. */
  readonly selectedIds: { readonly selected: readonly number[]; readonly slider: readonly number[]; readonly editorPicks: readonly number[] };
  /** Products by article id. */
  readonly productsByArticle: Readonly<Record<number, readonly ProductSummary[]>>;
}

/**
 * The articles in memory, newest first as given: filters by category and tag
 * slug and by words, pages, finds by id or slug (not-found otherwise).
 * Top tags are the tags by article count. Records every call; `failWith`
 * fails them.
 */
export class InMemoryNewsApi implements NewsApi {
  readonly calls: string[] = [];
  failWith: Error | null = null;
  private readonly content: NewsContent;

  constructor(content: Partial<NewsContent> = {}) {
    this.content = {
      articles: [],
      tags: [],
      categories: [],
      selectedIds: { selected: [], slider: [], editorPicks: [] },
      productsByArticle: {},
      ...content,
    };
  }

  tags(): Promise<readonly NewsTag[]> {
    return this.answer('tags', () => this.content.tags);
  }

  categories(): Promise<readonly NewsCategory[]> {
    return this.answer('categories', () => this.content.categories);
  }

  topTags(): Promise<readonly NewsTag[]> {
    return this.answer('topTags', () => [...this.content.tags].sort((a, b) => b.articleCount - a.articleCount));
  }

  selected(): Promise<SelectedArticles> {
    return this.answer('selected', () => {
      const pick = (ids: readonly number[]) => ids.flatMap((id) => this.content.articles.filter((a) => a.id === id).map(summaryOf));
      const { selected, slider, editorPicks } = this.content.selectedIds;
      return { selected: pick(selected), slider: pick(slider), editorPicks: pick(editorPicks) };
    });
  }

  list(query: ArticleListQuery): Promise<Page<ArticleSummary>> {
    return this.answer('list', () => {
      const words = query.q?.trim().toLowerCase() ?? '';
      const matching = this.content.articles.filter(
        (article) =>
          (!query.category || article.category.slug === query.category) &&
          (!query.tag || article.tags.some((tag) => tag.slug === query.tag)) &&
          `${article.title} ${article.excerpt}`.toLowerCase().includes(words),
      );
      return pageOfItems(matching.map(summaryOf), query.page, query.perPage);
    });
  }

  article(idOrSlug: number | string): Promise<Article> {
    return this.answer('article', () => this.find(idOrSlug, 'GET uni/news/{id}'));
  }

  products(articleId: number): Promise<readonly ProductSummary[]> {
    return this.answer('products', () => {
      this.find(articleId, 'GET uni/news/products');
      return this.content.productsByArticle[articleId] ?? [];
    });
  }

  private find(idOrSlug: number | string, call: string): Article {
    const found = this.content.articles.find((article) => article.id === idOrSlug || article.slug === idOrSlug);
    if (!found) throw new StoreFailure('not-found', call, `${call} answered 404`, { status: 404 });
    return found;
  }

  private answer<T>(call: string, value: () => T): Promise<T> {
    this.calls.push(call);
    if (this.failWith) return Promise.reject(this.failWith);
    // What `value` throws (a not-found) becomes the rejection, as an adapter's failure would.
    return new Promise<T>((resolve) => resolve(value()));
  }
}

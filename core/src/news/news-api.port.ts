import type { Page, ProductSummary } from '../catalogue/product';
import { token } from '../shared/token';
import type { Article, ArticleListQuery, ArticleSummary, NewsCategory, NewsTag, SelectedArticles } from './article';

/** Document 2 §7, "News": the articles of /artikel. All public. */
export interface NewsApi {
  /** `GET uni/news/tags`: every tag, by name. */
  tags(): Promise<readonly NewsTag[]>;
  /** `GET uni/news/categories`: every category, in the store's order. */
  categories(): Promise<readonly NewsCategory[]>;
  /** `GET uni/news/tags-top`: the most used tags, most used first. */
  topTags(): Promise<readonly NewsTag[]>;
  /** `GET uni/news/selected`: selected_article, slider_article and editor_pick. */
  selected(): Promise<SelectedArticles>;
  /** `GET uni/news/list` with query category, tag, q, page, per_page. */
  list(query: ArticleListQuery): Promise<Page<ArticleSummary>>;
  /** `GET uni/news/{id}`: by number, or by slug (the route is /artikel/{slug}). Not-found when none. */
  article(idOrSlug: number | string): Promise<Article>;
  /** `GET uni/news/products` with query news_id: the products an article mentions, as cards. */
  products(articleId: number): Promise<readonly ProductSummary[]>;
}

export const NewsApiToken = token<NewsApi>('NewsApi');

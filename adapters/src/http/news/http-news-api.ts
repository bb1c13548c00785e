import type { Article, ArticleListQuery, ArticleSummary, NewsApi, NewsCategory, NewsTag, Page, ProductSummary, SelectedArticles } from '@more/core';
import { toProductSummary } from '../catalogue/product.mapper';
import type { StoreApi } from '../store-api';
import type { ArticleListQueryWire, NewsProductsQueryWire } from './news-request.wire';
import { toArticle, toArticlePage, toNewsCategory, toNewsTag, toSelectedArticles } from './news.mapper';
import {
  articleDetailWire,
  articleListWire,
  newsCategoryListWire,
  newsProductListWire,
  newsTagListWire,
  selectedArticlesWire,
} from './news.wire';

export class HttpNewsApi implements NewsApi {
  constructor(private readonly api: StoreApi) {}

  async tags(): Promise<readonly NewsTag[]> {
    return (await this.api.call('GET uni/news/tags', newsTagListWire)).map(toNewsTag);
  }

  async categories(): Promise<readonly NewsCategory[]> {
    return (await this.api.call('GET uni/news/categories', newsCategoryListWire)).map(toNewsCategory);
  }

  async topTags(): Promise<readonly NewsTag[]> {
    return (await this.api.call('GET uni/news/tags-top', newsTagListWire)).map(toNewsTag);
  }

  async selected(): Promise<SelectedArticles> {
    return toSelectedArticles(await this.api.call('GET uni/news/selected', selectedArticlesWire));
  }

  async list(query: ArticleListQuery): Promise<Page<ArticleSummary>> {
    const wire = await this.api.call('GET uni/news/list', articleListWire, {
      searchParams: {
        category: query.category || undefined,
        tag: query.tag || undefined,
        q: query.q?.trim() || undefined,
        page: query.page,
        per_page: query.perPage,
      } satisfies ArticleListQueryWire,
    });
    return toArticlePage(wire);
  }

  async article(idOrSlug: number | string): Promise<Article> {
    return toArticle(await this.api.call('GET uni/news/{id}', articleDetailWire, { params: { id: idOrSlug } }));
  }

  async products(articleId: number): Promise<readonly ProductSummary[]> {
    const wire = await this.api.call('GET uni/news/products', newsProductListWire, { searchParams: { news_id: articleId } satisfies NewsProductsQueryWire });
    return wire.map(toProductSummary);
  }
}

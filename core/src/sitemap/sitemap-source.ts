import type { Page } from '../catalogue/product';
import { categoryHref } from '../catalogue/category';
import type { CategoryCatalogue } from '../catalogue/category-catalogue.port';
import { productHref } from '../catalogue/product-card';
import type { ProductCatalogue } from '../catalogue/product-catalogue.port';
import { INSPIRATION_ALL_PATH, inspirationHref, inspirationRoomHref } from '../inspiration/inspiration-card';
import type { InspirationApi } from '../inspiration/inspiration-api.port';
import type { NewsApi } from '../news/news-api.port';
import { SITEMAP_MAX_URLS, type SitemapEntry } from './sitemap-xml';
import * as storePaths from '../shared/store-paths';

/** The parts of the sitemap read from the API; the store's own pages come from its route table. */
export const API_SITEMAP_PARTS = ['products', 'categories', 'articles', 'inspirations'] as const;
export type ApiSitemapPart = (typeof API_SITEMAP_PARTS)[number];

/** The biggest page the API serves (the mock refuses more): fewer calls for a long catalogue. */
const PER_PAGE = 100;
/** Pages asked for at once: a sitemap is read rarely, and must not crowd the API. */
const CONCURRENT_PAGES = 4;

/** Every item of a paged list, up to the protocol's limit of one file. */
const everyPage = async <T>(read: (page: number) => Promise<Page<T>>): Promise<readonly T[]> => {
  const first = await read(1);
  const lastPage = Math.min(first.totalPages, Math.ceil(SITEMAP_MAX_URLS / PER_PAGE));
  const items = [...first.items];
  for (let start = 2; start <= lastPage; start += CONCURRENT_PAGES) {
    const pages = Array.from({ length: Math.min(CONCURRENT_PAGES, lastPage - start + 1) }, (_, index) => read(start + index));
    for (const page of await Promise.all(pages)) items.push(...page.items);
  }
  return items;
};

/**
 * The public addresses the API knows of, by part: every product and bundle
 * page, the category pages, the articles with their categories, the
 * inspirations with their rooms. A failed call fails the part (the server
 * then keeps serving the last good copy, or answers 503), never a part that
 * silently lists less than there is.
 */
export class SitemapSource {
  constructor(
    private readonly products: ProductCatalogue,
    private readonly categories: CategoryCatalogue,
    private readonly news: NewsApi,
    private readonly inspiration: InspirationApi,
  ) {}

  async entries(part: ApiSitemapPart): Promise<readonly SitemapEntry[]> {
    switch (part) {
      case 'products':
        return (await everyPage((page) => this.products.listProducts({ page, perPage: PER_PAGE }))).map((product) => ({ path: productHref(product) }));
      case 'categories':
        return (await this.categories.categories()).map((category) => ({ path: categoryHref(category) }));
      case 'articles': {
        const [articles, categories] = await Promise.all([everyPage((page) => this.news.list({ page, perPage: PER_PAGE })), this.news.categories()]);
        return [
          ...categories.filter((category) => category.articleCount > 0).map((category) => ({ path: storePaths.articleCategory(category.slug) })),
          ...articles.map((article) => ({ path: storePaths.article(article.slug), lastModified: article.publishedAt })),
        ];
      }
      case 'inspirations': {
        const [inspirations, rooms] = await Promise.all([everyPage((page) => this.inspiration.list({ page, perPage: PER_PAGE })), this.inspiration.rooms()]);
        return [
          { path: INSPIRATION_ALL_PATH },
          ...rooms.map((room) => ({ path: inspirationRoomHref(room.slug) })),
          ...inspirations.map((item) => ({ path: inspirationHref(item.slug) })),
        ];
      }
    }
  }
}

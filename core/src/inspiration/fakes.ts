// In-memory fakes of the inspiration ports, for tests in any package.
import type { Page, ProductSummary } from '../catalogue/product';
import { StoreFailure } from '../shared/failure';
import type { Inspiration, InspirationQuery, InspirationRoom, InspirationSummary } from './inspiration';
import type { InspirationApi } from './inspiration-api.port';

export * from './inspiration.fixture';

/** Cuts one page out of a list, the way the store's paged answers count (pages from 1, at least one page). */
export const pageOfItems = <T>(items: readonly T[], page = 1, perPage = 12): Page<T> => ({
  items: items.slice((page - 1) * perPage, page * perPage),
  page,
  perPage,
  total: items.length,
  totalPages: Math.max(1, Math.ceil(items.length / perPage)),
});

const summaryOf = ({ id, slug, title, metaTitle, imageUrl, room }: Inspiration): InspirationSummary => ({
  id,
  slug,
  title,
  metaTitle,
  imageUrl,
  room,
});

/**
 * Inspirations in memory, newest first as given. Applies the room and q
 * filters and paging as the server does, finds by id or slug, and answers an
 * inspiration's products from the products it was given (unknown ids left
 * out). Records every call; `failWith` fails them.
 */
export class InMemoryInspirationApi implements InspirationApi {
  readonly calls: string[] = [];
  failWith: Error | null = null;

  constructor(
    private readonly inspirations: readonly Inspiration[] = [],
    private readonly roomList: readonly InspirationRoom[] = [],
    private readonly catalogue: readonly ProductSummary[] = [],
  ) {}

  rooms(): Promise<readonly InspirationRoom[]> {
    return this.answer('rooms', () => this.roomList);
  }

  list(query: InspirationQuery): Promise<Page<InspirationSummary>> {
    return this.answer('list', () => {
      const words = query.q?.trim().toLowerCase() ?? '';
      const matching = this.inspirations.filter(
        (item) => (!query.room || item.room.slug === query.room) && item.title.toLowerCase().includes(words),
      );
      return pageOfItems(matching.map(summaryOf), query.page, query.perPage);
    });
  }

  inspiration(idOrSlug: number | string): Promise<Inspiration> {
    return this.answer('inspiration', () => this.find(idOrSlug, 'GET uni/inspiration/{id}'));
  }

  products(inspirationId: number, paging: { readonly page?: number; readonly perPage?: number } = {}): Promise<Page<ProductSummary>> {
    return this.answer('products', () => {
      const inspiration = this.find(inspirationId, 'GET uni/product/inspiration/{id}');
      const products = inspiration.productIds.flatMap((id) => this.catalogue.filter((product) => product.id === id));
      return pageOfItems(products, paging.page, paging.perPage);
    });
  }

  private find(idOrSlug: number | string, call: string): Inspiration {
    const found = this.inspirations.find((item) => item.id === idOrSlug || item.slug === idOrSlug);
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

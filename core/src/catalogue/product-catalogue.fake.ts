import type { Page, ProductSummary } from './product';
import type { ProductCatalogue, ProductListQuery } from './product-catalogue.port';

/** The catalogue in memory: answers from a fixed list and records what it was asked. */
export class InMemoryProductCatalogue implements ProductCatalogue {
  readonly queries: ProductListQuery[] = [];
  /** Set to make the next calls fail the way an adapter would. */
  failWith: Error | null = null;

  constructor(private products: readonly ProductSummary[] = []) {}

  replaceProducts(products: readonly ProductSummary[]): void {
    this.products = products;
  }

  listProducts(query: ProductListQuery): Promise<Page<ProductSummary>> {
    this.queries.push(query);
    if (this.failWith) return Promise.reject(this.failWith);
    const perPage = query.perPage ?? 12;
    const page = query.page ?? 1;
    const items = this.products.slice((page - 1) * perPage, page * perPage);
    return Promise.resolve({
      items,
      page,
      perPage,
      total: this.products.length,
      totalPages: Math.max(1, Math.ceil(this.products.length / perPage)),
    });
  }
}

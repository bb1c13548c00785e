import type { Page, ProductSummary } from './product';
import type { ProductCatalogue, ProductListQuery } from './product-catalogue.port';

/**
 * The catalogue in memory: answers from a fixed list and records what it was
 * asked. It applies the keys a ProductSummary can answer: q (part of the name,
 * any case), price_min and price_max (on the price the shopper pays from),
 * is_bundle, not_id, page and per_page. Category, brand, colour and other keys
 * are recorded but not applied: a summary does not carry them.
 */
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
    const matching = this.products.filter((product) => matches(product, query));
    const perPage = query.perPage ?? 12;
    const page = query.page ?? 1;
    const items = matching.slice((page - 1) * perPage, page * perPage);
    return Promise.resolve({
      items,
      page,
      perPage,
      total: matching.length,
      totalPages: Math.max(1, Math.ceil(matching.length / perPage)),
    });
  }
}

const matches = (product: ProductSummary, query: ProductListQuery): boolean => {
  const keyword = query.q?.trim().toLowerCase() ?? '';
  const price = product.price.discountMin;
  return (
    product.name.toLowerCase().includes(keyword) &&
    (query.priceMin === undefined || price >= query.priceMin) &&
    (query.priceMax === undefined || price <= query.priceMax) &&
    (query.isBundle !== true || product.isBundle) &&
    product.id !== query.notId
  );
};

// core/src/testing.ts lists this folder's fakes by this file: the other ports' fakes come through it.
export * from './fakes';

import type { HistoryApi } from './history-api.port';
import type { LastSeenStore } from './last-seen-store.port';
import type { SeenCardsStore } from './seen-cards-store.port';
import type { ProductCard } from '../catalogue/product-card';
import type { OpenedProductsStore } from './opened-products-store.port';
import type { BundleComponent, ProductDetail } from './product-detail';
import type { ProductDetailApi } from './product-detail-api.port';
import { StoreFailure } from '../shared/failure';

export * from './product-detail.fixture';

/**
 * The product detail calls in memory: answers from a fixed set of products and
 * bundles, records every call, answers an unknown slug with a not-found
 * failure like the adapter, and fails every call while `failWith` is set.
 */
export class InMemoryProductDetailApi implements ProductDetailApi {
  readonly calls: string[] = [];
  failWith: Error | null = null;
  private readonly bundles: Map<number, readonly BundleComponent[]>;
  private readonly products: Map<string, ProductDetail>;

  constructor(products: readonly ProductDetail[] = [], bundles: Readonly<Record<number, readonly BundleComponent[]>> = {}) {
    this.products = new Map(products.map((product) => [product.slug, product]));
    this.bundles = new Map(Object.entries(bundles).map(([id, components]) => [Number(id), components]));
  }

  /** Changes what the server answers for a product (its price, stock or promotions moved). */
  replace(product: ProductDetail): void {
    this.products.set(product.slug, product);
  }

  bySlug(slug: string): Promise<ProductDetail> {
    this.calls.push(`GET uni/product/${slug}`);
    if (this.failWith) return Promise.reject(this.failWith);
    const product = this.products.get(slug);
    return product
      ? Promise.resolve(product)
      : Promise.reject(new StoreFailure('not-found', 'GET uni/product/{slug}', 'Not Found', { status: 404 }));
  }

  bundle(id: number): Promise<readonly BundleComponent[]> {
    this.calls.push(`GET uni/product/bundle/${id}`);
    if (this.failWith) return Promise.reject(this.failWith);
    return Promise.resolve(this.bundles.get(id) ?? []);
  }
}

/** The session collection of opened products in memory. */
export class InMemoryOpenedProductsStore implements OpenedProductsStore {
  readonly stored = new Map<string, ProductDetail>();

  get(slug: string): ProductDetail | null {
    return this.stored.get(slug) ?? null;
  }

  put(detail: ProductDetail): void {
    this.stored.set(detail.slug, detail);
  }

  clear(): void {
    this.stored.clear();
  }
}

/** The device's last-seen list in memory. */
export class InMemoryLastSeenStore implements LastSeenStore {
  constructor(public stored: readonly number[] = []) {}

  load(): readonly number[] {
    return this.stored;
  }

  save(productIds: readonly number[]): void {
    this.stored = [...productIds];
  }
}

/** The device's kept cards of opened products in memory. */
export class InMemorySeenCardsStore implements SeenCardsStore {
  constructor(public stored: readonly ProductCard[] = []) {}

  load(): readonly ProductCard[] {
    return this.stored;
  }

  save(cards: readonly ProductCard[]): void {
    this.stored = [...cards];
  }
}

/** The account's product history in memory: what was synced last, every call, failure on request. */
export class InMemoryHistoryApi implements HistoryApi {
  readonly synced: (readonly number[])[] = [];
  failWith: Error | null = null;

  sync(productIds: readonly number[]): Promise<void> {
    this.synced.push([...productIds]);
    return this.failWith ? Promise.reject(this.failWith) : Promise.resolve();
  }
}

import { BehaviorSubject, type Observable } from 'rxjs';
import { type ProductCard, toProductCard } from '../catalogue/product-card';
import type { ProductCatalogue, ProductListQuery } from '../catalogue/product-catalogue.port';
import { toStoreFailure } from '../shared/failure';
import { type Loadable, failed, idle, loading, ready } from '../shared/loadable';
import type { ProductDetail } from './product-detail';
import { OTHER_BUNDLES_LIMIT, RECOMMENDED_PRODUCTS_LIMIT, RELATED_PRODUCTS_LIMIT } from './product-page-limits';

/** The three carousels under a product (document 1 §2; document 2 §9 "related 8; … other bundles 5; recommended 5"). */
export type RelatedListKind = 'related' | 'bundles' | 'recommended';

export const relatedListKinds: readonly RelatedListKind[] = ['related', 'bundles', 'recommended'];

/** Each carousel's heading, and the limit it is asked with. */
export const relatedListTitles: Readonly<Record<RelatedListKind, string>> = {
  related: 'Produk Terkait',
  bundles: 'Paket Lainnya',
  recommended: 'Rekomendasi Untukmu',
};

const limits: Readonly<Record<RelatedListKind, number>> = {
  related: RELATED_PRODUCTS_LIMIT,
  bundles: OTHER_BUNDLES_LIMIT,
  recommended: RECOMMENDED_PRODUCTS_LIMIT,
};

/**
 * The catalogue query of each carousel (`GET uni/product`, document 2 §7
 * type values), always leaving the product on screen out (`not_id`):
 * - related: `type=lainnya` ("other products" beside the one on screen) in
 *   the product's category, 8;
 * - other bundles: `is_bundle=1`, 5;
 * - recommended: `type=rekomendasi`, 5.
 * A product without a category asks `lainnya` across the catalogue.
 */
export const relatedListQuery = (kind: RelatedListKind, product: Pick<ProductDetail, 'id' | 'category'>): ProductListQuery => {
  switch (kind) {
    case 'related':
      return { type: 'lainnya', categories: product.category ? [product.category.id] : [], notId: product.id, perPage: limits.related, page: 1 };
    case 'bundles':
      return { isBundle: true, notId: product.id, perPage: limits.bundles, page: 1 };
    case 'recommended':
      return { type: 'rekomendasi', notId: product.id, perPage: limits.recommended, page: 1 };
  }
};

export type RelatedProductsState = Readonly<Record<RelatedListKind, Loadable<readonly ProductCard[]>>>;

const nothing: RelatedProductsState = { related: idle, bundles: idle, recommended: idle };

/**
 * The related, other-bundle and recommended carousels of one product page,
 * each loaded on its own (each is asked for when the shopper scrolls near
 * it), capped at its limit, and never holding the product on screen. A list
 * of a product the shopper has left is dropped when it arrives.
 */
export class RelatedProducts {
  private readonly state = new BehaviorSubject<RelatedProductsState>(nothing);
  readonly state$: Observable<RelatedProductsState> = this.state.asObservable();
  private product: Pick<ProductDetail, 'id' | 'category'> | null = null;
  private readonly latest: Record<RelatedListKind, number> = { related: 0, bundles: 0, recommended: 0 };

  constructor(private readonly catalogue: ProductCatalogue) {}

  get current(): RelatedProductsState {
    return this.state.getValue();
  }

  /** The product the lists are of (a view shows nothing of another product's lists). */
  get productId(): number | null {
    return this.product?.id ?? null;
  }

  /** The page shows this product: lists of another product are forgotten. */
  showProduct(product: Pick<ProductDetail, 'id' | 'category'>): void {
    if (this.product?.id === product.id) return;
    this.product = product;
    for (const kind of relatedListKinds) this.latest[kind]++;
    this.state.next(nothing);
  }

  /** Loads one list unless it is here or on its way (the carousel came near the screen). */
  ensureLoaded(kind: RelatedListKind): Promise<void> {
    const { status } = this.current[kind];
    return status === 'idle' || status === 'failed' ? this.load(kind) : Promise.resolve();
  }

  /** Loads one list again (the retry button). */
  async load(kind: RelatedListKind): Promise<void> {
    const product = this.product;
    if (!product) return;
    const mine = ++this.latest[kind];
    this.set(kind, loading);
    let next: Loadable<readonly ProductCard[]>;
    try {
      const page = await this.catalogue.listProducts(relatedListQuery(kind, product));
      next = ready(page.items.filter((item) => item.id !== product.id).slice(0, limits[kind]).map(toProductCard));
    } catch (error) {
      next = failed(toStoreFailure(error, 'GET uni/product'));
    }
    if (mine === this.latest[kind]) this.set(kind, next);
  }

  private set(kind: RelatedListKind, value: Loadable<readonly ProductCard[]>): void {
    this.state.next({ ...this.current, [kind]: value });
  }
}

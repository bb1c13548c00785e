import type { ProductFilter } from './product-filter';
import { token } from '../shared/token';
import type { Page, ProductSummary } from './product';

/**
 * What a product list asks the catalogue for: any part of the shopper's filter
 * (document 1 §3), a key left out meaning "not filtered" (page 1 and the
 * server's page size when page and perPage are left out), so a home carousel
 * can ask `{ type: 'terbaru', perPage: 8 }` and the product list its whole filter.
 */
export interface ProductListQuery extends Partial<ProductFilter> {
  /** `not_id`: leave this product out (a product's own page listing others). */
  readonly notId?: number;
}

/** The catalogue of products, wherever it lives (document 2 §7, Catalogue). */
export interface ProductCatalogue {
  /**
   * `GET uni/product`, with query type, per_page, page, q, category_group,
   * categories, sub_category, materials, colors, brands, price_min, price_max,
   * room_type, is_bundle and not_id.
   */
  listProducts(query: ProductListQuery): Promise<Page<ProductSummary>>;
}

export const ProductCatalogueToken = token<ProductCatalogue>('ProductCatalogue');

// core/src/index.ts lists this folder file by file: the catalogue's other
// entities and ports are exported through this module.
export * from './category';
export * from './showcase';
export * from './category-catalogue.port';
export * from './product-showcase.port';

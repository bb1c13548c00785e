import { token } from '../shared/token';
import type { Page, ProductListType, ProductSummary } from './product';

/** What a product list asks the catalogue for. */
export interface ProductListQuery {
  readonly type?: ProductListType;
  readonly page?: number;
  readonly perPage?: number;
}

/** The catalogue of products, wherever it lives (document 2 §7, Catalogue). */
export interface ProductCatalogue {
  /** `GET uni/product`. */
  listProducts(query: ProductListQuery): Promise<Page<ProductSummary>>;
}

export const ProductCatalogueToken = token<ProductCatalogue>('ProductCatalogue');

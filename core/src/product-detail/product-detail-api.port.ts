import { token } from '../shared/token';
import type { BundleComponent, ProductDetail } from './product-detail';

/** The product detail calls of document 2 §7, "Catalogue". */
export interface ProductDetailApi {
  /** GET uni/product/{slug} */
  bySlug(slug: string): Promise<ProductDetail>;
  /** GET uni/product/bundle/{id}: what the bundle with this product id holds. */
  bundle(id: number): Promise<readonly BundleComponent[]>;
}

export const ProductDetailApiToken = token<ProductDetailApi>('ProductDetailApi');

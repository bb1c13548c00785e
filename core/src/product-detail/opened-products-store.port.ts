import { token } from '../shared/token';
import type { ProductDetail } from './product-detail';

/**
 * "Opened product: kept in a session collection and cached" (document 1 §4):
 * the products opened in this browser session, by slug (session storage
 * behind it, so a new tab starts empty).
 */
export interface OpenedProductsStore {
  get(slug: string): ProductDetail | null;
  /** Keeps the detail under its own slug. */
  put(detail: ProductDetail): void;
  clear(): void;
}

export const OpenedProductsStoreToken = token<OpenedProductsStore>('OpenedProductsStore');

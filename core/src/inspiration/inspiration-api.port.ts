import type { Page, ProductSummary } from '../catalogue/product';
import { token } from '../shared/token';
import type { Inspiration, InspirationQuery, InspirationRoom, InspirationSummary } from './inspiration';

/** Document 2 §7, "Inspiration", and the catalogue's `uni/product/inspiration/{id}`. All public. */
export interface InspirationApi {
  /** `GET uni/inspiration/room`: the rooms, each with how many inspirations it has. */
  rooms(): Promise<readonly InspirationRoom[]>;
  /** `GET uni/inspiration` with query room, q, page, per_page: newest first. */
  list(query: InspirationQuery): Promise<Page<InspirationSummary>>;
  /**
   * `GET uni/inspiration/{id}`: by its number, or by its slug (the page's
   * route is /inspirasi-detail/{slug}). A not-found StoreFailure when none.
   */
  inspiration(idOrSlug: number | string): Promise<Inspiration>;
  /** `GET uni/product/inspiration/{id}` with query page, per_page: the inspiration's products as cards. */
  products(inspirationId: number, paging?: { readonly page?: number; readonly perPage?: number }): Promise<Page<ProductSummary>>;
}

export const InspirationApiToken = token<InspirationApi>('InspirationApi');

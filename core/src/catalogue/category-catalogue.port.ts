import { token } from '../shared/token';
import type { Category, CategoryGroup, FilterOptions } from './category';

/** The catalogue's structure: rooms, category groups, filter choices (document 2 §7, Catalogue). */
export interface CategoryCatalogue {
  /** `GET uni/category`: the rooms, each with its sub-categories (`r_subs`) and product counts, in `sort` order. */
  categories(): Promise<readonly Category[]>;

  /** `GET uni/category/group`: the mega-menu's category groups, Paket Hemat (id 123) among them. */
  categoryGroups(): Promise<readonly CategoryGroup[]>;

  /**
   * `GET uni/product/filter`: the filter bar's choices. Document 2 shows no
   * parameters; none are sent, and the choices cover the whole catalogue.
   */
  filterOptions(): Promise<FilterOptions>;
}

export const CategoryCatalogueToken = token<CategoryCatalogue>('CategoryCatalogue');

import type { Category, CategoryGroup, FilterOptions } from './category';
import type { CategoryCatalogue } from './category-catalogue.port';

/**
 * The catalogue's structure, read once per page: the header's menus, the home
 * page's category grid, a category's page and the filter panel all read the
 * rooms (and the groups, and the filter choices) from the same request, so a
 * page asks the API for each once and a server render's snapshot carries each
 * answer once. A request that failed is forgotten: the next reader (a "Coba
 * Lagi") asks again.
 */
export class ReadOnceCategoryCatalogue implements CategoryCatalogue {
  private readonly reads = new Map<keyof CategoryCatalogue, Promise<unknown>>();

  constructor(private readonly catalogue: CategoryCatalogue) {}

  categories(): Promise<readonly Category[]> {
    return this.once('categories', () => this.catalogue.categories());
  }

  categoryGroups(): Promise<readonly CategoryGroup[]> {
    return this.once('categoryGroups', () => this.catalogue.categoryGroups());
  }

  filterOptions(): Promise<FilterOptions> {
    return this.once('filterOptions', () => this.catalogue.filterOptions());
  }

  private once<T>(call: keyof CategoryCatalogue, read: () => Promise<T>): Promise<T> {
    let pending = this.reads.get(call) as Promise<T> | undefined;
    if (!pending) {
      pending = read();
      this.reads.set(call, pending);
      void pending.catch(() => this.reads.delete(call));
    }
    return pending;
  }
}

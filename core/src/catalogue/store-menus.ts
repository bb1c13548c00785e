import type { Observable } from 'rxjs';
import { toStoreFailure } from '../shared/failure';
import type { Loadable } from '../shared/loadable';
import { ServerCopy } from '../shared/server-copy';
import type { Category, CategoryGroup, FacetOption } from './category';
import type { CategoryCatalogue } from './category-catalogue.port';

/**
 * What the header's mega-menus list (document 1 §2: "Mega-menus: All
 * Products, Rooms with sub-categories, and Brand").
 */
export interface StoreMenusContent {
  /** The "Ruangan" dropdown: the rooms, each with its sub-categories. */
  readonly rooms: readonly Category[];
  /** The "All Products" mega-menu: the category groups (see megaMenuColumns). */
  readonly groups: readonly CategoryGroup[];
  /** The Brand menu: "Seven house brands are offered in the Brand menu". */
  readonly brands: readonly FacetOption[];
}

/** Names a failure after the call that failed, so a log points at the right one of the three. */
const named = <T>(call: string, request: () => Promise<T>): Promise<T> =>
  request().catch((error: unknown) => {
    throw toStoreFailure(error, call);
  });

/**
 * The header's menus, read once for every page: rooms (`GET uni/category`),
 * category groups (`GET uni/category/group`) and brands (the brand facet of
 * `GET uni/product/filter`, the only call that lists them), asked in
 * parallel. The menus show only whole: one failing call fails them all, and
 * a retry asks for all three again.
 */
export class StoreMenus {
  private readonly copy: ServerCopy<StoreMenusContent>;
  readonly state$: Observable<Loadable<StoreMenusContent>>;

  constructor(catalogue: CategoryCatalogue) {
    this.copy = new ServerCopy(async () => {
      const [rooms, groups, options] = await Promise.all([
        named('GET uni/category', () => catalogue.categories()),
        named('GET uni/category/group', () => catalogue.categoryGroups()),
        named('GET uni/product/filter', () => catalogue.filterOptions()),
      ]);
      return { rooms, groups, brands: options.brands };
    }, 'GET uni/category');
    this.state$ = this.copy.state$;
  }

  get current(): Loadable<StoreMenusContent> {
    return this.copy.current;
  }

  /** Fetches again, whatever is shown now (the retry button). */
  load(): Promise<void> {
    return this.copy.load();
  }

  /** Fetches unless the menus are here; joins a fetch already on its way. */
  ensureLoaded(): Promise<void> {
    return this.copy.ensureLoaded();
  }
}

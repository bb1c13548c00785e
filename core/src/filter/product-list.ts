import { BehaviorSubject, type Observable, Subject, catchError, defer, map, of, switchMap } from 'rxjs';
import type { Page, ProductSummary } from '../catalogue/product';
import { type ProductCard, toProductCard } from '../catalogue/product-card';
import type { ProductCatalogue } from '../catalogue/product-catalogue.port';
import { type StoreFailure, toStoreFailure } from '../shared/failure';
import { parseFilterSegment } from '../catalogue/filter-segment';
import { sameListFilter } from './list-address';
import { type ProductFilter, defaultFilter } from '../catalogue/product-filter';
import { resetFilter } from './reset-filter';

/** What the product list shows, whatever it is doing. */
export interface ProductListView {
  /** The filter the shopper chose. Its page is always 1: later pages come from loadMore and are counted in `page`. */
  readonly filter: ProductFilter;
  /** Pages 1 to `page` of `filter`, in order, each product once. */
  readonly products: readonly ProductCard[];
  /** The last page shown; 0 before the first answer. */
  readonly page: number;
  readonly totalPages: number;
  /** How many products match the filter, across all pages. */
  readonly total: number;
  readonly hasMore: boolean;
}

/**
 * Loadable-like, split by page: the first page shows the filter-bar skeleton
 * and card skeletons in place of the list, a later page only card skeletons
 * below it (document 1 §2, "Product list loading placeholder").
 */
export type ProductListStatus =
  | { readonly status: 'idle' }
  | { readonly status: 'loading-first-page' }
  | { readonly status: 'loading-more' }
  | { readonly status: 'ready' }
  | { readonly status: 'failed'; readonly failure: StoreFailure };

export type ProductListState = ProductListView & ProductListStatus;

const LIST_CALL = 'GET uni/product';

const nothingShown = (filter: ProductFilter): ProductListView => ({
  filter,
  products: [],
  page: 0,
  totalPages: 0,
  total: 0,
  hasMore: false,
});

const viewOf = ({ filter, products, page, totalPages, total, hasMore }: ProductListState): ProductListView => ({
  filter,
  products,
  page,
  totalPages,
  total,
  hasMore,
});

interface PageRequest {
  readonly filter: ProductFilter;
  readonly page: number;
}

/**
 * The product list (`/products/{filter}`): "page 1 replaces results, later
 * pages append" (document 1 §4). Only the latest request is listened to, so a
 * page answered for an older filter is dropped and never mixes with the new
 * filter's products.
 */
export class ProductList {
  private readonly requests = new Subject<PageRequest>();
  private readonly state = new BehaviorSubject<ProductListState>({ ...nothingShown(defaultFilter), status: 'idle' });
  readonly state$: Observable<ProductListState> = this.state.asObservable();

  constructor(private readonly catalogue: ProductCatalogue) {
    this.requests.pipe(switchMap((request) => this.fetch(request))).subscribe((next) => this.state.next(next));
  }

  /** Shows page 1 of `filter`, replacing what is shown. */
  apply(filter: ProductFilter): void {
    const chosen = { ...filter, page: 1 };
    this.state.next({ ...nothingShown(chosen), status: 'loading-first-page' });
    this.requests.next({ filter: chosen, page: 1 });
  }

  /** What the list shows now. */
  get current(): ProductListState {
    return this.state.getValue();
  }

  /**
   * Shows `filter` unless it is already shown, on its way or failed: opening
   * a page whose list the server rendered, or coming back to it, asks for
   * nothing, and keeps every page loaded so far. A failure waits for retry().
   */
  show(filter: ProductFilter): void {
    const current = this.state.getValue();
    if (current.status === 'idle' || !sameListFilter(current.filter, filter)) this.apply(filter);
  }

  /**
   * Opens a list page on `filter`: shows it as show() does, and asks again for
   * its first page when that stands failed (the server's render got no answer
   * to it, or the shopper comes back to a list that failed): opening a page is
   * asking for it, while show() alone leaves a failure to retry().
   */
  open(filter: ProductFilter): void {
    this.show(filter);
    const current = this.state.getValue();
    if (current.status === 'failed' && current.page === 0) this.retry();
  }

  /** Opens `/products/{segment}`: "resets the list filter and then applies it" (document 1 §2). */
  openSegment(segment: string): void {
    this.apply(parseFilterSegment(segment));
  }

  /** "Reset filter sets page 1 and per_page 12, clears all filters and optionally q" (document 1 §4). */
  reset(options: { readonly keepQuery: boolean }): void {
    this.apply(resetFilter(this.state.getValue().filter, options));
  }

  /**
   * Appends the next page. Ignored while a page is on its way, when every page
   * is shown, and after a failure: only retry() asks again then, so a
   * scroll-triggered loadMore cannot hammer a failing server.
   */
  loadMore(): void {
    const current = this.state.getValue();
    if (current.status === 'ready' && current.hasMore) this.request(current, current.page + 1);
  }

  /** Asks again for the page that failed. */
  retry(): void {
    const current = this.state.getValue();
    if (current.status === 'failed') this.request(current, current.page + 1);
  }

  private request(current: ProductListState, page: number): void {
    this.state.next({ ...viewOf(current), status: page === 1 ? 'loading-first-page' : 'loading-more' });
    this.requests.next({ filter: current.filter, page });
  }

  private fetch({ filter, page }: PageRequest): Observable<ProductListState> {
    return defer(() => this.catalogue.listProducts({ ...filter, page })).pipe(
      map((answer): ProductListState => ({ ...this.shown(filter, page, answer), status: 'ready' })),
      catchError((error: unknown) =>
        of<ProductListState>({ ...viewOf(this.state.getValue()), status: 'failed', failure: toStoreFailure(error, LIST_CALL) }),
      ),
    );
  }

  /**
   * Called only for the latest request, so what is shown now is pages 1 to
   * page - 1 of the same filter. A product already shown is not shown again:
   * the catalogue can shift between two pages (a new product pushes one down).
   */
  private shown(filter: ProductFilter, page: number, answer: Page<ProductSummary>): ProductListView {
    const before = page === 1 ? [] : this.state.getValue().products;
    const seen = new Set(before.map((card) => card.id));
    const added = answer.items
      .filter((product) => {
        if (seen.has(product.id)) return false;
        seen.add(product.id);
        return true;
      })
      .map(toProductCard);
    return {
      filter,
      products: [...before, ...added],
      page,
      totalPages: answer.totalPages,
      total: answer.total,
      hasMore: page < answer.totalPages,
    };
  }
}

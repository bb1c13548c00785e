import { BehaviorSubject, type Observable, Subject, catchError, concat, defer, map, of, switchMap } from 'rxjs';
import { type ProductCard, toProductCard } from '../catalogue/product-card';
import type { ProductCatalogue } from '../catalogue/product-catalogue.port';
import { toStoreFailure } from '../shared/failure';
import { type Loadable, failed, idle, loading, ready } from '../shared/loadable';

/** "newest package 8" (document 2 §9). */
export const NEWEST_PRODUCTS_ON_HOME = 8;

/**
 * The home page's newest products: `GET uni/product?type=terbaru&per_page=8`,
 * turned into product cards. A newer request replaces an older one still on
 * its way, so a slow first answer never overwrites a retry.
 */
export class NewestProducts {
  private readonly requests = new Subject<void>();
  private readonly state = new BehaviorSubject<Loadable<readonly ProductCard[]>>(idle);
  readonly state$: Observable<Loadable<readonly ProductCard[]>> = this.state.asObservable();

  constructor(catalogue: ProductCatalogue) {
    this.requests
      .pipe(
        switchMap(() =>
          concat(
            of(loading),
            defer(() => catalogue.listProducts({ type: 'terbaru', perPage: NEWEST_PRODUCTS_ON_HOME })).pipe(
              map((page) => ready(page.items.slice(0, NEWEST_PRODUCTS_ON_HOME).map(toProductCard))),
              catchError((error: unknown) => of(failed(toStoreFailure(error, 'GET uni/product')))),
            ),
          ),
        ),
      )
      .subscribe((next) => this.state.next(next));
  }

  /** Fetches again, whatever is shown now (the retry button). */
  load(): void {
    this.requests.next();
  }

  /** Fetches unless the cards are already here or on their way (opening the home page). */
  ensureLoaded(): void {
    const { status } = this.state.getValue();
    if (status === 'idle' || status === 'failed') this.load();
  }
}

import { BehaviorSubject, type Observable } from 'rxjs';
import type { ProductSummary } from '../catalogue/product';
import { QuickPurchase } from '../product-detail/quick-purchase';
import { toStoreFailure } from '../shared/failure';
import { type Loadable, failed, idle, loading, ready } from '../shared/loadable';
import type { Inspiration } from './inspiration';
import type { InspirationApi } from './inspiration-api.port';
import { INSPIRATION_PRODUCTS_PER_PAGE } from './inspiration-pages';

/**
 * One inspiration's page (`/inspirasi-detail/{slug}`): `GET uni/inspiration/{id}`
 * by slug, then the products in it (`GET uni/product/inspiration/{id}`). The
 * products are a state of their own: when they fail, the photos and the
 * story still show, with a retry for the products.
 */
export class InspirationReader {
  private readonly inspiration = new BehaviorSubject<Loadable<Inspiration>>(idle);
  private readonly products = new BehaviorSubject<Loadable<readonly ProductSummary[]>>(idle);
  readonly state$: Observable<Loadable<Inspiration>> = this.inspiration.asObservable();
  readonly products$: Observable<Loadable<readonly ProductSummary[]>> = this.products.asObservable();
  private slug: string | null = null;
  private pending: Promise<void> | null = null;
  private generation = 0;

  constructor(private readonly api: Pick<InspirationApi, 'inspiration' | 'products'>) {}

  get current(): Loadable<Inspiration> {
    return this.inspiration.getValue();
  }

  get currentProducts(): Loadable<readonly ProductSummary[]> {
    return this.products.getValue();
  }

  /** Opens the inspiration unless it is shown or on its way; resolves when it and its products are settled. */
  ensureOpen(slug: string): Promise<void> {
    const { status } = this.current;
    if (slug === this.slug && (status === 'ready' || status === 'loading')) return this.pending ?? Promise.resolve();
    return this.open(slug);
  }

  /** "Coba Lagi" for the inspiration. */
  retry(): Promise<void> {
    return this.slug ? this.open(this.slug) : Promise.resolve();
  }

  /** "Coba Lagi" for its products. */
  async retryProducts(): Promise<void> {
    const shown = this.current;
    if (shown.status === 'ready') await this.loadProducts(shown.value.id, this.generation);
  }

  private open(slug: string): Promise<void> {
    const generation = ++this.generation;
    this.slug = slug;
    this.inspiration.next(loading);
    this.products.next(idle);
    this.pending = (async () => {
      try {
        const inspiration = await this.api.inspiration(slug);
        if (generation !== this.generation) return;
        this.inspiration.next(ready(inspiration));
        await this.loadProducts(inspiration.id, generation);
      } catch (error) {
        if (generation === this.generation) this.inspiration.next(failed(toStoreFailure(error, 'GET uni/inspiration/{id}')));
      }
    })();
    return this.pending;
  }

  private async loadProducts(inspirationId: number, generation: number): Promise<void> {
    this.products.next(loading);
    try {
      const page = await this.api.products(inspirationId, { page: 1, perPage: INSPIRATION_PRODUCTS_PER_PAGE });
      if (generation === this.generation) this.products.next(ready(page.items));
    } catch (error) {
      if (generation === this.generation) this.products.next(failed(toStoreFailure(error, 'GET uni/product/inspiration/{id}')));
    }
  }
}

/**
 * "Tambah ke Keranjang" on an inspiration's products (see QuickPurchase): the
 * inspiration page's own, so what it says is never shown on the wishlist.
 */
export class InspirationPurchase extends QuickPurchase {}

import { BehaviorSubject, type Observable } from 'rxjs';
import type { ClearedOnLogout } from '../session/participants';
import { toStoreFailure } from '../shared/failure';
import { type Loadable, failed, idle, loading, ready } from '../shared/loadable';
import { needsRefetch } from './needs-refetch';
import type { OpenedProductsStore } from './opened-products-store.port';
import type { ProductDetail } from './product-detail';
import type { ProductDetailApi } from './product-detail-api.port';

/**
 * The product the shopper has open. A product opened before in this session
 * comes from the session collection without a call, unless a variant carries
 * flash-sale, free or pre-order info (document 1 §4). A not-found answer
 * leaves a failed state; the session sends the shopper to /404 on its own.
 */
export class ProductDetails implements ClearedOnLogout {
  private readonly state = new BehaviorSubject<Loadable<ProductDetail>>(idle);
  readonly state$: Observable<Loadable<ProductDetail>> = this.state.asObservable();
  /** Bumped by every open and leave: only the latest open may show its answer. */
  private request = 0;
  /** Bumped at logout: answers fetched before it are not cached after it. */
  private shopper = 0;
  private inFlight: { readonly slug: string; readonly done: Promise<void> } | null = null;

  constructor(
    private readonly api: ProductDetailApi,
    private readonly opened: OpenedProductsStore,
  ) {}

  get current(): Loadable<ProductDetail> {
    return this.state.getValue();
  }

  /** Shows the product at /product/{slug} or /bundle/{slug}. Never rejects: a failure shows in state. */
  open(slug: string): Promise<void> {
    // A second open of the product already on its way (a re-render) waits for the same answer.
    if (this.inFlight?.slug === slug) return this.inFlight.done;
    const request = ++this.request;
    const cached = this.opened.get(slug);
    if (cached && !needsRefetch(cached)) {
      this.inFlight = null;
      this.state.next(ready(cached));
      return Promise.resolve();
    }
    this.state.next(loading);
    const done = this.fetch(slug, request);
    this.inFlight = { slug, done };
    return done;
  }

  /**
   * Opens `slug` unless it is already shown: the server's render, the
   * browser's hydration and the page's head all ask for the product without
   * fetching a flash-sale product (always refetched by `open`) once each.
   */
  ensureOpen(slug: string): Promise<void> {
    const state = this.current;
    if (state.status === 'ready' && state.value.slug === slug) return Promise.resolve();
    return this.open(slug);
  }

  /** "Leaving a non-product page clears the current product detail" (document 1 §2). */
  leave(): void {
    this.request++;
    this.inFlight = null;
    this.state.next(idle);
  }

  /** Logout "clears … current product" (document 1 §4), and the session collection with it. */
  clearOnLogout(): void {
    this.shopper++;
    this.leave();
    this.opened.clear();
  }

  private async fetch(slug: string, request: number): Promise<void> {
    const shopper = this.shopper;
    let call = 'GET uni/product/{slug}';
    let next: Loadable<ProductDetail>;
    try {
      let detail = await this.api.bySlug(slug);
      if (detail.isBundle) {
        call = 'GET uni/product/bundle/{id}';
        detail = { ...detail, bundleComponents: await this.api.bundle(detail.id) };
      }
      // Cached even when the shopper has moved on: opening it again is then free.
      if (shopper === this.shopper) this.opened.put(detail);
      next = ready(detail);
    } catch (error) {
      next = failed(toStoreFailure(error, call));
    }
    if (request !== this.request) return;
    this.inFlight = null;
    this.state.next(next);
  }
}

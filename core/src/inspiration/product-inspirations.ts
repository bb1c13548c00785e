import { BehaviorSubject, type Observable } from 'rxjs';
import type { ProductDetail } from '../product-detail/product-detail';
import { toStoreFailure } from '../shared/failure';
import { type Loadable, failed, idle, loading, ready } from '../shared/loadable';
import type { InspirationRoom } from './inspiration';
import type { InspirationApi } from './inspiration-api.port';
import { type InspirationCard, toInspirationCard } from './inspiration-card';

/** How many inspirations a product page shows. */
export const PRODUCT_INSPIRATIONS_LIMIT = 4;

const normalized = (text: string) => text.trim().toLowerCase();

/**
 * The inspiration room of a product: the room whose slug or name is the
 * product's category's (the store's rooms are its categories: Kamar Tidur,
 * Ruang Tamu, …), or null. The API has no "inspirations of a product" call
 * (`GET uni/product/inspiration/{id}` lists one inspiration's products), so a
 * product's inspirations are those of its room.
 */
export const roomOfProduct = (rooms: readonly InspirationRoom[], product: Pick<ProductDetail, 'category'>): InspirationRoom | null => {
  const category = product.category;
  if (!category) return null;
  return (
    rooms.find((room) => normalized(room.slug) === normalized(category.slug)) ??
    rooms.find((room) => normalized(room.name) === normalized(category.name)) ??
    null
  );
};

/**
 * "Inspiration for the product": the newest inspirations of its room
 * (`GET uni/inspiration/room`, then `GET uni/inspiration?room=…&per_page=4`).
 * Empty when the product has no room (the section is left out).
 */
export class ProductInspirations {
  private readonly state = new BehaviorSubject<Loadable<readonly InspirationCard[]>>(idle);
  readonly state$: Observable<Loadable<readonly InspirationCard[]>> = this.state.asObservable();
  private product: Pick<ProductDetail, 'id' | 'category'> | null = null;
  private rooms: readonly InspirationRoom[] | null = null;
  private latest = 0;

  constructor(private readonly api: InspirationApi) {}

  get current(): Loadable<readonly InspirationCard[]> {
    return this.state.getValue();
  }

  /** The product the lists are of (a view shows nothing of another product's lists). */
  get productId(): number | null {
    return this.product?.id ?? null;
  }

  showProduct(product: Pick<ProductDetail, 'id' | 'category'>): void {
    if (this.product?.id === product.id) return;
    this.product = product;
    this.latest++;
    this.state.next(idle);
  }

  ensureLoaded(): Promise<void> {
    const { status } = this.current;
    return status === 'idle' || status === 'failed' ? this.load() : Promise.resolve();
  }

  async load(): Promise<void> {
    const product = this.product;
    if (!product) return;
    const mine = ++this.latest;
    this.state.next(loading);
    let next: Loadable<readonly InspirationCard[]>;
    try {
      this.rooms ??= await this.api.rooms();
      const room = roomOfProduct(this.rooms, product);
      const page = room ? await this.api.list({ room: room.slug, page: 1, perPage: PRODUCT_INSPIRATIONS_LIMIT }) : null;
      next = ready((page?.items ?? []).slice(0, PRODUCT_INSPIRATIONS_LIMIT).map(toInspirationCard));
    } catch (error) {
      next = failed(toStoreFailure(error, 'GET uni/inspiration'));
    }
    if (mine === this.latest) this.state.next(next);
  }
}

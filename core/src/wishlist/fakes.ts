import type { Page, ProductSummary } from '../catalogue/product';
import { aProduct } from '../catalogue/product.fixture';
import type { GuestWishlistStore } from './guest-wishlist-store.port';
import type { WishlistApi, WishlistQuery } from './wishlist-api.port';
import { unionOfWished, withWished, withoutWished } from './wished-ids';

type WishlistCall = keyof WishlistApi;

/**
 * The server's wishlist in memory: one account's ids, products made up for
 * them, every call recorded. `failing` makes a call fail the way an adapter
 * would; `hold()` keeps answers back until `release()`, to look at a use case
 * while a call is on its way.
 */
export class InMemoryWishlistApi implements WishlistApi {
  readonly calls: { readonly call: WishlistCall; readonly argument: unknown }[] = [];
  readonly failing: Partial<Record<WishlistCall, Error>> = {};
  private held: (() => void)[] | null = null;

  constructor(
    public serverIds: readonly number[] = [],
    private readonly productOf: (id: number) => ProductSummary = (id) =>
      aProduct({ id, slug: `produk-${id}`, name: `Produk ${id}` }),
  ) {}

  list(query: WishlistQuery): Promise<Page<ProductSummary>> {
    return this.answer('list', query, () => {
      const items = this.serverIds.slice((query.page - 1) * query.perPage, query.page * query.perPage);
      return {
        items: items.map(this.productOf),
        page: query.page,
        perPage: query.perPage,
        total: this.serverIds.length,
        totalPages: Math.max(1, Math.ceil(this.serverIds.length / query.perPage)),
      };
    });
  }

  add(productId: number): Promise<void> {
    return this.answer('add', productId, () => void (this.serverIds = withWished(this.serverIds, productId)));
  }

  remove(productId: number): Promise<void> {
    return this.answer('remove', productId, () => void (this.serverIds = withoutWished(this.serverIds, productId)));
  }

  syncGuest(productIds: readonly number[]): Promise<void> {
    return this.answer('syncGuest', [...productIds], () => void (this.serverIds = unionOfWished(this.serverIds, productIds)));
  }

  callsOf(call: WishlistCall): unknown[] {
    return this.calls.filter((c) => c.call === call).map((c) => c.argument);
  }

  /** Keeps every answer back until `release()`. */
  hold(): void {
    this.held ??= [];
  }

  /** Lets the held answers through, in the order they were asked. */
  release(): void {
    const held = this.held ?? [];
    this.held = null;
    for (const answer of held) answer();
  }

  private answer<T>(call: WishlistCall, argument: unknown, effect: () => T): Promise<T> {
    this.calls.push({ call, argument });
    const settle = (): Promise<T> => {
      const failure = this.failing[call];
      return failure ? Promise.reject(failure) : Promise.resolve(effect());
    };
    const held = this.held;
    if (!held) return settle();
    return new Promise<T>((resolve, reject) =>
      held.push(() => {
        settle().then(resolve, reject);
      }),
    );
  }
}

/** The device's guest wishlist in memory. */
export class InMemoryGuestWishlistStore implements GuestWishlistStore {
  constructor(public stored: readonly number[] = []) {}

  load(): readonly number[] {
    return this.stored;
  }

  save(productIds: readonly number[]): void {
    this.stored = [...productIds];
  }

  clear(): void {
    this.stored = [];
  }
}

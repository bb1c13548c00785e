import type { Page, ProductSummary, WishlistApi, WishlistQuery } from '@more/core';
import { toProductPage } from '../catalogue/product.mapper';
import type { IdParamsWire } from '../request-fields';
import type { StoreApi } from '../store-api';
import { wishlistChangeWire, wishlistPageWire, wishlistSyncWire } from './wishlist.wire';
import type { WishlistAddBodyWire, WishlistPageQueryWire, WishlistSyncBodyWire } from './wishlist-request.wire';

/**
 * The wishlist calls of document 2 §7 over the store API. Bodies (document 2
 * shows none): `{ product_id }` to add, `{ ids: [..] }` for the guest's list;
 * the path's `{id}` of the removal is the product's id.
 */
export class HttpWishlistApi implements WishlistApi {
  constructor(private readonly api: StoreApi) {}

  async list(query: WishlistQuery): Promise<Page<ProductSummary>> {
    const wire = await this.api.call('GET more/user/wishlist', wishlistPageWire, {
      searchParams: { page: query.page, per_page: query.perPage } satisfies WishlistPageQueryWire,
    });
    return toProductPage(wire);
  }

  async add(productId: number): Promise<void> {
    await this.api.call('POST more/user/wishlist', wishlistChangeWire, { json: { product_id: productId } satisfies WishlistAddBodyWire });
  }

  async remove(productId: number): Promise<void> {
    await this.api.call('DELETE more/user/wishlist/{id}', wishlistChangeWire, { params: { id: productId } satisfies IdParamsWire });
  }

  async syncGuest(productIds: readonly number[]): Promise<void> {
    await this.api.call('POST more/user/wishlist/sync-guest', wishlistSyncWire, { json: { ids: productIds } satisfies WishlistSyncBodyWire });
  }
}

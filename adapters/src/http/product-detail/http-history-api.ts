import type { HistoryApi } from '@more/core';
import type { StoreApi } from '../store-api';
import type { ProductHistoryBodyWire } from './product-detail-request.wire';
import { productHistoryWire } from './product-detail.wire';

export class HttpHistoryApi implements HistoryApi {
  constructor(private readonly api: StoreApi) {}

  /** `POST more/user/sync/product` with body `{ products_id }` (document 2 §3, §7). */
  async sync(productIds: readonly number[]): Promise<void> {
    await this.api.call('POST more/user/sync/product', productHistoryWire, { json: { products_id: productIds } satisfies ProductHistoryBodyWire });
  }
}

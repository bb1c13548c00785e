import { token } from '../shared/token';

/** The customer's product history on the server (document 2 §3, §7). */
export interface HistoryApi {
  /** POST more/user/sync/product (body `products_id`: the last-seen ids, most recent first) */
  sync(productIds: readonly number[]): Promise<void>;
}

export const HistoryApiToken = token<HistoryApi>('HistoryApi');

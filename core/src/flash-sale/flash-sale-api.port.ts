import { token } from '../shared/token';
import type { FlashSaleGroup, FlashSaleProduct } from './flash-sale';

/**
 * The flash-sale calls of document 2 §7. The home page's flash-sale block is
 * seen by guests, and "calls under the more/ prefix need a logged-in user"
 * (document 2 §6), so the block reads the public `POST uni/product/flashsale`;
 * the two `more/promotion/…` calls serve a logged-in customer's promotion page.
 *
 * | method          | call                                | who            |
 * |-----------------|-------------------------------------|----------------|
 * | currentGroups() | POST uni/product/flashsale          | anyone (home)  |
 * | groups()        | GET more/promotion/flashsale-group  | customer       |
 * | products()      | GET more/promotion/flashsale        | customer       |
 */
export interface FlashSaleApi {
  /**
   * `POST uni/product/flashsale`: the groups that are not over (running and
   * upcoming), each with its products, soonest first. Parameters not shown
   * (document 2): the storefront sends an empty JSON object.
   */
  currentGroups(): Promise<readonly FlashSaleGroup[]>;

  /**
   * `GET more/promotion/flashsale-group`: the same groups for a logged-in
   * customer (the promotion page); a guest gets an unauthorized failure.
   */
  groups(): Promise<readonly FlashSaleGroup[]>;

  /**
   * `GET more/promotion/flashsale`: the products on sale now (running groups
   * only), as one list across groups, for the promotion page (/promotion).
   */
  products(): Promise<readonly FlashSaleProduct[]>;
}

export const FlashSaleApiToken = token<FlashSaleApi>('FlashSaleApi');

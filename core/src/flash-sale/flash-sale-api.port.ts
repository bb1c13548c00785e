import { token } from '../shared/token';
import type { FlashSaleGroup, FlashSaleProduct } from './flash-sale';

/**
 * The flash-sale calls of document 2 §7 ("Home and promotions") that the
 * flash-sale screens need. `POST uni/product/flashsale` is not here: it sits
 * beside `uni/product/free` and `uni/product/po`, the flash-sale, free and
 * pre-order info of one opened product ("refetched if a variant has
 * flash-sale, free or pre-order info", document 1 §4), so it belongs to the
 * product detail's port.
 */
export interface FlashSaleApi {
  /**
   * `GET more/promotion/flashsale-group`: the current groups, each with its
   * products (the group entity carries its list of products), in the
   * server's order. Feeds the home page's flash-sale block.
   */
  groups(): Promise<readonly FlashSaleGroup[]>;

  /**
   * `GET more/promotion/flashsale`: the products on flash sale now, as one
   * list across groups, for the promotion page (/promotion).
   */
  products(): Promise<readonly FlashSaleProduct[]>;
}

export const FlashSaleApiToken = token<FlashSaleApi>('FlashSaleApi');

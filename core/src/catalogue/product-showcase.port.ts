import { token } from '../shared/token';
import type { ProductSummary } from './product';
import type { ComboDeal, FreeGiftOffer, PreOrderOffer, ProductGroup } from './showcase';

/**
 * The catalogue's ready-made selections: search suggestions, top products,
 * the home page's product groups and the promotions of document 1 §1
 * ("free items, pre-order, combo deals ("Kombo Hemat")").
 */
export interface ProductShowcase {
  /**
   * `GET uni/product/search?q={keyword}`: "suggestions read from data.results,
   * each with keyword" (document 2 §7), best first. An empty keyword has none.
   */
  searchSuggestions(keyword: string): Promise<readonly string[]>;

  /** `GET uni/product/top`: the best-selling products in stock (no parameters: document 2 shows none). */
  topProducts(): Promise<readonly ProductSummary[]>;

  /** `GET uni/product/groups`: the home page's product groups, each with its first entries. */
  productGroups(): Promise<readonly ProductGroup[]>;

  /** `GET uni/product/group/{id}`: one product group with every entry; a not-found failure for an unknown id. */
  productGroup(id: number): Promise<ProductGroup>;

  /** `GET uni/product/combo`: the "Kombo Hemat" deals running now. */
  comboDeals(): Promise<readonly ComboDeal[]>;

  /**
   * `POST uni/product/free`: the products that come with a free item.
   * Parameters not shown (document 2): the storefront sends an empty JSON object.
   */
  freeGiftOffers(): Promise<readonly FreeGiftOffer[]>;

  /**
   * `POST uni/product/po`: the products sold on pre-order.
   * Parameters not shown (document 2): the storefront sends an empty JSON object.
   */
  preOrderOffers(): Promise<readonly PreOrderOffer[]>;
}

export const ProductShowcaseToken = token<ProductShowcase>('ProductShowcase');

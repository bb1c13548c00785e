import { type ProductCard, toProductCard } from '../catalogue/product-card';
import type { ProductCatalogue } from '../catalogue/product-catalogue.port';
import type { ProductShowcase } from '../catalogue/product-showcase.port';
import { paketHematFilter } from '../catalogue/header-filters';
import { RemoteSection } from '../shared/remote-section';
import {
  type ComboCard,
  type FreeGiftCard,
  type PreOrderCard,
  toComboCard,
  toFreeGiftCard,
  toPreOrderCard,
} from './promotion-offer-cards';
import { PROMOTION_PAGE_LIMIT } from './promotion-kinds';

/**
 * One public promotion list (document 2 §7) as a screen shows it: fetched
 * once, then kept, so `/promotion` and `/promo/{slug}` share one answer.
 */
export class PromotionShelf<T> extends RemoteSection<readonly T[]> {}

/** "GRATIS": `POST uni/product/free`, each product with its free item. */
export class FreeGiftShelf extends PromotionShelf<FreeGiftCard> {
  constructor(showcase: ProductShowcase) {
    super(async () => (await showcase.freeGiftOffers()).map(toFreeGiftCard), 'POST uni/product/free');
  }
}

/** Pre-order: `POST uni/product/po`, each product with its shipping note. */
export class PreOrderShelf extends PromotionShelf<PreOrderCard> {
  constructor(showcase: ProductShowcase) {
    super(async () => (await showcase.preOrderOffers()).map(toPreOrderCard), 'POST uni/product/po');
  }
}

/** "Kombo Hemat": `GET uni/product/combo`, each deal with its partner and combo price. */
export class ComboShelf extends PromotionShelf<ComboCard> {
  constructor(showcase: ProductShowcase) {
    super(async () => (await showcase.comboDeals()).map(toComboCard), 'GET uni/product/combo');
  }
}

/**
 * "Paket Hemat": the bundle category group (document 1 §9, 123) read through
 * the public `GET uni/product?category_group=123`, not `more/promotion/paket`:
 * that one is under more/ and so "needs a logged-in user" (document 2 §6),
 * and the page is for guests too. Cards link to /bundle/{slug} (bundling 1).
 */
export class BundleDealShelf extends PromotionShelf<ProductCard> {
  constructor(catalogue: ProductCatalogue) {
    super(
      async () => (await catalogue.listProducts({ ...paketHematFilter(), perPage: PROMOTION_PAGE_LIMIT })).items.map(toProductCard),
      'GET uni/product',
    );
  }
}

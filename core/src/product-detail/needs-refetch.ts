import type { ProductDetail } from './product-detail';

/**
 * "Opened product: kept in a session collection and cached. It is refetched
 * if a variant has flash-sale, free or pre-order info" (document 1 §4): the
 * stock and prices of those promotions change by the minute, so a cached copy
 * could sell at a price that has ended.
 */
export const needsRefetch = (detail: Pick<ProductDetail, 'variants'>): boolean =>
  detail.variants.some((variant) => variant.flashSale !== null || variant.freeGift !== null || variant.preOrder !== null);

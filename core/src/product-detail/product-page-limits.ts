/**
 * How many products the carousels of a product page hold (document 2 §9:
 * "related 8; … other bundles 5; recommended 5"). The lists themselves are
 * catalogue queries (`GET uni/product`).
 */
export const RELATED_PRODUCTS_LIMIT = 8;
export const OTHER_BUNDLES_LIMIT = 5;
export const RECOMMENDED_PRODUCTS_LIMIT = 5;

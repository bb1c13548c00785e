/** The store's name as titles carry it ("Sofa | MORE Furniture"): every feature's page head ends with it. */
export const STORE_BRAND = 'MORE Furniture';

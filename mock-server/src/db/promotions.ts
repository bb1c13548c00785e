/** Collections of the promotions area. */
export const createPromotionsCollections = () => ({});

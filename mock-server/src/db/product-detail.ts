/** Collections of the product-detail area. */
export const createProductDetailCollections = () => ({});

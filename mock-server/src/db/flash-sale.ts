/** Collections of the flash-sale area. */
export const createFlashSaleCollections = () => ({});

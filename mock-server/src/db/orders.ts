/** Collections of the orders area. */
export const createOrdersCollections = () => ({});

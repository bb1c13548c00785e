/** Collections of the checkout area. */
export const createCheckoutCollections = () => ({});

/** Collections of the cart area. */
export const createCartCollections = () => ({});

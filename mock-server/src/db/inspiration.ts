/** Collections of the inspiration area. */
export const createInspirationCollections = () => ({});

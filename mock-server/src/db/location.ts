/** Collections of the location area. */
export const createLocationCollections = () => ({});

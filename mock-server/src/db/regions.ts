/** Collections of the regions area. */
export const createRegionsCollections = () => ({});

/** Collections of the news area. */
export const createNewsCollections = () => ({});

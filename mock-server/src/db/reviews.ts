/** Collections of the reviews area. */
export const createReviewsCollections = () => ({});

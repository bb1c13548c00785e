/** Collections of the wishlist area. */
export const createWishlistCollections = () => ({});

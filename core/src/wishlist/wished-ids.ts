/**
 * The wished product ids as the heart icons read them. Kept as a list, not a
 * Set, so it survives storage and keeps the order the shopper chose; these
 * rules keep it free of duplicates whatever they are given.
 */
export type WishedIds = readonly number[];

/** "Wishlist (guest): toggling adds or removes an id" (document 1 §4). */
export const toggleWished = (ids: WishedIds, productId: number): WishedIds =>
  ids.includes(productId) ? withoutWished(ids, productId) : withWished(ids, productId);

export const withWished = (ids: WishedIds, productId: number): WishedIds =>
  ids.includes(productId) ? distinct(ids) : [...distinct(ids), productId];

export const withoutWished = (ids: WishedIds, productId: number): WishedIds =>
  distinct(ids).filter((id) => id !== productId);

/** Every id of either list once, the first list's order first. */
export const unionOfWished = (first: WishedIds, second: WishedIds): WishedIds => distinct([...first, ...second]);

const distinct = (ids: WishedIds): WishedIds => [...new Set(ids)];

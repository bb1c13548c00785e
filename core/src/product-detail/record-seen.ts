/** "Last-seen 8" (document 2 §9): the home page's "last seen products" carousel holds at most this many. */
export const LAST_SEEN_LIMIT = 8;

/**
 * The last-seen list after the shopper opens `productId`: most recent first,
 * each product once, at most LAST_SEEN_LIMIT. Also tidies a list that came
 * from storage longer or with repeats.
 */
export const recordSeen = (list: readonly number[], productId: number): readonly number[] =>
  [...new Set([productId, ...list])].slice(0, LAST_SEEN_LIMIT);

/**
 * A feature that has work to do once a shopper logs in: the cart merges the
 * guest cart into the server's, the wishlist sends the guest list, the
 * last-seen list syncs. Each keeps its guest data until its work succeeds.
 */
export interface AfterLogin {
  afterLogin(): Promise<void>;
}

/** A feature holding the shopper's data, emptied at logout (document 1 §4). */
export interface ClearedOnLogout {
  clearOnLogout(): void;
}

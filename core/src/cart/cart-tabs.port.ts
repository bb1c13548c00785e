import type { Cart } from './cart';

/**
 * The shopper's other tabs of the store in this browser (issue 11: "two tabs
 * of the same shopper show the same cart within a second of a change in
 * either"). A tab announces its cart after every change; the others adopt it.
 * The browser binds it to a storage slot whose change events reach every
 * other tab at once; a server render, and tests, have no other tabs.
 */
export interface CartTabs {
  /** Tells the other tabs what this tab's cart now is. */
  announce(cart: Cart): void;
  /** Calls `adopt` with every cart another tab announces; answers a function that stops listening. */
  listen(adopt: (cart: Cart) => void): () => void;
  /**
   * Forgets the last cart announced (at logout): the browser's slot held the
   * customer's lines and note, and nothing of a customer may outlive the logout.
   */
  forget(): void;
  /**
   * The cart this browser's tabs last announced (this tab's earlier page included), or null: what this browser last
   * held of the shopper's cart, which a page rendered on the server before a save of it landed lacks.
   */
  lastAnnounced(): Cart | null;
}

/** No other tabs: the server, and a browser without storage. */
export const noOtherTabs: CartTabs = {
  announce: () => undefined,
  listen: () => () => undefined,
  forget: () => undefined,
  lastAnnounced: () => null,
};

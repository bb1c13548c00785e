import type { ClearedOnLogout } from '@more/core';
import { storageKey } from './json-slot';
import type { KeyValueStorage } from './key-value';

/** The checkout's draft (browser-checkout-draft.ts): the customer's choices, kept in the tab. */
export const CHECKOUT_DRAFT_KEY = storageKey('checkout-draft');

/**
 * The slots a customer's features write whose code may not be on the page at
 * logout: the checkout's draft belongs to the checkout's chunk, and a shopper
 * who reloads on the home page and logs out there never loads it. The frame
 * forgets them by name ("nothing of the last customer remains in browser
 * storage", issue 21), without loading what wrote them.
 */
export class CustomerSlots implements ClearedOnLogout {
  constructor(private readonly tab: KeyValueStorage) {}

  clearOnLogout(): void {
    try {
      this.tab.removeItem(CHECKOUT_DRAFT_KEY);
    } catch {
      // Storage refused: nothing was written there either.
    }
  }
}

import type { ClearedOnLogout } from '@more/core';
import { storageKey } from './json-slot';
import type { KeyValueStorage } from './key-value';

/** The checkout's draft (browser-checkout-draft.ts): the customer's choices, kept in the tab. */
export const CHECKOUT_DRAFT_KEY = storageKey('checkout-draft');
/** The consultation request's draft and receipt (browser-consultation-draft.ts), kept in the tab. */
export const CONSULTATION_DRAFT_KEY = storageKey('consultation-draft');

/**
 * The slots a customer's features write whose code may not be on the page at
 * logout: the checkout's draft belongs to the checkout's chunk (the
 * consultation request's to its own), and a shopper who reloads on the home
 * page and logs out there never loads it. The frame forgets them by name ("nothing of the last customer remains in browser
 * storage", issue 21), without loading what wrote them.
 */
export class CustomerSlots implements ClearedOnLogout {
  constructor(private readonly tab: KeyValueStorage) {}

  clearOnLogout(): void {
    for (const key of [CHECKOUT_DRAFT_KEY, CONSULTATION_DRAFT_KEY]) {
      try {
        this.tab.removeItem(key);
      } catch {
        // Storage refused: nothing was written there either.
      }
    }
  }
}

import type { KeptCheckoutDraft } from '@more/core';
import { CHECKOUT_DRAFT_KEY } from './customer-slots';
import type { KeyValueStorage } from './key-value';

const isRecord = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null;

/**
 * The checkout's draft as home sees it ("Home sets the checkout order to empty", document 1 §4): whether it holds an
 * open submit, and forgetting it. Only that one field is read, defensively: the checkout's own store
 * (browser-checkout-draft.ts) checks the whole shape with its schema, which belongs to the checkout's chunk. A value
 * that cannot be read holds no submit, and is cleared.
 */
export class BrowserKeptCheckoutDraft implements KeptCheckoutDraft {
  constructor(private readonly tab: KeyValueStorage) {}

  holdsOpenSubmit(): boolean {
    try {
      const kept: unknown = JSON.parse(this.tab.getItem(CHECKOUT_DRAFT_KEY) ?? 'null');
      const draft = isRecord(kept) ? kept.draft : null;
      return isRecord(draft) && typeof draft.submitKey === 'string' && draft.submitKey !== '';
    } catch {
      return false;
    }
  }

  clear(): void {
    try {
      this.tab.removeItem(CHECKOUT_DRAFT_KEY);
    } catch {
      // Storage refused: nothing was kept there either.
    }
  }
}

import type { Cart, CartTabs } from '@more/core';
import { storageKey } from './json-slot';
import type { KeyValueStorage } from './key-value';
import { storedCartShape } from './stored-shapes';

/**
 * What the browser tells a tab when another tab of the same origin wrote to
 * its storage (the `storage` event): the key, and the value written.
 */
export type StorageChanges = (listener: (key: string | null, newValue: string | null) => void) => () => void;

export const CART_TAB_KEY = storageKey('cart-tab');

/**
 * The shopper's other tabs, over one storage slot: a tab writes its cart
 * there after each change, and the browser fires a `storage` event in every
 * other tab of the store at once. A value that is not a cart (a hand edit, an
 * older release) is ignored; a full storage only costs the other tabs the news.
 */
export class BrowserCartTabs implements CartTabs {
  constructor(
    private readonly storage: KeyValueStorage,
    private readonly changes: StorageChanges,
  ) {}

  announce(cart: Cart): void {
    try {
      this.storage.setItem(CART_TAB_KEY, JSON.stringify(cart));
    } catch {
      // Storage refused (full, private mode): the other tabs see the cart at their next load.
    }
  }

  forget(): void {
    try {
      // The other tabs hear a removal, which they ignore: each learns of the logout from the session's own slot.
      this.storage.removeItem(CART_TAB_KEY);
    } catch {
      // Storage refused: nothing was written there either.
    }
  }

  listen(adopt: (cart: Cart) => void): () => void {
    return this.changes((key, newValue) => {
      if (key !== CART_TAB_KEY) return;
      const cart = cartIn(newValue);
      if (cart) adopt(cart);
    });
  }

  lastAnnounced(): Cart | null {
    try {
      return cartIn(this.storage.getItem(CART_TAB_KEY));
    } catch {
      // Storage refused: nothing announced can be read.
      return null;
    }
  }
}

/** The cart a slot's value holds, or null (none, not JSON, not a cart). */
const cartIn = (value: string | null): Cart | null => {
  if (value === null) return null;
  let json: unknown;
  try {
    json = JSON.parse(value);
  } catch {
    return null;
  }
  const parsed = storedCartShape.safeParse(json);
  return parsed.success ? parsed.data : null;
};

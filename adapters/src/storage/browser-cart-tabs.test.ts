import type { Cart } from '@more/core';
import { aCartLine } from '@more/core/testing';
import { describe, expect, it } from 'vitest';
import { BrowserCartTabs, CART_TAB_KEY, type StorageChanges } from './browser-cart-tabs';
import { MemoryStorage } from './key-value';

/** Two tabs over one storage: a write in one is an event in the other, never in itself (as browsers do). */
const browserWithTwoTabs = () => {
  const storage = new MemoryStorage();
  const listeners: ((key: string | null, value: string | null) => void)[][] = [[], []];
  const changesOf =
    (tab: 0 | 1): StorageChanges =>
    (listener) => {
      listeners[tab]!.push(listener);
      return () => listeners[tab]!.splice(listeners[tab]!.indexOf(listener), 1);
    };
  const writingTab = (tab: 0 | 1) => ({
    getItem: (key: string) => storage.getItem(key),
    removeItem: (key: string) => storage.removeItem(key),
    setItem: (key: string, value: string) => {
      storage.setItem(key, value);
      for (const listener of listeners[tab === 0 ? 1 : 0]!) listener(key, value);
    },
  });
  return { storage, first: new BrowserCartTabs(writingTab(0), changesOf(0)), second: new BrowserCartTabs(writingTab(1), changesOf(1)), fire: (tab: 0 | 1, key: string | null, value: string | null) => listeners[tab]!.forEach((listener) => listener(key, value)) };
};

const cart: Cart = { lines: [aCartLine({ variantId: 7, quantity: 2 })], note: 'Pagi' };

describe('BrowserCartTabs: the other tabs hear each cart change', () => {
  it('a cart announced in one tab reaches the other, whole', () => {
    const { first, second } = browserWithTwoTabs();
    const heard: Cart[] = [];
    second.listen((adopted) => heard.push(adopted));
    first.announce(cart);
    expect(heard).toEqual([cart]);
  });

  it('forgets the announced cart: the slot is empty after a logout, and the other tab adopts nothing from the removal', () => {
    const { storage, first, second, fire } = browserWithTwoTabs();
    const heard: Cart[] = [];
    second.listen((adopted) => heard.push(adopted));
    first.announce(cart);
    first.forget();
    expect(storage.getItem(CART_TAB_KEY)).toBeNull();
    fire(1, CART_TAB_KEY, null);
    expect(heard).toEqual([cart]);
  });

  it('ignores other keys, removals and values that are not a cart', () => {
    const { second, fire } = browserWithTwoTabs();
    const heard: Cart[] = [];
    second.listen((adopted) => heard.push(adopted));
    fire(1, 'more:v1:session', JSON.stringify(cart));
    fire(1, CART_TAB_KEY, null);
    fire(1, CART_TAB_KEY, '{not json');
    fire(1, CART_TAB_KEY, JSON.stringify({ lines: 'none' }));
    fire(1, null, null);
    expect(heard).toEqual([]);
  });

  it('stops listening when asked', () => {
    const { first, second } = browserWithTwoTabs();
    const heard: Cart[] = [];
    second.listen((adopted) => heard.push(adopted))();
    first.announce(cart);
    expect(heard).toEqual([]);
  });

  it('reads back the cart last announced, by any tab, for a page opened later; none after a logout or a value that is not a cart', () => {
    const { storage, first, second } = browserWithTwoTabs();
    expect(second.lastAnnounced()).toBeNull();
    first.announce(cart);
    expect(second.lastAnnounced()).toEqual(cart);
    first.forget();
    expect(second.lastAnnounced()).toBeNull();
    storage.setItem(CART_TAB_KEY, '{not json');
    expect(second.lastAnnounced()).toBeNull();
    const refusing = new BrowserCartTabs(
      {
        getItem: () => {
          throw new Error('SecurityError');
        },
        removeItem: () => undefined,
        setItem: () => undefined,
      },
      () => () => undefined,
    );
    expect(refusing.lastAnnounced()).toBeNull();
  });

  it('a storage that refuses the write costs only the news', () => {
    const full = new BrowserCartTabs(
      {
        getItem: () => null,
        removeItem: () => undefined,
        setItem: () => {
          throw new Error('QuotaExceededError');
        },
      },
      () => () => undefined,
    );
    expect(() => full.announce(cart)).not.toThrow();
  });
});

import { toProductCard } from '@more/core';
import { aProduct } from '@more/core/testing';
import { describe, expect, it } from 'vitest';
import { BrowserSeenCardsStore } from './browser-seen-cards';
import { storageKey } from './json-slot';
import { MemoryStorage } from './key-value';

describe('the kept cards of the last-seen products (a guest\'s "last seen products", issue 40)', () => {
  it('survive a new visit, in their order', () => {
    const storage = new MemoryStorage();
    const cards = [toProductCard(aProduct({ id: 2, slug: 'meja' })), toProductCard(aProduct({ id: 1, slug: 'sofa' }))];
    new BrowserSeenCardsStore(storage).save(cards);
    expect(new BrowserSeenCardsStore(storage).load()).toEqual(cards);
  });

  it('read as none when absent or no longer of their shape', () => {
    const storage = new MemoryStorage();
    expect(new BrowserSeenCardsStore(storage).load()).toEqual([]);
    storage.setItem(storageKey('last-seen-cards'), JSON.stringify([{ id: 'x' }]));
    expect(new BrowserSeenCardsStore(storage).load()).toEqual([]);
  });

  it('cost nothing but the cards when storage refuses the write', () => {
    const full = new MemoryStorage();
    full.setItem = () => {
      throw new Error('QuotaExceededError');
    };
    expect(() => new BrowserSeenCardsStore(full).save([toProductCard(aProduct())])).not.toThrow();
  });
});

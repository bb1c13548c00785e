import type { ProductCard, SeenCardsStore } from '@more/core';
import * as z from 'zod/mini';
import { JsonSlot, storageKey } from './json-slot';
import type { KeyValueStorage } from './key-value';

/*
 * Its own module, not re-exported by ./index (which is in the entry every page
 * loads): only the product page writes these cards and only the home page reads
 * them, each from its own chunk.
 */

const image = z.object({ url: z.string(), alt: z.string() });

const seenCardsShape: z.ZodMiniType<ProductCard[]> = z.array(
  z.object({
    id: z.number().check(z.int()),
    name: z.string(),
    href: z.string(),
    coverImage: z.nullable(image),
    images: z.array(image),
    stockLabel: z.nullable(z.string()),
    badge: z.nullable(z.string()),
    price: z.string(),
    priceBefore: z.nullable(z.string()),
    discount: z.nullable(z.string()),
    hasVoucher: z.boolean(),
    soldLabel: z.nullable(z.string()),
    rating: z.number(),
  }),
);

/**
 * The cards of the last-seen products in local storage, beside their ids
 * (BrowserLastSeenStore): a guest's home page shows them after a reload and on
 * the next visit. A storage that refuses the write costs only the carousel.
 */
export class BrowserSeenCardsStore implements SeenCardsStore {
  private readonly slot: JsonSlot<ProductCard[]>;

  constructor(storage: KeyValueStorage) {
    this.slot = new JsonSlot(storage, storageKey('last-seen-cards'), seenCardsShape);
  }

  load(): readonly ProductCard[] {
    return this.slot.read() ?? [];
  }

  save(cards: readonly ProductCard[]): void {
    try {
      this.slot.write([...cards]);
    } catch {
      // Storage full or refused: the guest's carousel simply has fewer cards.
    }
  }
}

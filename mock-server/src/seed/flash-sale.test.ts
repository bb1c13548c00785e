import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { ProductRecord } from '../db/catalogue';
import { createDatabase } from '../db/database';
import { seedCatalogue } from './catalogue';
import { styles } from './catalogue-data';
import { seedFlashSale } from './flash-sale';
import { SeededRandom } from './random';
import { DEFAULT_SEED } from './seed';

const now = Date.UTC(2026, 10, 21, 3, 0) / 1000;

/**
 * A product's line as a shopper reads it: the name without its size or
 * configuration and without its style ("Kasur Springbed Aruna" for "Kasur
 * Springbed Aruna 160x200"), the words a card's first line shows.
 */
const lineOf = (product: ProductRecord) =>
  product.name
    .slice(0, -product.variants[0]!.name.length)
    .trim()
    .split(' ')
    .filter((word) => !(styles as readonly string[]).includes(word))
    .join(' ');

describe('the flash-sale seed', () => {
  it('shows each product, and each line of products, at most once per session, for every seed', () =>
    fc.assert(
      fc.asyncProperty(fc.oneof(fc.constant(DEFAULT_SEED), fc.integer({ min: 1, max: 2_147_483_646 })), async (seed) => {
        const db = createDatabase();
        const context = { random: new SeededRandom(seed), now, scale: 1 };
        await seedCatalogue(db, context);
        await seedFlashSale(db, context);
        const product = (id: number) => db.products.findFirst((q) => q.where({ id }))!;
        for (const group of db.flashSaleGroups.all()) {
          const items = db.flashSaleItems.findMany((q) => q.where({ groupId: group.id }));
          expect(items.length, group.title).toBeGreaterThanOrEqual(4);
          const ids = items.map((item) => item.productId);
          expect(new Set(ids).size, `${group.title}: ${ids.join(', ')}`).toBe(ids.length);
          const lines = items.map((item) => lineOf(product(item.productId)));
          expect(new Set(lines).size, `${group.title}: ${lines.join(', ')}`).toBe(lines.length);
          for (const item of items) expect(product(item.productId).variants.find((v) => v.id === item.variantId)!.stock).toBeGreaterThanOrEqual(item.limit);
        }
        // No product is on sale in two sessions either.
        const all = db.flashSaleItems.all().map((item) => item.productId);
        expect(new Set(all).size).toBe(all.length);
      }),
      { numRuns: 8 },
    ));
});

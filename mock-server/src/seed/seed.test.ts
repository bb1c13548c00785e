import { describe, expect, it } from 'vitest';
import { createMockApi } from '../mock-api';
import { categorySeeds } from './catalogue-data';
import { SEEDED_PRODUCT_COUNT } from './seed';
import { SeededRandom } from './random';

const NOW = Date.UTC(2026, 10, 21, 3, 0);

describe('the seed', () => {
  it('gives the same store at every start', async () => {
    const a = await createMockApi({ now: NOW });
    const b = await createMockApi({ now: NOW });
    expect(b.db.products.all()).toEqual(a.db.products.all());
  });

  it('gives another store for another seed', async () => {
    const a = await createMockApi({ now: NOW });
    const b = await createMockApi({ now: NOW, seed: 7 });
    expect(b.db.products.all().map((p) => p.name)).not.toEqual(a.db.products.all().map((p) => p.name));
  });

  it('stocks at least 300 products across every room of document 2 §3, some sold out', async () => {
    const { db } = await createMockApi({ now: NOW });
    const products = db.products.all();
    expect(products.length).toBe(SEEDED_PRODUCT_COUNT);
    expect(products.length).toBeGreaterThanOrEqual(300);
    expect(new Set(products.map((p) => p.categoryId)).size).toBe(categorySeeds.length);
    expect(products.some((p) => p.variants.every((v) => v.stock === 0))).toBe(true);
    expect(new Set(products.map((p) => p.slug)).size).toBe(products.length);
  });

  it('scales the catalogue for benchmarks', async () => {
    const { db } = await createMockApi({ now: NOW, scale: 2 });
    expect(db.products.count()).toBe(2 * SEEDED_PRODUCT_COUNT);
  });
});

describe('SeededRandom', () => {
  it('repeats its sequence for a seed', () => {
    const a = new SeededRandom(42);
    const b = new SeededRandom(42);
    expect(Array.from({ length: 5 }, () => a.next())).toEqual(Array.from({ length: 5 }, () => b.next()));
  });

  it('keeps int() within its bounds and sample() distinct', () => {
    const random = new SeededRandom(1);
    for (let i = 0; i < 1000; i++) {
      const n = random.int(3, 9);
      expect(n).toBeGreaterThanOrEqual(3);
      expect(n).toBeLessThanOrEqual(9);
    }
    const taken = random.sample([1, 2, 3, 4, 5], 3);
    expect(new Set(taken).size).toBe(3);
    expect(() => random.pick([])).toThrow();
  });
});

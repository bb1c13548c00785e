import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { OTHER_BUNDLES_LIMIT, RECOMMENDED_PRODUCTS_LIMIT, RELATED_PRODUCTS_LIMIT } from './product-page-limits';
import { LAST_SEEN_LIMIT, recordSeen } from './record-seen';

/** What the list must be: the distinct ids seen, latest first, the first 8. */
const lastDistinctReversed = (seen: readonly number[]): number[] =>
  [...new Set([...seen].reverse())].slice(0, LAST_SEEN_LIMIT);

describe('last seen products', () => {
  it('"Last-seen 8; related 8; newest package 8; other bundles 5; recommended 5" (document 2 §9)', () => {
    expect(LAST_SEEN_LIMIT).toBe(8);
    expect(RELATED_PRODUCTS_LIMIT).toBe(8);
    expect(OTHER_BUNDLES_LIMIT).toBe(5);
    expect(RECOMMENDED_PRODUCTS_LIMIT).toBe(5);
  });

  it('puts the product just opened first, once', () => {
    expect(recordSeen([], 4)).toEqual([4]);
    expect(recordSeen([3, 2, 1], 4)).toEqual([4, 3, 2, 1]);
    expect(recordSeen([3, 2, 1], 2)).toEqual([2, 3, 1]);
  });

  it('keeps the 8 most recent, dropping the oldest', () => {
    expect(recordSeen([8, 7, 6, 5, 4, 3, 2, 1], 9)).toEqual([9, 8, 7, 6, 5, 4, 3, 2]);
  });

  it('tidies a stored list that is too long or repeats itself', () => {
    expect(recordSeen([1, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10], 2)).toEqual([2, 1, 3, 4, 5, 6, 7, 8]);
  });

  it('PROPERTY: for any sequence of records, the list has no duplicates, at most 8 items, the most recent first, and is the last distinct ids seen in reverse order', () => {
    fc.assert(
      fc.property(fc.array(fc.integer({ min: 1, max: 15 }), { maxLength: 60 }), (seen) => {
        const list = seen.reduce(recordSeen, [] as readonly number[]);
        expect(new Set(list).size).toBe(list.length);
        expect(list.length).toBeLessThanOrEqual(LAST_SEEN_LIMIT);
        if (seen.length > 0) expect(list[0]).toBe(seen.at(-1));
        expect(list).toEqual(lastDistinctReversed(seen));
      }),
    );
  });
});

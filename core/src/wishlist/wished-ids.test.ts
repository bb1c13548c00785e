import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { toggleWished, unionOfWished, withWished, withoutWished } from './wished-ids';

const productIds = fc.array(fc.integer({ min: 1, max: 20 }), { maxLength: 40 });

describe('wished ids', () => {
  it('"Wishlist (guest): toggling adds or removes an id" (document 1 §4)', () => {
    expect(toggleWished([], 7)).toEqual([7]);
    expect(toggleWished([3, 7], 7)).toEqual([3]);
    expect(toggleWished([3], 7)).toEqual([3, 7]);
  });

  it('holds each id once whatever it is given', () => {
    expect(withWished([4, 4, 5], 5)).toEqual([4, 5]);
    expect(withoutWished([4, 4, 5], 5)).toEqual([4]);
    expect(unionOfWished([1, 2, 2], [3, 1])).toEqual([1, 2, 3]);
  });

  it('after any sequence of toggles, holds exactly the ids toggled an odd number of times, once each', () => {
    fc.assert(
      fc.property(productIds, (toggles) => {
        const wished = toggles.reduce(toggleWished, [] as readonly number[]);
        const odd = [...new Set(toggles)].filter((id) => toggles.filter((t) => t === id).length % 2 === 1);
        expect(new Set(wished)).toEqual(new Set(odd));
        expect(wished).toHaveLength(new Set(wished).size);
      }),
    );
  });

  it('unites two lists into every id of either, once each, the first list leading', () => {
    fc.assert(
      fc.property(productIds, productIds, (first, second) => {
        const union = unionOfWished(first, second);
        expect(new Set(union)).toEqual(new Set([...first, ...second]));
        expect(union).toHaveLength(new Set(union).size);
        expect(union.slice(0, new Set(first).size)).toEqual([...new Set(first)]);
      }),
    );
  });
});

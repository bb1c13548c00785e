import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { hasQueryKey, queryPairs, queryValue } from './query-string';

describe('query strings', () => {
  it('reads pairs in order, decoded, with or without the leading ?', () => {
    expect(queryPairs('?q=meja+makan&colors%5B%5D=Putih&flag')).toEqual([
      ['q', 'meja makan'],
      ['colors[]', 'Putih'],
      ['flag', ''],
    ]);
    expect(queryPairs('')).toEqual([]);
    expect(queryPairs('a=1&&b=2')).toEqual([['a', '1'], ['b', '2']]);
  });

  it('keeps a malformed escape as written instead of throwing', () => {
    expect(queryPairs('q=100%')).toEqual([['q', '100%']]);
  });

  it('finds the first value of a key, or null', () => {
    expect(queryValue('redirect=%2Fprofile&redirect=%2Fcart', 'redirect')).toBe('/profile');
    expect(queryValue('a=1', 'redirect')).toBeNull();
    expect(hasQueryKey('?unAuth', 'unAuth')).toBe(true);
  });

  it('reads back any value written with encodeURIComponent', () => {
    fc.assert(
      fc.property(fc.string(), fc.string(), (key, value) => {
        fc.pre(key !== '');
        expect(queryValue(`${encodeURIComponent(key)}=${encodeURIComponent(value)}`, key)).toBe(value);
      }),
    );
  });
});

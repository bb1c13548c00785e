import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { encodeQueryValue, hasQueryKey, queryPairs, queryValue, wellFormedText } from './query-string';

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

describe('encoding a query value', () => {
  it('writes spaces as + and keeps the value one value', () => {
    expect(encodeQueryValue('meja & kursi/rak')).toBe('meja+%26+kursi%2Frak');
  });

  it('makes a lone surrogate U+FFFD instead of throwing', () => {
    expect(wellFormedText('a\uD800b')).toBe('a\uFFFDb');
    expect(wellFormedText('😀')).toBe('😀');
    expect(encodeQueryValue('\uDC00')).toBe('%EF%BF%BD');
  });

  it('PROPERTY: reads back as the well-formed text', () => {
    fc.assert(
      fc.property(fc.string({ unit: 'binary' }), (text) => {
        expect(queryValue(`q=${encodeQueryValue(text)}`, 'q')).toBe(wellFormedText(text));
      }),
    );
  });
});

import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { parseFilterSegment, productListPath, serializeFilter } from './filter-segment';
import { validFilters } from './product-filter.fixture';
import { MAX_PER_PAGE, defaultFilter } from './product-filter';

describe('the /products/{filter} segment', () => {
  describe('document 1 §2 examples', () => {
    it('"/products/type=terbaru (newest)"', () => {
      expect(parseFilterSegment('type=terbaru')).toEqual({ ...defaultFilter, type: 'terbaru' });
    });

    it('"/products/type=terlaris (best-selling)"', () => {
      expect(parseFilterSegment('type=terlaris')).toEqual({ ...defaultFilter, type: 'terlaris' });
    });

    it('"/products/q={keyword} (an empty q means all)"', () => {
      expect(parseFilterSegment('q=meja+makan')).toEqual({ ...defaultFilter, q: 'meja makan' });
      expect(parseFilterSegment('q=')).toEqual(defaultFilter);
      expect(parseFilterSegment('')).toEqual(defaultFilter);
    });

    it('"/products/brands={brand}"', () => {
      expect(parseFilterSegment('brands=Arkana')).toEqual({ ...defaultFilter, brands: ['Arkana'] });
    });

    it('reads the budget banner link "q=&price_min=0&price_max=500000"', () => {
      expect(parseFilterSegment('q=&price_min=0&price_max=500000')).toEqual({ ...defaultFilter, priceMin: 0, priceMax: 500000 });
    });
  });

  it('"Its keys have [] stripped": a repeated key becomes a list, written or percent-encoded', () => {
    expect(parseFilterSegment('colors[]=Putih&colors[]=Hitam&colors=Coklat')).toEqual({
      ...defaultFilter,
      colors: ['Putih', 'Hitam', 'Coklat'],
    });
    expect(parseFilterSegment('categories%5B%5D=4&categories%5B%5D=9&sub_category[]=41')).toEqual({
      ...defaultFilter,
      categories: [4, 9],
      subCategory: [41],
    });
  });

  it('reads every key of "Filter: q, per_page, page, type, category_group, categories, sub_category, materials, colors, brands, price_min, price_max, room_type, is_bundle" (document 1 §3)', () => {
    const segment =
      'q=lemari%20pakaian&per_page=24&page=3&type=rekomendasi&category_group=123&categories[]=5&sub_category[]=51' +
      '&materials[]=Jati&colors[]=Putih&brands[]=Arkana&price_min=1000000&price_max=2000000&room_type[]=Kamar+Tidur&is_bundle=1';
    expect(parseFilterSegment(segment)).toEqual({
      q: 'lemari pakaian',
      perPage: 24,
      page: 3,
      type: 'rekomendasi',
      categoryGroup: 123,
      categories: [5],
      subCategory: [51],
      materials: ['Jati'],
      colors: ['Putih'],
      brands: ['Arkana'],
      priceMin: 1000000,
      priceMax: 2000000,
      roomType: ['Kamar Tidur'],
      isBundle: true,
    });
  });

  it('"resets the list filter and then applies it": nothing but the segment survives', () => {
    const parsed = parseFilterSegment('brands=Arkana');
    expect(parsed).toEqual({ ...defaultFilter, brands: ['Arkana'] });
    expect(parsed.page).toBe(1);
    expect(parsed.perPage).toBe(12);
  });

  describe('a shopper may type any address: bad parts are ignored, never thrown', () => {
    it.each([
      ['price_min=abc'],
      ['price_max=-5'],
      ['price_min=1e6'],
      ['page=-1'],
      ['page=0'],
      ['page=2.5'],
      ['per_page=0'],
      [`per_page=${MAX_PER_PAGE + 1}`],
      ['per_page=99999999999999999999'],
      ['type=termahal'],
      ['type='],
      ['category_group=0'],
      ['categories[]=kursi'],
      ['colors[]='],
      ['is_bundle=mungkin'],
      ['warna=Putih'],
      ['constructor=1&__proto__=x&toString=&hasOwnProperty=2'],
      ['%zz=%zz'],
      ['&&=&'],
    ])('%s gives the default filter', (segment) => {
      expect(parseFilterSegment(segment)).toEqual(defaultFilter);
    });

    it('keeps the good parts of a segment with bad ones', () => {
      expect(parseFilterSegment('page=-1&brands=Arkana&price_min=abc&price_max=750000')).toEqual({
        ...defaultFilter,
        brands: ['Arkana'],
        priceMax: 750000,
      });
    });

    it('lets the last well-formed value of a one-value key win', () => {
      expect(parseFilterSegment('type=terbaru&type=terlaris&type=x')).toEqual({ ...defaultFilter, type: 'terlaris' });
      expect(parseFilterSegment('q=kursi&q=meja')).toEqual({ ...defaultFilter, q: 'meja' });
    });

    it('reads is_bundle as 1/true or 0/false', () => {
      expect(parseFilterSegment('is_bundle=true').isBundle).toBe(true);
      expect(parseFilterSegment('is_bundle=1&is_bundle=0').isBundle).toBe(false);
      expect(parseFilterSegment('is_bundle=false').isBundle).toBe(false);
    });

    it('adds a repeated list value once', () => {
      expect(parseFilterSegment('brands=Arkana&brands[]=Arkana&categories=3&categories=3').brands).toEqual(['Arkana']);
      expect(parseFilterSegment('categories=3&categories=3').categories).toEqual([3]);
    });

    it('never throws, and always gives page >= 1 and perPage >= 1, for any text', () => {
      const segments = fc.oneof(
        fc.string(),
        fc.string({ unit: 'binary' }),
        fc.string({ unit: fc.constantFrom('page', 'per_page', '=', '&', '-', '0', '1', '%', '[]', 'q', 'e', '+', ' ') }),
      );
      fc.assert(
        fc.property(segments, (segment) => {
          const filter = parseFilterSegment(segment);
          expect(filter.page).toBeGreaterThanOrEqual(1);
          expect(filter.perPage).toBeGreaterThanOrEqual(1);
          expect(Number.isSafeInteger(filter.page) && Number.isSafeInteger(filter.perPage)).toBe(true);
        }),
      );
    });
  });

  describe('serializing', () => {
    it('writes /products/type=terbaru back as type=terbaru', () => {
      expect(serializeFilter(parseFilterSegment('type=terbaru'))).toBe('type=terbaru');
    });

    it('writes nothing for the default filter', () => {
      expect(serializeFilter(defaultFilter)).toBe('');
    });

    it('writes only what differs from the default, in the order of document 1 §3, lists as key[]= with the brackets encoded', () => {
      expect(
        serializeFilter({
          ...defaultFilter,
          isBundle: true,
          priceMax: 2000000,
          colors: ['Putih', 'Abu Abu'],
          q: 'meja & kursi',
          page: 2,
          categories: [7],
          type: 'terlaris',
        }),
      ).toBe('q=meja+%26+kursi&page=2&type=terlaris&categories%5B%5D=7&colors%5B%5D=Putih&colors%5B%5D=Abu+Abu&price_max=2000000&is_bundle=1');
    });

    it('keeps "+", "%", "=", "/" and non-ASCII inside one value of one path segment', () => {
      const segment = serializeFilter({ ...defaultFilter, q: 'a+b=100%/c?d#e', brands: ['Ruang Tamu Café'] });
      expect(segment).toBe('q=a%2Bb%3D100%25%2Fc%3Fd%23e&brands%5B%5D=Ruang+Tamu+Caf%C3%A9');
      expect(parseFilterSegment(segment)).toEqual({ ...defaultFilter, q: 'a+b=100%/c?d#e', brands: ['Ruang Tamu Café'] });
    });

    it('does not throw on text cut inside a surrogate pair', () => {
      expect(serializeFilter({ ...defaultFilter, q: 'sofa\uD83D' })).toBe('q=sofa%EF%BF%BD');
    });

    it('PROPERTY: parseFilterSegment(serializeFilter(f)) equals f for every valid filter', () => {
      fc.assert(
        fc.property(validFilters, (filter) => {
          expect(parseFilterSegment(serializeFilter(filter))).toStrictEqual(filter);
        }),
        { numRuns: 500 },
      );
    });

    it('writes a path that stays one segment: no raw "/", "?", "#" or space', () => {
      fc.assert(
        fc.property(validFilters, (filter) => {
          expect(serializeFilter(filter)).not.toMatch(/[/?# ]/);
        }),
      );
    });

    it('PROPERTY: writes only what a URL path segment allows (RFC 3986 pchar), so every link to a list is a valid href', () => {
      // No raw "[" or "]" (list keys), nor any other character an HTML checker rejects in a path.
      const pchar = /^(?:[A-Za-z0-9\-._~!$&'()*+,;=:@]|%[0-9A-F]{2})*$/;
      fc.assert(
        fc.property(validFilters, (filter) => {
          expect(serializeFilter(filter)).toMatch(pchar);
        }),
        { numRuns: 500 },
      );
    });

    it('PROPERTY: reads the segment the same with its list brackets raw, as typed or from an old link', () => {
      fc.assert(
        fc.property(validFilters, (filter) => {
          const raw = serializeFilter(filter).replace(/%5B%5D=/g, '[]=');
          expect(parseFilterSegment(raw)).toStrictEqual(filter);
        }),
        { numRuns: 500 },
      );
    });
  });

  it('gives the list address: /products/{filter}, or /products for all products', () => {
    expect(productListPath({ ...defaultFilter, type: 'terbaru' })).toBe('/products/type=terbaru');
    expect(productListPath({ ...defaultFilter, brands: ['Arkana'] })).toBe('/products/brands%5B%5D=Arkana');
    expect(productListPath(defaultFilter)).toBe('/products');
  });
});

import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { productListPath, serializeFilter } from '../catalogue/filter-segment';
import { validFilters } from '../catalogue/product-filter.fixture';
import { defaultFilter } from '../catalogue/product-filter';
import { filterSegmentOfPath, findFilter, listFilterFromAddress, sameListFilter, searchKeywordOfAddress } from './list-address';

describe('the product list\'s address', () => {
  it('reads the segment of /products/{filter}', () => {
    expect(listFilterFromAddress('q=kursi&brands=Arkana', '')).toEqual({ ...defaultFilter, q: 'kursi', brands: ['Arkana'] });
  });

  it('reads the query of the search form without JavaScript (/products?q=kursi)', () => {
    expect(listFilterFromAddress(undefined, 'q=kursi+jati')).toEqual({ ...defaultFilter, q: 'kursi jati' });
    expect(listFilterFromAddress('', 'q=meja&utm_source=x')).toEqual({ ...defaultFilter, q: 'meja' });
  });

  it('lets the segment win over the query', () => {
    expect(listFilterFromAddress('type=terbaru', 'q=kursi')).toEqual({ ...defaultFilter, type: 'terbaru' });
  });

  it('takes the segment as written, still encoded', () => {
    expect(filterSegmentOfPath('/products/q=meja%20%26%20kursi')).toBe('q=meja%20%26%20kursi');
    expect(filterSegmentOfPath('/products')).toBe('');
    expect(filterSegmentOfPath('/products/')).toBe('');
    expect(listFilterFromAddress(filterSegmentOfPath('/products/q=meja%20%26%20kursi'), '').q).toBe('meja & kursi');
  });

  it('reads a list filter the same from its encoded brackets (the links) and its raw ones (typed, old links)', () => {
    const encoded = listFilterFromAddress(filterSegmentOfPath('/products/categories%5B%5D=1&sub_category%5B%5D=101&colors%5B%5D=Putih'), '');
    expect(encoded).toEqual({ ...defaultFilter, categories: [1], subCategory: [101], colors: ['Putih'] });
    expect(listFilterFromAddress(filterSegmentOfPath('/products/categories[]=1&sub_category[]=101&colors[]=Putih'), '')).toEqual(encoded);
    expect(productListPath(encoded)).toBe('/products/categories%5B%5D=1&sub_category%5B%5D=101&colors%5B%5D=Putih');
  });

  it('gives back every filter its path was written for', () => {
    fc.assert(
      fc.property(validFilters, (filter) => {
        const path = productListPath(filter);
        expect(serializeFilter(listFilterFromAddress(filterSegmentOfPath(path), ''))).toBe(serializeFilter(filter));
      }),
    );
  });

  it('compares filters without their page', () => {
    expect(sameListFilter({ ...defaultFilter, page: 3 }, defaultFilter)).toBe(true);
    expect(sameListFilter({ ...defaultFilter, q: 'a' }, defaultFilter)).toBe(false);
  });
});

describe('/find/{slug}: the list searched for the slug\'s words (document 1 §2 names the route only)', () => {
  it('reads hyphens as spaces', () => {
    expect(findFilter('meja-makan-jati')).toEqual({ ...defaultFilter, q: 'meja makan jati' });
    expect(findFilter('--sofa__L-')).toEqual({ ...defaultFilter, q: 'sofa L' });
  });
});

describe('the header search box refilled from the address', () => {
  it('reads the keyword of a list, of the no-JavaScript search and of /find', () => {
    expect(searchKeywordOfAddress('/products/q=kursi+jati&brands=Arkana', '')).toBe('kursi jati');
    expect(searchKeywordOfAddress('/products', 'q=meja')).toBe('meja');
    expect(searchKeywordOfAddress('/products/type=terbaru', '')).toBe('');
    expect(searchKeywordOfAddress('/find/meja-makan', '')).toBe('meja makan');
    expect(searchKeywordOfAddress('/find/%E0%A4%A', '')).toBe('%E0%A4%A');
  });

  it('is null elsewhere', () => {
    expect(searchKeywordOfAddress('/product/kursi', 'q=x')).toBeNull();
    expect(searchKeywordOfAddress('/', '')).toBeNull();
    expect(searchKeywordOfAddress('/productsx', '')).toBeNull();
  });
});

import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { parseFilterSegment } from './filter-segment';
import { PAKET_HEMAT_CATEGORY_GROUP } from './header-filters';
import { validFilters } from './product-filter.fixture';
import { defaultFilter } from './product-filter';
import { emptyListView, hasChosenFacets, listHeading, resultCountText } from './list-summary';

describe('the list\'s result count', () => {
  it('counts products in Indonesian with dot thousand separators', () => {
    expect(resultCountText(0)).toBe('0 produk');
    expect(resultCountText(12)).toBe('12 produk');
    expect(resultCountText(1204)).toBe('1.204 produk');
  });
});

describe('the list\'s heading: "Search results are this list with q" (issue 10)', () => {
  it('names the keyword of a search', () => {
    expect(listHeading({ ...defaultFilter, q: '  kursi ' })).toBe('Hasil pencarian "kursi"');
  });

  it('names Paket Hemat, newest, best-selling and a single brand; otherwise every product', () => {
    expect(listHeading({ ...defaultFilter, categoryGroup: PAKET_HEMAT_CATEGORY_GROUP })).toBe('Paket Hemat');
    expect(listHeading({ ...defaultFilter, isBundle: true })).toBe('Paket Hemat');
    expect(listHeading(parseFilterSegment('type=terbaru'))).toBe('Produk Terbaru');
    expect(listHeading(parseFilterSegment('type=terlaris'))).toBe('Produk Terlaris');
    expect(listHeading(parseFilterSegment('brands=Arkana'))).toBe('Produk Arkana');
    expect(listHeading(parseFilterSegment('type=rekomendasi'))).toBe('Semua Produk');
    expect(listHeading(defaultFilter)).toBe('Semua Produk');
  });
});

describe('the empty state: "an empty state with a way out" (issue 10)', () => {
  it('for a search: tips, and every product', () => {
    const view = emptyListView({ ...defaultFilter, q: 'zzz' });
    expect(view.title).toBe('Produk untuk "zzz" tidak ditemukan');
    expect(view.tips.length).toBeGreaterThan(0);
    expect(view.actions).toEqual([{ label: 'Lihat Semua Produk', href: '/products' }]);
  });

  it('for a search with filters: first the filters dropped with the keyword kept', () => {
    const view = emptyListView({ ...defaultFilter, q: 'sofa', brands: ['Arkana'] });
    expect(view.actions).toEqual([
      { label: 'Reset Filter', href: '/products/q=sofa' },
      { label: 'Lihat Semua Produk', href: '/products' },
    ]);
  });

  it('for filters without a keyword: reset them', () => {
    const view = emptyListView({ ...defaultFilter, colors: ['Ungu'] });
    expect(view.tips).toEqual([]);
    expect(view.actions).toEqual([{ label: 'Reset Filter', href: '/products' }]);
  });

  it('always offers at least one way out', () => {
    fc.assert(
      fc.property(validFilters, (filter) => {
        const view = emptyListView(filter);
        expect(view.actions.length).toBeGreaterThan(0);
        for (const action of view.actions) expect(action.href.startsWith('/products')).toBe(true);
      }),
    );
  });

  it('counts facets, not the keyword, the sort or the page', () => {
    expect(hasChosenFacets({ ...defaultFilter, q: 'a', type: 'terbaru', page: 3 })).toBe(false);
    expect(hasChosenFacets({ ...defaultFilter, priceMax: 500_000 })).toBe(true);
    expect(hasChosenFacets({ ...defaultFilter, isBundle: true })).toBe(true);
  });
});

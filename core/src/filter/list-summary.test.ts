import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { parseFilterSegment } from '../catalogue/filter-segment';
import { PAKET_HEMAT_CATEGORY_GROUP } from '../catalogue/header-filters';
import { validFilters } from '../catalogue/product-filter.fixture';
import { defaultFilter } from '../catalogue/product-filter';
import { type NamedCategory, emptyListView, hasChosenFacets, listHeading, listPageTitle, resultCountText } from './list-summary';
import { roomFilter, subCategoryFilter } from '../catalogue/header-filters';

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

const rooms: readonly NamedCategory[] = [
  { id: 1, name: 'Kamar Tidur', subCategories: [{ id: 101, name: 'Nakas' }, { id: 102, name: 'Meja Rias' }] },
  { id: 4, name: 'Ruang Tamu', subCategories: [{ id: 130, name: 'Sofa' }] },
];

describe('the list\'s heading names the category a room of the menu filters by (document 1 §2)', () => {
  it('names the room, and its sub-category', () => {
    expect(listHeading(roomFilter(1), rooms)).toBe('Kamar Tidur');
    expect(listHeading(parseFilterSegment('categories[]=1'), rooms)).toBe('Kamar Tidur');
    expect(listHeading(subCategoryFilter(1, 101), rooms)).toBe('Kamar Tidur: Nakas');
    expect(listHeading({ ...roomFilter(4), categories: [4, 1] }, rooms)).toBe('Ruang Tamu, Kamar Tidur');
  });

  it('names a category the names do not know as its chip does, never as every product', () => {
    expect(listHeading(roomFilter(99), rooms)).toBe('Kategori 99');
    expect(listHeading(roomFilter(1))).toBe('Kategori 1');
  });

  it('for every filter of one known room (no keyword, not Paket Hemat): the room\'s name, then its chosen sub-categories', () => {
    fc.assert(
      fc.property(validFilters, fc.constantFrom(...rooms), fc.subarray([101, 102, 130]), (filter, room, subs) => {
        const chosen = { ...filter, q: '', categoryGroup: undefined, isBundle: false, categories: [room.id], subCategory: subs };
        const heading = listHeading(chosen, rooms);
        const ownSubs = room.subCategories.filter((sub) => subs.includes(sub.id)).map((sub) => sub.name);
        expect(heading).toBe(ownSubs.length > 0 ? `${room.name}: ${ownSubs.join(', ')}` : room.name);
        expect(listPageTitle(chosen, rooms)).toBe(`${heading} | MORE Furniture`);
      }),
    );
  });

  it('is "Semua Produk" only for a list that names nothing, whose title is then the meta page\'s', () => {
    fc.assert(
      fc.property(validFilters, (filter) => {
        if (listHeading(filter, rooms) !== 'Semua Produk') return;
        expect(filter.categories).toEqual([]);
        expect(filter.q.trim()).toBe('');
        expect(listPageTitle(filter, rooms)).toBeNull();
      }),
    );
  });

  it('leaves the title of a list opened with a tag to the meta pages ("the tag plus the brand")', () => {
    expect(listPageTitle(roomFilter(1), rooms, 'sofa')).toBeNull();
    expect(listPageTitle(roomFilter(1), rooms, '')).toBe('Kamar Tidur | MORE Furniture');
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

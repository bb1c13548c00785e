import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { aCategoryGroup, someFilterOptions } from '../catalogue/catalogue.fixture';
import { budgetRanges } from './budget-ranges';
import { parseFilterSegment } from '../catalogue/filter-segment';
import { PAKET_HEMAT_CATEGORY_GROUP } from '../catalogue/header-filters';
import { validFilters } from '../catalogue/product-filter.fixture';
import { defaultFilter } from '../catalogue/product-filter';
import {
  activeFilterCount,
  filterChips,
  filterPanelView,
  parsePriceInput,
  priceRangeLabel,
  resetPanel,
  toggleFilterValue,
  withBundleChoice,
  withPriceRange,
} from './filter-panel';

const options = someFilterOptions({
  categories: [
    {
      id: 4,
      name: 'Ruang Tamu',
      slug: 'ruang-tamu',
      productCount: 64,
      subCategories: [
        { id: 130, name: 'Sofa', slug: 'sofa', productCount: 13 },
        { id: 131, name: 'Kursi Santai', slug: 'kursi-santai', productCount: null },
      ],
    },
  ],
});

describe('the filter panel from GET uni/product/filter (issue 10: category and sub-category, material, colour, brand, price range, room, bundle)', () => {
  it('lists each facet with its choices ticked as the filter says', () => {
    const view = filterPanelView(parseFilterSegment('categories[]=4&sub_category[]=130&colors[]=Hijau Sage&brands=Arkana'), options);
    expect(view.sections.map((s) => [s.id, s.title])).toEqual([
      ['categories', 'Kategori'],
      ['roomType', 'Ruangan'],
      ['materials', 'Material'],
      ['colors', 'Warna'],
      ['brands', 'Brand'],
    ]);
    const categories = view.sections[0]!.choices;
    expect(categories[0]).toMatchObject({ value: '4', label: 'Ruang Tamu', checked: true, productCount: 64 });
    expect(categories[0]!.children.map((c) => [c.value, c.checked, c.productCount])).toEqual([
      ['130', true, 13],
      ['131', false, 0],
    ]);
    expect(view.sections[3]!.choices[0]).toMatchObject({ label: 'Hijau Sage', hex: '#9caf88', checked: true });
    expect(view.sections[4]!.choices[0]).toMatchObject({ label: 'Arkana', checked: true });
    expect(view.activeCount).toBe(4);
    expect(view.priceBounds).toEqual({ min: 99_000, max: 14_000_000 });
  });

  it('leaves out a facet with no choices', () => {
    expect(filterPanelView(defaultFilter, someFilterOptions({ materials: [] })).sections.map((s) => s.id)).not.toContain('materials');
  });

  it('offers the home page\'s four budget ranges as price choices, the chosen one marked', () => {
    const view = filterPanelView(parseFilterSegment('q=&price_min=500000&price_max=1000000'), options);
    expect(view.priceChoices.map((c) => c.label)).toEqual([
      'Di bawah Rp500.000',
      'Rp500.000 - Rp1.000.000',
      'Rp1.000.000 - Rp2.000.000',
      'Rp2.000.000 - Rp10.000.000',
    ]);
    expect(view.priceChoices.map((c) => c.chosen)).toEqual([false, true, false, false]);
    expect(view.priceChoices.map((c) => [c.priceMin, c.priceMax])).toEqual(budgetRanges.map((r) => [r.priceMin, r.priceMax]));
  });

  it('marks Paket Hemat from the group (123) or the bundle flag', () => {
    expect(filterPanelView({ ...defaultFilter, categoryGroup: PAKET_HEMAT_CATEGORY_GROUP }, options).bundleChosen).toBe(true);
    expect(filterPanelView({ ...defaultFilter, isBundle: true }, options).bundleChosen).toBe(true);
    expect(filterPanelView(defaultFilter, options).bundleChosen).toBe(false);
  });
});

describe('choosing and removing filters', () => {
  it('ticks and unticks a value, from page 1', () => {
    const ticked = toggleFilterValue({ ...defaultFilter, page: 3 }, 'materials', 'Kayu Jati');
    expect(ticked).toEqual({ ...defaultFilter, materials: ['Kayu Jati'] });
    expect(toggleFilterValue(ticked, 'materials', 'Kayu Jati')).toEqual(defaultFilter);
    expect(toggleFilterValue(defaultFilter, 'categories', '4').categories).toEqual([4]);
  });

  it('unticking a category unticks its sub-categories', () => {
    const filter = parseFilterSegment('categories[]=4&sub_category[]=130&sub_category[]=200');
    expect(toggleFilterValue(filter, 'categories', '4', [130, 131])).toEqual({ ...defaultFilter, subCategory: [200] });
  });

  it('ignores an id that is not one', () => {
    expect(toggleFilterValue(defaultFilter, 'categories', 'abc')).toBe(defaultFilter);
    expect(toggleFilterValue(defaultFilter, 'subCategory', '0')).toBe(defaultFilter);
  });

  it('ticking twice gives the filter back, for every filter and value', () => {
    fc.assert(
      fc.property(validFilters, fc.constantFrom('materials', 'colors', 'brands', 'roomType') , fc.string({ minLength: 1 }), (filter, facet, value) => {
        fc.pre(!(filter[facet]).includes(value));
        const back = toggleFilterValue(toggleFilterValue(filter, facet, value), facet, value);
        expect(back).toEqual({ ...filter, page: 1 });
      }),
    );
  });

  it('chooses Paket Hemat as the group 123 and drops it with the bundle flag; another group stays', () => {
    expect(withBundleChoice(defaultFilter, true)).toEqual({ ...defaultFilter, categoryGroup: 123 });
    expect(withBundleChoice({ ...defaultFilter, categoryGroup: 123, isBundle: true }, false)).toEqual(defaultFilter);
    expect(withBundleChoice({ ...defaultFilter, categoryGroup: 2 }, false)).toEqual({ ...defaultFilter, categoryGroup: 2 });
  });

  it('reads typed prices, digits only', () => {
    expect(parsePriceInput('1.500.000')).toBe(1_500_000);
    expect(parsePriceInput('Rp 750000')).toBe(750_000);
    expect(parsePriceInput('')).toBeUndefined();
    expect(parsePriceInput('abc')).toBeUndefined();
    expect(parsePriceInput('9'.repeat(30))).toBeUndefined();
  });

  it('sets a price range, swapping a minimum above the maximum, and clears it', () => {
    expect(withPriceRange(defaultFilter, 2_000_000, 500_000)).toEqual({ ...defaultFilter, priceMin: 500_000, priceMax: 2_000_000 });
    expect(withPriceRange(defaultFilter, undefined, 500_000)).toEqual({ ...defaultFilter, priceMax: 500_000 });
    expect(withPriceRange({ ...defaultFilter, priceMin: 1, priceMax: 2 }, undefined, undefined)).toEqual(defaultFilter);
  });

  it('labels price ranges', () => {
    expect(priceRangeLabel(0, 500_000)).toBe('Di bawah Rp500.000');
    expect(priceRangeLabel(undefined, 500_000)).toBe('Di bawah Rp500.000');
    expect(priceRangeLabel(100, 200)).toBe('Rp100 - Rp200');
    expect(priceRangeLabel(2_000_000, undefined)).toBe('Mulai Rp2.000.000');
    expect(priceRangeLabel(undefined, undefined)).toBe('Semua harga');
  });

  it('resets every filter but the keyword and the sort', () => {
    expect(resetPanel(parseFilterSegment('q=sofa&type=terlaris&brands=Arkana&price_max=9'))).toEqual({ ...defaultFilter, q: 'sofa', type: 'terlaris' });
    expect(resetPanel(parseFilterSegment('brands=Arkana'))).toEqual(defaultFilter);
  });
});

describe('the chosen filters as removable chips', () => {
  it('names each chosen filter from the panel\'s choices', () => {
    const filter = parseFilterSegment(
      'category_group=123&categories[]=4&sub_category[]=130&room_type[]=ruang-tamu&materials[]=kayu jati&colors[]=Hijau Sage&brands=Arkana&price_min=0&price_max=500000',
    );
    expect(filterChips(filter, options).map((c) => c.label)).toEqual([
      'Paket Hemat',
      'Ruang Tamu',
      'Sofa',
      'Ruang Tamu',
      'Kayu Jati',
      'Hijau Sage',
      'Arkana',
      'Di bawah Rp500.000',
    ]);
  });

  it('falls back to the id or the name itself when the choices are unknown, and names another group', () => {
    const filter = parseFilterSegment('category_group=1&categories[]=9&sub_category[]=99&brands=Baru');
    expect(filterChips(filter, null, [aCategoryGroup()]).map((c) => c.label)).toEqual(['Sofa & Kursi Santai', 'Kategori 9', 'Sub-kategori 99', 'Baru']);
    expect(filterChips(parseFilterSegment('category_group=7'), null).map((c) => c.label)).toEqual(['Grup 7']);
  });

  it('removing a chip drops exactly one chosen filter (a category with its sub-categories)', () => {
    fc.assert(
      fc.property(validFilters, (filter) => {
        for (const chip of filterChips(filter, options)) {
          expect(activeFilterCount(chip.without)).toBeLessThan(activeFilterCount(filter));
          expect(chip.without.q).toBe(filter.q);
        }
      }),
    );
  });

  it('has as many chips as the count on the Filter button', () => {
    fc.assert(
      fc.property(validFilters, (filter) => {
        expect(filterChips(filter, options)).toHaveLength(activeFilterCount(filter));
      }),
    );
  });
});

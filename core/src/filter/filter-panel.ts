import type { CategoryGroup, FilterOptions } from '../catalogue/category';
import { formatRupiah } from '../money/rupiah';
import { budgetRanges } from './budget-ranges';
import { PAKET_HEMAT_CATEGORY_GROUP, paketHematFilter } from '../catalogue/header-filters';
import type { ProductFilter } from '../catalogue/product-filter';
import { resetFilter } from './reset-filter';

/** The facets a shopper ticks several of, by their filter field. */
export type TickFacet = 'categories' | 'subCategory' | 'materials' | 'colors' | 'brands' | 'roomType';

/** One tickable choice of the filter panel. */
export interface FilterChoice {
  readonly facet: TickFacet;
  /** What the filter holds for it: an id as text, or a name. */
  readonly value: string;
  readonly label: string;
  readonly productCount: number;
  readonly checked: boolean;
  /** A colour's swatch. */
  readonly hex?: string;
  /** A category's sub-categories, shown under it once it is ticked. */
  readonly children: readonly FilterChoice[];
}

export interface FilterSection {
  readonly id: TickFacet;
  readonly title: string;
  readonly choices: readonly FilterChoice[];
}

/** One of the price range's ready-made choices (the home page's budget ranges). */
export interface PriceChoice {
  readonly label: string;
  readonly priceMin: number;
  readonly priceMax: number;
  readonly chosen: boolean;
}

export interface FilterPanelView {
  readonly sections: readonly FilterSection[];
  readonly priceChoices: readonly PriceChoice[];
  /** The catalogue's price bounds, as placeholders of the min and max inputs. */
  readonly priceBounds: { readonly min: number; readonly max: number };
  /** "Paket Hemat": bundles only (document 1 §9, bundle category group 123). */
  readonly bundleChosen: boolean;
  /** How many filters are chosen: the number on the phone's "Filter" button. */
  readonly activeCount: number;
}

/** "Rp500.000 - Rp1.000.000"; "Di bawah Rp500.000" from 0; "Mulai Rp…" / "Hingga Rp…" open ranges. */
export const priceRangeLabel = (priceMin: number | undefined, priceMax: number | undefined): string => {
  if ((priceMin === undefined || priceMin === 0) && priceMax !== undefined) return `Di bawah ${formatRupiah(priceMax)}`;
  if (priceMin !== undefined && priceMax !== undefined) return `${formatRupiah(priceMin)} - ${formatRupiah(priceMax)}`;
  if (priceMin !== undefined) return `Mulai ${formatRupiah(priceMin)}`;
  return 'Semua harga';
};

const fieldValues = (filter: ProductFilter, facet: TickFacet): readonly string[] => filter[facet].map(String);

/** Whether a filter ticks the Paket Hemat choice (the group or the bundle flag). */
const bundleChosen = (filter: ProductFilter): boolean =>
  filter.isBundle || filter.categoryGroup === PAKET_HEMAT_CATEGORY_GROUP;

/** How many filters are chosen: each ticked value, a price range, Paket Hemat, another category group. */
export const activeFilterCount = (filter: ProductFilter): number =>
  filter.categories.length +
  filter.subCategory.length +
  filter.materials.length +
  filter.colors.length +
  filter.brands.length +
  filter.roomType.length +
  (filter.priceMin !== undefined || filter.priceMax !== undefined ? 1 : 0) +
  (bundleChosen(filter) ? 1 : 0) +
  (filter.categoryGroup !== undefined && filter.categoryGroup !== PAKET_HEMAT_CATEGORY_GROUP ? 1 : 0);

const choice = (
  filter: ProductFilter,
  facet: TickFacet,
  value: string,
  label: string,
  productCount: number,
  extra: { hex?: string; children?: readonly FilterChoice[] } = {},
): FilterChoice => ({
  facet,
  value,
  label,
  productCount,
  checked: fieldValues(filter, facet).includes(value),
  ...(extra.hex === undefined ? {} : { hex: extra.hex }),
  children: extra.children ?? [],
});

/** The filter panel for `filter`, from `GET uni/product/filter`'s choices (document 2 §7). */
export const filterPanelView = (filter: ProductFilter, options: FilterOptions): FilterPanelView => ({
  sections: [
    {
      id: 'categories',
      title: 'Kategori',
      choices: options.categories.map((category) =>
        choice(filter, 'categories', String(category.id), category.name, category.productCount, {
          children: category.subCategories.map((sub) =>
            choice(filter, 'subCategory', String(sub.id), sub.name, sub.productCount ?? 0),
          ),
        }),
      ),
    },
    { id: 'roomType', title: 'Ruangan', choices: options.roomTypes.map((o) => choice(filter, 'roomType', o.value, o.label, o.productCount)) },
    { id: 'materials', title: 'Material', choices: options.materials.map((o) => choice(filter, 'materials', o.value, o.label, o.productCount)) },
    { id: 'colors', title: 'Warna', choices: options.colors.map((o) => choice(filter, 'colors', o.value, o.label, o.productCount, { hex: o.hex })) },
    { id: 'brands', title: 'Brand', choices: options.brands.map((o) => choice(filter, 'brands', o.value, o.label, o.productCount)) },
  ].filter((section) => section.choices.length > 0) as FilterSection[],
  priceChoices: budgetRanges.map((range) => ({
    label: priceRangeLabel(range.priceMin, range.priceMax),
    priceMin: range.priceMin,
    priceMax: range.priceMax,
    chosen: filter.priceMin === range.priceMin && filter.priceMax === range.priceMax,
  })),
  priceBounds: options.priceRange,
  bundleChosen: bundleChosen(filter),
  activeCount: activeFilterCount(filter),
});

/**
 * The filter with `value` ticked or unticked, from page 1. Unticking a
 * category unticks its sub-categories too (`subsOf`), which would otherwise
 * keep filtering by a category no longer chosen.
 */
export const toggleFilterValue = (
  filter: ProductFilter,
  facet: TickFacet,
  value: string,
  subsOf: readonly number[] = [],
): ProductFilter => {
  const ids = facet === 'categories' || facet === 'subCategory';
  const typed: string | number = ids ? Number(value) : value;
  if (ids && !(Number.isSafeInteger(typed) && (typed as number) >= 1)) return filter;
  const current = filter[facet] as readonly (string | number)[];
  const checked = current.includes(typed);
  const next = checked ? current.filter((item) => item !== typed) : [...current, typed];
  const result = { ...filter, page: 1, [facet]: next } as ProductFilter;
  if (facet === 'categories' && checked && subsOf.length > 0) {
    return { ...result, subCategory: result.subCategory.filter((id) => !subsOf.includes(id)) };
  }
  return result;
};

/** The filter with Paket Hemat (bundles only, group 123) chosen or dropped. */
export const withBundleChoice = (filter: ProductFilter, chosen: boolean): ProductFilter => {
  if (chosen) return { ...filter, page: 1, categoryGroup: paketHematFilter().categoryGroup, isBundle: false };
  const { categoryGroup, ...rest } = filter;
  return { ...rest, page: 1, isBundle: false, ...(categoryGroup !== undefined && categoryGroup !== PAKET_HEMAT_CATEGORY_GROUP ? { categoryGroup } : {}) };
};

/**
 * Reads a price the shopper typed (`1.500.000`, `Rp 750000`): digits only
 * count; undefined when there are none (the bound is open).
 */
export const parsePriceInput = (text: string): number | undefined => {
  const digits = text.replace(/\D/g, '');
  if (digits === '') return undefined;
  const value = Number(digits);
  return Number.isSafeInteger(value) ? value : undefined;
};

/**
 * The filter with a price range, from page 1. A minimum above the maximum is
 * a slip of the shopper's: the two are swapped rather than listing nothing.
 */
export const withPriceRange = (filter: ProductFilter, priceMin: number | undefined, priceMax: number | undefined): ProductFilter => {
  const { priceMin: _min, priceMax: _max, ...rest } = filter;
  const [low, high] = priceMin !== undefined && priceMax !== undefined && priceMin > priceMax ? [priceMax, priceMin] : [priceMin, priceMax];
  return { ...rest, page: 1, ...(low === undefined ? {} : { priceMin: low }), ...(high === undefined ? {} : { priceMax: high }) };
};

/** A chosen filter shown as a removable chip: its label and the filter without it. */
export interface FilterChip {
  readonly key: string;
  readonly label: string;
  readonly without: ProductFilter;
}

/**
 * The chosen filters as chips, each naming what it is (from the panel's
 * choices, the id or the name itself when the choices do not know it) and
 * the filter without it. `groups` name a category group other than Paket Hemat.
 */
export const filterChips = (filter: ProductFilter, options: FilterOptions | null, groups: readonly CategoryGroup[] = []): readonly FilterChip[] => {
  const chips: FilterChip[] = [];
  const categoryName = (id: number) => options?.categories.find((c) => c.id === id)?.name ?? `Kategori ${id}`;
  const subName = (id: number) =>
    options?.categories.flatMap((c) => c.subCategories).find((s) => s.id === id)?.name ?? `Sub-kategori ${id}`;
  const labelOf = (list: readonly { value: string; label: string }[] | undefined, value: string) =>
    list?.find((o) => o.value.toLowerCase() === value.toLowerCase())?.label ?? value;

  if (bundleChosen(filter)) chips.push({ key: 'bundle', label: 'Paket Hemat', without: withBundleChoice(filter, false) });
  if (filter.categoryGroup !== undefined && filter.categoryGroup !== PAKET_HEMAT_CATEGORY_GROUP) {
    const { categoryGroup, ...rest } = filter;
    chips.push({
      key: `group-${categoryGroup}`,
      label: groups.find((g) => g.id === categoryGroup)?.name ?? `Grup ${categoryGroup}`,
      without: { ...rest, page: 1 },
    });
  }
  for (const id of filter.categories) {
    const subs = options?.categories.find((c) => c.id === id)?.subCategories.map((s) => s.id) ?? [];
    chips.push({ key: `categories-${id}`, label: categoryName(id), without: toggleFilterValue(filter, 'categories', String(id), subs) });
  }
  for (const id of filter.subCategory) chips.push({ key: `subCategory-${id}`, label: subName(id), without: toggleFilterValue(filter, 'subCategory', String(id)) });
  const named: readonly [TickFacet, readonly { value: string; label: string }[] | undefined][] = [
    ['roomType', options?.roomTypes],
    ['materials', options?.materials],
    ['colors', options?.colors],
    ['brands', options?.brands],
  ];
  for (const [facet, list] of named) {
    for (const value of fieldValues(filter, facet)) chips.push({ key: `${facet}-${value}`, label: labelOf(list, value), without: toggleFilterValue(filter, facet, value) });
  }
  if (filter.priceMin !== undefined || filter.priceMax !== undefined) {
    chips.push({ key: 'price', label: priceRangeLabel(filter.priceMin, filter.priceMax), without: withPriceRange(filter, undefined, undefined) });
  }
  return chips;
};

/** The panel's "Reset": every filter dropped, the keyword kept (document 1 §4, "optionally q"). */
export const resetPanel = (filter: ProductFilter): ProductFilter => {
  const reset = resetFilter(filter, { keepQuery: true });
  return filter.type === undefined ? reset : { ...reset, type: filter.type };
};

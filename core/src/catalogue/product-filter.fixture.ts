import fc from 'fast-check';
import { productListTypes } from './product';
import { MAX_PER_PAGE, type ProductFilter } from './product-filter';

/** Text a shopper could type: separators, escapes, spaces, pluses, brackets and non-ASCII. */
const awkwardText = fc.string({
  unit: fc.constantFrom('&', '=', '%', '%2', '%zz', '+', ' ', '[]', '[', ']', '#', '?', '/', ';', 'é', 'ü', '😀', 'Kursi', 'a', '1'),
});

/** Any well-formed text: a lone surrogate is not text a shopper can type. */
export const filterText = fc.oneof(awkwardText, fc.string({ unit: 'binary' }), fc.string());

const names = fc.uniqueArray(filterText.filter((text) => text !== ''), { maxLength: 4 });
const ids = fc.uniqueArray(fc.integer({ min: 1, max: Number.MAX_SAFE_INTEGER }), { maxLength: 4 });
const amount = fc.oneof(fc.integer({ min: 0, max: 100_000_000 }), fc.constant(0), fc.maxSafeNat());

/**
 * Every valid ProductFilter: a keyword of any text, page sizes within the
 * ceiling, ids from 1, amounts from 0, facets without empty or repeated names.
 * Absent scalars are left out, as parsing leaves them.
 */
export const validFilters: fc.Arbitrary<ProductFilter> = fc.record(
  {
    q: filterText,
    perPage: fc.integer({ min: 1, max: MAX_PER_PAGE }),
    page: fc.integer({ min: 1, max: Number.MAX_SAFE_INTEGER }),
    type: fc.constantFrom(...productListTypes),
    categoryGroup: fc.integer({ min: 1, max: Number.MAX_SAFE_INTEGER }),
    categories: ids,
    subCategory: ids,
    materials: names,
    colors: names,
    brands: names,
    priceMin: amount,
    priceMax: amount,
    roomType: names,
    isBundle: fc.boolean(),
  },
  { noNullPrototype: true, requiredKeys: ['q', 'perPage', 'page', 'categories', 'subCategory', 'materials', 'colors', 'brands', 'roomType', 'isBundle'] },
);

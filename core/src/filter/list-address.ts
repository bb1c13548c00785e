import type { ProductFilter } from '../catalogue/product-filter';
import { defaultFilter } from '../catalogue/product-filter';
import { parseFilterSegment, serializeFilter } from '../catalogue/filter-segment';
import * as storePaths from '../shared/store-paths';

/**
 * The filter a product-list address stands for. The segment of
 * `/products/{filter}` wins; without one, the query is read the same way, so
 * the header's search form without JavaScript (a GET to `/products?q=kursi`)
 * lists what `/products/q=kursi` does. Keys neither knows (`tags`, campaign
 * parameters) are ignored, as the segment's parser ignores them.
 */
export const listFilterFromAddress = (segment: string | undefined, search: string): ProductFilter =>
  parseFilterSegment(segment !== undefined && segment !== '' ? segment : search);

/**
 * The `{filter}` segment of a `/products/...` path as written in the address
 * (still percent-encoded), or '' for `/products`: the parser needs the
 * encoded text, since a decoded `&` inside a keyword would split it.
 */
export const filterSegmentOfPath = (path: string): string => {
  const match = /^\/products\/([^/]*)/.exec(path);
  return match ? match[1]! : '';
};

/** Whether two filters list the same products (the page shown aside). */
export const sameListFilter = (a: ProductFilter, b: ProductFilter): boolean =>
  serializeFilter({ ...a, page: 1 }) === serializeFilter({ ...b, page: 1 });

/**
 * `/find/{slug}`: neither document says more than that the route exists
 * (document 1 §2). A slug reads as words joined by hyphens (`meja-makan-jati`),
 * so the page is the product list searched for those words, the way a link
 * shared from a search engine or an old campaign would expect.
 */
export const findFilter = (slug: string): ProductFilter => ({
  ...defaultFilter,
  q: slug.replace(/[-_+]+/g, ' ').replace(/\s+/g, ' ').trim(),
});

/**
 * The keyword a list address searches for, to show in the header's search
 * box: the `q` of `/products/{filter}` (or of `/products?q=`), the words of
 * `/find/{slug}`; null on any other page, where the box keeps what it holds.
 */
export const searchKeywordOfAddress = (path: string, search: string): string | null => {
  if (path === storePaths.products || path.startsWith(`${storePaths.products}/`)) return listFilterFromAddress(filterSegmentOfPath(path), search).q.trim();
  const find = /^\/find\/([^/]+)/.exec(path);
  if (find) {
    let slug = find[1]!;
    try {
      slug = decodeURIComponent(slug);
    } catch {
      // A malformed escape is read as written.
    }
    return findFilter(slug).q;
  }
  return null;
};

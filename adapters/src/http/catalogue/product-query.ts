import type { ProductListQuery } from '@more/core';
import type { SearchParams } from '../search-params';
import type { ProductListQueryWire } from './catalogue-request.wire';

/**
 * The query of `GET uni/product` for a product list query: every key of
 * document 2's list (type, per_page, page, q, category_group, categories,
 * sub_category, materials, colors, brands, price_min, price_max, room_type,
 * is_bundle, not_id), lists as repeated `key[]`.
 *
 * A key that does not narrow the list is left out rather than sent empty: a
 * blank q ("an empty q means all", document 1 §5), an empty list, and
 * is_bundle when false (the filter's "bundles and single products alike";
 * `is_bundle=0` could read as "no bundles" to a server).
 */
export const productListSearchParams = (query: ProductListQuery): SearchParams =>
  ({
    type: query.type,
    page: query.page,
    per_page: query.perPage,
    q: query.q?.trim() || undefined,
    category_group: query.categoryGroup,
    categories: query.categories,
    sub_category: query.subCategory,
    materials: query.materials,
    colors: query.colors,
    brands: query.brands,
    price_min: query.priceMin,
    price_max: query.priceMax,
    room_type: query.roomType,
    is_bundle: query.isBundle ? 1 : undefined,
    not_id: query.notId,
  }) satisfies ProductListQueryWire;

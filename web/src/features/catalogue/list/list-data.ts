import {
  CategoryDirectory,
  ListFilterOptions,
  type ProductFilter,
  ProductList,
  filterSegmentOfPath,
  categoryPageHead,
  findCategoryPage,
  findFilter,
  listFilterFromAddress,
  listPageTitle,
  queryValue,
  StoreMenus,
  whenListSettled,
} from '@more/core';
import type { Services } from '../../../shared/services';
import { categoryNamesIn } from './category-names';
import type { HeadContext, LoadContext, LoadResult, RouteHead } from '../../../shared/route-contract';

/**
 * A list page's public data: page 1 of its filter and the filter panel's
 * choices, what the server renders and the browser hydrates with. A failure
 * is a state the page shows, never a rejection.
 */
export const loadList = async (services: Services, filter: ProductFilter): Promise<void> => {
  const list = services.get(ProductList);
  list.open(filter);
  await Promise.all([whenListSettled(list.state$), services.get(ListFilterOptions).ensureLoaded()]);
};

/** `/products/{filter?}`: the segment as written in the address, or the search form's `?q=`. */
export const loadProductsPage = ({ services, path, search }: LoadContext): Promise<void> =>
  loadList(services, listFilterFromAddress(filterSegmentOfPath(path), search));

/** `/category/{slug}`: the category from `uni/category`; an unknown slug is a 404. */
export const loadCategoryPage = async ({ services, params }: LoadContext): Promise<LoadResult> => {
  const directory = services.get(CategoryDirectory);
  await directory.ensureLoaded();
  const state = directory.current;
  // A failed call is not a missing category: the page shows the failure with a retry.
  if (state.status !== 'ready') return 'ok';
  const view = findCategoryPage(state.value, params.slug ?? '');
  if (!view) return 'not-found';
  await loadList(services, view.filter);
  return 'ok';
};

/** `/find/{slug}`: the list searched for the slug's words (see findFilter). */
export const loadFindPage = ({ services, params }: LoadContext): Promise<void> => loadList(services, findFilter(params.slug ?? ''));

/** `/category/{slug}`'s head: the category's meta_title and meta_desc. */
export const categoryHead = async ({ services, params }: HeadContext): Promise<RouteHead | null> => {
  const directory = services.get(CategoryDirectory);
  await directory.ensureLoaded();
  const state = directory.current;
  const view = state.status === 'ready' ? findCategoryPage(state.value, params.slug ?? '') : null;
  return view ? categoryPageHead(view) : null;
};

/**
 * `/products/{filter?}`'s head: the title names what the heading names (a room of the menu, a
 * search, Paket Hemat); the list of every product and a `tags` list keep the meta page's.
 */
export const productsHead = async ({ services, params, path, search }: HeadContext): Promise<RouteHead | null> => {
  await services.get(StoreMenus).ensureLoaded();
  const segment = path === undefined ? (params.filter ?? '') : filterSegmentOfPath(path);
  const title = listPageTitle(listFilterFromAddress(segment, search), categoryNamesIn(services), queryValue(search, 'tags'));
  return title ? { title } : null;
};

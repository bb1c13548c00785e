import { describe, expect, it } from 'vitest';
import { StoreFailure } from '../shared/failure';
import type { Category, CategoryGroup, FilterOptions } from './category';
import type { CategoryCatalogue } from './category-catalogue.port';
import { InMemoryCategoryCatalogue, aCategory, aCategoryGroup, someFilterOptions } from './fakes';
import { StoreMenus } from './store-menus';

const rooms = [aCategory({ id: 1, name: 'Kamar Tidur' }), aCategory()];
const groups = [aCategoryGroup(), aCategoryGroup({ id: 123, name: 'Paket Hemat', isBundleGroup: true })];
const brands = [
  { value: 'Arkana', label: 'Arkana', productCount: 45 },
  { value: 'Lumina', label: 'Lumina', productCount: 30 },
];

const setup = () => {
  const catalogue = new InMemoryCategoryCatalogue({ categories: rooms, groups, filterOptions: someFilterOptions({ brands }) });
  return { catalogue, menus: new StoreMenus(catalogue) };
};

/** A catalogue whose three answers the test releases, and one of which it can fail. */
const gatedCatalogue = () => {
  const pending: { resolve: () => void; reject: (error: unknown) => void }[] = [];
  const wait = <T>(value: T) => new Promise<T>((resolve, reject) => pending.push({ resolve: () => resolve(value), reject }));
  const catalogue: CategoryCatalogue = {
    categories: (): Promise<readonly Category[]> => wait(rooms),
    categoryGroups: (): Promise<readonly CategoryGroup[]> => wait(groups),
    filterOptions: (): Promise<FilterOptions> => wait(someFilterOptions({ brands })),
  };
  return { catalogue, pending };
};

describe('the header\'s menus (document 1 §2: "All Products, Rooms with sub-categories, and Brand")', () => {
  it('reads rooms, category groups and the brands of the filter choices, all three at once', async () => {
    const { catalogue, menus } = setup();
    expect(menus.current.status).toBe('idle');
    const load = menus.load();
    expect(catalogue.calls).toEqual(['categories', 'categoryGroups', 'filterOptions']);
    expect(menus.current.status).toBe('loading');
    await load;
    expect(menus.current).toEqual({ status: 'ready', value: { rooms, groups, brands } });
  });

  it('fails whole when one call fails, naming the call that failed', async () => {
    const { catalogue, pending } = gatedCatalogue();
    const menus = new StoreMenus(catalogue);
    const load = menus.load();
    pending[0]!.resolve();
    pending[2]!.resolve();
    pending[1]!.reject(new Error('socket hang up'));
    await load;
    expect(menus.current).toMatchObject({ status: 'failed', failure: { kind: 'network', call: 'GET uni/category/group' } });
  });

  it('keeps a failure the adapter already named', async () => {
    const { catalogue, menus } = setup();
    catalogue.failWith = new StoreFailure('server', 'GET uni/product/filter', 'answered 500', { status: 500 });
    await menus.load();
    expect(menus.current).toMatchObject({ status: 'failed', failure: { kind: 'server', call: 'GET uni/product/filter' } });
  });

  it.each([
    ['GET uni/category', 0],
    ['GET uni/product/filter', 2],
  ] as const)('names %s when that is the one failing', async (call, index) => {
    const { catalogue, pending } = gatedCatalogue();
    const menus = new StoreMenus(catalogue);
    const load = menus.load();
    pending[index]!.reject(new Error('offline'));
    await load;
    expect(menus.current).toMatchObject({ status: 'failed', failure: { call } });
  });

  it('asks again on retry, and a newer load wins over an older one still on its way', async () => {
    const { catalogue, pending } = gatedCatalogue();
    const menus = new StoreMenus(catalogue);
    const first = menus.load();
    const second = menus.load();
    pending.slice(3).forEach((answer) => answer.resolve());
    await second;
    pending[0]!.reject(new Error('late failure of the first load'));
    await first;
    expect(menus.current.status).toBe('ready');
  });

  it('ensureLoaded: one fetch for several parts of the page, none once the menus are here', async () => {
    const { catalogue, menus } = setup();
    await Promise.all([menus.ensureLoaded(), menus.ensureLoaded()]);
    await menus.ensureLoaded();
    expect(catalogue.calls).toHaveLength(3);
    await menus.load();
    expect(catalogue.calls).toHaveLength(6);
  });

  it('ensureLoaded tries again after a failure', async () => {
    const { catalogue, menus } = setup();
    catalogue.failWith = new Error('offline');
    await menus.ensureLoaded();
    expect(menus.current.status).toBe('failed');
    catalogue.failWith = null;
    await menus.ensureLoaded();
    expect(menus.current.status).toBe('ready');
  });

  it('tells every state through state$', async () => {
    const { menus } = setup();
    const seen: string[] = [];
    menus.state$.subscribe((state) => seen.push(state.status));
    await menus.load();
    expect(seen).toEqual(['idle', 'loading', 'ready']);
  });
});

import { describe, expect, it } from 'vitest';
import { InMemoryProductCatalogue } from '../catalogue/product-catalogue.fake';
import { aProduct } from '../catalogue/product.fixture';
import { StoreFailure } from '../shared/failure';
import { ControlledProductCatalogue } from './fakes';
import { productListSkeleton } from './list-skeleton';
import { defaultFilter } from '../catalogue/product-filter';
import { ProductList, type ProductListState } from './product-list';
import { currentState, flush, someProducts } from './product-list.fixture';

const setUp = (count = 30) => {
  const catalogue = new InMemoryProductCatalogue(someProducts(count));
  const list = new ProductList(catalogue);
  const seen: ProductListState['status'][] = [];
  list.state$.subscribe((state) => seen.push(state.status));
  return { catalogue, list, seen, now: () => currentState(list) };
};

const ids = (state: ProductListState) => state.products.map((card) => card.id);
const range = (from: number, to: number) => Array.from({ length: to - from + 1 }, (_, i) => from + i);

describe('the product list', () => {
  it('starts idle with the default filter and nothing shown', () => {
    const { now } = setUp();
    expect(now()).toEqual({ ...emptyView, status: 'idle' });
  });

  it('asks GET uni/product for page 1 of the applied filter and shows product cards', async () => {
    const { catalogue, list, now } = setUp();
    list.apply({ ...defaultFilter, q: 'meja' });
    await flush();
    expect(catalogue.queries).toEqual([{ ...defaultFilter, q: 'meja', page: 1 }]);
    const state = now();
    expect(state.status).toBe('ready');
    expect(ids(state)).toEqual([1, 3, 5, 7, 9, 11, 13, 15, 17, 19, 21, 23]);
    expect(state.products[0]).toMatchObject({ name: 'Meja Jati 1', href: '/product/meja-jati-1', price: 'Rp100.000' });
    expect(state).toMatchObject({ page: 1, total: 15, totalPages: 2, hasMore: true });
  });

  describe('"page 1 replaces results, later pages append" (document 1 §4)', () => {
    it('appends page 2 and then 3 after page 1, and stops when every page is shown', async () => {
      const { catalogue, list, now } = setUp();
      list.apply(defaultFilter);
      await flush();
      list.loadMore();
      await flush();
      expect(ids(now())).toEqual(range(1, 24));
      list.loadMore();
      await flush();
      expect(ids(now())).toEqual(range(1, 30));
      expect(now()).toMatchObject({ page: 3, totalPages: 3, total: 30, hasMore: false });

      list.loadMore();
      await flush();
      expect(catalogue.queries.map((query) => query.page)).toEqual([1, 2, 3]);
    });

    it('replaces everything with page 1 of a newly applied filter', async () => {
      const { list, now } = setUp();
      list.apply(defaultFilter);
      await flush();
      list.loadMore();
      await flush();
      list.apply({ ...defaultFilter, priceMin: 2_500_000 });
      expect(now()).toEqual({ ...emptyView, filter: { ...defaultFilter, priceMin: 2_500_000 }, status: 'loading-first-page' });
      await flush();
      expect(ids(now())).toEqual(range(25, 30));
      expect(now()).toMatchObject({ page: 1, total: 6, totalPages: 1, hasMore: false });
    });

    it('shows page 1 of a filter that names a later page: further pages come from loading more', async () => {
      const { catalogue, list, now } = setUp();
      list.openSegment('page=3');
      await flush();
      expect(catalogue.queries[0]?.page).toBe(1);
      expect(now().filter.page).toBe(1);
      expect(ids(now())).toEqual(range(1, 12));
    });

    it('shows a product the catalogue moved onto the next page only once', async () => {
      const { catalogue, list, now } = setUp();
      list.apply(defaultFilter);
      await flush();
      catalogue.replaceProducts([aProduct({ id: 99, slug: 'baru', name: 'Rak Baru' }), ...someProducts(30)]);
      list.loadMore();
      await flush();
      expect(ids(now())).toEqual([...range(1, 12), 13, 14, 15, 16, 17, 18, 19, 20, 21, 22, 23]);
    });
  });

  describe('"Product list loading placeholder: a filter-bar skeleton (30 px high) only on page 1" (document 1 §2)', () => {
    it('goes idle → loading the first page → ready → loading more → ready', async () => {
      const { list, seen } = setUp();
      list.apply(defaultFilter);
      await flush();
      list.loadMore();
      await flush();
      expect(seen).toEqual(['idle', 'loading-first-page', 'ready', 'loading-more', 'ready']);
    });

    it('keeps what is shown while a later page loads, with card skeletons only', async () => {
      const { list, now } = setUp();
      list.apply(defaultFilter);
      expect(productListSkeleton(now().status)?.filterBarPx).toBe(30);
      await flush();
      list.loadMore();
      expect(now().status).toBe('loading-more');
      expect(ids(now())).toEqual(range(1, 12));
      expect(productListSkeleton(now().status, 3)).toEqual({ filterBarPx: null, cards: 3, cardPx: 320 });
    });
  });

  it('ignores loadMore while a page is on its way, and before anything is applied', async () => {
    const { catalogue, list } = setUp();
    list.loadMore();
    list.apply(defaultFilter);
    list.loadMore();
    await flush();
    list.loadMore();
    list.loadMore();
    await flush();
    expect(catalogue.queries.map((query) => query.page)).toEqual([1, 2]);
  });

  it('opens a /products/{filter} segment: "resets the list filter and then applies it" (document 1 §2)', async () => {
    const { catalogue, list, now } = setUp();
    list.apply({ ...defaultFilter, brands: ['Arkana'], priceMax: 900_000 });
    await flush();
    list.openSegment('type=terbaru&q=kursi');
    await flush();
    expect(catalogue.queries.at(-1)).toEqual({ ...defaultFilter, type: 'terbaru', q: 'kursi', page: 1 });
    expect(now().filter).toEqual({ ...defaultFilter, type: 'terbaru', q: 'kursi' });
    expect(now().total).toBe(15);
  });

  describe('"Reset filter sets page 1 and per_page 12, clears all filters and optionally q" (document 1 §4)', () => {
    const chosen = { ...defaultFilter, q: 'meja', perPage: 5, priceMax: 1_000_000, isBundle: true };

    it('keeps the keyword when asked to', async () => {
      const { catalogue, list, now } = setUp();
      list.apply(chosen);
      await flush();
      list.loadMore();
      await flush();
      list.reset({ keepQuery: true });
      await flush();
      expect(catalogue.queries.at(-1)).toEqual({ ...defaultFilter, q: 'meja', page: 1 });
      expect(now()).toMatchObject({ page: 1, total: 15, status: 'ready' });
    });

    it('clears the keyword too otherwise', async () => {
      const { catalogue, list, now } = setUp();
      list.apply(chosen);
      await flush();
      list.reset({ keepQuery: false });
      await flush();
      expect(catalogue.queries.at(-1)).toEqual({ ...defaultFilter, page: 1 });
      expect(now().total).toBe(30);
    });
  });

  describe('failures', () => {
    it('shows a failed first page as a StoreFailure naming the call, and loads it again on retry', async () => {
      const { catalogue, list, now, seen } = setUp();
      catalogue.failWith = new Error('socket hang up');
      list.apply(defaultFilter);
      await flush();
      const state = now();
      expect(state.status).toBe('failed');
      if (state.status !== 'failed') return;
      expect(state.failure).toBeInstanceOf(StoreFailure);
      expect(state.failure).toMatchObject({ kind: 'network', call: 'GET uni/product', message: 'socket hang up' });
      expect(state).toMatchObject({ products: [], page: 0, hasMore: false });

      catalogue.failWith = null;
      list.retry();
      await flush();
      expect(seen).toEqual(['idle', 'loading-first-page', 'failed', 'loading-first-page', 'ready']);
      expect(ids(now())).toEqual(range(1, 12));
    });

    it('keeps the shown pages when a later page fails; only retry asks for it again', async () => {
      const { catalogue, list, now } = setUp();
      list.apply(defaultFilter);
      await flush();
      catalogue.failWith = new StoreFailure('server', 'GET uni/product', 'Internal Server Error', { status: 500 });
      list.loadMore();
      await flush();
      expect(now()).toMatchObject({ status: 'failed', page: 1, hasMore: true });
      expect(ids(now())).toEqual(range(1, 12));

      catalogue.failWith = null;
      list.loadMore();
      await flush();
      expect(catalogue.queries).toHaveLength(2);

      list.retry();
      await flush();
      expect(catalogue.queries.map((query) => query.page)).toEqual([1, 2, 2]);
      expect(ids(now())).toEqual(range(1, 24));
      expect(now().status).toBe('ready');
    });

    it('asks again for a failed first page when the page is opened, where show() leaves the failure to retry()', async () => {
      const { catalogue, list, now } = setUp();
      catalogue.failWith = new Error('no answer');
      list.apply(defaultFilter);
      await flush();
      list.show(defaultFilter);
      await flush();
      expect(catalogue.queries).toHaveLength(1);
      expect(now().status).toBe('failed');

      catalogue.failWith = null;
      list.open(defaultFilter);
      await flush();
      expect(catalogue.queries).toHaveLength(2);
      expect(ids(now())).toEqual(range(1, 12));
    });

    it('opening a page whose list is shown or whose later page failed asks for nothing', async () => {
      const { catalogue, list, now } = setUp();
      list.open(defaultFilter);
      await flush();
      list.open(defaultFilter);
      await flush();
      expect(catalogue.queries).toHaveLength(1);
      catalogue.failWith = new Error('no answer');
      list.loadMore();
      await flush();
      list.open(defaultFilter);
      await flush();
      expect(catalogue.queries.map((query) => query.page)).toEqual([1, 2]);
      expect(now()).toMatchObject({ status: 'failed', page: 1 });
    });

    it('ignores retry when nothing failed', async () => {
      const { catalogue, list } = setUp();
      list.retry();
      list.apply(defaultFilter);
      list.retry();
      await flush();
      list.retry();
      await flush();
      expect(catalogue.queries).toHaveLength(1);
    });

    it('catches a catalogue that throws instead of rejecting', () => {
      const list = new ProductList({
        listProducts: () => {
          throw new StoreFailure('invalid-response', 'GET uni/product', 'bad shape');
        },
      });
      list.apply(defaultFilter);
      expect(currentState(list)).toMatchObject({ status: 'failed', failure: { kind: 'invalid-response' } });
    });
  });

  describe('"a page answered for an older filter is dropped"', () => {
    it('drops a first page that answers after a newer filter was applied', async () => {
      const held = new ControlledProductCatalogue(new InMemoryProductCatalogue(someProducts(30)));
      const list = new ProductList(held);
      list.apply({ ...defaultFilter, q: 'meja' });
      list.apply({ ...defaultFilter, q: 'kursi' });
      await held.answer(1);
      await flush();
      expect(currentState(list).products.every((card) => card.name.startsWith('Kursi'))).toBe(true);
      await held.answer(0);
      await flush();
      expect(ids(currentState(list))).toEqual([2, 4, 6, 8, 10, 12, 14, 16, 18, 20, 22, 24]);
      expect(currentState(list).filter.q).toBe('kursi');
    });

    it('drops a later page of the old filter, and its failure too', async () => {
      const held = new ControlledProductCatalogue(new InMemoryProductCatalogue(someProducts(30)));
      const list = new ProductList(held);
      list.apply(defaultFilter);
      await held.answer();
      await flush();
      list.loadMore();
      list.apply({ ...defaultFilter, q: 'kursi' });
      held.fail(0);
      await flush();
      expect(currentState(list)).toMatchObject({ status: 'loading-first-page', products: [] });
      await held.answer(0);
      await flush();
      expect(currentState(list)).toMatchObject({ status: 'ready', total: 15 });
    });
  });
});

const emptyView = { filter: defaultFilter, products: [], page: 0, totalPages: 0, total: 0, hasMore: false };

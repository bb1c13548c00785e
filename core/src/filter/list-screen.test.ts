import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { toProductCard } from '../catalogue/product-card';
import { StoreFailure } from '../shared/failure';
import { MORE_CARD_SKELETONS, productListScreen } from './list-screen';
import { defaultFilter, type ProductFilter } from '../catalogue/product-filter';
import type { ProductListState, ProductListStatus } from './product-list';
import { someProducts } from './product-list.fixture';

const kursi: ProductFilter = { ...defaultFilter, q: 'kursi' };
const offline = new StoreFailure('network', 'GET uni/product', 'offline');
const cards = (count: number) => someProducts(count).map(toProductCard);

const listOf = (filter: ProductFilter, status: ProductListStatus, shown: Partial<ProductListState> = {}): ProductListState => ({
  filter,
  products: [],
  page: 0,
  totalPages: 0,
  total: 0,
  hasMore: false,
  ...shown,
  ...status,
});

describe('what a product list page shows of its list', () => {
  it('shows the filter bar and a page of card skeletons, and no count, while page 1 loads', () => {
    const screen = productListScreen(listOf(kursi, { status: 'loading-first-page' }), kursi);
    expect(screen.skeleton).toEqual({ filterBarPx: 30, cards: 12, cardPx: 320 });
    expect(screen.countText).toBe('');
    expect(screen.loadMore).toBeNull();
  });

  it("shows page 1 on its way while the list still holds another filter's products", () => {
    const screen = productListScreen(listOf(defaultFilter, { status: 'ready' }, { products: cards(12), page: 1, total: 40, hasMore: true }), kursi);
    expect(screen.state).toMatchObject({ filter: kursi, status: 'loading-first-page', products: [] });
    expect(screen.products).toEqual([]);
    expect(screen.skeleton?.filterBarPx).toBe(30);
    expect(screen.countText).toBe('');
    expect(screen.loadMore).toBeNull();
  });

  it('takes a page number in the filter for the same list', () => {
    const list = listOf(kursi, { status: 'ready' }, { products: cards(3), page: 1, total: 3 });
    expect(productListScreen(list, { ...kursi, page: 4 }).state).toBe(list);
  });

  it('counts the products and offers "Muat Lebih Banyak" when more pages follow', () => {
    const screen = productListScreen(listOf(kursi, { status: 'ready' }, { products: cards(12), page: 1, totalPages: 2, total: 1204, hasMore: true }), kursi);
    expect(screen.countText).toBe('1.204 produk');
    expect(screen.loadMore).toEqual({ busy: false });
    expect(screen.loadsOnScroll).toBe(true);
    expect(screen.skeleton).toBeNull();
  });

  it('keeps the count and a busy button, with a row of card skeletons below, while the next page loads', () => {
    const screen = productListScreen(listOf(kursi, { status: 'loading-more' }, { products: cards(12), page: 1, totalPages: 2, total: 20, hasMore: true }), kursi);
    expect(screen.countText).toBe('20 produk');
    expect(screen.loadMore).toEqual({ busy: true });
    expect(screen.loadsOnScroll).toBe(false);
    expect(screen.skeleton).toEqual({ filterBarPx: null, cards: MORE_CARD_SKELETONS, cardPx: 320 });
  });

  it('offers no more pages on the last one', () => {
    const screen = productListScreen(listOf(kursi, { status: 'ready' }, { products: cards(8), page: 2, totalPages: 2, total: 20 }), kursi);
    expect(screen.loadMore).toBeNull();
    expect(screen.loadsOnScroll).toBe(false);
  });

  it('says page 1 failed in place of the list, without a count', () => {
    const screen = productListScreen(listOf(kursi, { status: 'failed', failure: offline }), kursi);
    expect(screen.firstPageFailure).toBe(offline);
    expect(screen.moreFailure).toBeNull();
    expect(screen.countText).toBe('');
    expect(screen.loadMore).toBeNull();
  });

  it('says a later page failed below the products shown, keeping the count and no button (the failure has its retry)', () => {
    const screen = productListScreen(listOf(kursi, { status: 'failed', failure: offline }, { products: cards(12), page: 1, totalPages: 3, total: 30, hasMore: true }), kursi);
    expect(screen.moreFailure).toBe(offline);
    expect(screen.firstPageFailure).toBeNull();
    expect(screen.countText).toBe('30 produk');
    expect(screen.loadMore).toBeNull();
    expect(screen.loadsOnScroll).toBe(false);
  });

  it('is empty only once a ready list has no product', () => {
    expect(productListScreen(listOf(kursi, { status: 'ready' }, { page: 1 }), kursi).empty).toBe(true);
    expect(productListScreen(listOf(kursi, { status: 'ready' }, { page: 1 }), kursi).countText).toBe('0 produk');
    expect(productListScreen(listOf(kursi, { status: 'loading-first-page' }), kursi).empty).toBe(false);
  });

  it('shows nothing yet for a list never asked for', () => {
    const screen = productListScreen(listOf(defaultFilter, { status: 'idle' }), defaultFilter);
    expect(screen).toMatchObject({ countText: '', skeleton: null, empty: false, loadMore: null, firstPageFailure: null, moreFailure: null });
  });
});

const filters = fc.constantFrom(defaultFilter, kursi, { ...defaultFilter, brands: ['Arkana'] });
const statuses = fc.constantFrom<ProductListStatus>(
  { status: 'idle' },
  { status: 'loading-first-page' },
  { status: 'loading-more' },
  { status: 'ready' },
  { status: 'failed', failure: offline },
);
/** Lists as ProductList leaves them: nothing shown before page 1 answers, and a ready list has its page 1 at least. */
const lists: fc.Arbitrary<ProductListState> = fc
  .record({
    filter: filters,
    status: statuses,
    shown: fc.nat({ max: 30 }),
    page: fc.nat({ max: 5 }),
    totalPages: fc.nat({ max: 5 }),
    total: fc.nat({ max: 5_000 }),
    hasMore: fc.boolean(),
  })
  .map(({ filter, status, shown, page, ...view }) => {
    const pages = status.status === 'idle' || status.status === 'loading-first-page' ? 0 : status.status === 'failed' ? page : Math.max(1, page);
    return listOf(filter, status, { ...view, page: pages, products: pages === 0 ? [] : cards(shown) });
  });

describe('what a product list page shows, for any list and any address', () => {
  it('PROPERTY: shows only the filter it is for, counts only a known total, and offers the next page only when it can be asked for', () => {
    fc.assert(
      fc.property(lists, filters, (list, filter) => {
        const screen = productListScreen(list, filter);
        const { state } = screen;
        expect(state === list).toBe(JSON.stringify(list.filter) === JSON.stringify(filter));
        expect(state.filter).toEqual(filter);
        expect(screen.products).toBe(state.products);
        if (state !== list) {
          expect(screen).toMatchObject({ products: [], countText: '', loadMore: null, empty: false, firstPageFailure: null, moreFailure: null });
          expect(screen.skeleton?.filterBarPx).toBe(30);
        }
        // The count: only when the total was answered for this filter.
        const answered = state.status === 'ready' || state.status === 'loading-more' || (state.status === 'failed' && state.page > 0);
        expect(screen.countText !== '').toBe(answered);
        // The button: with more pages only, busy exactly while the next page is on its way.
        if (screen.loadMore) {
          expect(state.hasMore).toBe(true);
          expect(screen.loadMore.busy).toBe(state.status === 'loading-more');
        }
        expect(screen.loadMore !== null).toBe(state.hasMore && (state.status === 'ready' || state.status === 'loading-more'));
        // Scrolling asks only what the button would, and never twice at once.
        if (screen.loadsOnScroll) expect(screen.loadMore).toEqual({ busy: false });
        // One thing in the list's place at a time: products or a skeleton of page 1, its failure, or the empty state.
        const inPlace = [screen.products.length > 0, (screen.skeleton?.filterBarPx ?? null) !== null, screen.firstPageFailure !== null, screen.empty];
        expect(inPlace.filter(Boolean).length).toBeLessThanOrEqual(1);
        if (screen.moreFailure) expect(screen.products.length).toBeGreaterThan(0);
      }),
    );
  });
});

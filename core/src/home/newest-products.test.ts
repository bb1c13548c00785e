import { firstValueFrom, filter } from 'rxjs';
import { describe, expect, it } from 'vitest';
import { InMemoryProductCatalogue } from '../catalogue/product-catalogue.fake';
import { aProduct } from '../catalogue/product.fixture';
import { StoreFailure } from '../shared/failure';
import { NEWEST_PRODUCTS_ON_HOME, NewestProducts } from './newest-products';

const settled = (useCase: NewestProducts) =>
  firstValueFrom(useCase.state$.pipe(filter((s) => s.status === 'ready' || s.status === 'failed')));

const products = (count: number) =>
  Array.from({ length: count }, (_, i) => aProduct({ id: i + 1, slug: `produk-${i + 1}`, name: `Produk ${i + 1}` }));

describe('newest products on the home page', () => {
  it('asks the catalogue for the newest type, 8 per page ("newest package 8", document 2 §9)', async () => {
    const catalogue = new InMemoryProductCatalogue(products(20));
    const newest = new NewestProducts(catalogue);
    newest.load();
    await settled(newest);
    expect(catalogue.queries).toEqual([{ type: 'terbaru', perPage: NEWEST_PRODUCTS_ON_HOME }]);
  });

  it('shows them as product cards, in the order the catalogue gave', async () => {
    const newest = new NewestProducts(new InMemoryProductCatalogue(products(20)));
    newest.ensureLoaded();
    const state = await settled(newest);
    expect(state.status).toBe('ready');
    if (state.status !== 'ready') return;
    expect(state.value).toHaveLength(8);
    expect(state.value.map((card) => card.href)).toEqual(products(8).map((p) => `/product/${p.slug}`));
    expect(state.value[0]?.price).toBe('Rp3.500.000');
  });

  it('starts idle and shows loading while the catalogue answers', () => {
    const newest = new NewestProducts(new InMemoryProductCatalogue(products(1)));
    const seen: string[] = [];
    newest.state$.subscribe((s) => seen.push(s.status));
    newest.load();
    expect(seen).toEqual(['idle', 'loading']);
  });

  it('reports a failure of the catalogue as a failed state, naming the call', async () => {
    const catalogue = new InMemoryProductCatalogue(products(3));
    catalogue.failWith = new Error('socket hang up');
    const newest = new NewestProducts(catalogue);
    newest.load();
    const state = await settled(newest);
    expect(state.status).toBe('failed');
    if (state.status !== 'failed') return;
    expect(state.failure).toBeInstanceOf(StoreFailure);
    expect(state.failure.kind).toBe('network');
    expect(state.failure.call).toBe('GET uni/product');
  });

  it('fetches again on a retry after a failure, but not when the cards are already here', async () => {
    const catalogue = new InMemoryProductCatalogue(products(3));
    catalogue.failWith = new StoreFailure('server', 'GET uni/product', 'Internal Server Error', { status: 500 });
    const newest = new NewestProducts(catalogue);
    newest.ensureLoaded();
    expect((await settled(newest)).status).toBe('failed');

    catalogue.failWith = null;
    newest.ensureLoaded();
    expect((await settled(newest)).status).toBe('ready');

    newest.ensureLoaded();
    expect(catalogue.queries).toHaveLength(2);
  });

  it('never lets an older answer overwrite a newer one', async () => {
    const resolvers: Array<(n: number) => void> = [];
    const slowCatalogue = {
      listProducts: () =>
        new Promise<{ items: ReturnType<typeof products>; page: number; perPage: number; total: number; totalPages: number }>(
          (resolve) => resolvers.push((n) => resolve({ items: products(n), page: 1, perPage: 8, total: n, totalPages: 1 })),
        ),
    };
    const newest = new NewestProducts(slowCatalogue);
    newest.load();
    newest.load();
    resolvers[1]?.(2);
    const state = await settled(newest);
    resolvers[0]?.(5);
    await Promise.resolve();
    expect(state.status === 'ready' && state.value.length).toBe(2);
    let latest: unknown;
    newest.state$.subscribe((s) => (latest = s)).unsubscribe();
    expect(latest).toEqual(state);
  });
});

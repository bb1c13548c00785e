import { describe, expect, it } from 'vitest';
import { InMemoryProductCatalogue } from '../catalogue/product-catalogue.fake';
import { ControlledProductCatalogue } from './fakes';
import { defaultFilter } from '../catalogue/product-filter';
import { ProductList } from './product-list';
import { someProducts } from './product-list.fixture';
import { whenListSettled } from './list-settled';

describe('whenListSettled: what a server render waits for', () => {
  it('resolves with the first answer, not the loading state', async () => {
    const catalogue = new ControlledProductCatalogue(new InMemoryProductCatalogue(someProducts(30)));
    const list = new ProductList(catalogue);
    list.apply(defaultFilter);
    const settled = whenListSettled(list.state$);
    await catalogue.answer();
    const state = await settled;
    expect(state.status).toBe('ready');
    expect(state.products).toHaveLength(12);
  });

  it('resolves with a failure too', async () => {
    const catalogue = new ControlledProductCatalogue(new InMemoryProductCatalogue([]));
    const list = new ProductList(catalogue);
    list.apply(defaultFilter);
    const settled = whenListSettled(list.state$);
    catalogue.fail();
    expect((await settled).status).toBe('failed');
  });
});

describe('ProductList.show: opening a list page', () => {
  it('asks once for a filter, keeps the pages loaded when the same filter is opened again, and asks for a new one', async () => {
    const source = new InMemoryProductCatalogue(someProducts(30));
    const list = new ProductList(source);
    list.show(defaultFilter);
    await whenListSettled(list.state$);
    list.loadMore();
    await whenListSettled(list.state$);
    list.show({ ...defaultFilter, page: 4 });
    expect(list.current.products).toHaveLength(24);
    expect(source.queries).toHaveLength(2);
    list.show({ ...defaultFilter, q: 'Meja' });
    expect(list.current.status).toBe('loading-first-page');
  });

  it('leaves a failure to retry()', async () => {
    const source = new InMemoryProductCatalogue(someProducts(3));
    source.failWith = new Error('down');
    const list = new ProductList(source);
    list.show(defaultFilter);
    await whenListSettled(list.state$);
    list.show(defaultFilter);
    expect(source.queries).toHaveLength(1);
    expect(list.current.status).toBe('failed');
  });
});

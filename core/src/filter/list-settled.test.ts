import { describe, expect, it } from 'vitest';
import { InMemoryProductCatalogue } from '../catalogue/product-catalogue.fake';
import { ControlledProductCatalogue } from './fakes';
import { defaultFilter } from './product-filter';
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

import { describe, expect, it } from 'vitest';
import { InMemoryProductCatalogue } from '../catalogue/product-catalogue.fake';
import { aProduct } from '../catalogue/product.fixture';
import { StoreFailure } from '../shared/failure';
import { ControlledProductCatalogue } from './fakes';
import { defaultFilter } from '../catalogue/product-filter';
import { someProducts } from './product-list.fixture';

const idsOf = (page: { items: readonly { id: number }[] }) => page.items.map((product) => product.id);

describe('InMemoryProductCatalogue applies the filter keys a product summary can answer', () => {
  const catalogue = new InMemoryProductCatalogue(someProducts(30));

  it('q: part of the name, in any case; an empty q means all products', async () => {
    expect(idsOf(await catalogue.listProducts({ q: ' KURSI ', perPage: 3 }))).toEqual([2, 4, 6]);
    expect((await catalogue.listProducts({ q: '' })).total).toBe(30);
  });

  it('price_min and price_max on the price the shopper pays from', async () => {
    const page = await catalogue.listProducts({ priceMin: 500_000, priceMax: 800_000 });
    expect(idsOf(page)).toEqual([5, 6, 7, 8]);
  });

  it('is_bundle and not_id', async () => {
    expect(idsOf(await catalogue.listProducts({ isBundle: true, notId: 10 }))).toEqual([5, 15, 20, 25, 30]);
    expect((await catalogue.listProducts({ isBundle: false })).total).toBe(30);
  });

  it('page and per_page over what matches, with 12 per page unless told', async () => {
    const page = await catalogue.listProducts({ ...defaultFilter, q: 'meja', page: 2 });
    expect(page).toMatchObject({ page: 2, perPage: 12, total: 15, totalPages: 2 });
    expect(idsOf(page)).toEqual([25, 27, 29]);
    expect((await catalogue.listProducts({ q: 'lemari' })).totalPages).toBe(1);
  });
});

describe('ControlledProductCatalogue', () => {
  it('holds every call until the test answers it, in the order the test chooses', async () => {
    const held = new ControlledProductCatalogue(new InMemoryProductCatalogue([aProduct({ id: 7 })]));
    const answers: number[] = [];
    void held.listProducts({ page: 1 }).then((page) => answers.push(page.page));
    void held.listProducts({ page: 2 }).then((page) => answers.push(page.page));
    expect(held.waiting).toEqual([{ page: 1 }, { page: 2 }]);

    await held.answer(1);
    await held.answer();
    await Promise.resolve();
    expect(answers).toEqual([2, 1]);
    expect(held.waiting).toEqual([]);
    expect(held.queries).toEqual([{ page: 1 }, { page: 2 }]);
  });

  it('fails a call as a server error, or with the error given', async () => {
    const held = new ControlledProductCatalogue(new InMemoryProductCatalogue());
    const first = held.listProducts({});
    const second = held.listProducts({});
    held.fail();
    held.fail(0, new Error('socket hang up'));
    await expect(first).rejects.toMatchObject({ kind: 'server', call: 'GET uni/product', details: { status: 500 } });
    await expect(second).rejects.toThrow('socket hang up');
  });

  it('passes on a failure of its source', async () => {
    const source = new InMemoryProductCatalogue();
    source.failWith = new StoreFailure('network', 'GET uni/product', 'offline');
    const held = new ControlledProductCatalogue(source);
    const call = held.listProducts({});
    await held.answer();
    await expect(call).rejects.toBe(source.failWith);
  });

  it('says so when asked to settle a call that is not waiting', async () => {
    const held = new ControlledProductCatalogue(new InMemoryProductCatalogue());
    await expect(held.answer()).rejects.toThrow('No waiting call at 0: 0 waiting');
    expect(() => held.fail(2)).toThrow('No waiting call at 2');
  });
});

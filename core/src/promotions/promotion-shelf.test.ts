import { filter, firstValueFrom } from 'rxjs';
import { describe, expect, it } from 'vitest';
import { aComboDeal, aFreeGiftOffer, aPreOrderOffer, InMemoryProductShowcase } from '../catalogue/fakes';
import { InMemoryProductCatalogue } from '../catalogue/product-catalogue.fake';
import { aProduct } from '../catalogue/product.fixture';
import { PAKET_HEMAT_CATEGORY_GROUP } from '../catalogue/header-filters';
import { StoreFailure } from '../shared/failure';
import type { Loadable } from '../shared/loadable';
import { PROMOTION_PAGE_LIMIT } from './promotion-kinds';
import { BundleDealShelf, ComboShelf, FreeGiftShelf, PreOrderShelf, PromotionShelf } from './promotion-shelf';

const settled = <T>(shelf: { state$: PromotionShelf<T>['state$'] }): Promise<Loadable<readonly T[]>> =>
  firstValueFrom(shelf.state$.pipe(filter((s) => s.status === 'ready' || s.status === 'failed')));

const value = <T>(state: Loadable<T>): T => {
  if (state.status !== 'ready') throw new Error(`expected ready, got ${state.status}`);
  return state.value;
};

describe('a promotion shelf', () => {
  it('starts idle, shows loading, then the items', async () => {
    const shelf = new PromotionShelf(() => Promise.resolve([1, 2]), 'GET test');
    const seen: string[] = [];
    shelf.state$.subscribe((s) => seen.push(s.status));
    shelf.ensureLoaded();
    expect(value(await settled(shelf))).toEqual([1, 2]);
    expect(seen).toEqual(['idle', 'loading', 'ready']);
  });

  it('asks once while the items are here or on their way, again on a retry', async () => {
    let calls = 0;
    const shelf = new PromotionShelf(() => Promise.resolve([++calls]), 'GET test');
    shelf.ensureLoaded();
    shelf.ensureLoaded();
    await settled(shelf);
    shelf.ensureLoaded();
    expect(calls).toBe(1);
    shelf.load();
    expect(value(await settled(shelf))).toEqual([2]);
  });

  it('reports a failure naming its call, and loads again after it', async () => {
    let fail = true;
    const shelf = new PromotionShelf(() => (fail ? Promise.reject(new Error('socket hang up')) : Promise.resolve(['ok'])), 'POST uni/product/free');
    shelf.ensureLoaded();
    const state = await settled(shelf);
    expect(state.status).toBe('failed');
    if (state.status !== 'failed') return;
    expect(state.failure).toBeInstanceOf(StoreFailure);
    expect(state.failure.call).toBe('POST uni/product/free');
    fail = false;
    shelf.ensureLoaded();
    expect(value(await settled(shelf))).toEqual(['ok']);
  });

  it('drops a late answer to an older request', async () => {
    const answers: ((items: string[]) => void)[] = [];
    const shelf = new PromotionShelf(() => new Promise<string[]>((resolve) => answers.push(resolve)), 'GET test');
    shelf.load();
    shelf.load();
    answers[1]!(['new']);
    answers[0]!(['old']);
    expect(value(await settled(shelf))).toEqual(['new']);
    await Promise.resolve();
    expect(value(await settled(shelf))).toEqual(['new']);
  });
});

describe('the public promotion lists (document 2 §7, Catalogue)', () => {
  const showcase = () =>
    new InMemoryProductShowcase({ combos: [aComboDeal()], freeGifts: [aFreeGiftOffer(), aFreeGiftOffer({ id: 2 })], preOrders: [aPreOrderOffer()] });

  it('free items: POST uni/product/free as cards with the free item', async () => {
    const source = showcase();
    const shelf = new FreeGiftShelf(source);
    shelf.load();
    const cards = value(await settled(shelf));
    expect(source.calls).toEqual(['freeGiftOffers']);
    expect(cards.map((card) => card.gift)).toEqual(['Gratis Bantal Sofa', 'Gratis Bantal Sofa']);
  });

  it('pre-order: POST uni/product/po as cards with the shipping note', async () => {
    const shelf = new PreOrderShelf(showcase());
    shelf.load();
    expect(value(await settled(shelf)).map((card) => card.note)).toEqual(['Dikirim dalam 14 hari kerja']);
  });

  it('Kombo Hemat: GET uni/product/combo as cards with the combo price', async () => {
    const shelf = new ComboShelf(showcase());
    shelf.load();
    expect(value(await settled(shelf)).map((card) => card.comboPrice)).toEqual(['Rp720.000']);
  });

  it('names the failed call of each list', async () => {
    const source = showcase();
    source.failWith = new Error('offline');
    const shelves = [new FreeGiftShelf(source), new PreOrderShelf(source), new ComboShelf(source)];
    const calls = await Promise.all(
      shelves.map(async (shelf) => {
        shelf.load();
        const state = await settled<unknown>(shelf);
        return state.status === 'failed' ? state.failure.call : state.status;
      }),
    );
    expect(calls).toEqual(['POST uni/product/free', 'POST uni/product/po', 'GET uni/product/combo']);
  });

  it('Paket Hemat: the public GET uni/product with category group 123 ("Bundle category group id is 123", document 1 §9), cards to /bundle/{slug}', async () => {
    const catalogue = new InMemoryProductCatalogue([aProduct({ id: 321, slug: 'paket-kamar-tidur-cendana', isBundle: true })]);
    const shelf = new BundleDealShelf(catalogue);
    shelf.load();
    const cards = value(await settled(shelf));
    expect(catalogue.queries).toHaveLength(1);
    expect(catalogue.queries[0]).toMatchObject({ categoryGroup: PAKET_HEMAT_CATEGORY_GROUP, perPage: PROMOTION_PAGE_LIMIT, page: 1 });
    expect(cards.map((card) => card.href)).toEqual(['/bundle/paket-kamar-tidur-cendana']);
  });

  it('Paket Hemat names GET uni/product when it fails', async () => {
    const catalogue = new InMemoryProductCatalogue();
    catalogue.failWith = new Error('offline');
    const shelf = new BundleDealShelf(catalogue);
    shelf.load();
    const state = await settled(shelf);
    expect(state.status === 'failed' && state.failure.call).toBe('GET uni/product');
  });
});

import { describe, expect, it } from 'vitest';
import { InMemoryProductShowcase, aComboDeal } from '../catalogue/fakes';
import { StoreFailure } from '../shared/failure';
import { idle, loading, ready, whenSettled } from '../shared/loadable';
import { ComboDeals, comboDealsOnOffer } from './combo-deals';

describe('the "Kombo Hemat" deals of the product pages (GET uni/product/combo)', () => {
  it('reads the deals once for every page of the visit', async () => {
    const deals = [aComboDeal({ id: 4 }), aComboDeal({ id: 5 })];
    const showcase = new InMemoryProductShowcase({ combos: deals });
    const combos = new ComboDeals(showcase);
    expect(combos.current).toEqual(idle);
    combos.ensureLoaded();
    expect(await whenSettled(combos.state$)).toEqual(ready(deals));
    combos.ensureLoaded();
    expect(showcase.calls).toEqual(['comboDeals']);
  });

  it('says why they could not be read, names the call, and reads them again on "Coba Lagi"', async () => {
    const showcase = new InMemoryProductShowcase({ combos: [aComboDeal()] });
    showcase.failWith = new StoreFailure('server', 'GET uni/product/combo', 'down');
    const combos = new ComboDeals(showcase);
    combos.ensureLoaded();
    const state = await whenSettled(combos.state$);
    expect(state.status === 'failed' && state.failure.call).toBe('GET uni/product/combo');
    showcase.failWith = null;
    combos.load();
    expect(await whenSettled(combos.state$)).toEqual(ready([aComboDeal()]));
  });

  it('offers none until they are here, and none when they failed', () => {
    const deal = aComboDeal();
    expect(comboDealsOnOffer(idle)).toEqual([]);
    expect(comboDealsOnOffer(loading)).toEqual([]);
    expect(comboDealsOnOffer({ status: 'failed', failure: new StoreFailure('network', 'GET uni/product/combo', 'offline') })).toEqual([]);
    expect(comboDealsOnOffer(ready([deal]))).toEqual([deal]);
  });
});

import { describe, expect, it } from 'vitest';
import { StoreFailure } from '../shared/failure';
import type { Cart } from './cart';
import { cartLineKey } from './cart-line';
import { InMemoryCartApi, InMemoryCartSignalsApi, InMemoryGuestCartStore, aCartLine, anItemToAdd } from './fakes';
import { VirtualClock, settle } from './virtual-time.fixture';

const server: Cart = {
  lines: [aCartLine({ variantId: 1, selected: true }), aCartLine({ variantId: 2, comboId: 5, selected: false }), aCartLine({ variantId: 1, isRedeem: true, selected: true })],
  note: 'n',
};

describe('InMemoryCartApi', () => {
  it('keeps a server cart, records calls and saves', async () => {
    const api = new InMemoryCartApi(server);
    expect(await api.load()).toBe(server);
    const next: Cart = { lines: [], note: '' };
    await api.save(next);
    expect(api.serverCart).toBe(next);
    expect(api.saves).toEqual([next]);
    expect(api.calls).toEqual(['GET more/transaction/cart', 'POST more/transaction/cart']);
  });

  it('fails the next N calls, or only the calls named, with a StoreFailure naming the call', async () => {
    const api = new InMemoryCartApi(server);
    api.failNext(1, 'unauthorized');
    await expect(api.load()).rejects.toMatchObject({ kind: 'unauthorized', call: 'GET more/transaction/cart', details: { status: 401 } });
    api.failNext(1, 'server', 'POST more/transaction/cart');
    expect(await api.load()).toBe(server);
    const failure = await api.save({ lines: [], note: '' }).catch((error: unknown) => error);
    expect(failure).toBeInstanceOf(StoreFailure);
    expect(api.serverCart).toBe(server);
    expect(api.savesInFlight).toBe(0);
    api.failNext(2);
    await expect(api.checkAllSelected(true)).rejects.toBeInstanceOf(StoreFailure);
    await expect(api.checkProduct({ variantId: 1, comboId: null })).rejects.toMatchObject({ details: { status: 500 } });
    expect(await api.load()).toBe(server);
  });

  it('answers stock checks from the stock it was told, plenty otherwise', async () => {
    const api = new InMemoryCartApi();
    api.setStock({ variantId: 2, comboId: 5 }, 1);
    const lines = [aCartLine({ variantId: 1, quantity: 3 }), aCartLine({ variantId: 2, comboId: 5, quantity: 2 }), aCartLine({ variantId: 2, quantity: 2 })];
    expect(await api.checkStock(lines)).toEqual([cartLineKey(lines[1]!)]);
    expect(await api.checkStockOfItems([{ variantId: 2, comboId: 5, quantity: 2 }, { variantId: 3, comboId: null, quantity: 1 }])).toEqual([
      { variantId: 2, comboId: 5, validStock: 1, stockAvailable: 1, sufficient: false },
      { variantId: 3, comboId: null, validStock: 100, stockAvailable: 100, sufficient: true },
    ]);
  });

  it('ticks one line (check-product) or all lines (check-product-all) of the server cart', async () => {
    const api = new InMemoryCartApi(server);
    await api.checkProduct({ variantId: 1, comboId: null });
    expect(api.serverCart.lines.map((line) => line.selected)).toEqual([false, false, true]);
    await api.checkAllSelected(true);
    expect(api.serverCart.lines.every((line) => line.selected)).toBe(true);
    expect(api.calls).toEqual(['POST more/transaction/cart/check-product', 'POST more/transaction/cart/check-product-all']);
  });

  it('answers after its latency in virtual time, counting saves in flight', async () => {
    const clock = new VirtualClock();
    const api = new InMemoryCartApi(server, { scheduler: clock.scheduler, ms: 100 });
    let answered = false;
    void api.save({ lines: [], note: '' }).then(() => (answered = true));
    void api.save({ lines: [], note: 'b' });
    expect(api.savesInFlight).toBe(2);
    await clock.advanceTo(99);
    expect(answered).toBe(false);
    await clock.advanceTo(100);
    await settle();
    expect(answered).toBe(true);
    expect(api.maxSavesInFlight).toBe(2);
    expect(api.savesInFlight).toBe(0);
  });
});

describe('InMemoryGuestCartStore', () => {
  it('keeps, clears and can refuse to keep a cart', () => {
    const store = new InMemoryGuestCartStore();
    expect(store.load()).toBeNull();
    store.save(server);
    expect(store.load()).toBe(server);
    store.clear();
    expect(store.load()).toBeNull();
    store.failSaves = true;
    expect(() => store.save(server)).toThrow('QuotaExceededError');
  });
});

describe('builders', () => {
  it('make a lawful line and an item without selection', () => {
    expect(aCartLine({ quantity: 2 })).toMatchObject({ quantity: 2, selected: true, bundle: [] });
    const item = anItemToAdd({ variantId: 9 });
    expect(item).not.toHaveProperty('selected');
    expect(item).toMatchObject({ variantId: 9, bundle: [] });
  });
});

describe('InMemoryCartSignalsApi', () => {
  it('records pixel events and actions, and checks delivery to a city or the saved location', async () => {
    const api = new InMemoryCartSignalsApi('3578');
    expect(await api.sendPixelEvent({ event: 'AddToCart', lines: [{ variantId: 1, quantity: 2, unitPrice: 10 }] })).toBe('pixel-1');
    await api.recordAction({ type: 'add', variantId: 1, browser: 'Firefox', ip: null });
    expect(api.actions).toEqual([{ type: 'add', variantId: 1, browser: 'Firefox', ip: null }]);
    api.undeliverable.add('9171');
    expect(await api.checkLocation(null)).toMatchObject({ cityId: '3578', deliverable: true });
    expect(await api.checkLocation('9171')).toMatchObject({ deliverable: false, estimate: null });
    api.savedCityId = null;
    await expect(api.checkLocation(null)).rejects.toMatchObject({ kind: 'rejected', details: { status: 422 } });
    api.failWith = new Error('down');
    await expect(api.recordAction({ type: 'remove', variantId: 1, browser: 'x', ip: null })).rejects.toThrow('down');
    expect(api.actions).toHaveLength(1);
  });
});

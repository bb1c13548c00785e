import { AuthStore, type Cart, type CartLine, InMemorySessionStore, ShoppingCart } from '@more/core';
import { aProductDetail, anItemToAdd, InMemoryCartApi } from '@more/core/testing';
import fc from 'fast-check';
import { VirtualTimeScheduler } from 'rxjs';
import { describe, expect, it } from 'vitest';
import {
  BrowserDeviceTypeStore,
  BrowserGuestCartStore,
  BrowserGuestWishlistStore,
  BrowserLastSeenStore,
  BrowserLocationStore,
  BrowserOpenedProductsStore,
  BrowserSessionStore,
  DEVICE_TYPE_KEY,
  OPENED_PRODUCTS_KEPT,
} from './browser-stores';
import { storageKey } from './json-slot';
import { type KeyValueStorage, MemoryStorage, usableStorage } from './key-value';

const user = { name: 'Sinta Wulandari', email: 'pembeli@more.test', picture: null, hasPassword: true };

const line = fc.record<CartLine>({
  variantId: fc.integer({ min: 1, max: 10_000 }),
  slug: fc.string(),
  nameLong: fc.string(),
  nameShort: fc.string(),
  image: fc.option(fc.record({ url: fc.webUrl(), alt: fc.string() }), { nil: null }),
  unitPrice: fc.integer({ min: 0, max: 50_000_000 }),
  normalPrice: fc.integer({ min: 0, max: 50_000_000 }),
  quantity: fc.integer({ min: 1, max: 99 }),
  stockAvailable: fc.integer({ min: 0, max: 500 }),
  validStock: fc.integer({ min: 0, max: 500 }),
  selected: fc.boolean(),
  isRedeem: fc.boolean(),
  comboId: fc.option(fc.integer({ min: 1, max: 99 }), { nil: null }),
  bundle: fc.array(fc.record({ variantId: fc.nat(), name: fc.string(), quantityPerBundle: fc.nat(5), quantity: fc.nat(50) }), { maxLength: 3 }),
  flashSale: fc.option(fc.record({ price: fc.nat(), endsAt: fc.option(fc.nat(), { nil: null }) }), { nil: null }),
  freeGift: fc.option(fc.record({ allowsMultiple: fc.boolean(), freeType: fc.option(fc.string(), { nil: null }), freeVariantId: fc.option(fc.nat(), { nil: null }) }), { nil: null }),
  preOrder: fc.option(fc.record({ estimate: fc.option(fc.string(), { nil: null }) }), { nil: null }),
  combo: fc.option(fc.record({ price: fc.nat(), allowsMultiple: fc.boolean() }), { nil: null }),
});

describe('browser stores', () => {
  it('keep the session between visits and forget it when both token and user are gone', () => {
    const storage = new MemoryStorage();
    new BrowserSessionStore(storage).save({ token: 't-1', user });
    expect(new BrowserSessionStore(storage).load()).toEqual({ token: 't-1', user });
    new BrowserSessionStore(storage).save({ token: null, user: null });
    expect(storage.getItem(storageKey('session'))).toBeNull();
  });

  it('give back any cart exactly as it was stored (a guest\'s cart survives a reload)', () => {
    fc.assert(
      fc.property(fc.array(line, { maxLength: 5 }), fc.string(), (lines, note) => {
        const storage = new MemoryStorage();
        const cart: Cart = { lines, note };
        new BrowserGuestCartStore(storage).save(cart);
        expect(new BrowserGuestCartStore(storage).load()).toEqual(cart);
      }),
    );
  });

  it('drop a stored value that is not JSON or no longer has its shape, instead of failing', () => {
    const storage = new MemoryStorage();
    storage.setItem(storageKey('guest-cart'), '{"lines": [{"variantId": "x"}]');
    expect(new BrowserGuestCartStore(storage).load()).toBeNull();
    expect(storage.getItem(storageKey('guest-cart'))).toBeNull();
    storage.setItem(storageKey('guest-cart'), JSON.stringify({ lines: [{ variantId: 'x' }], note: '' }));
    expect(new BrowserGuestCartStore(storage).load()).toBeNull();
    storage.setItem(storageKey('location'), JSON.stringify({ cityId: 'SBY', cityName: 'x', provinceId: '35' }));
    expect(new BrowserLocationStore(storage).load()).toBeNull();
  });

  it('keep product id lists apart: the guest wishlist and the last seen', () => {
    const storage = new MemoryStorage();
    new BrowserGuestWishlistStore(storage).save([3, 1, 2]);
    new BrowserLastSeenStore(storage).save([9]);
    expect(new BrowserGuestWishlistStore(storage).load()).toEqual([3, 1, 2]);
    expect(new BrowserLastSeenStore(storage).load()).toEqual([9]);
    new BrowserGuestWishlistStore(storage).clear();
    expect(new BrowserGuestWishlistStore(storage).load()).toEqual([]);
    expect(new BrowserLastSeenStore(storage).load()).toEqual([9]);
  });

  it('keep the chosen city', () => {
    const storage = new MemoryStorage();
    const location = { cityId: '3578', cityName: 'KOTA SURABAYA', provinceId: '35' };
    new BrowserLocationStore(storage).save(location);
    expect(new BrowserLocationStore(storage).load()).toEqual(location);
    new BrowserLocationStore(storage).clear();
    expect(new BrowserLocationStore(storage).load()).toBeNull();
  });

  it('keep the most recently opened products, one entry per slug', () => {
    const store = new BrowserOpenedProductsStore(new MemoryStorage());
    for (let id = 1; id <= OPENED_PRODUCTS_KEPT + 5; id++) store.put(aProductDetail({ id, slug: `produk-${id}` }));
    expect(store.get('produk-1')).toBeNull();
    expect(store.get(`produk-${OPENED_PRODUCTS_KEPT + 5}`)?.id).toBe(OPENED_PRODUCTS_KEPT + 5);
    store.put(aProductDetail({ id: 99, slug: 'produk-10', name: 'Diperbarui' }));
    expect(store.get('produk-10')?.name).toBe('Diperbarui');
  });

  it('keep the newest opened product alone when session storage is full', () => {
    const full: KeyValueStorage = {
      ...new MemoryStorage(),
      getItem: () => null,
      removeItem: () => {},
      setItem: (_key, value) => {
        if (value.length > 2000) throw new Error('QuotaExceededError');
      },
    };
    const store = new BrowserOpenedProductsStore(full);
    expect(() => store.put(aProductDetail({ description: 'x'.repeat(5000) }))).not.toThrow();
  });

  it('mark a plain browser as "Browser" once, leaving a webview\'s own device type alone', () => {
    const storage = new MemoryStorage();
    const devices = new BrowserDeviceTypeStore(storage);
    expect(devices.storedDeviceType()).toBeNull();
    devices.markBrowser();
    expect(devices.storedDeviceType()).toBe('Browser');
    storage.setItem(DEVICE_TYPE_KEY, 'Android');
    devices.markBrowser();
    expect(devices.storedDeviceType()).toBe('Android');
  });

  it('fall back to memory where the browser refuses storage', () => {
    const refusing: KeyValueStorage = {
      getItem: () => null,
      removeItem: () => {},
      setItem: () => {
        throw new Error('SecurityError');
      },
    };
    const storage = usableStorage(() => refusing);
    expect(storage).toBeInstanceOf(MemoryStorage);
    expect(usableStorage(() => undefined)).toBeInstanceOf(MemoryStorage);
    const real = new MemoryStorage();
    expect(usableStorage(() => real)).toBe(real);
  });
});

describe('a guest\'s cart across a reload', () => {
  it('is the same cart after the page is opened again', () => {
    const storage = new MemoryStorage();
    const open = () =>
      new ShoppingCart(new InMemoryCartApi(), new BrowserGuestCartStore(storage), new AuthStore(new InMemorySessionStore()), new VirtualTimeScheduler());
    const before = open();
    before.add(anItemToAdd({ variantId: 7, quantity: 2, validStock: 5 }));
    before.add(anItemToAdd({ variantId: 8, quantity: 1, validStock: 3 }));
    before.setNote('Tolong kirim sore hari');
    const after = open();
    expect(after.current.lines).toEqual(before.current.lines);
    expect(after.current.note).toBe('Tolong kirim sore hari');
  });
});

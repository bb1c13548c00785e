import { describe, expect, it } from 'vitest';
import { ChosenLocation } from '../location/chosen-location';
import { InMemoryLocationApi, InMemoryLocationStore, SURABAYA_LOCATION } from '../location/fakes';
import type { City } from '../regions/region';
import { InMemoryRegionsApi } from '../regions/fakes';
import { AuthStore } from '../session/auth-store';
import { InMemorySessionStore } from '../session/session-store.port';
import { StoreFailure } from '../shared/failure';
import { aShippingOption, InMemoryCheckoutApi } from './fakes';
import { cityLabel, citiesMatching, ShippingEstimate, shippingEstimateLines } from './shipping-estimate';

const cities: City[] = [
  { id: '3578', provinceId: '35', name: 'KOTA SURABAYA' },
  { id: '3573', provinceId: '35', name: 'KOTA MALANG' },
  { id: '3507', provinceId: '35', name: 'KABUPATEN MALANG' },
  { id: '3171', provinceId: '31', name: 'KOTA ADM. JAKARTA SELATAN' },
  { id: '3525', provinceId: '35', name: 'KABUPATEN GRESIK' },
];

const options = [
  aShippingOption({ code: 'jne-reg', courier: 'JNE', service: 'Reguler', price: 35_000, estimate: '1 hari' }),
  aShippingOption({ code: 'jne-jtr', courier: 'JNE', service: 'Trucking (JTR)', price: 0, estimate: '1-2 hari' }),
  aShippingOption({ code: 'more', courier: 'MORE Kurir', service: 'Same Day', price: 100_000, estimate: null }),
];

const setUp = (stored: typeof SURABAYA_LOCATION | null = null) => {
  const api = new InMemoryCheckoutApi({ shippingOptions: options });
  const regions = new InMemoryRegionsApi({ cities });
  const store = new InMemoryLocationStore(stored);
  const location = new ChosenLocation(new InMemoryLocationApi(), store, new AuthStore(new InMemorySessionStore()));
  return { api, regions, store, location, estimate: new ShippingEstimate(api, regions, location) };
};

describe('shipping estimate lines', () => {
  it('puts the cheapest first, says "Gratis" for nothing, and names the estimate', () => {
    expect(shippingEstimateLines(options).map((line) => [line.name, line.priceText, line.estimateText])).toEqual([
      ['JNE Trucking (JTR)', 'Gratis', 'Estimasi 1-2 hari'],
      ['JNE Reguler', 'Rp35.000', 'Estimasi 1 hari'],
      ['MORE Kurir Same Day', 'Rp100.000', null],
    ]);
  });
});

describe('city chooser rules', () => {
  it('writes the list\'s upper-case names in title case', () => {
    expect(cityLabel('KOTA ADM. JAKARTA SELATAN')).toBe('Kota Adm. Jakarta Selatan');
    expect(cityLabel(' KABUPATEN  GRESIK ')).toBe('Kabupaten Gresik');
  });

  it('finds cities by every typed word, names starting with a word first, at most 8', () => {
    expect(citiesMatching(cities, 'malang').map((c) => c.id)).toEqual(['3507', '3573']);
    expect(citiesMatching(cities, 'kota malang').map((c) => c.id)).toEqual(['3573']);
    expect(citiesMatching(cities, 'sel').map((c) => c.id)).toEqual(['3171']);
    expect(citiesMatching(cities, '   ')).toEqual([]);
    expect(citiesMatching(cities, 'a', 2)).toHaveLength(2);
  });
});

describe('ShippingEstimate', () => {
  it('loads the city list sorted and waits for a city before asking a price', async () => {
    const { api, estimate } = setUp();
    await estimate.show(11);
    expect(estimate.current.cities).toMatchObject({ status: 'ready' });
    expect(estimate.current.cities.status === 'ready' && estimate.current.cities.value[0]!.name).toBe('KABUPATEN GRESIK');
    expect(estimate.current.lines).toEqual({ status: 'idle' });
    expect(api.shippingQueries).toEqual([]);
  });

  it('prices one unit of the variant to the chosen city, and remembers the city as the shopper\'s location', async () => {
    const { api, store, estimate } = setUp();
    await estimate.show(11);
    expect(await estimate.chooseCity('3573')).toBe(true);
    expect(api.shippingQueries).toEqual([{ addressId: null, cityId: '3573', items: [{ variantId: 11, quantity: 1, comboId: null }] }]);
    expect(estimate.current.city).toEqual({ cityId: '3573', cityName: 'KOTA MALANG', provinceId: '35' });
    expect(store.stored?.cityId).toBe('3573');
    expect(estimate.current.lines).toMatchObject({ status: 'ready', value: [{ priceText: 'Gratis' }, {}, {}] });
    expect(await estimate.chooseCity('9999')).toBe(false);
  });

  it('uses a location chosen before at once, and asks again when the variant changes', async () => {
    const { api, estimate } = setUp(SURABAYA_LOCATION);
    await estimate.show(11);
    await estimate.show(11);
    await estimate.show(12);
    expect(api.shippingQueries.map((q) => [q.cityId, q.items[0]!.variantId])).toEqual([
      ['3578', 11],
      ['3578', 12],
    ]);
  });

  it('shows only the newest answer when the city changes quickly', async () => {
    const { api, estimate } = setUp();
    await estimate.show(11);
    api.hold('shippingPrice');
    const first = estimate.chooseCity('3573');
    const second = estimate.chooseCity('3578');
    api.failNext('shippingPrice', new StoreFailure('network', 'GET uni/shipping-price', 'lost'));
    api.releaseAll('shippingPrice');
    await Promise.all([first, second]);
    expect(estimate.current.city?.cityId).toBe('3578');
    expect(estimate.current.lines).toMatchObject({ status: 'ready' });
  });

  it('fails each list on its own, and retries recover', async () => {
    const { api, regions, estimate } = setUp(SURABAYA_LOCATION);
    regions.failWith = new StoreFailure('server', 'GET uni/city/all-city', 'down');
    api.failNext('shippingPrice', new StoreFailure('server', 'GET uni/shipping-price', 'down'));
    await estimate.show(11);
    expect(estimate.current.cities).toMatchObject({ status: 'failed' });
    expect(estimate.current.lines).toMatchObject({ status: 'failed', failure: { call: 'GET uni/shipping-price' } });
    regions.failWith = null;
    await estimate.ensureCities();
    await estimate.estimate();
    expect(estimate.current.cities.status).toBe('ready');
    expect(estimate.current.lines.status).toBe('ready');
  });

  it('prices a product page\'s chosen variant, else its first in stock, else its first', async () => {
    const { api, estimate } = setUp(SURABAYA_LOCATION);
    const product = { variants: [{ id: 1, stock: 0 }, { id: 2, stock: 3 }] };
    await estimate.showProduct(product, null);
    await estimate.showProduct(product, { id: 1 });
    await estimate.showProduct({ variants: [{ id: 5, stock: 0 }] }, null);
    await estimate.showProduct({ variants: [] }, null);
    expect(api.shippingQueries.map((q) => q.items[0]!.variantId)).toEqual([2, 1, 5]);
  });

  it('has nothing to price before a variant is shown', async () => {
    const { api, estimate } = setUp(SURABAYA_LOCATION);
    await estimate.estimate();
    expect(estimate.current.lines).toEqual({ status: 'idle' });
    expect(api.shippingQueries).toEqual([]);
  });
});

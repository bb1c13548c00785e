import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { isValidShopperLocation } from '../location/city-id';
import { InMemoryRegionsApi, someCities } from './fakes';
import { isAreaInside, shopperLocationOf } from './region';

describe('regions', () => {
  it('turns a city of the list into the shopper\'s location', () => {
    const surabaya = someCities.find((city) => city.id === '3578')!;
    expect(shopperLocationOf(surabaya)).toEqual({ cityId: '3578', cityName: 'KOTA SURABAYA', provinceId: '35' });
    for (const city of someCities) expect(isValidShopperLocation(shopperLocationOf(city))).toBe(true);
  });

  it('knows an area lies inside its parent by the parent\'s code at its start', () => {
    expect(isAreaInside('3578', '35')).toBe(true);
    expect(isAreaInside('357808', '3578')).toBe(true);
    expect(isAreaInside('3578081003', '357808')).toBe(true);
    expect(isAreaInside('3515', '35')).toBe(true);
    expect(isAreaInside('3171', '35')).toBe(false);
    expect(isAreaInside('35', '35')).toBe(false);
    expect(isAreaInside('35a8', '35')).toBe(false);
    expect(isAreaInside('3578', '')).toBe(false);
  });

  it('PROPERTY: a code made of its parent\'s and more digits is inside it, and inside no other code of the parent\'s length', () => {
    const digits = (min: number, max: number) => fc.stringMatching(new RegExp(`^\\d{${min},${max}}$`));
    fc.assert(
      fc.property(digits(2, 6), digits(2, 4), digits(2, 6), (parent, rest, other) => {
        expect(isAreaInside(parent + rest, parent)).toBe(true);
        fc.pre(other.length === parent.length && other !== parent);
        expect(isAreaInside(parent + rest, other)).toBe(false);
      }),
    );
  });
});

describe('InMemoryRegionsApi', () => {
  it('answers each level by its parent', async () => {
    const api = new InMemoryRegionsApi();
    expect((await api.provinces()).map((p) => p.id)).toEqual(['31', '35']);
    expect((await api.citiesOf('35')).map((c) => c.id)).toEqual(['3515', '3525', '3578']);
    expect(await api.allCities()).toHaveLength(4);
    expect((await api.districtsOf('3578')).map((d) => d.name)).toEqual(['Gubeng', 'Mulyorejo']);
    expect((await api.villagesOf('357808')).map((v) => v.name)).toEqual(['Airlangga', 'Kertajaya']);
    expect((await api.banks()).map((b) => b.code)).toEqual(['014', '008']);
    expect(api.asked).toEqual(['provinces', 'citiesOf 35', 'allCities', 'districtsOf 3578', 'villagesOf 357808', 'banks']);
  });

  it('searches cities by part of the name, with the province\'s name, a page at a time', async () => {
    const api = new InMemoryRegionsApi();
    const page = await api.searchCities({ q: 'kabupaten', perPage: 1, page: 2 });
    expect(page).toMatchObject({ page: 2, perPage: 1, total: 2, totalPages: 2 });
    expect(page.items).toEqual([{ id: '3525', provinceId: '35', name: 'KABUPATEN GRESIK', provinceName: 'JAWA TIMUR' }]);
    expect((await api.searchCities({})).total).toBe(4);
  });

  it('answers the lists it is given, and fails on request', async () => {
    const api = new InMemoryRegionsApi({ provinces: [{ id: '11', name: 'ACEH' }], cities: [], districts: [], villages: [], banks: [] });
    expect(await api.provinces()).toEqual([{ id: '11', name: 'ACEH' }]);
    expect(await api.allCities()).toEqual([]);
    expect((await api.searchCities({ q: 'x' })).items).toEqual([]);
    expect(await api.districtsOf('3578')).toEqual([]);
    expect(await api.villagesOf('357808')).toEqual([]);
    expect(await api.banks()).toEqual([]);
    api.failWith = new Error('offline');
    await expect(api.provinces()).rejects.toThrow('offline');
  });
});

import { describe, expect, it } from 'vitest';
import { StoreFailure } from '../shared/failure';
import { InMemoryRegionsApi } from './fakes';
import type { RegionsApi } from './regions-api.port';
import { RegionChoice, chosenRegionIds, regionPlaceholder } from './region-choice';

const ids = (choice: RegionChoice, level: 'province' | 'city' | 'district' | 'village') => {
  const options = choice.current[level].options;
  return options.status === 'ready' ? options.value.map((option) => option.id) : options.status;
};

describe('RegionChoice: province, city, district and village "filled in turn" (document 2 §7, "Regions and banks")', () => {
  it('loads each level once its parent is chosen, and gives the ids of a complete choice', async () => {
    const api = new InMemoryRegionsApi();
    const choice = new RegionChoice(api);
    expect(regionPlaceholder('city', choice.current)).toBe('Pilih provinsi dahulu');
    const starting = choice.start();
    expect(regionPlaceholder('province', choice.current)).toBe('Memuat…');
    await starting;
    expect(ids(choice, 'province')).toEqual(['31', '35']);
    expect(regionPlaceholder('province', choice.current)).toBe('Pilih provinsi');
    await choice.chooseProvince('35');
    expect(ids(choice, 'city')).toEqual(['3515', '3525', '3578']);
    await choice.chooseCity('3578');
    expect(ids(choice, 'district')).toEqual(['357808', '357826']);
    await choice.chooseDistrict('357808');
    expect(ids(choice, 'village')).toEqual(['3578081003', '3578081004']);
    expect(chosenRegionIds(choice.current)).toBeNull();
    await choice.choose('village', '3578081004');
    expect(chosenRegionIds(choice.current)).toEqual({ provinceId: '35', cityId: '3578', districtId: '357808', villageId: '3578081004' });
    expect(api.asked).toEqual(['provinces', 'citiesOf 35', 'districtsOf 3578', 'villagesOf 357808']);
  });

  it('choosing a level clears and reloads the levels below it', async () => {
    const choice = new RegionChoice(new InMemoryRegionsApi());
    await choice.start();
    await choice.chooseProvince('35');
    await choice.chooseCity('3578');
    await choice.chooseDistrict('357808');
    await choice.chooseProvince('31');
    expect(choice.current.province.chosen?.name).toBe('DKI JAKARTA');
    expect(ids(choice, 'city')).toEqual(['3171']);
    await choice.chooseCity('3171');
    expect(ids(choice, 'district')).toEqual([]);
    expect(regionPlaceholder('district', choice.current)).toBe('Belum ada data kecamatan');
    await choice.chooseProvince('31');
    expect(choice.current.city.chosen).toBeNull();
    expect(ids(choice, 'district')).toBe('idle');
    expect(ids(choice, 'village')).toBe('idle');
  });

  it('an unknown id chooses nothing and loads nothing below', async () => {
    const api = new InMemoryRegionsApi();
    const choice = new RegionChoice(api);
    await choice.start();
    await choice.chooseProvince('99');
    expect(choice.current.province.chosen).toBeNull();
    expect(ids(choice, 'city')).toBe('idle');
    await choice.chooseCity('3578');
    await choice.chooseVillage('3578081004');
    expect(choice.current.city.chosen).toBeNull();
    expect(choice.current.village.chosen).toBeNull();
    expect(api.asked).toEqual(['provinces']);
  });

  it('a failed level says so and loads again on retry; a level without a chosen parent is not asked', async () => {
    const api = new InMemoryRegionsApi();
    const choice = new RegionChoice(api);
    await choice.start();
    await choice.chooseProvince('35');
    api.failWith = new StoreFailure('network', 'GET uni/city', 'offline');
    await choice.chooseCity('3578');
    expect(choice.current.district.options).toMatchObject({ status: 'failed', failure: { kind: 'network' } });
    expect(regionPlaceholder('district', choice.current)).toBe('Kecamatan gagal dimuat');
    api.failWith = null;
    await choice.retry('district');
    expect(ids(choice, 'district')).toEqual(['357808', '357826']);
    await choice.retry('village');
    expect(ids(choice, 'village')).toBe('idle');
    const fresh = new RegionChoice(api);
    await fresh.retry('city');
    await fresh.retry('district');
    expect([ids(fresh, 'city'), ids(fresh, 'district')]).toEqual(['idle', 'idle']);
    api.failWith = new Error('plain');
    await choice.start();
    expect(choice.current.province.options).toMatchObject({ status: 'failed', failure: { kind: 'network', call: 'GET uni/province' } });
  });

  it('a slow answer for the province chosen before never fills the cities of the one chosen now', async () => {
    const fake = new InMemoryRegionsApi();
    let release: () => void = () => undefined;
    const api: RegionsApi = {
      allCities: () => fake.allCities(),
      searchCities: (search) => fake.searchCities(search),
      banks: () => fake.banks(),
      provinces: () => fake.provinces(),
      citiesOf: (provinceId) => (provinceId === '35' ? new Promise((resolve) => (release = () => resolve(fake.citiesOf('35')))) : fake.citiesOf(provinceId)),
      districtsOf: (cityId) => fake.districtsOf(cityId),
      villagesOf: (districtId) => fake.villagesOf(districtId),
    };
    const choice = new RegionChoice(api);
    await choice.start();
    const slow = choice.chooseProvince('35');
    await choice.chooseProvince('31');
    release();
    await slow;
    expect(ids(choice, 'city')).toEqual(['3171']);
  });
});

describe('RegionChoice opened on an address (editing it)', () => {
  it('loads and chooses every level the address has, from the province down', async () => {
    const api = new InMemoryRegionsApi();
    const choice = new RegionChoice(api);
    await choice.startFrom({ provinceId: '35', cityId: '3578', districtId: '357808', villageId: '3578081004' });
    expect(chosenRegionIds(choice.current)).toEqual({ provinceId: '35', cityId: '3578', districtId: '357808', villageId: '3578081004' });
    expect(api.asked).toEqual(['provinces', 'citiesOf 35', 'districtsOf 3578', 'villagesOf 357808']);
  });

  it('stops where a region is no longer listed, so the shopper chooses it again', async () => {
    const choice = new RegionChoice(new InMemoryRegionsApi());
    await choice.startFrom({ provinceId: '35', cityId: '9999', districtId: '999901', villageId: '9999010001' });
    expect(choice.current.province.chosen?.id).toBe('35');
    expect(choice.current.city.chosen).toBeNull();
    expect(choice.current.district.options.status).toBe('idle');
    expect(chosenRegionIds(choice.current)).toBeNull();
  });
});

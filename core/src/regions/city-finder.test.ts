import { describe, expect, it } from 'vitest';
import { StoreFailure } from '../shared/failure';
import { CityFinder } from './city-finder';
import { InMemoryRegionsApi } from './fakes';
import { RegionChoice, chosenRegionIds } from './region-choice';

const names = (finder: CityFinder) => (finder.current.found.status === 'ready' ? finder.current.found.value.map((city) => `${city.name}, ${city.provinceName}`) : finder.current.found.status);

describe('the city search (GET uni/city/overall: q, page, per_page)', () => {
  it('asks nothing until 3 letters are typed, then finds cities anywhere with their province', async () => {
    const api = new InMemoryRegionsApi();
    const finder = new CityFinder(api);
    await finder.search('ko');
    expect(CityFinder.missingLetters('ko')).toBe(1);
    expect(finder.current.found.status).toBe('idle');
    expect(api.asked).toEqual([]);
    await finder.search('kota');
    expect(names(finder)).toEqual(['KOTA ADMINISTRASI JAKARTA PUSAT, DKI JAKARTA', 'KOTA SURABAYA, JAWA TIMUR']);
  });

  it('appends the next page when asked, and says when there is no more', async () => {
    const cities = Array.from({ length: 45 }, (_, index) => ({ id: String(3500 + index), provinceId: '35', name: `KABUPATEN UJI ${index}` }));
    const finder = new CityFinder(new InMemoryRegionsApi({ cities }));
    await finder.search('uji');
    expect(finder.current.found.status === 'ready' && finder.current.found.value).toHaveLength(20);
    expect(finder.current.hasMore).toBe(true);
    const more = finder.more();
    expect(finder.current.loadingMore).toBe(true);
    await more;
    await finder.more();
    expect(finder.current.found.status === 'ready' && finder.current.found.value).toHaveLength(45);
    expect(finder.current.hasMore).toBe(false);
  });

  it('shows only the newest query\'s answer, and says why a search failed', async () => {
    const api = new InMemoryRegionsApi();
    const finder = new CityFinder(api);
    const older = finder.search('jakarta');
    await finder.search('surabaya');
    await older;
    expect(names(finder)).toEqual(['KOTA SURABAYA, JAWA TIMUR']);
    api.failWith = new StoreFailure('network', 'GET uni/city/overall', 'offline');
    await finder.search('gresik');
    expect(finder.current.found.status).toBe('failed');
    finder.reset();
    expect(finder.current).toEqual({ query: '', found: { status: 'idle' }, loadingMore: false, hasMore: false });
  });

  it('a city found chooses its province and itself, and the districts follow', async () => {
    const choice = new RegionChoice(new InMemoryRegionsApi());
    await choice.start();
    await choice.chooseProvince('31');
    await choice.chooseFoundCity({ id: '3578', provinceId: '35' });
    expect(choice.current.province.chosen?.name).toBe('JAWA TIMUR');
    expect(choice.current.city.chosen?.name).toBe('KOTA SURABAYA');
    expect(choice.current.district.options.status).toBe('ready');
    await choice.chooseDistrict('357808');
    await choice.chooseVillage('3578081003');
    expect(chosenRegionIds(choice.current)).toEqual({ provinceId: '35', cityId: '3578', districtId: '357808', villageId: '3578081003' });
  });
});

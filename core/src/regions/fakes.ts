import type { Page } from '../catalogue/product';
import type { Bank, City, CityWithProvince, District, Province, Village } from './region';
import { isAreaInside } from './region';
import type { CitySearch, RegionsApi } from './regions-api.port';
import { someBanks, someCities, someDistricts, someProvinces, someVillages } from './regions.fixture';

export * from './regions.fixture';

/** The regions and banks in memory: answers from fixed lists, records what it was asked, fails on request. */
export class InMemoryRegionsApi implements RegionsApi {
  readonly asked: string[] = [];
  failWith: Error | null = null;

  constructor(
    private readonly data: {
      readonly provinces?: readonly Province[];
      readonly cities?: readonly City[];
      readonly districts?: readonly District[];
      readonly villages?: readonly Village[];
      readonly banks?: readonly Bank[];
    } = {},
  ) {}

  provinces(): Promise<readonly Province[]> {
    return this.answer('provinces', () => this.data.provinces ?? someProvinces);
  }

  citiesOf(provinceId: string): Promise<readonly City[]> {
    return this.answer(`citiesOf ${provinceId}`, () => this.cities().filter((city) => city.provinceId === provinceId));
  }

  allCities(): Promise<readonly City[]> {
    return this.answer('allCities', () => this.cities());
  }

  searchCities(search: CitySearch): Promise<Page<CityWithProvince>> {
    return this.answer(`searchCities ${search.q ?? ''}`, () => {
      const keyword = (search.q ?? '').trim().toUpperCase();
      const provinces = this.data.provinces ?? someProvinces;
      const found = this.cities()
        .filter((city) => city.name.includes(keyword))
        .map((city) => ({ ...city, provinceName: provinces.find((p) => p.id === city.provinceId)?.name ?? '' }));
      const page = search.page ?? 1;
      const perPage = search.perPage ?? 20;
      return {
        items: found.slice((page - 1) * perPage, page * perPage),
        page,
        perPage,
        total: found.length,
        totalPages: Math.ceil(found.length / perPage),
      };
    });
  }

  districtsOf(cityId: string): Promise<readonly District[]> {
    return this.answer(`districtsOf ${cityId}`, () =>
      (this.data.districts ?? someDistricts).filter((district) => isAreaInside(district.id, cityId)),
    );
  }

  villagesOf(districtId: string): Promise<readonly Village[]> {
    return this.answer(`villagesOf ${districtId}`, () =>
      (this.data.villages ?? someVillages).filter((village) => village.districtId === districtId),
    );
  }

  banks(): Promise<readonly Bank[]> {
    return this.answer('banks', () => this.data.banks ?? someBanks);
  }

  private cities(): readonly City[] {
    return this.data.cities ?? someCities;
  }

  private answer<T>(question: string, value: () => T): Promise<T> {
    this.asked.push(question);
    return this.failWith ? Promise.reject(this.failWith) : Promise.resolve(value());
  }
}

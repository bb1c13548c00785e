import type { Bank, City, CitySearch, CityWithProvince, District, Page, Province, RegionsApi, Village } from '@more/core';
import type { StoreApi } from '../store-api';
import type { CitiesQueryWire, CitySearchQueryWire, DistrictsQueryWire, VillagesQueryWire } from './regions-request.wire';
import { toBank, toCity, toCitySearchPage, toDistrict, toProvince, toVillage } from './region.mapper';
import { bankListWire, cityListWire, citySearchWire, districtListWire, provinceListWire, villageListWire } from './region.wire';

/** The regions and banks over the store API (public calls: no token needed). */
export class HttpRegions implements RegionsApi {
  constructor(private readonly api: StoreApi) {}

  async provinces(): Promise<readonly Province[]> {
    return (await this.api.call('GET uni/province', provinceListWire)).map(toProvince);
  }

  async citiesOf(provinceId: string): Promise<readonly City[]> {
    return (await this.api.call('GET uni/city', cityListWire, { searchParams: { province_id: provinceId } satisfies CitiesQueryWire })).map(toCity);
  }

  async allCities(): Promise<readonly City[]> {
    return (await this.api.call('GET uni/city/all-city', cityListWire)).map(toCity);
  }

  async searchCities(search: CitySearch): Promise<Page<CityWithProvince>> {
    const q = search.q?.trim();
    const wire = await this.api.call('GET uni/city/overall', citySearchWire, {
      searchParams: { q: q === '' ? undefined : q, page: search.page, per_page: search.perPage } satisfies CitySearchQueryWire,
    });
    return toCitySearchPage(wire);
  }

  async districtsOf(cityId: string): Promise<readonly District[]> {
    return (await this.api.call('GET uni/district', districtListWire, { searchParams: { city_id: cityId } satisfies DistrictsQueryWire })).map(toDistrict);
  }

  async villagesOf(districtId: string): Promise<readonly Village[]> {
    return (await this.api.call('GET uni/village', villageListWire, { searchParams: { district_id: districtId } satisfies VillagesQueryWire })).map(toVillage);
  }

  async banks(): Promise<readonly Bank[]> {
    return (await this.api.call('GET uni/bank', bankListWire)).map(toBank);
  }
}

import type { Page } from '../catalogue/product';
import { token } from '../shared/token';
import type { Bank, City, CityWithProvince, District, Province, Village } from './region';

/** What the city search asks: part of a city's name (any case), and which page. */
export interface CitySearch {
  readonly q?: string;
  readonly page?: number;
  readonly perPage?: number;
}

/**
 * Indonesia's regions and the banks, public reference data (document 2 §7,
 * "Regions and banks"; "Query parameters: not shown"). The query parameters
 * this store chose: each level is asked by its parent's id, so an address
 * form fills its province, city, district and village selects in turn.
 */
export interface RegionsApi {
  /** `GET uni/province`: every province, by id. */
  provinces(): Promise<readonly Province[]>;
  /** `GET uni/city` with query `province_id`: the regencies and cities of one province. */
  citiesOf(provinceId: string): Promise<readonly City[]>;
  /** `GET uni/city/all-city`: every regency and city of Indonesia (about 500), the static city list. */
  allCities(): Promise<readonly City[]>;
  /**
   * `GET uni/city/overall` with query `q`, `page`, `per_page`: cities whose
   * name holds `q`, with their province's name, a page at a time (the
   * searchable city select: "Searching…", "Loading more results…").
   */
  searchCities(search: CitySearch): Promise<Page<CityWithProvince>>;
  /** `GET uni/district` with query `city_id`: the districts (kecamatan) of one city. */
  districtsOf(cityId: string): Promise<readonly District[]>;
  /** `GET uni/village` with query `district_id`: the villages (kelurahan/desa) of one district. */
  villagesOf(districtId: string): Promise<readonly Village[]>;
  /** `GET uni/bank`: the banks a customer's bank account can be at. */
  banks(): Promise<readonly Bank[]>;
}

export const RegionsApiToken = token<RegionsApi>('RegionsApi');

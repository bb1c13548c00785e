import type { Bank, City, CityWithProvince, District, Page, Province, Village } from '@more/core';
import type { BankWire, CitySearchWire, CityWire, DistrictWire, ProvinceWire, VillageWire } from './region.wire';

export const toProvince = (wire: ProvinceWire): Province => ({ id: wire.province_id, name: wire.province_name });

export const toCity = (wire: CityWire): City => ({ id: wire.city_id, provinceId: wire.province_id, name: wire.city_name });

export const toCitySearchPage = (wire: CitySearchWire): Page<CityWithProvince> => ({
  items: wire.data.map((city) => ({ ...toCity(city), provinceName: city.province_name })),
  page: wire.page,
  perPage: wire.per_page,
  total: wire.total,
  totalPages: wire.total_pages,
});

export const toDistrict = (wire: DistrictWire): District => ({ id: wire.district_id, cityId: wire.city_id, name: wire.district_name });

export const toVillage = (wire: VillageWire): Village => ({ id: wire.village_id, districtId: wire.district_id, name: wire.village_name });

export const toBank = (wire: BankWire): Bank => ({ id: wire.id, code: wire.code, name: wire.name, logoUrl: wire.icon });

import type { ShopperLocation } from '@more/core';
import type { ShopperCityWire } from './location.wire';

export const toShopperLocation = (wire: ShopperCityWire): ShopperLocation => ({
  cityId: wire.city_id,
  cityName: wire.city_name,
  provinceId: wire.province_id,
});

export const toCityWire = (location: ShopperLocation): ShopperCityWire => ({
  city_id: location.cityId,
  city_name: location.cityName,
  province_id: location.provinceId,
});

import type { ShopperLocation } from './shopper-location';

/** Cities of the store's home region, East Java (province 35), as the city list writes them. */
export const SURABAYA_LOCATION: ShopperLocation = { cityId: '3578', cityName: 'KOTA SURABAYA', provinceId: '35' };
export const GRESIK_LOCATION: ShopperLocation = { cityId: '3525', cityName: 'KABUPATEN GRESIK', provinceId: '35' };
export const SIDOARJO_LOCATION: ShopperLocation = { cityId: '3515', cityName: 'KABUPATEN SIDOARJO', provinceId: '35' };

export const aShopperLocation = (overrides: Partial<ShopperLocation> = {}): ShopperLocation => ({
  ...SURABAYA_LOCATION,
  ...overrides,
});

import type { FlashSaleGroup, FlashSaleProduct } from './flash-sale';

/** A flash-sale product with stock left and a 50% discount; tests override what they are about. */
export const aFlashSaleProduct = (overrides: Partial<FlashSaleProduct> = {}): FlashSaleProduct => ({
  productId: 101,
  slug: 'kursi-tamu-jati',
  nameLong: 'Kursi Tamu Jati Minimalis Set 3 Dudukan',
  nameShort: 'Kursi Tamu Jati',
  isBundle: false,
  image: { url: 'https://img.test/kursi-tamu-jati.svg', alt: 'Kursi Tamu Jati' },
  normalPrice: 2500000,
  flashPrice: 1250000,
  discountPercent: 50,
  remains: 7,
  limit: 10,
  ...overrides,
});

/**
 * A running group: started 21 November 2026 19:00 WIB, ends an hour later.
 * Times are unix seconds, as on the wire.
 */
export const aFlashSaleGroup = (overrides: Partial<FlashSaleGroup> = {}): FlashSaleGroup => ({
  id: 1,
  title: 'Flash Sale Akhir Pekan',
  startsAt: 1_795_262_400,
  endsAt: 1_795_266_000,
  startText: null,
  endText: null,
  products: [aFlashSaleProduct()],
  ...overrides,
});

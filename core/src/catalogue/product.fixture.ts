import type { ProductSummary } from './product';

/** A plain, in-stock product without promotions; tests override what they are about. */
export const aProduct = (overrides: Partial<ProductSummary> = {}): ProductSummary => ({
  id: 1,
  slug: 'sofa-minimalis-3-seater',
  name: 'Sofa Minimalis 3 Seater',
  isBundle: false,
  stock: 10,
  price: { normal: 3500000, normalMin: 3500000, discountMin: 3500000, range: null },
  discountMaxPercent: 0,
  voucherText: 'Rp0',
  totalSales: 0,
  rating: 0,
  promo: null,
  images: [{ url: 'https://img.test/sofa-1.svg', alt: 'Sofa Minimalis 3 Seater' }],
  atmosphereImages: [],
  variantsAvailable: 1,
  colorsAvailable: 1,
  ...overrides,
});

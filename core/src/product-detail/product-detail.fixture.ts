import { aProduct } from '../catalogue/product.fixture';
import type { ProductDetail, ProductVariant, VariantFlashSale, VariantFreeGift, VariantPreOrder } from './product-detail';

/** A plain variant: in stock, no promotion. */
export const aProductVariant = (overrides: Partial<ProductVariant> = {}): ProductVariant => ({
  id: 101,
  name: '3 Seater',
  color: 'Abu-abu',
  price: { normal: 3500000, discounted: 3500000 },
  stock: 10,
  image: null,
  flashSale: null,
  freeGift: null,
  preOrder: null,
  ...overrides,
});

export const aVariantFlashSale = (overrides: Partial<VariantFlashSale> = {}): VariantFlashSale => ({
  price: 2450000,
  discountPercent: 30,
  remains: 4,
  limit: 10,
  endsAt: 1_795_000_000,
  ...overrides,
});

export const aVariantFreeGift = (overrides: Partial<VariantFreeGift> = {}): VariantFreeGift => ({
  name: 'Bantal Sofa',
  giftVariantId: 901,
  allowsMultipleBuy: false,
  ...overrides,
});

export const aVariantPreOrder = (overrides: Partial<VariantPreOrder> = {}): VariantPreOrder => ({
  note: 'Dikirim dalam 14 hari',
  ...overrides,
});

/** A plain product detail, one variant, no promotion; tests override what they are about. */
export const aProductDetail = (overrides: Partial<ProductDetail> = {}): ProductDetail => ({
  ...aProduct(),
  description: 'Sofa tiga dudukan dengan rangka kayu jati dan busa padat.',
  category: { id: 3, name: 'Ruang Tamu', slug: 'ruang-tamu' },
  brand: 'Olympic',
  materials: ['Kayu Jati', 'Kain Linen'],
  variants: [aProductVariant()],
  bundleComponents: [],
  ...overrides,
});

import type { Category, CategoryGroup, FilterOptions } from './category';
import { aProduct } from './product.fixture';
import type { ComboDeal, FreeGiftOffer, PreOrderOffer, ProductGroup } from './showcase';

/** The living room with two of its sub-categories; tests override what they are about. */
export const aCategory = (overrides: Partial<Category> = {}): Category => ({
  id: 4,
  name: 'Ruang Tamu',
  slug: 'ruang-tamu',
  image: { url: 'https://img.test/category/ruang-tamu.svg', alt: 'Furnitur ruang tamu' },
  imageTitle: 'Ruang Tamu',
  banner: { url: 'https://img.test/banner/ruang-tamu.svg', alt: 'Koleksi ruang tamu' },
  bannerTitle: 'Koleksi Ruang Tamu',
  content: 'Sofa, meja tamu dan bufet TV untuk ruang tamu yang hangat.',
  metaTitle: 'Furnitur Ruang Tamu | MORE',
  metaDescription: 'Belanja sofa dan meja tamu.',
  sort: 4,
  productCount: 64,
  subCategories: [
    { id: 130, name: 'Sofa', slug: 'sofa', productCount: 13 },
    { id: 131, name: 'Kursi Santai', slug: 'kursi-santai', productCount: 13 },
  ],
  ...overrides,
});

export const aCategoryGroup = (overrides: Partial<CategoryGroup> = {}): CategoryGroup => ({
  id: 1,
  name: 'Sofa & Kursi Santai',
  slug: 'sofa-kursi-santai',
  image: null,
  sort: 1,
  isBundleGroup: false,
  categories: [{ id: 130, name: 'Sofa', slug: 'sofa' }],
  ...overrides,
});

export const someFilterOptions = (overrides: Partial<FilterOptions> = {}): FilterOptions => ({
  categories: [{ id: 4, name: 'Ruang Tamu', slug: 'ruang-tamu', productCount: 64, subCategories: [] }],
  roomTypes: [{ value: 'ruang-tamu', label: 'Ruang Tamu', productCount: 64 }],
  materials: [{ value: 'Kayu Jati', label: 'Kayu Jati', productCount: 40 }],
  colors: [{ value: 'Hijau Sage', label: 'Hijau Sage', productCount: 12, hex: '#9caf88' }],
  brands: [{ value: 'Arkana', label: 'Arkana', productCount: 45 }],
  priceRange: { min: 99_000, max: 14_000_000 },
  ...overrides,
});

export const aProductGroup = (overrides: Partial<ProductGroup> = {}): ProductGroup => ({
  id: 1,
  name: 'Ruang Tamu Nyaman',
  description: 'Sofa dan meja pilihan untuk berkumpul bersama keluarga.',
  image: { url: 'https://img.test/square/ruang-tamu.svg', alt: 'Ruang Tamu Nyaman' },
  entries: [{ id: 1001, isBundle: false, stock: 10, product: aProduct() }],
  ...overrides,
});

export const aComboDeal = (overrides: Partial<ComboDeal> = {}): ComboDeal => ({
  id: 1,
  name: 'Kombo Hemat Sofa + Meja Tamu',
  product: aProduct(),
  variantId: 101,
  partner: aProduct({ id: 2, slug: 'meja-tamu-bundar', name: 'Meja Tamu Bundar' }),
  partnerVariantId: 201,
  partnerNormalPrice: 900_000,
  comboPrice: 720_000,
  allowsMultipleBuy: false,
  ...overrides,
});

export const aFreeGiftOffer = (overrides: Partial<FreeGiftOffer> = {}): FreeGiftOffer => ({
  id: 1,
  product: aProduct(),
  variants: [{ id: 101, name: '3 Seater', color: 'Abu-abu' }],
  giftName: 'Bantal Sofa',
  giftType: 'item',
  giftVariantId: null,
  allowsMultipleBuy: true,
  ...overrides,
});

export const aPreOrderOffer = (overrides: Partial<PreOrderOffer> = {}): PreOrderOffer => ({
  id: 1,
  product: aProduct(),
  variants: [{ id: 101, name: '3 Seater', color: 'Abu-abu' }],
  shipsInDays: 14,
  note: 'Dikirim dalam 14 hari kerja',
  ...overrides,
});

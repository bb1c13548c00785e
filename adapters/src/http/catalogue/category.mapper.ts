import type { Category, CategoryGroup, FilterOptions, ProductImage, SubCategory } from '@more/core';
import type { CategoryGroupWire, CategoryWire, FilterOptionsWire, SubCategoryWire } from './category.wire';

/** An image address with its alt text, falling back to `fallbackAlt`; none without an address. */
const imageOf = (url: string | null | undefined, alt: string | null | undefined, fallbackAlt: string): ProductImage | null =>
  url ? { url, alt: alt?.trim() || fallbackAlt } : null;

const toSubCategory = (wire: SubCategoryWire): SubCategory => ({
  id: wire.id,
  name: wire.name,
  slug: wire.slug || null,
  productCount: wire.product_count ?? null,
});

export const toCategory = (wire: CategoryWire): Category => ({
  id: wire.id,
  name: wire.name,
  slug: wire.slug,
  image: imageOf(wire.image_url, wire.image_alt, wire.name),
  imageTitle: wire.image_title?.trim() || wire.name,
  banner: imageOf(wire.banner_url, wire.banner_alt, wire.name),
  bannerTitle: wire.banner_title?.trim() || wire.name,
  content: wire.content ?? '',
  metaTitle: wire.meta_title?.trim() || wire.name,
  metaDescription: wire.meta_desc ?? '',
  sort: wire.sort ?? 0,
  productCount: wire.product_count,
  subCategories: wire.r_subs.map(toSubCategory),
});

export const toCategoryGroup = (wire: CategoryGroupWire): CategoryGroup => ({
  id: wire.id,
  name: wire.name,
  slug: wire.slug,
  image: imageOf(wire.image_url, null, wire.name),
  sort: wire.sort ?? 0,
  isBundleGroup: wire.is_bundle,
  categories: wire.categories.map(({ id, name, slug }) => ({ id, name, slug })),
});

export const toFilterOptions = (wire: FilterOptionsWire): FilterOptions => ({
  categories: wire.categories.map((category) => ({
    id: category.id,
    name: category.name,
    slug: category.slug,
    productCount: category.product_count,
    subCategories: category.r_subs.map(toSubCategory),
  })),
  roomTypes: wire.room_type.map((room) => ({ value: room.value, label: room.name, productCount: room.product_count })),
  materials: wire.materials.map((m) => ({ value: m.name, label: m.name, productCount: m.product_count })),
  colors: wire.colors.map((c) => ({ value: c.name, label: c.name, productCount: c.product_count, hex: c.hex })),
  brands: wire.brands.map((b) => ({ value: b.name, label: b.name, productCount: b.product_count })),
  priceRange: { min: wire.price_min, max: wire.price_max },
});

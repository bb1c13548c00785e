import type { ProductImage } from '../catalogue/product';
import type { ProductDetail, ProductVariant } from './product-detail';

export interface Gallery {
  readonly images: readonly ProductImage[];
  /** The slide to show: the chosen variant's image, else the first. */
  readonly active: number;
}

/**
 * The product page's gallery: atmosphere images first (they sell furniture
 * better, as on the cards), then the product images, then each variant's own
 * image not already there, each address once. A chosen variant brings its
 * image to view without reordering the slides, so the thumbnails stay put.
 */
export const productGallery = (
  detail: Pick<ProductDetail, 'images' | 'atmosphereImages' | 'variants'>,
  variant: ProductVariant | null,
): Gallery => {
  const seen = new Set<string>();
  const images = [...detail.atmosphereImages, ...detail.images, ...detail.variants.flatMap((v) => (v.image ? [v.image] : []))].filter(
    (image) => {
      if (!image.url || seen.has(image.url)) return false;
      seen.add(image.url);
      return true;
    },
  );
  const wanted = variant?.image?.url;
  const active = wanted ? Math.max(0, images.findIndex((image) => image.url === wanted)) : 0;
  return { images, active };
};

import { describe, expect, it } from 'vitest';
import { productGallery } from './gallery';
import { aProductDetail, aProductVariant } from './product-detail.fixture';

const image = (url: string) => ({ url, alt: url });

describe('the product gallery: atmosphere and product images', () => {
  const detail = aProductDetail({
    atmosphereImages: [image('room-1'), image('room-2')],
    images: [image('1'), image('2'), image('')],
    variants: [aProductVariant({ id: 1, image: image('2') }), aProductVariant({ id: 2, image: image('3') }), aProductVariant({ id: 3, image: null })],
  });

  it('lists atmosphere images first, then product images, then variant images, each once', () => {
    expect(productGallery(detail, null)).toEqual({ images: ['room-1', 'room-2', '1', '2', '3'].map(image), active: 0 });
  });

  it('shows the chosen variant\'s image without reordering', () => {
    expect(productGallery(detail, detail.variants[0]!).active).toBe(3);
    expect(productGallery(detail, detail.variants[1]!).active).toBe(4);
    expect(productGallery(detail, detail.variants[2]!).active).toBe(0);
  });
});

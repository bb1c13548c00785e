import type { PhotoFile, ProductReview } from './review';

/** A five-star review of product 12; tests override what they are about. */
export const aReview = (overrides: Partial<ProductReview> = {}): ProductReview => ({
  id: 1,
  productId: 12,
  reviewerName: 'Sinta W.',
  reviewerPictureUrl: null,
  rating: 5,
  text: 'Sofanya empuk dan jahitannya rapi, pengiriman cepat.',
  variant: '3 Dudukan, Abu-abu',
  photos: [],
  createdAt: Date.UTC(2026, 10, 20, 8, 30),
  ...overrides,
});

/** A picture as the browser's File has it, without needing the DOM. */
export const aPhotoFile = (name = 'sofa.jpg', type = 'image/jpeg', bytes = new Uint8Array([0xff, 0xd8, 0xff, 0xe0])): PhotoFile => ({
  name,
  type,
  size: bytes.byteLength,
  arrayBuffer: () => Promise.resolve(bytes.slice().buffer),
});

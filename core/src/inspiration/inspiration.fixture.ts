import type { Inspiration } from './inspiration';

/** An inspiration of the living room; tests override what they are about. */
export const anInspiration = (overrides: Partial<Inspiration> = {}): Inspiration => ({
  id: 1,
  slug: 'ruang-tamu-japandi-yang-hangat',
  title: 'Ruang Tamu Japandi yang Hangat',
  metaTitle: 'Inspirasi Ruang Tamu Japandi | MORE Furniture',
  imageUrl: 'https://img.test/inspirasi-1.svg',
  room: { slug: 'ruang-tamu', name: 'Ruang Tamu' },
  metaDescription: 'Ruang tamu bergaya Japandi dengan kayu terang dan kain linen.',
  style: 'Japandi',
  paragraphs: ['Kayu terang dan kain linen membuat ruang tamu terasa lapang.'],
  gallery: [],
  productIds: [],
  publishedAt: Date.UTC(2026, 9, 1),
  ...overrides,
});

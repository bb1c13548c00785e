import type { Article } from './article';

/** An article of the tips category; tests override what they are about. */
export const anArticle = (overrides: Partial<Article> = {}): Article => ({
  id: 1,
  slug: 'cara-merawat-sofa-kain',
  title: 'Cara Merawat Sofa Kain agar Awet',
  excerpt: 'Lima kebiasaan kecil yang membuat sofa kain tetap bersih dan nyaman.',
  imageUrl: 'https://img.test/artikel-1.svg',
  category: { name: 'Tips & Perawatan', slug: 'tips-perawatan' },
  tags: [{ name: 'Perawatan', slug: 'perawatan' }],
  author: 'Tim Redaksi MORE',
  publishedAt: Date.UTC(2026, 10, 1, 2),
  readMinutes: 4,
  metaTitle: 'Cara Merawat Sofa Kain | MORE Furniture',
  metaDescription: 'Tips merawat sofa kain agar awet.',
  html: '<p>Sofa kain menyerap debu lebih cepat dari sofa kulit.</p>',
  ...overrides,
});

import { describe, expect, it } from 'vitest';
import { jsonLdText } from '../shared/structured-data';
import { productHead } from './product-head';
import { aProductDetail, aProductVariant } from './product-detail.fixture';

describe('a product page\'s head: Open Graph and JSON-LD Product with its offer', () => {
  const detail = aProductDetail({
    id: 1,
    slug: 'ranjang-sagara',
    name: 'Ranjang Sagara',
    description: '<p>Ranjang <b>kayu</b> jati.</p>',
    rating: 0,
    images: [{ url: 'https://img/1.jpg', alt: '' }],
    atmosphereImages: [{ url: 'https://img/room.jpg', alt: '' }],
    variants: [aProductVariant({ id: 7, stock: 0, price: { normal: 200, discounted: 150 } }), aProductVariant({ id: 8, stock: 2, price: { normal: 300, discounted: 300 } })],
  });

  it('names the product, leads the description with the price, shows the first photo', () => {
    const head = productHead(detail, 'https://toko.test', 'MORE');
    expect(head.title).toBe('Ranjang Sagara | MORE');
    expect(head.description).toBe('Rp150 - Rp300. Ranjang kayu jati.');
    expect(head.image).toBe('https://img/room.jpg');
  });

  it('offers it in IDR, in stock while any variant has stock, with no rating when unrated', () => {
    const { jsonLd } = productHead(detail, 'https://toko.test', 'MORE');
    expect(jsonLd).toEqual({
      '@context': 'https://schema.org',
      '@type': 'Product',
      name: 'Ranjang Sagara',
      productID: '1',
      sku: '7',
      description: 'Ranjang kayu jati.',
      image: ['https://img/room.jpg', 'https://img/1.jpg'],
      brand: { '@type': 'Brand', name: detail.brand },
      category: detail.category!.name,
      offers: { '@type': 'Offer', url: 'https://toko.test/product/ranjang-sagara', priceCurrency: 'IDR', price: 150, availability: 'https://schema.org/InStock' },
    });
    const sold = productHead({ ...detail, rating: 4.5, totalSales: 12, variants: [detail.variants[0]!] }, 'https://toko.test', 'MORE').jsonLd;
    expect(sold.offers).toMatchObject({ availability: 'https://schema.org/OutOfStock' });
    expect(sold.aggregateRating).toEqual({ '@type': 'AggregateRating', ratingValue: 4.5, bestRating: 5, ratingCount: 12 });
  });

  it('keeps the description short and falls back to the stock of a product without variants', () => {
    const long = productHead({ ...detail, description: 'kata '.repeat(100), variants: [], stock: 0 }, 'o', 'MORE');
    expect(long.description.length).toBeLessThanOrEqual(160);
    expect(long.description.endsWith('…')).toBe(true);
    expect(long.jsonLd.offers).toMatchObject({ availability: 'https://schema.org/OutOfStock' });
    const bare = productHead({ ...detail, description: '', images: [], atmosphereImages: [], brand: null, category: null }, 'o', 'MORE');
    expect(bare.image).toBeNull();
    expect(bare.jsonLd).not.toHaveProperty('image');
    expect(bare.jsonLd).not.toHaveProperty('brand');
  });

  it('writes JSON that cannot close its script element', () => {
    const text = jsonLdText({ name: '</script><script>alert(1)</script>\u2028' });
    expect(text).not.toContain('<');
    expect(JSON.parse(text)).toEqual({ name: '</script><script>alert(1)</script>\u2028' });
  });
});

import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { ProductImage } from './product';
import { cardImageAt } from './card-image-at';
import { CARD_IMAGE_LIMIT, cardImages, hasVoucher, productHref, promoBadge, toProductCard } from './product-card';
import { aProduct } from './product.fixture';

/** An image by name; the empty name stands for an image without an address. */
const image = (name: string): ProductImage => ({ url: name ? `https://img.test/${name}.svg` : '', alt: name });

describe('product card', () => {
  describe('"cover image (first atmosphere image if any, else first product image; at most 3 images shown)"', () => {
    it('leads with the first atmosphere image when there is one', () => {
      const card = toProductCard(
        aProduct({ images: [image('packshot')], atmosphereImages: [image('living-room'), image('bedroom')] }),
      );
      expect(card.coverImage).toEqual(image('living-room'));
    });

    it('falls back to the first product image', () => {
      const card = toProductCard(aProduct({ images: [image('front'), image('side')], atmosphereImages: [] }));
      expect(card.coverImage).toEqual(image('front'));
    });

    it('has no cover when the product has no image at all', () => {
      expect(toProductCard(aProduct({ images: [], atmosphereImages: [] })).coverImage).toBeNull();
    });

    it('shows at most 3 distinct images, the cover first, for any images', () => {
      const images = fc.array(fc.constantFrom('a', 'b', 'c', 'd', 'e', '').map(image), { maxLength: 6 });
      fc.assert(
        fc.property(images, images, (productImages, atmosphereImages) => {
          const shown = cardImages({ images: productImages, atmosphereImages });
          expect(shown.length).toBeLessThanOrEqual(CARD_IMAGE_LIMIT);
          expect(new Set(shown.map((i) => i.url)).size).toBe(shown.length);
          const firstUsable = [...atmosphereImages, ...productImages].find((i) => i.url !== '');
          expect(shown.every((i) => i.url !== '')).toBe(true);
          expect(shown[0]).toEqual(firstUsable);
          // A subset of the product's images, in their order (atmosphere first): each one after the one before.
          const all = [...atmosphereImages, ...productImages];
          let from = 0;
          for (const one of shown) {
            const at = all.indexOf(one, from);
            expect(at).toBeGreaterThanOrEqual(from);
            from = at + 1;
          }
          // Nothing usable left out while there is room: fewer than 3 only when the product has no more.
          const distinct = new Set(all.filter((i) => i.url !== '').map((i) => i.url)).size;
          expect(shown.length).toBe(Math.min(CARD_IMAGE_LIMIT, distinct));
        }),
      );
    });

    it('shows the image of the strip a pointer is over: the cover on the left, each next one further right', () => {
      expect([0, 0.2, 0.4, 0.7, 0.99, 1].map((x) => cardImageAt(x, 3))).toEqual([0, 0, 1, 2, 2, 2]);
      expect(cardImageAt(0.9, 1)).toBe(0);
      expect(cardImageAt(0.5, 0)).toBe(0);
      fc.assert(
        fc.property(fc.double({ min: -1, max: 2, noNaN: true }), fc.double({ min: -1, max: 2, noNaN: true }), fc.integer({ min: 1, max: CARD_IMAGE_LIMIT }), (a, b, count) => {
          const [left, right] = a <= b ? [a, b] : [b, a];
          const at = cardImageAt(left, count);
          expect(Number.isInteger(at)).toBe(true);
          expect(at).toBeGreaterThanOrEqual(0);
          expect(at).toBeLessThan(count);
          // Further right never shows an earlier image.
          expect(cardImageAt(right, count)).toBeGreaterThanOrEqual(at);
        }),
      );
      // Every image has its strip.
      for (let count = 1; count <= CARD_IMAGE_LIMIT; count++) {
        const reached = new Set(Array.from({ length: 100 }, (_, i) => cardImageAt((i + 0.5) / 100, count)));
        expect(reached.size).toBe(count);
      }
    });
  });

  it('"label "Stok Habis" when stock is 0"', () => {
    expect(toProductCard(aProduct({ stock: 0 })).stockLabel).toBe('Stok Habis');
    expect(toProductCard(aProduct({ stock: 3 })).stockLabel).toBeNull();
  });

  describe('"Cards link to /bundle/{slug} when bundling is 1, else to /product/{slug}."', () => {
    it('links a bundle to the bundle page', () => {
      expect(productHref({ slug: 'paket-kamar-tidur', isBundle: true })).toBe('/bundle/paket-kamar-tidur');
    });
    it('links any other product to the product page', () => {
      expect(productHref({ slug: 'kursi-makan-jati', isBundle: false })).toBe('/product/kursi-makan-jati');
    });
    it('keeps a slug with unusual characters inside one path segment', () => {
      expect(productHref({ slug: 'rak/buku 2', isBundle: false })).toBe('/product/rak%2Fbuku%202');
    });
  });

  it('"a voucher icon when status_voucher is not "Rp0""', () => {
    expect(hasVoucher('Rp0')).toBe(false);
    expect(hasVoucher(' Rp0 ')).toBe(false);
    expect(hasVoucher('')).toBe(false);
    expect(hasVoucher('Rp50.000')).toBe(true);
  });

  it('"Sales count with "Terjual" shows when total_sales is not 0"', () => {
    expect(toProductCard(aProduct({ totalSales: 0 })).soldLabel).toBeNull();
    expect(toProductCard(aProduct({ totalSales: 7 })).soldLabel).toBe('7 Terjual');
    expect(toProductCard(aProduct({ totalSales: 1204 })).soldLabel).toBe('1.204 Terjual');
  });

  describe('prices: "normal minimum price, maximum discount, … discounted minimum price"', () => {
    it('shows the discounted price, the crossed-out normal price and the discount', () => {
      const card = toProductCard(
        aProduct({
          price: { normal: 2000000, normalMin: 1500000, discountMin: 1250000, range: null },
          discountMaxPercent: 16.7,
        }),
      );
      expect(card.price).toBe('Rp1.250.000');
      expect(card.priceBefore).toBe('Rp1.500.000');
      expect(card.discount).toBe('17%');
    });

    it('shows one price when nothing is discounted', () => {
      const card = toProductCard(aProduct());
      expect(card.price).toBe('Rp3.500.000');
      expect(card.priceBefore).toBeNull();
      expect(card.discount).toBeNull();
    });
  });

  describe('promotion badge by seo_4 (document 1 §4)', () => {
    it.each([
      ['GRATIS', 'Bantal Sofa', 'GRATIS Bantal Sofa'],
      ['FLASH SALE', '50%', 'FLASH SALE 50%'],
      ['KOMBO HEMAT', 'Hemat 20%', 'KOMBO HEMAT Hemat 20%'],
      ['SALE', 'Diskon 30%', 'Diskon 30%'],
      ['HOT PRODUCT', 'ignored', 'PRODUK TERLARIS'],
      ['NEW PRODUCT', 'ignored', 'PRODUK TERBARU'],
      ['new product', '', 'PRODUK TERBARU'],
    ])('%s with seo_5 "%s" shows "%s"', (type, text, badge) => {
      expect(promoBadge({ type, text })).toBe(badge);
    });

    it('shows the label alone when seo_5 is empty, and no badge for SALE without text', () => {
      expect(promoBadge({ type: 'GRATIS', text: '' })).toBe('GRATIS');
      expect(promoBadge({ type: 'SALE', text: ' ' })).toBeNull();
    });

    it('shows no badge for no promotion or an unknown type', () => {
      expect(promoBadge(null)).toBeNull();
      expect(promoBadge({ type: 'BLACK FRIDAY', text: 'x' })).toBeNull();
    });
  });
});

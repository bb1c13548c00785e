import { describe, expect, it } from 'vitest';
import { toFlashSaleCard } from './flash-sale-card';
import { aFlashSaleProduct } from './flash-sale.fixture';

describe('flash-sale card', () => {
  it('shows a running sale\'s flash price, the crossed-out normal price, the discount and the stock', () => {
    expect(toFlashSaleCard(aFlashSaleProduct(), 'running', 'small')).toEqual({
      productId: 101,
      name: 'Kursi Tamu Jati',
      href: '/product/kursi-tamu-jati',
      image: { url: 'https://img.test/kursi-tamu-jati.svg', alt: 'Kursi Tamu Jati' },
      price: 'Rp1.250.000',
      priceMasked: false,
      priceBefore: 'Rp2.500.000',
      discount: '50%',
      stockLabel: 'Stok Terbatas',
      stockBarWidth: 0.7,
      soldOut: false,
    });
  });

  it('"before start … prices partly masked" (document 1 §4): the flash price only; the normal price is public', () => {
    const card = toFlashSaleCard(aFlashSaleProduct(), 'upcoming', 'small');
    expect(card.price).toBe('Rp1.2xx.xxx');
    expect(card.priceMasked).toBe(true);
    expect(card.priceBefore).toBe('Rp2.500.000');
    expect(card.discount).toBe('50%');
  });

  it('uses name_short on a small card and name_long on a large one, each falling back to the other', () => {
    const product = aFlashSaleProduct();
    expect(toFlashSaleCard(product, 'running', 'large').name).toBe('Kursi Tamu Jati Minimalis Set 3 Dudukan');
    expect(toFlashSaleCard(aFlashSaleProduct({ nameShort: ' ' }), 'running', 'small').name).toBe(product.nameLong);
    expect(toFlashSaleCard(aFlashSaleProduct({ nameLong: '' }), 'running', 'large').name).toBe(product.nameShort);
  });

  it('"Hampir Habis" when remains is 1 "(small card only)"; "Habis" and sold out at 0', () => {
    expect(toFlashSaleCard(aFlashSaleProduct({ remains: 1 }), 'running', 'small').stockLabel).toBe('Hampir Habis');
    expect(toFlashSaleCard(aFlashSaleProduct({ remains: 1 }), 'running', 'large').stockLabel).toBe('Stok Terbatas');
    const soldOut = toFlashSaleCard(aFlashSaleProduct({ remains: 0 }), 'running', 'large');
    expect(soldOut.stockLabel).toBe('Habis');
    expect(soldOut.soldOut).toBe(true);
    expect(soldOut.stockBarWidth).toBe(0);
  });

  it('links a bundle to its bundle page ("bundling" of the variant)', () => {
    expect(toFlashSaleCard(aFlashSaleProduct({ isBundle: true, slug: 'paket-ruang-tamu' }), 'running', 'small').href).toBe(
      '/bundle/paket-ruang-tamu',
    );
  });

  it('shows neither a normal price nor a discount when the flash price is no lower', () => {
    const card = toFlashSaleCard(aFlashSaleProduct({ normalPrice: 900_000, flashPrice: 900_000, discountPercent: 0 }), 'running', 'small');
    expect(card.price).toBe('Rp900.000');
    expect(card.priceBefore).toBeNull();
    expect(card.discount).toBeNull();
  });

  it('rounds the discount to whole percent and shows the real price once over', () => {
    const card = toFlashSaleCard(aFlashSaleProduct({ discountPercent: 33.4 }), 'over', 'small');
    expect(card.discount).toBe('33%');
    expect(card.price).toBe('Rp1.250.000');
  });
});

import { toProductCard } from '@more/core';
import { aProduct } from '@more/core/testing';
import { fireEvent, render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import noImage from './no-image.svg';
import { ProductCard } from './ProductCard';
import { WithWishlist, aGuestWishlist } from './wish-heart.fixture';

const renderCard = (overrides: Parameters<typeof aProduct>[0]) => render(<ProductCard card={toProductCard(aProduct(overrides))} />, { wrapper: WithWishlist });

describe('<ProductCard>', () => {
  it('shows name, cover, discounted and normal price, discount, badge, rating, sales and voucher', () => {
    renderCard({
      name: 'Sofa Aruna 3 Seater',
      price: { normal: 4_000_000, normalMin: 4_000_000, discountMin: 3_000_000, range: null },
      discountMaxPercent: 25,
      promo: { type: 'HOT PRODUCT', text: '' },
      rating: 4.75,
      totalSales: 1530,
      voucherText: 'Rp100.000',
    });
    expect(screen.getByRole('heading', { name: 'Sofa Aruna 3 Seater' })).toBeTruthy();
    expect(screen.getByTestId('product-price').textContent).toBe('Rp3.000.000');
    // The crossed-out price is read as "Harga normal Rp4.000.000": hidden words, since <s> may not carry a name (aria-label).
    const before = screen.getByRole('article').querySelector('s')!;
    expect(before.textContent).toBe('Harga normal Rp4.000.000');
    expect(before.querySelector('.visually-hidden')?.textContent).toBe('Harga normal ');
    expect(screen.getByText('25%')).toBeTruthy();
    expect(screen.getByText('PRODUK TERLARIS')).toBeTruthy();
    const rating = screen.getByTestId('product-rating');
    expect(rating.textContent).toBe('★Rating 4.8 dari 5');
    expect([...rating.querySelectorAll('.visually-hidden')].map((word) => word.textContent)).toEqual(['Rating ', ' dari 5']);
    expect(rating.querySelector('[aria-hidden="true"]')?.textContent).toBe('★');
    expect(screen.getByRole('article').querySelector('span[aria-label], s[aria-label], p[aria-label]')).toBeNull();
    expect(screen.getByText('1.530 Terjual')).toBeTruthy();
    expect(screen.getByText('Voucher')).toBeTruthy();
  });

  it('marks a product out of stock with "Stok Habis" and leaves out what does not apply', () => {
    renderCard({ stock: 0 });
    expect(screen.getByText('Stok Habis')).toBeTruthy();
    expect(screen.queryByText(/Terjual/)).toBeNull();
    expect(screen.queryByText('Voucher')).toBeNull();
    expect(screen.queryByTestId('product-rating')).toBeNull();
  });

  it('falls back to the no-image placeholder when the cover fails to load (document 1 §8)', () => {
    const { container } = renderCard({ images: [{ url: 'https://img.test/broken.svg', alt: 'Sofa' }] });
    const image = container.querySelector('img')!;
    expect(image.getAttribute('src')).toBe('https://img.test/broken.svg');
    fireEvent.error(image);
    expect(container.querySelector('img')!.getAttribute('src')).toBe(noImage);
  });

  it('names the card link after the product once: the cover is decorative beside the name', () => {
    const { container } = renderCard({ name: 'Rak Buku Elang' });
    expect(container.querySelector('img')!.getAttribute('alt')).toBe('');
    expect(screen.getByRole('link').textContent).toMatch(/^Rak Buku Elang/);
  });
});

describe('the heart on a product card', () => {
  it("shows the wishlist's mark and toggles it: the same Wishlist the header and the wishlist page read", () => {
    const wishlist = aGuestWishlist([1]);
    render(<ProductCard card={toProductCard(aProduct({ id: 1, name: 'Sofa Aruna' }))} />, {
      wrapper: ({ children }) => <WithWishlist wishlist={wishlist}>{children}</WithWishlist>,
    });
    const heart = screen.getByRole('button', { name: 'Wishlist Sofa Aruna' });
    expect(heart.getAttribute('aria-pressed')).toBe('true');
    fireEvent.click(heart);
    expect(wishlist.current.productIds).toEqual([]);
    expect(heart.getAttribute('aria-pressed')).toBe('false');
    fireEvent.click(heart);
    expect(wishlist.current.productIds).toEqual([1]);
    expect(heart.getAttribute('aria-pressed')).toBe('true');
  });

  it('sits outside the card\'s link, so it is a button of its own and not a nested control', () => {
    renderCard({ id: 3, name: 'Meja Kerja' });
    const heart = screen.getByRole('button', { name: 'Wishlist Meja Kerja' });
    expect(heart.closest('a')).toBeNull();
    expect(heart.closest('article')).not.toBeNull();
  });
});

import { toProductCard } from '@more/core';
import { aProduct } from '@more/core/testing';
import { act, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { hydrateRoot } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
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

describe('the photos of a product card: "Product cards show at most 3 images" (document 2 §9)', () => {
  const photo = (name: string) => ({ url: `https://img.test/${name}.jpg`, alt: name });
  const manyPhotos = { images: ['depan', 'samping', 'belakang', 'detail'].map(photo), atmosphereImages: [photo('ruang-tamu')] };
  const sources = (container: HTMLElement) => [...container.querySelectorAll('img')].map((image) => image.getAttribute('src'));
  const slides = (container: HTMLElement) => container.querySelector('img')!.parentElement!.parentElement!.children;

  it('renders the cover alone at first, eager when asked, with room for the next two and a dot for each of the three', () => {
    const { container } = render(<ProductCard card={toProductCard(aProduct(manyPhotos))} eager />, { wrapper: WithWishlist });
    expect(sources(container)).toEqual(['https://img.test/ruang-tamu.jpg']);
    expect(container.querySelector('img')!.getAttribute('loading')).toBe('eager');
    expect(slides(container)).toHaveLength(3);
    expect(container.querySelectorAll('[aria-hidden="true"] > span')).toHaveLength(3);
  });

  it('brings the next two photos when a mouse comes over the photo, never more than 3, the cover first, all decorative', () => {
    const { container } = render(<ProductCard card={toProductCard(aProduct(manyPhotos))} />, { wrapper: WithWishlist });
    const box = slides(container)[0]!.parentElement!.parentElement!;
    act(() => {
      fireEvent.pointerEnter(box, { pointerType: 'mouse' });
    });
    expect(sources(container)).toEqual(['https://img.test/ruang-tamu.jpg', 'https://img.test/depan.jpg', 'https://img.test/samping.jpg']);
    expect([...container.querySelectorAll('img')].map((image) => image.getAttribute('alt'))).toEqual(['', '', '']);
  });

  it('brings them on a swipe of the row, and not on a touch alone', () => {
    const { container } = render(<ProductCard card={toProductCard(aProduct(manyPhotos))} />, { wrapper: WithWishlist });
    const row = slides(container)[0]!.parentElement!;
    act(() => {
      fireEvent.pointerEnter(row.parentElement!, { pointerType: 'touch' });
    });
    expect(sources(container)).toHaveLength(1);
    Object.defineProperty(row, 'clientWidth', { value: 200 });
    row.scrollLeft = 200;
    act(() => {
      fireEvent.scroll(row);
    });
    expect(sources(container)).toHaveLength(3);
  });

  it('brings them after hydration when the shopper swiped the row before it (read once the page is idle)', async () => {
    const card = toProductCard(aProduct(manyPhotos));
    const container = document.createElement('div');
    container.innerHTML = renderToString(<WithWishlist><ProductCard card={card} /></WithWishlist>);
    document.body.append(container);
    const row = slides(container)[0]!.parentElement!;
    Object.defineProperty(row, 'clientWidth', { value: 200 });
    row.scrollLeft = 400;
    let root: ReturnType<typeof hydrateRoot> | undefined;
    act(() => {
      root = hydrateRoot(container, <WithWishlist><ProductCard card={card} /></WithWishlist>);
    });
    await waitFor(() => expect(sources(container)).toHaveLength(3));
    // The dots name the photo the row shows: the third.
    expect([...container.querySelectorAll('[aria-hidden="true"] > span')].map((dot) => /dotShown/.test(dot.className))).toEqual([false, false, true]);
    act(() => root?.unmount());
    container.remove();
  });

  it('renders the same HTML on the server as the first render in the browser: the cover only', () => {
    const html = renderToString(<WithWishlist><ProductCard card={toProductCard(aProduct(manyPhotos))} /></WithWishlist>);
    expect(html.match(/<img/g)).toHaveLength(1);
    expect(html).toContain('https://img.test/ruang-tamu.jpg');
  });

  it('shows a product with one photo as that photo alone, without dots', () => {
    const { container } = render(<ProductCard card={toProductCard(aProduct({ images: [photo('depan')], atmosphereImages: [] }))} />, { wrapper: WithWishlist });
    expect(sources(container)).toEqual(['https://img.test/depan.jpg']);
    expect(container.querySelectorAll('[aria-hidden="true"] > span')).toHaveLength(0);
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

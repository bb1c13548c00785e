import { StoreFailure, WISHLIST_PAGE_SIZE } from '@more/core';
import { act, fireEvent, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { settle, wishlistWorld } from '../wishlist.fixture';

const serverDown = () => new StoreFailure('server', 'GET more/user/wishlist', 'Internal Server Error', { status: 500 });

describe('/profile/wishlist', () => {
  it('shows a skeleton, announced as busy, while the account\'s list loads', async () => {
    const world = wishlistWorld({ serverIds: [1, 2] });
    world.api.hold();
    void world.wishlist.refresh();
    await world.show();
    expect(screen.getByTestId('wishlist-loading').getAttribute('aria-busy')).toBe('true');
    await act(async () => {
      world.api.release();
      await settle();
    });
    expect(screen.getAllByTestId('wishlist-item')).toHaveLength(2);
  });

  it('lists the wished products as product cards with their hearts on, and how many there are', async () => {
    const world = wishlistWorld({ serverIds: [1, 2, 3] });
    await world.show();
    const items = screen.getAllByTestId('wishlist-item');
    expect(items.map((item) => within(item).getByRole('heading').textContent)).toEqual(['Produk 1', 'Produk 2', 'Produk 3']);
    for (const item of items) expect(within(item).getByTestId('card-wishlist').getAttribute('aria-pressed')).toBe('true');
    expect(screen.getByTestId('wishlist-count').textContent).toBe('3 produk');
  });

  it('"Hapus" removes the product at once from the page and the list the header counts, says so and moves focus to the heading', async () => {
    const world = wishlistWorld({ serverIds: [1, 2, 3] });
    await world.show();
    await act(async () => {
      fireEvent.click(screen.getByRole('button', { name: 'Hapus Produk 2 dari wishlist' }));
      await settle();
    });
    expect(world.api.callsOf('remove')).toEqual([2]);
    expect(world.wishlist.current.productIds).toEqual([1, 3]);
    expect(screen.getAllByTestId('wishlist-item')).toHaveLength(2);
    expect(screen.getByTestId('wishlist-status').textContent).toBe('Produk 2 dihapus dari wishlist.');
    expect(document.activeElement).toBe(screen.getByRole('heading', { level: 1, name: 'Wishlist Saya' }));
  });

  it('puts a removal the server refused back, and says why', async () => {
    const world = wishlistWorld({ serverIds: [1, 2] });
    await world.show();
    world.api.failing.remove = new StoreFailure('server', 'DELETE more/user/wishlist/{id}', 'boom', { status: 500 });
    await act(async () => {
      fireEvent.click(screen.getByRole('button', { name: 'Hapus Produk 1 dari wishlist' }));
      await settle();
    });
    expect(screen.getAllByTestId('wishlist-item')).toHaveLength(2);
    expect(screen.getByRole('alert').textContent).toContain('Wishlist belum dapat diubah.');
    expect(screen.getByTestId('wishlist-status').textContent).toBe('');
  });

  it('"Tambah ke Keranjang" puts the product\'s variant in the cart and says so beside it', async () => {
    const world = wishlistWorld({ serverIds: [4] });
    await world.show();
    await act(async () => {
      fireEvent.click(screen.getByRole('button', { name: 'Tambah Produk 4 ke keranjang' }));
      await settle();
    });
    expect(world.cart.current.lines.map((line) => [line.variantId, line.quantity])).toEqual([[40, 1]]);
    expect(screen.getByRole('button', { name: 'Tambah Produk 4 ke keranjang' }).textContent).toBe('Ditambahkan ✓');
    expect(screen.getByText('Produk ditambahkan ke keranjang')).toBeTruthy();
  });

  it(`pages the list ${WISHLIST_PAGE_SIZE} at a time (?page=2)`, async () => {
    const ids = Array.from({ length: WISHLIST_PAGE_SIZE + 2 }, (_, i) => i + 1);
    const world = wishlistWorld({ serverIds: ids, path: '/profile/wishlist?page=2' });
    await world.show();
    expect(screen.getAllByTestId('wishlist-item')).toHaveLength(2);
    expect(screen.getByRole('navigation', { name: 'Halaman wishlist' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Halaman 2' }).getAttribute('aria-current')).toBe('page');
  });

  it('shows the empty state with "Belanja Sekarang" to the products', async () => {
    const world = wishlistWorld({ serverIds: [] });
    await world.show();
    const empty = screen.getByTestId('wishlist-empty');
    expect(empty.textContent).toContain('Wishlist Anda masih kosong');
    expect(within(empty).getByRole('link', { name: 'Belanja Sekarang' }).getAttribute('href')).toBe('/products');
  });

  it('says a failed list failed, in Indonesian, and "Coba Lagi" loads it', async () => {
    const world = wishlistWorld({ serverIds: [1] });
    world.api.failing.list = serverDown();
    await act(async () => {
      await world.wishlist.refresh();
    });
    await world.show();
    const failure = screen.getByTestId('wishlist-failed');
    expect(failure.textContent).toContain('Wishlist belum dapat ditampilkan.');
    expect(failure.textContent).toContain('Server kami sedang mengalami gangguan');
    delete world.api.failing.list;
    await act(async () => {
      fireEvent.click(within(failure).getByRole('button', { name: 'Coba Lagi' }));
      await settle();
    });
    expect(screen.getAllByTestId('wishlist-item')).toHaveLength(1);
  });

  it('offers "Pilih Varian" to the product page for a product with a choice of variants', async () => {
    const world = wishlistWorld({ serverIds: [5], variantsOf: { 5: 2 } });
    await world.show();
    const choose = screen.getByRole('link', { name: 'Pilih varian Produk 5' });
    expect(choose.getAttribute('href')).toBe('/product/produk-5');
    expect(screen.queryByRole('button', { name: /ke keranjang/ })).toBeNull();
  });
});

import { act, fireEvent, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { inspirationWorld, settle } from '../inspiration.fixture';
import InspirationPage from './InspirationPage';

const open = async (slug: string, prepare: (world: ReturnType<typeof inspirationWorld>) => void = () => {}) => {
  const world = inspirationWorld(`/inspirasi-detail/${slug}`);
  prepare(world);
  await world.show(<InspirationPage params={{ slug }} />);
  return world;
};

describe('/inspirasi-detail/{slug} (document 1 §2; document 2 §7 "Inspiration", "Catalogue": uni/product/inspiration/{id})', () => {
  it('shows the trail, its room (back to the room page), style, title and story', async () => {
    await open('tamu-1');
    const trail = screen.getByRole('navigation', { name: 'Breadcrumb' });
    expect(within(trail).getAllByRole('link').map((link) => link.getAttribute('href'))).toEqual(['/', '/inspirasi/semua', '/inspirasi/ruang-tamu']);
    expect(within(trail).getByText('Ruang Tamu Hangat 1').getAttribute('aria-current')).toBe('page');
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('Ruang Tamu Hangat 1');
    expect(screen.getByRole('link', { name: 'Inspirasi Ruang Tamu lainnya' }).getAttribute('href')).toBe('/inspirasi/ruang-tamu');
    expect(screen.getByText('Gaya Japandi')).toBeTruthy();
    expect(screen.getByText('Sofa menjadi pusat ruangan.')).toBeTruthy();
  });

  it('shows its photos in the gallery, the first loaded first, stepped through by the arrow keys', async () => {
    await open('tamu-1');
    const gallery = screen.getByRole('region', { name: 'Foto Ruang Tamu Hangat 1' });
    const photos = within(gallery).getAllByRole('img', { name: /Sudut sofa|Meja tamu|Rak dinding/ });
    expect(photos.map((photo) => photo.getAttribute('src'))).toEqual(['https://img.test/tamu-1-a.svg', 'https://img.test/tamu-1-b.svg', 'https://img.test/tamu-1-c.svg']);
    expect(photos[0]!.getAttribute('fetchpriority')).toBe('high');
    const row = within(gallery).getByRole('list', { name: 'Foto 1 dari 3' });
    fireEvent.keyDown(row, { key: 'ArrowRight' });
    expect(within(gallery).getByRole('list', { name: 'Foto 2 dari 3' })).toBe(row);
    fireEvent.keyDown(row, { key: 'ArrowLeft' });
    fireEvent.keyDown(row, { key: 'ArrowLeft' });
    expect(row.getAttribute('aria-label')).toBe('Foto 3 dari 3');
  });

  it('lists its products as product cards: "Tambah ke Keranjang" for one variant, "Pilih Varian" to the page for a choice', async () => {
    await open('tamu-1');
    const products = screen.getAllByTestId('inspiration-product');
    expect(products.map((product) => within(product).getByRole('heading').textContent)).toEqual(['Sofa Linen 3 Dudukan', 'Meja Tamu Oak']);
    expect(within(products[0]!).getByRole('button', { name: 'Tambah Sofa Linen 3 Dudukan ke keranjang' })).toBeTruthy();
    expect(within(products[1]!).getByRole('link', { name: 'Pilih varian Meja Tamu Oak' }).getAttribute('href')).toBe('/product/meja-tamu');
  });

  it("puts a one-variant product in the cart, says so beside it, and leads to the cart", async () => {
    const world = await open('tamu-1');
    await act(async () => {
      fireEvent.click(screen.getByRole('button', { name: 'Tambah Sofa Linen 3 Dudukan ke keranjang' }));
      await settle();
    });
    expect(world.cart.current.lines.map((line) => line.variantId)).toEqual([10]);
    const product = screen.getAllByTestId('inspiration-product')[0]!;
    expect(within(product).getByRole('status').textContent).toContain('Produk ditambahkan ke keranjang');
    expect(within(product).getByRole('link', { name: 'Lihat Keranjang' }).getAttribute('href')).toBe('/cart');
    expect(within(product).getByRole('button', { name: 'Tambah Sofa Linen 3 Dudukan ke keranjang' }).textContent).toBe('Ditambahkan ✓');
  });

  it('says why a product could not be added, beside it', async () => {
    const world = await open('tamu-1');
    world.details.failWith = new Error('Failed to fetch');
    await act(async () => {
      fireEvent.click(screen.getByRole('button', { name: 'Tambah Sofa Linen 3 Dudukan ke keranjang' }));
      await settle();
    });
    expect(world.cart.current.lines).toEqual([]);
    expect(within(screen.getAllByTestId('inspiration-product')[0]!).getByRole('status').textContent).toMatch(/^Produk belum dapat ditambahkan\./);
  });

  it('keeps the story when its products fail, with a retry for them alone', async () => {
    let failing = true;
    const world = await open('tamu-1', (w) => {
      const products = w.api.products.bind(w.api);
      w.api.products = (id, paging) => (failing ? Promise.reject(new Error('Failed to fetch')) : products(id, paging));
    });
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('Ruang Tamu Hangat 1');
    const failure = screen.getByTestId('inspiration-products-failed');
    expect(failure.textContent).toContain('Produk dalam inspirasi ini belum dapat ditampilkan.');
    failing = false;
    await act(async () => {
      fireEvent.click(within(failure).getByRole('button', { name: 'Coba Lagi' }));
      await settle();
    });
    expect(screen.getAllByTestId('inspiration-product')).toHaveLength(2);
    expect(world.api.calls.filter((call) => call === 'inspiration')).toHaveLength(1);
  });

  it('leaves the products section out for an inspiration without products', async () => {
    await open('kamar-15');
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('Kamar Teduh 15');
    expect(screen.queryByTestId('inspiration-products')).toBeNull();
  });

  it('shows a busy skeleton while it loads, and a failed inspiration as the page with a retry', async () => {
    let letGo = () => {};
    const held = new Promise<void>((resolve) => (letGo = resolve));
    const world = await open('tamu-2', (w) => {
      const inspiration = w.api.inspiration.bind(w.api);
      w.api.inspiration = async (slug) => {
        await held;
        return inspiration(slug);
      };
      w.api.failWith = new Error('Failed to fetch');
    });
    expect(screen.getByTestId('inspiration-loading').getAttribute('aria-busy')).toBe('true');
    await act(async () => {
      letGo();
      await settle();
    });
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('Inspirasi belum dapat ditampilkan');
    world.api.failWith = null;
    await act(async () => {
      fireEvent.click(screen.getByRole('button', { name: 'Coba Lagi' }));
      await settle();
    });
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('Ruang Tamu Hangat 2');
  });

  it('says an unknown inspiration is not found (reached by a link; the server answers 404)', async () => {
    await open('tidak-ada');
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('Inspirasi tidak ditemukan');
    expect(within(screen.getByTestId('inspiration-not-found')).getByRole('link').getAttribute('href')).toBe('/inspirasi/semua');
  });
});

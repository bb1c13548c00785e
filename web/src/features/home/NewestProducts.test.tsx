import { NewestProducts as NewestProductsUseCase, StoreFailure, Wishlist } from '@more/core';
import { aProduct, InMemoryProductCatalogue } from '@more/core/testing';
import { act, fireEvent, render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { Services } from '../../shared/services';
import { ServicesProvider } from '../../shared/services';
import { aGuestWishlist } from '../../shared/product/wish-heart.fixture';
import { NewestProducts } from './NewestProducts';

const products = Array.from({ length: 10 }, (_, i) =>
  aProduct({ id: i + 1, slug: `meja-${i + 1}`, name: `Meja Makan ${i + 1}`, price: { normal: 1_250_000, normalMin: 1_250_000, discountMin: 1_250_000, range: null } }),
);

const renderWith = (catalogue: InMemoryProductCatalogue) => {
  const useCase = new NewestProductsUseCase(catalogue);
  const wishlist = aGuestWishlist();
  const services: Services = { get: (id) => ((id as unknown) === Wishlist ? wishlist : useCase) as never };
  render(
    <ServicesProvider services={services}>
      <NewestProducts />
    </ServicesProvider>,
  );
  return useCase;
};

describe('<NewestProducts>', () => {
  it('shows 8 skeletons while loading, then the 8 newest products with rupiah prices', async () => {
    renderWith(new InMemoryProductCatalogue(products));
    expect(screen.getAllByTestId('product-card-skeleton')).toHaveLength(8);

    const cards = await screen.findAllByTestId('product-card');
    expect(cards).toHaveLength(8);
    expect(screen.queryAllByTestId('product-card-skeleton')).toHaveLength(0);
    expect(screen.getAllByTestId('product-price').map((p) => p.textContent)).toEqual(Array(8).fill('Rp1.250.000'));
    expect(screen.getByRole('link', { name: /^Meja Makan 1 / }).getAttribute('href')).toBe('/product/meja-1');
  });

  it('links to all newest products', () => {
    renderWith(new InMemoryProductCatalogue(products));
    expect(screen.getByRole('link', { name: 'Lihat Semua' }).getAttribute('href')).toBe('/products/type=terbaru');
  });

  it('explains a failure in Indonesian and offers a retry that recovers', async () => {
    const catalogue = new InMemoryProductCatalogue(products);
    catalogue.failWith = new StoreFailure('invalid-response', 'GET uni/product', 'bad shape');
    renderWith(catalogue);

    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toContain('Produk terbaru belum dapat ditampilkan.');
    expect(alert.textContent).toContain('Data dari server tidak dapat dibaca. Silakan coba lagi nanti.');

    catalogue.failWith = null;
    act(() => {
      fireEvent.click(screen.getByRole('button', { name: 'Coba Lagi' }));
    });
    expect(await screen.findAllByTestId('product-card')).toHaveLength(8);
    expect(screen.queryByRole('alert')).toBeNull();
  });
});

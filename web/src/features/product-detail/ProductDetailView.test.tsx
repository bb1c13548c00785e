import { ProductDetails, StoreFailure } from '@more/core';
import { InMemoryOpenedProductsStore, InMemoryProductDetailApi } from '@more/core/testing';
import { act, fireEvent, render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { ServicesProvider } from '../../shared/services';
import { testServices } from '../../shared/services.fixture';
import { ProductDetailView } from './ProductDetailView';

const show = (api: InMemoryProductDetailApi, slug: string) => {
  const details = new ProductDetails(api, new InMemoryOpenedProductsStore());
  render(
    <ServicesProvider services={testServices([[ProductDetails, details]])}>
      <ProductDetailView slug={slug} kind="product" />
    </ServicesProvider>,
  );
  return details;
};

describe('<ProductDetailView> before the product is here', () => {
  it('shows the skeleton, announced once, while the product loads, and while the session takes a product not found to /404', async () => {
    show(new InMemoryProductDetailApi(), 'tidak-ada');
    expect(screen.getByTestId('product-detail-skeleton')).toBeTruthy();
    await act(() => Promise.resolve());
    expect(screen.getByTestId('product-detail-skeleton')).toBeTruthy();
    expect(screen.getAllByRole('status')).toHaveLength(1);
  });

  it('makes a failure the page, its heading the h1, with Coba Lagi', async () => {
    const api = new InMemoryProductDetailApi();
    api.failWith = new StoreFailure('server', 'GET uni/product/{slug}', 'down');
    show(api, 'ranjang');
    const heading = await screen.findByRole('heading', { level: 1 });
    expect(heading.textContent).toBe('Produk belum dapat ditampilkan');
    fireEvent.click(screen.getByRole('button', { name: 'Coba Lagi' }));
    expect(api.calls).toEqual(['GET uni/product/ranjang', 'GET uni/product/ranjang']);
  });
});

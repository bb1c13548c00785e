import { ListFilterOptions, ProductList, StoreFailure, StoreMenus, Wishlist, defaultFilter, productListPath } from '@more/core';
import { ControlledProductCatalogue, InMemoryCategoryCatalogue, InMemoryProductCatalogue, aProduct } from '@more/core/testing';
import { act, fireEvent, render, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { Router } from 'wouter';
import { memoryLocation } from 'wouter/memory-location';
import { ServicesProvider } from '../../../shared/services';
import { testServices } from '../../../shared/services.fixture';
import { aGuestWishlist } from '../../../shared/product/wish-heart.fixture';
import { ProductListing } from './ProductListing';

const products = Array.from({ length: 30 }, (_, i) => aProduct({ id: i + 1, slug: `meja-${i + 1}`, name: `Meja Makan ${i + 1}` }));

const showList = (filter = defaultFilter) => {
  const held = new ControlledProductCatalogue(new InMemoryProductCatalogue(products));
  const list = new ProductList(held);
  const categories = new InMemoryCategoryCatalogue();
  const services = testServices([
    [ProductList, list],
    [ListFilterOptions, new ListFilterOptions(categories)],
    [StoreMenus, new StoreMenus(categories)],
    [Wishlist, aGuestWishlist()],
  ]);
  const location = memoryLocation({ path: productListPath(filter) });
  const view = render(
    <ServicesProvider services={services}>
      <Router hook={location.hook} searchHook={location.searchHook}>
        <ProductListing filter={filter} hrefFor={productListPath} label="Daftar produk" />
      </Router>
    </ServicesProvider>,
  );
  const settle = async (answer: () => void | Promise<void>) => {
    await act(async () => {
      await answer();
    });
  };
  return { held, list, view, settle };
};

const cards = () => screen.queryAllByTestId('product-card');

describe('<ProductListing>: what core says the list shows, laid out', () => {
  it('shows the filter-bar and card skeletons and no count while page 1 loads, then the count, 12 cards and "Muat Lebih Banyak"', async () => {
    const { held, settle } = showList();
    expect(screen.getByTestId('filter-bar-skeleton')).toBeTruthy();
    expect(screen.getAllByTestId('product-card-skeleton')).toHaveLength(12);
    expect(screen.getByTestId('result-count').textContent).toBe('');
    expect(screen.queryByTestId('load-more')).toBeNull();

    await settle(() => held.answer());
    expect(screen.getByTestId('result-count').textContent).toBe('30 produk');
    expect(cards()).toHaveLength(12);
    expect(screen.queryByTestId('filter-bar-skeleton')).toBeNull();
    expect(screen.getByTestId<HTMLButtonElement>('load-more').disabled).toBe(false);
  });

  it('keeps the count and a busy button with a row of card skeletons while the next page loads, then appends it', async () => {
    const { held, settle } = showList();
    await settle(() => held.answer());
    fireEvent.click(screen.getByTestId('load-more'));
    expect(screen.getByTestId<HTMLButtonElement>('load-more').disabled).toBe(true);
    expect(screen.getAllByTestId('product-card-skeleton')).toHaveLength(4);
    expect(screen.getByTestId('result-count').textContent).toBe('30 produk');

    await settle(() => held.answer());
    expect(cards()).toHaveLength(24);
    expect(screen.queryAllByTestId('product-card-skeleton')).toHaveLength(0);
  });

  it('says a later page failed below the cards, keeps them and the count, and "Coba Lagi" asks again', async () => {
    const { held, settle } = showList();
    await settle(() => held.answer());
    fireEvent.click(screen.getByTestId('load-more'));
    await settle(() => held.fail());
    const failure = screen.getByTestId('load-more-failure');
    expect(failure.textContent).toContain('Produk berikutnya belum dapat dimuat.');
    expect(cards()).toHaveLength(12);
    expect(screen.getByTestId('result-count').textContent).toBe('30 produk');
    expect(screen.queryByTestId('load-more')).toBeNull();

    fireEvent.click(within(failure).getByRole('button', { name: 'Coba Lagi' }));
    await settle(() => held.answer());
    expect(cards()).toHaveLength(24);
  });

  it('says page 1 failed in place of the list, without a count', async () => {
    const { held, settle } = showList();
    await settle(() => held.fail(0, new StoreFailure('network', 'GET uni/product', 'offline')));
    expect(screen.getByRole('alert').textContent).toContain('Produk belum dapat ditampilkan.');
    expect(screen.getByTestId('result-count').textContent).toBe('');
    expect(cards()).toHaveLength(0);
  });

  it('shows the empty state for a filter that matches nothing', async () => {
    const { held, settle } = showList({ ...defaultFilter, q: 'lemari kaca' });
    await settle(() => held.answer());
    expect(screen.getByTestId('empty-list').textContent).toContain('Produk untuk "lemari kaca" tidak ditemukan');
    expect(screen.getByTestId('result-count').textContent).toBe('0 produk');
  });
});

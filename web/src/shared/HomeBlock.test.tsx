import { StoreFailure } from '@more/core';
import { fireEvent, render, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { HomeBlock } from './HomeBlock';

const block = (state: Parameters<typeof HomeBlock<readonly string[]>>[0]['state'], onRetry = () => {}) =>
  render(
    <HomeBlock<readonly string[]>
      id="home-test"
      state={state}
      title="Kategori Produk"
      failure="Kategori belum dapat ditampilkan."
      onRetry={onRetry}
      skeleton={<div data-testid="skeleton" />}
      isEmpty={(items) => items.length === 0}
    >
      {(items) => <p>{items.join(', ')}</p>}
    </HomeBlock>,
  );

describe('<HomeBlock>', () => {
  it('shows its placeholder while loading, under its heading', () => {
    block({ status: 'loading' });
    expect(screen.getByRole('heading', { name: 'Kategori Produk' })).toBeTruthy();
    expect(screen.getByTestId('skeleton')).toBeTruthy();
  });

  it('leaves the page, heading and all, when there is nothing to show', () => {
    const { container } = block({ status: 'ready', value: [] });
    expect(container.innerHTML).toBe('');
  });

  it('explains a failure in Indonesian with a "Coba Lagi" that retries', () => {
    const onRetry = vi.fn();
    block({ status: 'failed', failure: new StoreFailure('server', 'GET uni/category', '500') }, onRetry);
    expect(screen.getByRole('alert').textContent).toContain('Kategori belum dapat ditampilkan.');
    fireEvent.click(screen.getByRole('button', { name: 'Coba Lagi' }));
    expect(onRetry).toHaveBeenCalledOnce();
  });
});

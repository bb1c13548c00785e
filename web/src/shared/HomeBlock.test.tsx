import { type Loadable, StoreFailure } from '@more/core';
import { fireEvent, render, screen } from '@testing-library/react';
import { of } from 'rxjs';
import { describe, expect, it, vi } from 'vitest';
import { HomeBlock } from './HomeBlock';
import { ServicesProvider } from './services';
import { testServices } from './services.fixture';

/** A use case as the block reads it: a state that does not change, and a `load` to watch. */
class Categories {
  constructor(
    readonly current: Loadable<readonly string[]>,
    readonly load: () => void,
  ) {}
  get state$() {
    return of(this.current);
  }
}

const block = (state: Loadable<readonly string[]>, onRetry = () => {}) =>
  render(
    <ServicesProvider services={testServices([[Categories, new Categories(state, onRetry)]])}>
      <HomeBlock<readonly string[]>
        of={Categories}
        id="home-test"
        title="Kategori Produk"
        failure="Kategori belum dapat ditampilkan."
        skeleton={<div data-testid="skeleton" />}
        isEmpty={(items) => items.length === 0}
      >
        {(items) => <p>{items.join(', ')}</p>}
      </HomeBlock>
    </ServicesProvider>,
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

import { type Loadable as LoadableState, StoreFailure } from '@more/core';
import { fireEvent, render, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { Loadable } from './Loadable';

const show = (state: LoadableState<string>, onRetry = () => {}) =>
  render(
    <Loadable state={state} skeleton={<div data-testid="skeleton" />} failure="Ulasan belum dapat ditampilkan." onRetry={onRetry}>
      {(value) => <p>{value}</p>}
    </Loadable>,
  );

describe('<Loadable>', () => {
  it.each(['idle', 'loading'] as const)("shows the feature's skeleton, announced as busy, while %s", (status) => {
    show({ status });
    expect(screen.getByRole('status').getAttribute('aria-busy')).toBe('true');
    expect(screen.getByTestId('skeleton')).toBeTruthy();
  });

  it("says what failed and why in core's Indonesian, with a Coba Lagi that retries", () => {
    const onRetry = vi.fn();
    show({ status: 'failed', failure: new StoreFailure('network', 'GET uni/review', 'offline') }, onRetry);
    const alert = screen.getByRole('alert');
    expect(alert.textContent).toContain('Ulasan belum dapat ditampilkan.');
    expect(alert.textContent).toContain('Koneksi ke server terputus.');
    fireEvent.click(screen.getByRole('button', { name: 'Coba Lagi' }));
    expect(onRetry).toHaveBeenCalledOnce();
  });

  it('names its states for tests by testId, or the failure by a name of its own', () => {
    const offline = new StoreFailure('network', 'GET uni/review', 'offline');
    const { rerender } = render(
      <Loadable state={{ status: 'loading' }} skeleton={null} failure="Ulasan belum dapat ditampilkan." onRetry={() => {}} testId="reviews">
        {(value: string) => value}
      </Loadable>,
    );
    expect(screen.getByTestId('reviews-loading')).toBeTruthy();
    rerender(
      <Loadable state={{ status: 'failed', failure: offline }} skeleton={null} failure="Ulasan belum dapat ditampilkan." onRetry={() => {}} testId="reviews">
        {(value: string) => value}
      </Loadable>,
    );
    expect(screen.getByTestId('reviews-failed')).toBeTruthy();
    rerender(
      <Loadable state={{ status: 'failed', failure: offline }} skeleton={null} failure="Ulasan belum dapat ditampilkan." onRetry={() => {}} failureTestId="reviews-failure">
        {(value: string) => value}
      </Loadable>,
    );
    expect(screen.getByTestId('reviews-failure')).toBeTruthy();
  });

  it('shows the view once ready', () => {
    show({ status: 'ready', value: 'Empuk dan kokoh' });
    expect(screen.getByText('Empuk dan kokoh')).toBeTruthy();
    expect(screen.queryByRole('status')).toBeNull();
  });

  it('shows a skeleton that announces itself as it is, without a second status around it', () => {
    render(
      <Loadable state={{ status: 'loading' }} skeleton={<div role="status" aria-label="Memuat ulasan" data-testid="skeleton" />} skeletonIsStatus failure="Ulasan belum dapat ditampilkan." onRetry={() => {}}>
        {(value: string) => <p>{value}</p>}
      </Loadable>,
    );
    expect(screen.getAllByRole('status')).toHaveLength(1);
    expect(screen.getByRole('status').getAttribute('aria-label')).toBe('Memuat ulasan');
  });

  it("keeps a page's spacing around a failure that is the whole page", () => {
    const { container } = render(
      <Loadable
        state={{ status: 'failed', failure: new StoreFailure('server', 'GET uni/product/{slug}', 'down') }}
        skeleton={null}
        failure="Produk belum dapat ditampilkan"
        failureIsPage
        failureClassName="problem-page"
        onRetry={() => {}}
      >
        {(value: string) => <p>{value}</p>}
      </Loadable>,
    );
    expect(container.firstElementChild?.className).toBe('problem-page');
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('Produk belum dapat ditampilkan');
  });

  it('shows a value ready for another key (the previous slug, while this one loads) as loading, and this key\'s as the view', () => {
    const forSlug = (slug: string) => (
      <Loadable state={{ status: 'ready', value: 'meja-kopi' }} skeleton={<div data-testid="skeleton" />} failure="Artikel belum dapat ditampilkan." onRetry={() => {}} testId="article" isFor={(value) => value === slug}>
        {(value) => <p>{value}</p>}
      </Loadable>
    );
    const { rerender } = render(forSlug('sofa-l'));
    expect(screen.getByTestId('article-loading').getAttribute('aria-busy')).toBe('true');
    expect(screen.getByTestId('skeleton')).toBeTruthy();
    expect(screen.queryByText('meja-kopi')).toBeNull();
    rerender(forSlug('meja-kopi'));
    expect(screen.getByText('meja-kopi')).toBeTruthy();
    expect(screen.queryByRole('status')).toBeNull();
  });

  it("shows a feature's own failure, given the failure and the retry, where the feature words it its own way", () => {
    const onRetry = vi.fn();
    render(
      <Loadable
        state={{ status: 'failed', failure: new StoreFailure('server', 'POST more/transaction/order/tracking', 'Data pelacakan tidak ditemukan') }}
        skeleton={null}
        failure={(failure, retry) => (
          <p role="alert">
            {failure.message}
            <button type="button" onClick={retry}>
              Coba Lagi
            </button>
          </p>
        )}
        onRetry={onRetry}
      >
        {(value: string) => <p>{value}</p>}
      </Loadable>,
    );
    expect(screen.getByRole('alert').textContent).toBe('Data pelacakan tidak ditemukanCoba Lagi');
    fireEvent.click(screen.getByRole('button', { name: 'Coba Lagi' }));
    expect(onRetry).toHaveBeenCalledOnce();
  });
});

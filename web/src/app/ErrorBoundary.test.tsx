import { render, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { ErrorBoundary } from './ErrorBoundary';
import { ChunkLoadFailure } from './chunks';

const Throws = ({ error }: { error: unknown }) => {
  throw error;
};

describe('<ErrorBoundary>', () => {
  it('offers to load the store again when a page\'s code did not arrive ("Chunk load failure", document 2 §8)', () => {
    vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    render(
      <ErrorBoundary>
        <Throws error={new ChunkLoadFailure('home/HomePage', new Error('Failed to fetch dynamically imported module'))} />
      </ErrorBoundary>,
    );
    expect(screen.getByRole('alert').textContent).toContain('Halaman belum berhasil dimuat.');
    expect(screen.getByRole('button', { name: 'Muat Ulang' })).toBeTruthy();
  });

  it('says the page\'s look did not arrive when its stylesheet failed ("stylesheet chunk failure gives a CSS chunk error", document 2 §8)', () => {
    vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    render(
      <ErrorBoundary>
        <Throws error={new ChunkLoadFailure('promotions/PromotionPage', new Error('Unable to preload CSS for http://127.0.0.1/assets/PromotionPage-a1b2.css'))} />
      </ErrorBoundary>,
    );
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('Tampilan halaman belum berhasil dimuat.');
    expect(screen.getByRole('button', { name: 'Muat Ulang' })).toBeTruthy();
  });

  it('apologises instead of a white screen when a page fails to render, and keeps the cart promise', () => {
    vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    render(
      <ErrorBoundary>
        <Throws error={new TypeError('x is undefined')} />
      </ErrorBoundary>,
    );
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('Maaf, halaman ini gagal ditampilkan.');
    expect(screen.getByRole('alert').textContent).toContain('Keranjang dan wishlist Anda tetap tersimpan.');
  });
});

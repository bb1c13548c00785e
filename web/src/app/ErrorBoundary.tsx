import { Component, type ErrorInfo, type ReactNode } from 'react';
import { ChunkLoadFailure } from './chunks';
import styles from './ErrorBoundary.module.css';

interface State {
  readonly failure: 'chunk' | 'render' | null;
}

/**
 * The last net under every page: a rendering error shows an apology and a way
 * back instead of a white screen; a page whose code did not arrive (a new
 * release, a dropped connection: document 2 §8, "Chunk load failure") offers
 * to load the store again.
 */
export class ErrorBoundary extends Component<{ children: ReactNode }, State> {
  override state: State = { failure: null };

  static getDerivedStateFromError(error: unknown): State {
    return { failure: error instanceof ChunkLoadFailure ? 'chunk' : 'render' };
  }

  override componentDidCatch(error: Error, info: ErrorInfo): void {
    console.warn('A page failed to render', error, info.componentStack);
  }

  override render() {
    if (!this.state.failure) return this.props.children;
    const chunk = this.state.failure === 'chunk';
    return (
      <div role="alert" className={styles.problem}>
        <h1 className={styles.title}>{chunk ? 'Halaman belum berhasil dimuat.' : 'Maaf, halaman ini gagal ditampilkan.'}</h1>
        <p>
          {chunk
            ? 'Koneksi terputus atau toko baru saja diperbarui. Muat ulang untuk mencoba lagi.'
            : 'Silakan muat ulang halaman.'}{' '}
          Keranjang dan wishlist Anda tetap tersimpan.
        </p>
        <button type="button" className="btn" onClick={() => window.location.reload()}>
          Muat Ulang
        </button>
      </div>
    );
  }
}

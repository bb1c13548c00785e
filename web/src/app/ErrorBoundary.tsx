import { Component, type ErrorInfo, type ReactNode } from 'react';
import { ChunkLoadFailure } from './chunks';
import styles from './ErrorBoundary.module.css';

interface State {
  readonly failure: 'chunk' | 'stylesheet' | 'render' | null;
}

/** What each failure says (document 2 §8: "chunk load error; stylesheet chunk failure gives a CSS chunk error"). */
const texts = {
  chunk: { title: 'Halaman belum berhasil dimuat.', detail: 'Koneksi terputus atau toko baru saja diperbarui. Muat ulang untuk mencoba lagi.' },
  stylesheet: { title: 'Tampilan halaman belum berhasil dimuat.', detail: 'Gaya tampilan halaman ini gagal diunduh. Muat ulang untuk mencoba lagi.' },
  render: { title: 'Maaf, halaman ini gagal ditampilkan.', detail: 'Silakan muat ulang halaman.' },
} as const;

/**
 * The last net under every page: a rendering error shows an apology and a way
 * back instead of a white screen; a page whose code did not arrive (a new
 * release, a dropped connection: document 2 §8, "Chunk load failure") or whose
 * stylesheet did not (its "CSS chunk error") offers to load the store again.
 */
export class ErrorBoundary extends Component<{ children: ReactNode }, State> {
  override state: State = { failure: null };

  static getDerivedStateFromError(error: unknown): State {
    if (!(error instanceof ChunkLoadFailure)) return { failure: 'render' };
    return { failure: error.part === 'stylesheet' ? 'stylesheet' : 'chunk' };
  }

  override componentDidCatch(error: Error, info: ErrorInfo): void {
    console.warn('A page failed to render', error, info.componentStack);
  }

  override render() {
    if (!this.state.failure) return this.props.children;
    const { title, detail } = texts[this.state.failure];
    return (
      <div role="alert" className={styles.problem} data-failure={this.state.failure}>
        <h1 className={styles.title}>{title}</h1>
        <p>
          {detail} Keranjang dan wishlist Anda tetap tersimpan.
        </p>
        <button type="button" className="btn" onClick={() => window.location.reload()}>
          Muat Ulang
        </button>
      </div>
    );
  }
}

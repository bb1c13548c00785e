import { Component, type ErrorInfo, type ReactNode } from 'react';

interface State {
  readonly failed: boolean;
}

/**
 * The last net under every page: a rendering error shows an apology and a way
 * back instead of a white screen.
 */
export class ErrorBoundary extends Component<{ children: ReactNode }, State> {
  override state: State = { failed: false };

  static getDerivedStateFromError(): State {
    return { failed: true };
  }

  override componentDidCatch(error: Error, info: ErrorInfo): void {
    console.warn('A page failed to render', error, info.componentStack);
  }

  override render() {
    if (!this.state.failed) return this.props.children;
    return (
      <div role="alert" style={{ padding: '3rem 1rem', textAlign: 'center' }}>
        <h1 style={{ fontSize: '1.25rem' }}>Maaf, halaman ini gagal ditampilkan.</h1>
        <p>Silakan muat ulang halaman. Keranjang dan wishlist Anda tetap tersimpan.</p>
        <button type="button" onClick={() => window.location.reload()} style={{ minHeight: 44, padding: '0 1.5rem' }}>
          Muat Ulang
        </button>
      </div>
    );
  }
}

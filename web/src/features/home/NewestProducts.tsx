import { failureText, NEWEST_PRODUCTS_ON_HOME, NewestProducts as NewestProductsUseCase } from '@more/core';
import { useEffect } from 'react';
import { Link } from 'wouter';
import { useService } from '../../app/services-context';
import { useObservable } from '../../shared/use-observable';
import { ProductGrid, ProductGridSkeleton } from '../catalogue/ProductGrid';
import styles from './NewestProducts.module.css';
// Binds this feature's page use cases (kept out of the entry: composition-root/page-services.ts).
import '../../app/composition-root/pages/home';

const idle = { status: 'idle' } as const;

/** The home page's newest products (`GET uni/product?type=terbaru&per_page=8`). */
export const NewestProducts = () => {
  const newest = useService(NewestProductsUseCase);
  const state = useObservable(newest.state$, idle);

  useEffect(() => {
    newest.ensureLoaded();
  }, [newest]);

  return (
    <section className={styles.section} aria-labelledby="newest-products-title">
      <div className={styles.heading}>
        <div>
          <h2 id="newest-products-title" className={styles.title}>
            Produk Terbaru
          </h2>
          <p className={styles.subtitle}>Koleksi furnitur yang baru hadir di MORE</p>
        </div>
        <Link href="/products/type=terbaru" className={styles.seeAll}>
          Lihat Semua
        </Link>
      </div>
      {state.status === 'ready' && <ProductGrid cards={state.value} label="Produk terbaru" />}
      {(state.status === 'idle' || state.status === 'loading') && (
        <ProductGridSkeleton count={NEWEST_PRODUCTS_ON_HOME} />
      )}
      {state.status === 'failed' && (
        <div className={styles.problem} role="alert">
          <p>
            <strong>Produk terbaru belum dapat ditampilkan.</strong>
          </p>
          <p>{failureText(state.failure)}</p>
          <button type="button" className={styles.retry} onClick={() => newest.load()}>
            Coba Lagi
          </button>
        </div>
      )}
    </section>
  );
};

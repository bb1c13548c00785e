import type { ProductFilter, ProductListScreen } from '@more/core';
import type { RefObject } from 'react';
import { FailureNotice } from '../../../shared/FailureNotice';
import { ProductGrid, ProductGridSkeleton } from '../../../shared/product/ProductGrid';
import { EmptyList } from './EmptyList';
import styles from './ProductListing.module.css';

interface Props {
  readonly screen: ProductListScreen;
  readonly filter: ProductFilter;
  /** The product grid's name for screen readers. */
  readonly label: string;
  readonly go: (href: string) => void;
  readonly onRetry: () => void;
  readonly onLoadMore: () => void;
  /** The list's end: scrolling near it asks for the next page. */
  readonly end: RefObject<HTMLDivElement | null>;
}

/** The products as core's list screen says: the grid, its skeletons, its failures or empty state, and "Muat Lebih Banyak". */
export const ListGrid = ({ screen, filter, label, go, onRetry, onLoadMore, end }: Props) => {
  const { products, skeleton, firstPageFailure, moreFailure, loadMore } = screen;
  return (
    <>
      {products.length > 0 && <ProductGrid cards={products} label={label} slot="listCard" />}
      {skeleton && (
        <div className={products.length > 0 ? styles.more : undefined}>
          <ProductGridSkeleton count={skeleton.cards} />
        </div>
      )}

      {firstPageFailure && <FailureNotice title="Produk belum dapat ditampilkan." failure={firstPageFailure} onRetry={onRetry} />}

      {screen.empty && <EmptyList filter={filter} go={go} />}

      {moreFailure && <FailureNotice title="Produk berikutnya belum dapat dimuat." failure={moreFailure} onRetry={onRetry} testId="load-more-failure" />}

      <div ref={end} className={styles.end} />
      {loadMore && (
        <div className={styles.loadMore}>
          <button type="button" className={styles.primary} onClick={onLoadMore} disabled={loadMore.busy} data-testid="load-more">
            Muat Lebih Banyak
          </button>
        </div>
      )}
    </>
  );
};

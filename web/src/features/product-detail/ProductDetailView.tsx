import { ProductDetails, keepsProductDetail } from '@more/core';
import { useEffect } from 'react';
import { useService } from '../../shared/services';
import { useObservable } from '../../shared/use-store';
import { ProductDetailSkeleton } from './ProductDetailSkeleton';
import { ProductMain } from './ProductMain';
import styles from './ProductDetail.module.css';
import { FailureNotice } from '../../shared/FailureNotice';

export type ProductPageKind = 'product' | 'bundle';

/**
 * /product/{slug} and /bundle/{slug}: the opened product (ProductDetails),
 * its loading skeleton and its failure with "Coba Lagi". A not-found answer
 * is the session's to handle (it goes to /404); the server answered 404 already.
 */
export const ProductDetailView = ({ slug, kind }: { readonly slug: string | undefined; readonly kind: ProductPageKind }) => {
  const details = useService(ProductDetails);
  const state = useObservable(details.state$, details.current);

  useEffect(() => {
    if (slug) void details.ensureOpen(slug);
  }, [details, slug]);

  // "Leaving a non-product page clears the current product detail" (document 1 §2): by the time this
  // page unmounts the address is the next page's, which core judges.
  useEffect(
    () => () => {
      if (!keepsProductDetail(window.location.pathname)) details.leave();
    },
    [details],
  );

  if (state.status === 'ready' && state.value.slug === slug) return <ProductMain key={state.value.id} detail={state.value} kind={kind} />;
  if (state.status === 'failed' && state.failure.kind !== 'not-found') {
    return (
      <div className={styles.problemPage}>
        <FailureNotice title="Produk belum dapat ditampilkan" failure={state.failure} onRetry={() => slug && void details.open(slug)} asPageHeading />
      </div>
    );
  }
  return <ProductDetailSkeleton />;
};

import { ProductDetails, detailOnPage, keepsProductDetail } from '@more/core';
import { useEffect } from 'react';
import { Loadable } from '../../shared/Loadable';
import { useService } from '../../shared/services';
import { useStore } from '../../shared/use-store';
import { ProductDetailSkeleton } from './ProductDetailSkeleton';
import { ProductMain } from './ProductMain';
import type { ProductPageKind } from './product-page-kind';
import styles from './ProductDetail.module.css';

/**
 * /product/{slug} and /bundle/{slug}: the opened product (ProductDetails),
 * its loading skeleton and its failure with "Coba Lagi". A not-found answer
 * is the session's to handle (it goes to /404); the server answered 404 already.
 */
export const ProductDetailView = ({ slug, kind }: { readonly slug: string | undefined; readonly kind: ProductPageKind }) => {
  const details = useService(ProductDetails);
  const state = detailOnPage(useStore(details), slug);

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

  return (
    <Loadable
      state={state}
      skeleton={<ProductDetailSkeleton />}
      skeletonIsStatus
      failure="Produk belum dapat ditampilkan"
      failureIsPage
      failureClassName={styles.problemPage}
      onRetry={() => slug && void details.open(slug)}
    >
      {(detail) => <ProductMain key={detail.id} detail={detail} kind={kind} />}
    </Loadable>
  );
};

import { filterSegmentOfPath, listFilterFromAddress, listHeading, productListPath, storePaths } from '@more/core';
import { useEffect } from 'react';
import { useLocation } from 'wouter';
import { useHydrated } from '../../../shared/use-hydrated';
import { useCategoryNames } from '../list/category-names';
import { ProductListing } from '../list/ProductListing';
import { useRawPath, useRawSearch } from '../list/use-list-navigation';
import styles from '../list/ListPage.module.css';

/**
 * `/products/{filter?}` (document 1 §2, named route Products): every product,
 * a search (`q=`), or any filter of the segment. The header's search form
 * without JavaScript sends `/products?q=…`: listed all the same, and moved to
 * `/products/q=…` once the page runs, so its address is the one to share.
 */
export default function ProductsPage() {
  const path = useRawPath();
  const search = useRawSearch();
  const segment = filterSegmentOfPath(path);
  const filter = listFilterFromAddress(segment, search);
  const categories = useCategoryNames();
  const hydrated = useHydrated();
  const [, navigate] = useLocation();

  useEffect(() => {
    if (hydrated && segment === '' && search !== '' && productListPath(filter) !== storePaths.products) navigate(productListPath(filter), { replace: true });
  }, [hydrated, segment, search, filter, navigate]);

  return (
    <div className={styles.page}>
      <ProductListing filter={filter} hrefFor={productListPath} label="Daftar produk">
        <h1 className="list-title">{listHeading(filter, categories)}</h1>
      </ProductListing>
    </div>
  );
}

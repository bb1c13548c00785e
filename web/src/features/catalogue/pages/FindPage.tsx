import { findFilter, listHeading, productListPath } from '@more/core';
import type { PageProps } from '../../../shared/route-contract';
import { ProductListing } from '../list/ProductListing';
import styles from '../list/ListPage.module.css';

/**
 * `/find/{slug}`: document 1 §2 says only that it exists. A shopper arriving
 * from `/find/meja-makan-jati` expects tables of teak: the page is the product
 * list searched for the slug's words (core's findFilter). Any filter chosen
 * here moves to `/products/q=meja+makan+jati&…`, the list's own address.
 */
export default function FindPage({ params }: PageProps) {
  const filter = findFilter(params.slug ?? '');
  return (
    <div className={styles.page}>
      <ProductListing filter={filter} hrefFor={productListPath} label="Hasil pencarian">
        <h1 className="list-title">{listHeading(filter)}</h1>
      </ProductListing>
    </div>
  );
}

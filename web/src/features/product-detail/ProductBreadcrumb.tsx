import { type ProductDetail, categoryHref } from '@more/core';
import { Link } from 'wouter';
import styles from './ProductDetail.module.css';

/** Beranda › the product's category › the product. */
export const ProductBreadcrumb = ({ detail }: { readonly detail: Pick<ProductDetail, 'name' | 'category'> }) => (
  <nav aria-label="Breadcrumb" className={styles.breadcrumb}>
    <ol>
      <li>
        <Link href="/">Beranda</Link>
      </li>
      {detail.category && (
        <li>
          <Link href={categoryHref(detail.category)}>{detail.category.name}</Link>
        </li>
      )}
      <li aria-current="page">{detail.name}</li>
    </ol>
  </nav>
);

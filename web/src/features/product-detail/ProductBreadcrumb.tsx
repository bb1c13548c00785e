import { type ProductDetail, categoryHref, storePaths } from '@more/core';
import { Breadcrumb } from '../../shared/Breadcrumb';

/** Beranda › the product's category › the product: the content pages' trail. */
export const ProductBreadcrumb = ({ detail }: { readonly detail: Pick<ProductDetail, 'name' | 'category'> }) => (
  <Breadcrumb
    crumbs={[
      { name: 'Beranda', path: storePaths.home },
      ...(detail.category ? [{ name: detail.category.name, path: categoryHref(detail.category) }] : []),
      { name: detail.name, path: '' },
    ]}
  />
);

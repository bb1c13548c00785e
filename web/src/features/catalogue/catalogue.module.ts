import { CategoryCatalogueToken, CategoryDirectory, ListFilterOptions, ProductCatalogueToken, ProductList } from '@more/core';
import { ContainerModule } from 'inversify';
import { binder } from '../../app/composition-root/binding';

/** The product lists: /products, /category, /find. */
export default new ContainerModule((options) => {
  const { useCase } = binder(options);
  useCase(ProductList, [ProductCatalogueToken]);
  useCase(CategoryDirectory, [CategoryCatalogueToken]);
  useCase(ListFilterOptions, [CategoryCatalogueToken]);
});

import { Container, type ServiceIdentifier } from 'inversify';
import { createStoreApi, HttpProductCatalogue } from '@more/adapters';
import { NewestProducts, type ProductCatalogue, ProductCatalogueToken } from '@more/core';
import type { StoreConfig } from './config';
import type { ServiceId, Services } from './services';

/**
 * The one place that knows which adapter implements which port. Bindings are
 * factories (no decorators): core stays free of inversify, and minified class
 * names never appear in a resolution error.
 */
export const createServices = (config: StoreConfig): Services => {
  const container = new Container({ defaultScope: 'Singleton' });
  const storeApi = createStoreApi({ baseUrl: config.storeApiUrl });

  container.bind<ProductCatalogue>(ProductCatalogueToken).toConstantValue(new HttpProductCatalogue(storeApi));
  container
    .bind(NewestProducts)
    .toResolvedValue((catalogue: ProductCatalogue) => new NewestProducts(catalogue), [ProductCatalogueToken]);

  // A token's phantom type is erased here; the binding above is what guarantees it.
  return { get: <T>(id: ServiceId<T>) => container.get<T>(id as ServiceIdentifier<T>) };
};

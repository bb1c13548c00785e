import { CategoryCatalogueToken, InspirationApiToken, NewsApiToken, ProductCatalogueToken, SitemapSource } from '@more/core';
import { ContainerModule } from 'inversify';
import { binder } from '../binding';

/** The sitemap's parts read from the API (the server's /sitemap-*.xml); the news module binds its port. */
export default new ContainerModule((options) => {
  const { useCase } = binder(options);
  useCase(SitemapSource, [ProductCatalogueToken, CategoryCatalogueToken, NewsApiToken, InspirationApiToken]);
});

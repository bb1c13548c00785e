import { CategoryCatalogueToken, InspirationApiToken, NewsApiToken, ProductCatalogueToken, SitemapSource } from '@more/core';
import { ContainerModule } from 'inversify';
import { binder } from '../../app/composition-root/binding';

/**
 * 'news/sitemap': the sitemap's parts read from the API (the server's /sitemap-*.xml, entry-server.tsx), which no
 * route loads. Its home is the news, the one feature whose port it reads beyond the frame's: the server loads it
 * beside 'news', which binds that port.
 */
export default new ContainerModule((options) => {
  const { useCase } = binder(options);
  useCase(SitemapSource, [ProductCatalogueToken, CategoryCatalogueToken, NewsApiToken, InspirationApiToken]);
});

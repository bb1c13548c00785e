import { ArticleList, ArticleReader, FeaturedArticles, NewsApiToken, NewsDirectory } from '@more/core';
import { ContainerModule } from 'inversify';
import { binder } from '../../app/composition-root/binding';
import { StoreApiUrlToken } from '../../app/composition-root/surroundings';
import { ArticleImageOriginsToken, articleImageOrigins } from './article-images';

/** The articles (document 2 §7, "News"): all public. */
export default new ContainerModule((options) => {
  const { httpPort, useCase, factory } = binder(options);
  httpPort(NewsApiToken, () => import('@more/adapters/http/news').then(({ HttpNewsApi }) => HttpNewsApi));
  useCase(NewsDirectory, [NewsApiToken]);
  useCase(FeaturedArticles, [NewsApiToken]);
  useCase(ArticleList, [NewsApiToken]);
  useCase(ArticleReader, [NewsApiToken]);
  // The API's origin, where an article's images may come from: absolute on the server, `/api/` against the page in the browser.
  factory(ArticleImageOriginsToken, [StoreApiUrlToken], (url) => articleImageOrigins(url, typeof window === 'undefined' ? null : window.location.origin));
});

import { NewsApiToken } from '@more/core';
import { ContainerModule } from 'inversify';
import { binder } from '../binding';

/** The articles (document 2 §7, "News"): all public. */
export default new ContainerModule((options) => {
  const { httpPort } = binder(options);
  httpPort(NewsApiToken, () => import('@more/adapters/http/news').then(({ HttpNewsApi }) => HttpNewsApi));
});

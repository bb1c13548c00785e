import type { RequestByCall } from '../request-registry';
import { articleListQueryWire, newsProductsQueryWire } from './news-request.wire';

/**
 * What each news call sends, for the OpenAPI document and its proof against
 * the pacts. `GET uni/news/{id}` takes an id or a slug: text, so its path
 * declares nothing.
 */
export const newsRequestByCall: RequestByCall = {
  'GET uni/news/list': { query: articleListQueryWire },
  'GET uni/news/products': { query: newsProductsQueryWire },
};

import { idParamsWire, pagingQueryWire } from '../request-fields';
import type { RequestByCall } from '../request-registry';
import { inspirationListQueryWire } from './inspiration-request.wire';

/**
 * What each inspiration call sends, for the OpenAPI document and its proof
 * against the pacts. `GET uni/inspiration/{id}` takes an id or a slug: text,
 * so its path declares nothing.
 */
export const inspirationRequestByCall: RequestByCall = {
  'GET uni/inspiration': { query: inspirationListQueryWire },
  'GET uni/product/inspiration/{id}': { params: idParamsWire, query: pagingQueryWire },
};

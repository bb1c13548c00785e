import { idParamsWire } from '../request-fields';
import type { RequestByCall } from '../request-registry';
import { productHistoryBodyWire } from './product-detail-request.wire';

/**
 * What each product-detail call sends, for the OpenAPI document and its
 * proof against the pacts. `GET uni/product/{slug}` takes a slug: text, so
 * its path declares nothing.
 */
export const productDetailRequestByCall: RequestByCall = {
  'POST more/user/sync/product': { json: productHistoryBodyWire },
  'GET uni/product/bundle/{id}': { params: idParamsWire },
};

import type { RequestByCall } from '../request-registry';
import { idParamsWire } from '../request-fields';
import { noParametersBodyWire, productListQueryWire, searchSuggestionsQueryWire } from './catalogue-request.wire';

/** What each catalogue call sends, for the OpenAPI document and its proof against the pacts. */
export const catalogueRequestByCall: RequestByCall = {
  'GET uni/product': { query: productListQueryWire },
  'GET uni/product/search': { query: searchSuggestionsQueryWire },
  'GET uni/product/group/{id}': { params: idParamsWire },
  'POST uni/product/free': { json: noParametersBodyWire },
  'POST uni/product/po': { json: noParametersBodyWire },
};

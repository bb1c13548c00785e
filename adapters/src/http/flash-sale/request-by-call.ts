import { noParametersBodyWire } from '../catalogue/catalogue-request.wire';
import type { RequestByCall } from '../request-registry';

/** What each flash-sale call sends, for the OpenAPI document and its proof against the pacts. */
export const flashSaleRequestByCall: RequestByCall = {
  // The same empty body as the catalogue's free-gift and pre-order offers ("all of them").
  'POST uni/product/flashsale': { json: noParametersBodyWire },
};

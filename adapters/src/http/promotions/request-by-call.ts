import type { RequestByCall } from '../request-registry';
import { bannerQueryWire, popupQueryWire } from './promotions-request.wire';

/** What each promotions call sends, for the OpenAPI document and its proof against the pacts. */
export const promotionsRequestByCall: RequestByCall = {
  'GET uni/banner': { query: bannerQueryWire },
  'GET uni/popup': { query: popupQueryWire },
};

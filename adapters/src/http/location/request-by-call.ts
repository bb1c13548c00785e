import type { RequestByCall } from '../request-registry';
import { setLocationBodyWire } from './location-request.wire';

/** What each location call sends, for the OpenAPI document and its proof against the pacts. */
export const locationRequestByCall: RequestByCall = {
  'POST more/user/set-location': { json: setLocationBodyWire },
};

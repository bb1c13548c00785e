import type { RequestByCall } from '../request-registry';
import { consultationRequestBodyWire, interiorProjectsQueryWire } from './consultation-request.wire';

/** What each consultation call sends, for the OpenAPI document and its proof against the pacts. */
export const consultationRequestByCall: RequestByCall = {
  'GET more/interior/customer': { query: interiorProjectsQueryWire },
  'POST more/project': { json: consultationRequestBodyWire },
};

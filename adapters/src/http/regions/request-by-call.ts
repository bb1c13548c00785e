import type { RequestByCall } from '../request-registry';
import { citiesQueryWire, citySearchQueryWire, districtsQueryWire, villagesQueryWire } from './regions-request.wire';

/** What each regions call sends, for the OpenAPI document and its proof against the pacts. */
export const regionsRequestByCall: RequestByCall = {
  'GET uni/city': { query: citiesQueryWire },
  'GET uni/city/overall': { query: citySearchQueryWire },
  'GET uni/district': { query: districtsQueryWire },
  'GET uni/village': { query: villagesQueryWire },
};

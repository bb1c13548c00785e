import { idParamsWire, pagingQueryWire } from '../request-fields';
import type { RequestByCall } from '../request-registry';
import { activityReminderQueryWire } from './showroom-request.wire';

/** What each showroom call sends, for the OpenAPI document and its proof against the pacts. */
export const showroomRequestByCall: RequestByCall = {
  'GET moreverse/reminder': { query: activityReminderQueryWire },
  'GET moreverse/exhibition/{id}': { params: idParamsWire },
  'GET uni/product/partner/{id}': { params: idParamsWire, query: pagingQueryWire },
};

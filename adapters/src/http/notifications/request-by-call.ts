import type { RequestByCall } from '../request-registry';
import { notificationPageQueryWire, notificationsReadBodyWire, reminderBodyWire } from './notifications-request.wire';

/** What each notifications call sends, for the OpenAPI document and its proof against the pacts. */
export const notificationsRequestByCall: RequestByCall = {
  'GET more/user/notification': { query: notificationPageQueryWire },
  'POST more/user/notification/update-read': { json: notificationsReadBodyWire },
  'POST more/setting/reminder': { json: reminderBodyWire },
};

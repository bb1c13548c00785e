import type { WireByCall } from '../wire-registry';
import { notificationPageWire, notificationsReadWire, reminderSettingWire } from './notification.wire';

/** The `data` schema of each notifications call's answer, for the conformance test of the mock. */
export const notificationsWireByCall: WireByCall = {
  'GET more/user/notification': notificationPageWire,
  'POST more/user/notification/update-read': notificationsReadWire,
  'POST more/setting/reminder': reminderSettingWire,
};

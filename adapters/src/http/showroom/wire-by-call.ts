import type { WireByCall } from '../wire-registry';
import {
  activityReminderListWire,
  exhibitionWire,
  partnerProductsWire,
  showroomActivityListWire,
  showroomCatalogueListWire,
  showroomMapWire,
  showroomNoticeListWire,
  showroomPartnerListWire,
  showroomVideoListWire,
} from './showroom.wire';

/** The `data` schema of each showroom call's answer, for the conformance test of the mock. */
export const showroomWireByCall: WireByCall = {
  'GET moreverse/map': showroomMapWire,
  'GET moreverse/mitra': showroomPartnerListWire,
  'GET moreverse/exhibition/{id}': exhibitionWire,
  'GET moreverse/catalogue': showroomCatalogueListWire,
  'GET moreverse/video': showroomVideoListWire,
  'GET moreverse/activities': showroomActivityListWire,
  'GET moreverse/notif': showroomNoticeListWire,
  'GET moreverse/reminder': activityReminderListWire,
  'GET uni/product/partner/{id}': partnerProductsWire,
};

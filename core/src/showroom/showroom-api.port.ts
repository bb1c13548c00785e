import type { Page, ProductSummary } from '../catalogue/product';
import { token } from '../shared/token';
import type {
  ActivityReminder,
  Exhibition,
  ShowroomActivity,
  ShowroomCatalogue,
  ShowroomMap,
  ShowroomNotice,
  ShowroomPartner,
  ShowroomVideo,
} from './showroom';

/** The virtual showroom, MOREVERSE (document 2 §7 "Virtual showroom"), and a partner's products. All public. */
export interface ShowroomApi {
  /** `GET moreverse/map`: the areas and booths. */
  map(): Promise<ShowroomMap>;
  /** `GET moreverse/mitra`: the partners exhibiting. */
  partners(): Promise<readonly ShowroomPartner[]>;
  /** `GET moreverse/exhibition/{id}`: one exhibition; not-found when none has the id. */
  exhibition(id: number): Promise<Exhibition>;
  /** `GET moreverse/catalogue`: the catalogues with their items. */
  catalogues(): Promise<readonly ShowroomCatalogue[]>;
  /** `GET moreverse/video`: newest first. */
  videos(): Promise<readonly ShowroomVideo[]>;
  /** `GET moreverse/activities`: by start time, those that have not ended first. */
  activities(): Promise<readonly ShowroomActivity[]>;
  /** `GET moreverse/notif`: the notices to every visitor, newest first. */
  notices(): Promise<readonly ShowroomNotice[]>;
  /**
   * `GET moreverse/reminder?activities={ids}` (ids joined by commas): the
   * reminders of the chosen activities, by start time. Ids of activities the
   * server no longer has are left out; no ids asks nothing and answers none.
   */
  reminders(activityIds: readonly number[]): Promise<readonly ActivityReminder[]>;
  /** `GET uni/product/partner/{id}` with query page, per_page: a partner's products as cards. */
  partnerProducts(partnerId: number, paging?: { readonly page?: number; readonly perPage?: number }): Promise<Page<ProductSummary>>;
}

export const ShowroomApiToken = token<ShowroomApi>('ShowroomApi');

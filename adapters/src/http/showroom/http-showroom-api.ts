import type {
  ActivityReminder,
  Exhibition,
  Page,
  ProductSummary,
  ShowroomActivity,
  ShowroomApi,
  ShowroomCatalogue,
  ShowroomMap,
  ShowroomNotice,
  ShowroomPartner,
  ShowroomVideo,
} from '@more/core';
import type { IdParamsWire, PagingQueryWire } from '../request-fields';
import { toProductPage } from '../catalogue/product.mapper';
import type { StoreApi } from '../store-api';
import type { ActivityReminderQueryWire } from './showroom-request.wire';
import {
  toActivityReminder,
  toExhibition,
  toShowroomActivity,
  toShowroomCatalogue,
  toShowroomMap,
  toShowroomNotice,
  toShowroomPartner,
  toShowroomVideo,
} from './showroom.mapper';
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

export class HttpShowroomApi implements ShowroomApi {
  constructor(private readonly api: StoreApi) {}

  async map(): Promise<ShowroomMap> {
    return toShowroomMap(await this.api.call('GET moreverse/map', showroomMapWire));
  }

  async partners(): Promise<readonly ShowroomPartner[]> {
    return (await this.api.call('GET moreverse/mitra', showroomPartnerListWire)).map(toShowroomPartner);
  }

  async exhibition(id: number): Promise<Exhibition> {
    return toExhibition(await this.api.call('GET moreverse/exhibition/{id}', exhibitionWire, { params: { id } satisfies IdParamsWire }));
  }

  async catalogues(): Promise<readonly ShowroomCatalogue[]> {
    return (await this.api.call('GET moreverse/catalogue', showroomCatalogueListWire)).map(toShowroomCatalogue);
  }

  async videos(): Promise<readonly ShowroomVideo[]> {
    return (await this.api.call('GET moreverse/video', showroomVideoListWire)).map(toShowroomVideo);
  }

  async activities(): Promise<readonly ShowroomActivity[]> {
    return (await this.api.call('GET moreverse/activities', showroomActivityListWire)).map(toShowroomActivity);
  }

  async notices(): Promise<readonly ShowroomNotice[]> {
    return (await this.api.call('GET moreverse/notif', showroomNoticeListWire)).map(toShowroomNotice);
  }

  async reminders(activityIds: readonly number[]): Promise<readonly ActivityReminder[]> {
    // No chosen activity: nothing to ask the server.
    if (activityIds.length === 0) return [];
    // Document 2 writes the query `reminder?activities={ids}`: one value, the ids joined by commas.
    const wire = await this.api.call('GET moreverse/reminder', activityReminderListWire, {
      searchParams: { activities: [...new Set(activityIds)].join(',') } satisfies ActivityReminderQueryWire,
    });
    return wire.map(toActivityReminder);
  }

  async partnerProducts(partnerId: number, paging: { readonly page?: number; readonly perPage?: number } = {}): Promise<Page<ProductSummary>> {
    const wire = await this.api.call('GET uni/product/partner/{id}', partnerProductsWire, {
      params: { id: partnerId } satisfies IdParamsWire,
      searchParams: { page: paging.page, per_page: paging.perPage } satisfies PagingQueryWire,
    });
    return toProductPage(wire);
  }
}

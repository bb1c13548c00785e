// In-memory fakes of the showroom ports, for tests in any package.
import type { Page, ProductSummary } from '../catalogue/product';
import { pageOfItems } from '../inspiration/fakes';
import { StoreFailure } from '../shared/failure';
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
import type { ShowroomApi } from './showroom-api.port';

/** How long before an activity the fake (like the mock server) reminds: 30 minutes. */
export const REMINDER_LEAD_MS = 30 * 60_000;

export interface ShowroomContent {
  readonly map: ShowroomMap;
  readonly partners: readonly ShowroomPartner[];
  readonly exhibitions: readonly Exhibition[];
  readonly catalogues: readonly ShowroomCatalogue[];
  readonly videos: readonly ShowroomVideo[];
  readonly activities: readonly ShowroomActivity[];
  readonly notices: readonly ShowroomNotice[];
  /** Products by partner id. */
  readonly productsByPartner: Readonly<Record<number, readonly ProductSummary[]>>;
}

/**
 * The showroom in memory. Reminders are made from the activities it holds,
 * due from 30 minutes before the start until the end by `now()`; unknown
 * ids are left out. Records every call; `failWith` fails them.
 */
export class InMemoryShowroomApi implements ShowroomApi {
  readonly calls: string[] = [];
  failWith: Error | null = null;
  private readonly content: ShowroomContent;

  constructor(
    content: Partial<ShowroomContent> = {},
    private readonly now: () => number = () => 0,
  ) {
    this.content = {
      map: { imageUrl: 'https://img.test/map.svg', openingHours: 'Senin-Minggu 09:00-21:00', areas: [] },
      partners: [],
      exhibitions: [],
      catalogues: [],
      videos: [],
      activities: [],
      notices: [],
      productsByPartner: {},
      ...content,
    };
  }

  map(): Promise<ShowroomMap> {
    return this.answer('map', () => this.content.map);
  }

  partners(): Promise<readonly ShowroomPartner[]> {
    return this.answer('partners', () => this.content.partners);
  }

  exhibition(id: number): Promise<Exhibition> {
    return this.answer('exhibition', () => {
      const found = this.content.exhibitions.find((exhibition) => exhibition.id === id);
      if (!found) throw notFound('GET moreverse/exhibition/{id}');
      return found;
    });
  }

  catalogues(): Promise<readonly ShowroomCatalogue[]> {
    return this.answer('catalogues', () => this.content.catalogues);
  }

  videos(): Promise<readonly ShowroomVideo[]> {
    return this.answer('videos', () => this.content.videos);
  }

  activities(): Promise<readonly ShowroomActivity[]> {
    return this.answer('activities', () => this.content.activities);
  }

  notices(): Promise<readonly ShowroomNotice[]> {
    return this.answer('notices', () => this.content.notices);
  }

  reminders(activityIds: readonly number[]): Promise<readonly ActivityReminder[]> {
    return this.answer('reminders', () => {
      const now = this.now();
      return this.content.activities
        .filter((activity) => activityIds.includes(activity.id))
        .sort((a, b) => a.startsAt - b.startsAt)
        .map((activity): ActivityReminder => {
          const remindAt = activity.startsAt - REMINDER_LEAD_MS;
          return {
            activityId: activity.id,
            title: activity.title,
            startsAt: activity.startsAt,
            endsAt: activity.endsAt,
            remindAt,
            due: now >= remindAt && now < activity.endsAt,
            message: `${activity.title} segera dimulai`,
          };
        });
    });
  }

  partnerProducts(partnerId: number, paging: { readonly page?: number; readonly perPage?: number } = {}): Promise<Page<ProductSummary>> {
    return this.answer('partnerProducts', () => {
      if (!this.content.partners.some((partner) => partner.id === partnerId)) throw notFound('GET uni/product/partner/{id}');
      return pageOfItems(this.content.productsByPartner[partnerId] ?? [], paging.page, paging.perPage);
    });
  }

  private answer<T>(call: string, value: () => T): Promise<T> {
    this.calls.push(call);
    if (this.failWith) return Promise.reject(this.failWith);
    // What `value` throws (a not-found) becomes the rejection, as an adapter's failure would.
    return new Promise<T>((resolve) => resolve(value()));
  }
}

const notFound = (call: string) => new StoreFailure('not-found', call, `${call} answered 404`, { status: 404 });

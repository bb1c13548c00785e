// In-memory fakes of the promotions ports, for tests in any package.
import type { ProductSummary } from '../catalogue/product';
import type { InspirationSummary } from '../inspiration/inspiration';
import { StoreFailure } from '../shared/failure';
import type { Banner, BannerPosition, Popup } from './banner';
import { type Endorsement, inDisplayOrder } from './endorsement';
import type { HomeContentApi } from './home-content-api.port';
import type { MetaPage } from './meta-page';
import type { PromotionsApi } from './promotions-api.port';
import type { FreeGiftPromotion, RedeemableReward } from './rewards';
import { type SiteSettingName, type SiteSettings, siteSettingIds } from './site-settings';

/** Site settings with every entry empty: a base for tests that set the few they read. */
export const emptySiteSettings = (): SiteSettings =>
  Object.fromEntries(Object.keys(siteSettingIds).map((name) => [name, null])) as Record<SiteSettingName, null>;

export interface HomeContent {
  readonly banners: readonly Banner[];
  readonly popups: readonly Popup[];
  readonly siteSettings: SiteSettings;
  readonly highlightedInspirations: readonly InspirationSummary[];
  readonly metaPages: readonly MetaPage[];
}

/**
 * The home's content in memory. Banners are answered by position, as the
 * server filters them by type. Records the calls; `failWith` fails every call
 * the way an adapter would (a guest asking for the settings gets an
 * 'unauthorized' StoreFailure from the real one).
 */
export class InMemoryHomeContentApi implements HomeContentApi {
  readonly calls: string[] = [];
  failWith: Error | null = null;
  content: HomeContent;

  constructor(content: Partial<HomeContent> = {}) {
    this.content = {
      banners: [],
      popups: [],
      siteSettings: emptySiteSettings(),
      highlightedInspirations: [],
      metaPages: [],
      ...content,
    };
  }

  banners(position: BannerPosition): Promise<readonly Banner[]> {
    return this.answer(`banners:${position}`, () => this.content.banners.filter((banner) => banner.position === position));
  }

  popups(): Promise<readonly Popup[]> {
    return this.answer('popups', () => this.content.popups);
  }

  siteSettings(): Promise<SiteSettings> {
    return this.answer('siteSettings', () => this.content.siteSettings);
  }

  highlightedInspirations(): Promise<readonly InspirationSummary[]> {
    return this.answer('highlightedInspirations', () => this.content.highlightedInspirations);
  }

  metaPages(): Promise<readonly MetaPage[]> {
    return this.answer('metaPages', () => this.content.metaPages);
  }

  private answer<T>(call: string, value: () => T): Promise<T> {
    this.calls.push(call);
    return this.failWith ? Promise.reject(this.failWith) : Promise.resolve(value());
  }
}

export interface PromotionLists {
  readonly endorsements: readonly Endorsement[];
  readonly rewards: readonly RedeemableReward[];
  readonly freeGifts: readonly FreeGiftPromotion[];
  readonly bundleDeals: readonly ProductSummary[];
}

/**
 * The promotion lists in memory. Like the server, it needs a customer: with
 * `loggedIn` false every call fails as unauthorized (document 2 §6).
 */
export class InMemoryPromotionsApi implements PromotionsApi {
  readonly calls: string[] = [];
  loggedIn = true;
  lists: PromotionLists;

  constructor(lists: Partial<PromotionLists> = {}) {
    this.lists = { endorsements: [], rewards: [], freeGifts: [], bundleDeals: [], ...lists };
  }

  endorsements(): Promise<readonly Endorsement[]> {
    return this.answer('GET more/promotion/endorsement', () => inDisplayOrder(this.lists.endorsements));
  }

  redeemableRewards(): Promise<readonly RedeemableReward[]> {
    return this.answer('GET more/promotion/reedem', () => this.lists.rewards);
  }

  freeGiftPromotions(): Promise<readonly FreeGiftPromotion[]> {
    return this.answer('GET more/promotion/free', () => this.lists.freeGifts);
  }

  bundleDeals(): Promise<readonly ProductSummary[]> {
    return this.answer('GET more/promotion/paket', () => this.lists.bundleDeals);
  }

  private answer<T>(call: string, value: () => T): Promise<T> {
    this.calls.push(call);
    if (!this.loggedIn) return Promise.reject(new StoreFailure('unauthorized', call, `${call} answered 401`, { status: 401 }));
    return Promise.resolve(value());
  }
}

import type { InspirationSummary } from '../inspiration/inspiration';
import { token } from '../shared/token';
import type { Banner, BannerPosition, Popup } from './banner';
import type { MetaPage } from './meta-page';
import type { SiteSettings } from './site-settings';

/**
 * What the home page and the page frame read besides products (document 2 §7,
 * "Home and promotions"). Banners and popups are the storefront's own
 * (query `application=MORE`).
 */
export interface HomeContentApi {
  /** `GET uni/banner` with query application=MORE and type: 1 for the top carousel, 2 for the bottom strip. */
  banners(position: BannerPosition): Promise<readonly Banner[]>;
  /** `GET uni/popup` with application=MORE: the popups to show, in order (usually one, or none). */
  popups(): Promise<readonly Popup[]>;
  /** `GET more/setting`: the site settings 1-8 (needs a logged-in customer, as every more/ call). */
  siteSettings(): Promise<SiteSettings>;
  /** `GET uni/inspiration/highlight`: the inspirations the home carousel features. */
  highlightedInspirations(): Promise<readonly InspirationSummary[]>;
  /** `GET uni/page`: the meta pages of every route that has one. */
  metaPages(): Promise<readonly MetaPage[]>;
}

export const HomeContentApiToken = token<HomeContentApi>('HomeContentApi');

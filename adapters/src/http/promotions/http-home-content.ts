import type { Banner, BannerPosition, HomeContentApi, InspirationSummary, MetaPage, Popup, SiteSettings } from '@more/core';
import type { StoreApi } from '../store-api';
import { bannerListWire, metaPageListWire, popupListWire, siteSettingListWire } from './home.wire';
import { toBanner, toMetaPage, toPopup, toSiteSettings } from './promotions.mapper';
import type { BannerQueryWire, PopupQueryWire } from './promotions-request.wire';

/** The application the storefront asks banners and popups for (document 2: "application MORE"). */
export const STORE_APPLICATION = 'MORE';

/** Document 2: "type 1 is top, other is bottom"; the storefront sends 2 for the bottom. */
const bannerType = (position: BannerPosition): BannerQueryWire['type'] => (position === 'top' ? 1 : 2);

export class HttpHomeContentApi implements HomeContentApi {
  constructor(private readonly api: StoreApi) {}

  async banners(position: BannerPosition): Promise<readonly Banner[]> {
    const wire = await this.api.call('GET uni/banner', bannerListWire, {
      searchParams: { application: STORE_APPLICATION, type: bannerType(position) } satisfies BannerQueryWire,
    });
    return wire.map(toBanner);
  }

  async popups(): Promise<readonly Popup[]> {
    return (await this.api.call('GET uni/popup', popupListWire, { searchParams: { application: STORE_APPLICATION } satisfies PopupQueryWire })).map(toPopup);
  }

  async siteSettings(): Promise<SiteSettings> {
    return toSiteSettings(await this.api.call('GET more/setting', siteSettingListWire));
  }

  async highlightedInspirations(): Promise<readonly InspirationSummary[]> {
    // The home page's call alone: the inspiration's schemas come with it, not with every page's meta pages and settings.
    const [{ inspirationHighlightListWire }, { toInspirationSummary }] = await Promise.all([import('../inspiration/inspiration.wire'), import('../inspiration/inspiration.mapper')]);
    return (await this.api.call('GET uni/inspiration/highlight', inspirationHighlightListWire)).map(toInspirationSummary);
  }

  async metaPages(): Promise<readonly MetaPage[]> {
    return (await this.api.call('GET uni/page', metaPageListWire)).map(toMetaPage);
  }
}

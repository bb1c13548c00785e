import type { Banner } from '../promotions/banner';
import type { HomeContentApi } from '../promotions/home-content-api.port';
import { RemoteSection } from '../shared/remote-section';

/** A slide of the home page's top carousel, as the view shows it. */
export interface BannerSlide {
  readonly id: number;
  /** The banner's title: its words are drawn in the image. */
  readonly alt: string;
  readonly desktopImageUrl: string;
  /** Falls back to the desktop image when the server has no phone image. */
  readonly mobileImageUrl: string;
  /**
   * link_banner, or null: document 1 §3 "each banner is an image linking to link_banner, or to
   * a no-op link if none". The view renders a banner without a link as a plain image, so a tap
   * does nothing and the page does not jump.
   */
  readonly href: string | null;
}

export const toBannerSlide = (banner: Banner): BannerSlide => ({
  id: banner.id,
  alt: banner.title.trim() || 'Promo MORE Furniture',
  desktopImageUrl: banner.imageDesktopUrl,
  mobileImageUrl: banner.imageMobileUrl || banner.imageDesktopUrl,
  href: banner.link?.trim() ? banner.link.trim() : null,
});

/** The top banner carousel: `GET uni/banner?application=MORE&type=1` (document 2 §7). */
export class HomeBanners extends RemoteSection<readonly BannerSlide[]> {
  constructor(api: HomeContentApi) {
    super(async () => (await api.banners('top')).filter((banner) => banner.imageDesktopUrl || banner.imageMobileUrl).map(toBannerSlide), 'GET uni/banner');
  }
}

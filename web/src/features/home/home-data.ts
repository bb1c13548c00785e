import {
  FlashSaleBoard,
  HomeBanners,
  HomeCategories,
  HomePopup,
  HomeProductGroups,
  InspirationHighlight,
  type Loadable,
  NewestProducts,
  type Observable,
  whenSettled,
} from '@more/core';
import type { HeadContext, LoadContext, RouteHead } from '../../shared/route-contract';
import { DESKTOP_BANNER_MEDIA, MOBILE_BANNER_MEDIA } from './banner-media';

/**
 * The home page's public data: what the server renders and the browser hydrates with. Every
 * block is asked for at once and waited for together; a block that fails renders its own
 * message and "Coba Lagi", the rest of the page is unaffected. Personal blocks (last seen,
 * a customer's endorsements) load after hydration.
 */
export const loadHome = async ({ services }: LoadContext): Promise<void> => {
  const sections: readonly { ensureLoaded(): void; readonly state$: Observable<Loadable<unknown>> }[] = [
    services.get(HomeBanners),
    services.get(FlashSaleBoard),
    services.get(HomeCategories),
    services.get(HomeProductGroups),
    services.get(NewestProducts),
    services.get(InspirationHighlight),
    services.get(HomePopup),
  ];
  for (const section of sections) section.ensureLoaded();
  await Promise.all(sections.map((section) => whenSettled(section.state$)));
};

/**
 * The home page's head: the first banner's two images (phone and desktop, by media) preloaded
 * with high priority, so the browser asks for the page's largest paint before it has parsed
 * down to the banner.
 */
export const homePageHead = ({ services }: HeadContext): RouteHead | null => {
  const banners = services.get(HomeBanners).current;
  const first = banners.status === 'ready' ? banners.value[0] : undefined;
  if (!first) return null;
  return {
    firstPaintImages: [
      { href: first.mobileImageUrl, media: MOBILE_BANNER_MEDIA, slot: 'bannerPhone' },
      { href: first.desktopImageUrl, media: DESKTOP_BANNER_MEDIA, slot: 'bannerWide' },
    ],
  };
};

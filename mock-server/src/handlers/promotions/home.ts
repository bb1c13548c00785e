import type { BannerWire, MetaPageWire, PopupWire, SiteSettingWire } from '@more/adapters/wire';
import { z } from 'zod';
import type { BannerRecord, PopupRecord } from '../../db/promotions';
import { readQuery } from '../body';
import { toInspirationCardWire } from '../inspiration/inspiration-wire';
import type { MockContext } from '../context';
import { artworkUrl } from '../media';
import { ok } from '../respond';
import type { Router } from '../router';

/** Banners and popups are per application; the storefront is "MORE" (document 2 §7). Missing: "wajib diisi". */
const application = z.string().pipe(z.literal('MORE'));

/**
 * `GET uni/banner`: application=MORE is required; `type` 1 asks the top banners and any
 * other value the bottom ones (document 2: "type 1 is top, other is bottom"). Without a
 * type the answer holds both, each with its type, so one call can fill the whole home.
 */
const bannerQuery = z.object({ application, type: z.string().max(20).optional() });
const popupQuery = z.object({ application });

const fileName = (title: string) => title.toLowerCase().replace(/[^a-z0-9]+/g, '-').replace(/^-|-$/g, '');

const toBannerWire = (banner: BannerRecord, origin: string): BannerWire => ({
  id: banner.id,
  title: banner.title,
  type: banner.position === 'top' ? 1 : 2,
  image_web: `banner/${fileName(banner.title)}-web.svg`,
  image_mobile: `banner/${fileName(banner.title)}-mobile.svg`,
  image_desktop_url: artworkUrl(origin, 'banner', banner.title),
  image_mobile_url: artworkUrl(origin, 'banner-mobile', banner.title),
  link_banner: banner.link,
});

const toPopupWire = (popup: PopupRecord, origin: string): PopupWire => ({
  id: popup.id,
  image_url: artworkUrl(origin, 'square', popup.title),
  link: popup.link,
});

/** The home's banners, popup, settings, highlighted inspirations and meta pages. */
export const homeContentHandlers = (ctx: MockContext, router: Router) => [
  router.public('GET uni/banner', ({ request, origin }) => {
    const query = readQuery(request, bannerQuery);
    if (!query.ok) return query.response;
    const { type } = query.value;
    const position = type === undefined ? undefined : type.trim() === '1' ? 'top' : 'bottom';
    const banners = ctx.db.banners
      .all()
      .filter((banner) => banner.active && (position === undefined || banner.position === position))
      .sort((a, b) => a.sort - b.sort || a.id - b.id);
    return ok(banners.map((banner) => toBannerWire(banner, origin)));
  }),

  router.public('GET uni/popup', ({ request, origin }) => {
    const query = readQuery(request, popupQuery);
    if (!query.ok) return query.response;
    const popups = ctx.db.popups.all().filter((popup) => popup.active).sort((a, b) => a.id - b.id);
    return ok(popups.map((popup) => toPopupWire(popup, origin)));
  }),

  router.customer('GET more/setting', () =>
    ok(
      ctx.db.siteSettings
        .all()
        .sort((a, b) => a.id - b.id)
        .map((setting): SiteSettingWire => ({ id: setting.id, name: setting.name, content: setting.content, description: setting.description })),
    ),
  ),

  router.public('GET uni/inspiration/highlight', ({ origin }) =>
    ok(
      ctx.db.inspirations
        .all()
        .filter((inspiration) => inspiration.highlightOrder !== null)
        .sort((a, b) => (a.highlightOrder ?? 0) - (b.highlightOrder ?? 0))
        .map((inspiration) => toInspirationCardWire(ctx.db, inspiration, origin)),
    ),
  ),

  router.public('GET uni/page', () =>
    ok(
      ctx.db.metaPages
        .all()
        .sort((a, b) => a.id - b.id)
        .map((page): MetaPageWire => ({ id: page.id, slug: page.slug, meta_title: page.metaTitle, meta_desc: page.metaDesc, keyword: page.keyword })),
    ),
  ),
];

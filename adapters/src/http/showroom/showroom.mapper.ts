import type {
  ActivityReminder,
  Exhibition,
  ShowroomActivity,
  ShowroomCatalogue,
  ShowroomMap,
  ShowroomNotice,
  ShowroomPartner,
  ShowroomVideo,
} from '@more/core';
import { toProductSummary } from '../catalogue/product.mapper';
import type {
  ActivityReminderWire,
  ExhibitionWire,
  ShowroomActivityWire,
  ShowroomCatalogueWire,
  ShowroomMapWire,
  ShowroomNoticeWire,
  ShowroomPartnerWire,
  ShowroomVideoWire,
} from './showroom.wire';

export const toShowroomMap = (wire: ShowroomMapWire): ShowroomMap => ({
  imageUrl: wire.image_url,
  openingHours: wire.opening_hours,
  areas: wire.areas.map((area) => ({
    id: area.id,
    name: area.name,
    description: area.description,
    position: { x: area.x, y: area.y },
    booths: area.booths.map((booth) => ({
      code: booth.code,
      partnerId: booth.mitra_id,
      partnerName: booth.mitra_name,
      exhibitionId: booth.exhibition_id ?? null,
    })),
  })),
});

export const toShowroomPartner = (wire: ShowroomPartnerWire): ShowroomPartner => ({
  id: wire.id,
  name: wire.name,
  slug: wire.slug,
  description: wire.description,
  logoUrl: wire.logo_url,
  boothCode: wire.booth_code,
  productCount: wire.product_count,
  // Only a site over https becomes a link: anything else (a bare host, `javascript:`) is dropped, not guessed at.
  ...(wire.website_url && /^https:\/\/[^\s/]+\.[^\s]*$/i.test(wire.website_url.trim()) ? { websiteUrl: wire.website_url.trim() } : {}),
});

export const toExhibition = (wire: ExhibitionWire): Exhibition => ({
  id: wire.id,
  slug: wire.slug,
  title: wire.title,
  partner: { id: wire.mitra.id, name: wire.mitra.name, logoUrl: wire.mitra.logo_url },
  areaName: wire.area_name,
  boothCode: wire.booth_code,
  imageUrl: wire.image_url,
  paragraphs: wire.content.filter((paragraph) => paragraph.trim() !== ''),
  startsAt: Date.parse(wire.start_at),
  endsAt: Date.parse(wire.end_at),
  products: wire.products.map(toProductSummary),
});

export const toShowroomCatalogue = (wire: ShowroomCatalogueWire): ShowroomCatalogue => ({
  id: wire.id,
  title: wire.title,
  description: wire.description,
  coverUrl: wire.cover_url,
  partnerId: wire.mitra_id ?? null,
  items: wire.items.map((item) => ({
    productId: item.product_id,
    slug: item.slug,
    name: item.name,
    price: item.price,
    priceText: item.price_rp,
    imageUrl: item.image_url,
  })),
});

export const toShowroomVideo = (wire: ShowroomVideoWire): ShowroomVideo => ({
  id: wire.id,
  title: wire.title,
  description: wire.description,
  thumbnailUrl: wire.thumbnail_url,
  durationSeconds: wire.duration,
  publishedAt: Date.parse(wire.published_at),
  partnerId: wire.mitra_id ?? null,
  fileUrl: addressOrNull(wire.file_url, ['https:', 'http:']),
  watchUrl: addressOrNull(wire.watch_url, ['https:']),
});

/**
 * An address the page may play or open, or null: empty, unparsable or of
 * another scheme is no address. The file may be plain http on a local media
 * origin (the page's CSP still decides); a page elsewhere must be https.
 */
const addressOrNull = (value: string | null | undefined, schemes: readonly string[]): string | null => {
  const text = value?.trim() ?? '';
  if (!text) return null;
  try {
    return schemes.includes(new URL(text).protocol) ? text : null;
  } catch {
    return null;
  }
};

export const toShowroomActivity = (wire: ShowroomActivityWire): ShowroomActivity => ({
  id: wire.id,
  title: wire.title,
  description: wire.description,
  areaName: wire.area_name,
  partnerId: wire.mitra_id ?? null,
  imageUrl: wire.image_url,
  startsAt: Date.parse(wire.start_at),
  endsAt: Date.parse(wire.end_at),
});

export const toShowroomNotice = (wire: ShowroomNoticeWire): ShowroomNotice => ({
  id: wire.id,
  title: wire.title,
  message: wire.message,
  activityId: wire.activity_id ?? null,
  imageUrl: wire.image_url,
  createdAt: Date.parse(wire.created_at),
});

export const toActivityReminder = (wire: ActivityReminderWire): ActivityReminder => ({
  activityId: wire.activity_id,
  title: wire.title,
  startsAt: Date.parse(wire.start_at),
  endsAt: Date.parse(wire.end_at),
  remindAt: Date.parse(wire.remind_at),
  due: wire.is_due,
  message: wire.message,
});

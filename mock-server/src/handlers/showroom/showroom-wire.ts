import type {
  ActivityReminderWire,
  ExhibitionWire,
  ShowroomActivityWire,
  ShowroomCatalogueWire,
  ShowroomMapWire,
  ShowroomNoticeWire,
  ShowroomPartnerWire,
  ShowroomVideoWire,
} from '@more/adapters/wire';
import type { ProductRecord } from '../../db/catalogue';
import type { Database } from '../../db/database';
import type {
  ExhibitionRecord,
  ShowroomActivityRecord,
  ShowroomCatalogueRecord,
  ShowroomNoticeRecord,
  ShowroomPartnerRecord,
  ShowroomVideoRecord,
} from '../../db/showroom';
import { discountedPrice, rupiahText, toProductCardWire } from '../catalogue/product-wire';
import { artworkUrl, productImageUrl } from '../media';
import { wibClock, wibIso, wibText } from '../store-time';

/** Document 2 §9: "Showroom hours Monday-Sunday 09:00-21:00". */
export const OPENING_HOURS = 'Senin-Minggu 09:00-21:00';

/** How long before an activity its reminder is due. */
export const REMINDER_LEAD_SECONDS = 30 * 60;

/** The catalogue products of a list of ids that still exist, in the list's order. */
export const existingProducts = (db: Database, ids: readonly number[]): ProductRecord[] =>
  ids.flatMap((id) => {
    const product = db.products.findFirst((q) => q.where({ id }));
    return product ? [product] : [];
  });

/** The exhibition a partner shows now, or the next one; null when none is running or coming. */
export const currentExhibition = (db: Database, partnerId: number, now: number): ExhibitionRecord | null =>
  db.exhibitions
    .all()
    .filter((exhibition) => exhibition.partnerId === partnerId && exhibition.endAt > now)
    .sort((a, b) => a.startAt - b.startAt)[0] ?? null;

export const toShowroomMapWire = (db: Database, origin: string, now: number): ShowroomMapWire => ({
  image_url: artworkUrl(origin, 'map', 'MOREVERSE'),
  opening_hours: OPENING_HOURS,
  areas: db.showroomAreas
    .all()
    .sort((a, b) => a.id - b.id)
    .map((area) => ({
      id: area.id,
      name: area.name,
      description: area.description,
      x: area.x,
      y: area.y,
      booths: area.booths.flatMap((booth) => {
        const partner = db.showroomPartners.findFirst((q) => q.where({ id: booth.partnerId }));
        if (!partner) return [];
        return [{ code: booth.code, mitra_id: partner.id, mitra_name: partner.name, exhibition_id: currentExhibition(db, partner.id, now)?.id ?? null }];
      }),
    })),
});

export const toShowroomPartnerWire = (db: Database, partner: ShowroomPartnerRecord, origin: string): ShowroomPartnerWire => ({
  id: partner.id,
  name: partner.name,
  slug: partner.slug,
  description: partner.description,
  logo_url: artworkUrl(origin, 'logo', partner.name),
  booth_code: partner.boothCode,
  product_count: existingProducts(db, partner.productIds).length,
  website_url: partner.websiteUrl ?? null,
});

export const toExhibitionWire = (db: Database, exhibition: ExhibitionRecord, origin: string): ExhibitionWire => {
  const partner = db.showroomPartners.findFirst((q) => q.where({ id: exhibition.partnerId }));
  const area = db.showroomAreas.findFirst((q) => q.where({ id: exhibition.areaId }));
  const partnerName = partner?.name ?? 'Mitra MOREVERSE';
  return {
    id: exhibition.id,
    slug: exhibition.slug,
    title: exhibition.title,
    mitra: { id: exhibition.partnerId, name: partnerName, logo_url: artworkUrl(origin, 'logo', partnerName) },
    area_name: area?.name ?? '',
    booth_code: partner?.boothCode ?? '',
    image_url: artworkUrl(origin, 'cover', exhibition.title),
    content: exhibition.paragraphs,
    start_at: wibIso(exhibition.startAt),
    end_at: wibIso(exhibition.endAt),
    products: existingProducts(db, exhibition.productIds).map((product) => toProductCardWire(product, origin)),
  };
};

export const toShowroomCatalogueWire = (db: Database, catalogue: ShowroomCatalogueRecord, origin: string): ShowroomCatalogueWire => ({
  id: catalogue.id,
  title: catalogue.title,
  description: catalogue.description,
  cover_url: artworkUrl(origin, 'cover', catalogue.title),
  mitra_id: catalogue.partnerId,
  items: existingProducts(db, catalogue.productIds).map((product) => {
    const price = Math.min(...product.variants.map(discountedPrice));
    return { product_id: product.id, slug: product.slug, name: product.name, price, price_rp: rupiahText(price), image_url: productImageUrl(origin, product.id, '1') };
  }),
});

export const toShowroomVideoWire = (video: ShowroomVideoRecord, origin: string): ShowroomVideoWire => ({
  id: video.id,
  title: video.title,
  description: video.description,
  thumbnail_url: artworkUrl(origin, 'video', video.title),
  duration: video.durationSeconds,
  published_at: wibIso(video.publishedAt),
  mitra_id: video.partnerId,
  file_url: video.filePath === null ? null : `${origin}/media/${video.filePath.replace(/^\/+/, '')}`,
  watch_url: video.watchUrl,
});

export const toShowroomActivityWire = (db: Database, activity: ShowroomActivityRecord, origin: string): ShowroomActivityWire => ({
  id: activity.id,
  title: activity.title,
  description: activity.description,
  area_name: db.showroomAreas.findFirst((q) => q.where({ id: activity.areaId }))?.name ?? '',
  mitra_id: activity.partnerId,
  image_url: artworkUrl(origin, 'cover', activity.title),
  start_at: wibIso(activity.startAt),
  end_at: wibIso(activity.endAt),
});

export const toShowroomNoticeWire = (notice: ShowroomNoticeRecord, origin: string): ShowroomNoticeWire => ({
  id: notice.id,
  title: notice.title,
  message: notice.message,
  activity_id: notice.activityId,
  image_url: artworkUrl(origin, 'square', notice.title),
  created_at: wibIso(notice.createdAt),
});

/** What a reminder tells the shopper, by where the activity stands at `now`. */
export const reminderMessage = (activity: ShowroomActivityRecord, now: number): string => {
  if (now >= activity.endAt) return `${activity.title} telah berakhir.`;
  if (now >= activity.startAt) return `${activity.title} sedang berlangsung hingga pukul ${wibClock(activity.endAt)} WIB.`;
  if (now >= activity.startAt - REMINDER_LEAD_SECONDS) {
    const minutes = Math.max(1, Math.ceil((activity.startAt - now) / 60));
    return `${activity.title} dimulai dalam ${minutes} menit. Jangan sampai terlewat!`;
  }
  return `${activity.title} dimulai ${wibText(activity.startAt)} WIB. Kami akan mengingatkan 30 menit sebelumnya.`;
};

export const toActivityReminderWire = (activity: ShowroomActivityRecord, now: number): ActivityReminderWire => {
  const remindAt = activity.startAt - REMINDER_LEAD_SECONDS;
  return {
    activity_id: activity.id,
    title: activity.title,
    start_at: wibIso(activity.startAt),
    end_at: wibIso(activity.endAt),
    remind_at: wibIso(remindAt),
    is_due: now >= remindAt && now < activity.endAt,
    message: reminderMessage(activity, now),
  };
};

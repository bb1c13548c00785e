import { STORE_BRAND } from './meta-page';
import * as storePaths from '../shared/store-paths';

/**
 * The promotion kinds the store runs (document 1 §1: "flash sale, free items,
 * pre-order, combo deals ("Kombo Hemat") … and the bundle category "Paket
 * Hemat""; document 2 §7 "Home and promotions": the reward list
 * `more/promotion/reedem`). `/promotion` shows one section of each, in this
 * order; `/promo/{slug}` shows one kind in full.
 *
 * Neither document names the slugs of `/promo/{slug}`: they are ours, written
 * as the kinds' Indonesian names so a shared link reads well.
 */
export const promotionSlugs = ['flash-sale', 'gratis', 'pre-order', 'kombo-hemat', 'paket-hemat', 'hadiah'] as const;
export type PromotionSlug = (typeof promotionSlugs)[number];

/** The flash sale's own page (document 1 §2, `/product/sale`): `/promo/flash-sale` leads there. */
export const FLASH_SALE_PAGE_PATH = storePaths.flashSale;

/** How many items a section of `/promotion` shows before "Lihat Semua": one row on a desktop, two on a phone. */
export const PROMOTION_PREVIEW_SIZE = 4;

/**
 * How many items a full promotion page asks for at once. The promotion calls
 * of document 2 answer whole lists; only Paket Hemat is a paged product list,
 * and it is asked for this many (the seed has a dozen bundles).
 */
export const PROMOTION_PAGE_LIMIT = 48;

export interface PromotionKind {
  readonly slug: PromotionSlug;
  /** The section's and the page's heading. */
  readonly title: string;
  /** One line under the heading. */
  readonly description: string;
  /** Shown when the kind has nothing running now. */
  readonly emptyText: string;
  /** Where "Lihat Semua" leads: the kind's full page. */
  readonly href: string;
  /** `more/` calls "need a logged-in user" (document 2 §6): a guest is asked to log in instead. */
  readonly customersOnly: boolean;
}

const kind = (slug: PromotionSlug, title: string, description: string, customersOnly = false): PromotionKind => ({
  slug,
  title,
  description,
  emptyText: `Belum ada promo ${title} saat ini.`,
  href: slug === 'flash-sale' ? FLASH_SALE_PAGE_PATH : storePaths.promotion(slug),
  customersOnly,
});

export const promotionKinds: readonly PromotionKind[] = [
  kind('flash-sale', 'Flash Sale', 'Harga spesial dalam waktu terbatas, selama stok masih ada.'),
  kind('gratis', 'Gratis', 'Beli produk pilihan dan dapatkan hadiah gratis.'),
  kind('pre-order', 'Pre-Order', 'Pesan sekarang, dibuat dan dikirim sesuai jadwal.'),
  kind('kombo-hemat', 'Kombo Hemat', 'Beli produk utama dan tambahkan pasangannya dengan harga kombo.'),
  kind('paket-hemat', 'Paket Hemat', 'Satu paket furnitur lengkap dengan harga lebih hemat.'),
  kind('hadiah', 'Hadiah Poin', 'Tukarkan poin belanja Anda dengan voucher dan produk pilihan.', true),
];

/** The kind a `/promo/{slug}` names, or null for an unknown slug (the page answers 404). */
export const promotionKindBySlug = (slug: string | undefined): PromotionKind | null =>
  promotionKinds.find((candidate) => candidate.slug === slug) ?? null;

export const promotionKind = (slug: PromotionSlug): PromotionKind => promotionKindBySlug(slug)!;

/**
 * Where a `/promo/{slug}` is answered elsewhere: the flash sale has its own
 * page, so its promo address is sent there (the query goes along).
 */
export const promotionRedirect = (path: string): string | null =>
  /^\/promo\/flash-sale\/?$/.test(path) ? FLASH_SALE_PAGE_PATH : null;

/**
 * A kind's own page's title and description: the meta pages hold one entry
 * for every promotion page ("Promotion"), which would give each kind the same
 * title in a search result or a shared link.
 */
export const promotionPageHead = (kind: PromotionKind): { readonly title: string; readonly description: string } => ({
  title: `Promo ${kind.title} | ${STORE_BRAND}`,
  description: kind.description,
});

/** A section's first items on `/promotion`. */
export const promotionPreview = <T>(items: readonly T[]): readonly T[] => items.slice(0, PROMOTION_PREVIEW_SIZE);

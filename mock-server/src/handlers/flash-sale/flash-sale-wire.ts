import type { FlashSaleGroupWire, FlashSaleProductWire } from '@more/adapters/wire';
import type { ProductRecord } from '../../db/catalogue';
import type { Database } from '../../db/database';
import type { FlashSaleGroupRecord, FlashSaleItemRecord } from '../../db/flash-sale';
import { rupiahText, toProductCardWire } from '../catalogue/product-wire';
import { variantImageUrl } from '../media';
import { wibIso } from '../store-time';


/** "A flash sale is active while the current time is before its end" (document 2 §9). */
export const isActive = (group: FlashSaleGroupRecord, now: number): boolean => now < group.endsAt;
/** From start to end: on sale now. */
export const isRunning = (group: FlashSaleGroupRecord, now: number): boolean => group.startsAt <= now && now < group.endsAt;

/** The groups not over at `now`, soonest first. */
export const activeGroups = (db: Database, now: number): FlashSaleGroupRecord[] =>
  db.flashSaleGroups
    .all()
    .filter((group) => isActive(group, now))
    .sort((a, b) => a.startsAt - b.startsAt || a.id - b.id);

export const itemsOfGroup = (db: Database, groupId: number): FlashSaleItemRecord[] =>
  db.flashSaleItems
    .all()
    .filter((item) => item.groupId === groupId)
    .sort((a, b) => a.sort - b.sort || a.id - b.id);

/**
 * The flash-sale item a variant is sold under right now, if any: what the
 * product page shows and what a cart line of that variant costs.
 */
export const runningFlashSaleItem = (db: Database, variantId: number, now: number): { item: FlashSaleItemRecord; group: FlashSaleGroupRecord } | null => {
  for (const group of db.flashSaleGroups.all()) {
    if (!isRunning(group, now)) continue;
    const item = db.flashSaleItems.all().find((candidate) => candidate.groupId === group.id && candidate.variantId === variantId);
    if (item) return { item, group };
  }
  return null;
};

/** A flash-sale product as document 1 §3 lists it; null when its product or variant no longer exists. */
export const toFlashSaleProductWire = (item: FlashSaleItemRecord, product: ProductRecord | undefined, origin: string): FlashSaleProductWire | null => {
  const variant = product?.variants.find((v) => v.id === item.variantId);
  if (!product || !variant) return null;
  return {
    id: item.id,
    product: { id: product.id, slug: product.slug, name: product.name },
    variants: {
      id: variant.id,
      name_long: `${product.name} - ${variant.colour.name}`,
      // The product's whole name without the colour, as the cart's lines have it: its first words alone
      // made two sizes of a line ("Kasur Springbed Aruna") read as one card.
      name_short: product.name,
      slug: product.slug,
      bundling: product.isBundle ? 1 : 0,
    },
    prices: { ho_normal: variant.priceNormal, ho_normal_rp: rupiahText(variant.priceNormal) },
    images: [
      // The variant on sale first: the card shows the colour its name says.
      { image_url: variantImageUrl(origin, product, variant.id), alt_text: `${product.name} warna ${variant.colour.name}` },
      ...toProductCardWire(product, origin).images.filter((image) => image.image_url !== variantImageUrl(origin, product, variant.id)),
    ],
    price: item.flashPrice,
    price_rp: rupiahText(item.flashPrice),
    discount: item.discountPercent,
    remains: item.remains,
    limit: item.limit,
  };
};

export const toFlashSaleGroupWire = (group: FlashSaleGroupRecord, db: Database, origin: string): FlashSaleGroupWire => {
  const products = new Map(db.products.all().map((p) => [p.id, p]));
  return {
    id: group.id,
    title: group.title,
    start: group.startsAt,
    end: group.endsAt,
    date_start: wibIso(group.startsAt),
    date_end: wibIso(group.endsAt),
    products: itemsOfGroup(db, group.id).flatMap((item) => toFlashSaleProductWire(item, products.get(item.productId), origin) ?? []),
  };
};

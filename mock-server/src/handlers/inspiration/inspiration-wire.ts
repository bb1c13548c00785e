import type { InspirationCardWire, InspirationDetailWire, InspirationRoomWire } from '@more/adapters/wire';
import type { Database } from '../../db/database';
import type { InspirationRecord, InspirationRoomRecord } from '../../db/inspiration';
import { artworkUrl, productImageUrl } from '../media';
import { wibIso } from '../store-time';

const roomOf = (db: Database, record: InspirationRecord): InspirationRoomRecord =>
  db.inspirationRooms.findFirst((q) => q.where({ id: record.roomId })) ?? { id: record.roomId, name: 'Lainnya', slug: 'lainnya', sort: 99 };

export const toInspirationRoomWire = (db: Database, room: InspirationRoomRecord, origin: string): InspirationRoomWire => ({
  id: room.id,
  name: room.name,
  slug: room.slug,
  image_url: artworkUrl(origin, 'category', room.name),
  total: db.inspirations.all().filter((inspiration) => inspiration.roomId === room.id).length,
});

export const toInspirationCardWire = (db: Database, record: InspirationRecord, origin: string): InspirationCardWire => {
  const room = roomOf(db, record);
  return {
    id: record.id,
    slug: record.slug,
    title: record.title,
    meta_title: record.metaTitle,
    image_url: artworkUrl(origin, 'cover', record.title),
    room: { id: room.id, name: room.name, slug: room.slug },
  };
};

/** The products of an inspiration that the catalogue still has, in the inspiration's order. */
export const inspirationProducts = (db: Database, record: InspirationRecord) =>
  record.productIds.flatMap((id) => {
    const product = db.products.findFirst((q) => q.where({ id }));
    return product ? [product] : [];
  });

export const toInspirationDetailWire = (db: Database, record: InspirationRecord, origin: string): InspirationDetailWire => {
  const products = inspirationProducts(db, record);
  // The gallery: the cover, then room photos of the products in it.
  const roomPhotos = products
    .filter((product) => product.atmosphereCount > 0)
    .slice(0, 3)
    .map((product) => ({ image_url: productImageUrl(origin, product.id, 'room-1'), alt_text: `${product.name} di ${record.title}` }));
  return {
    ...toInspirationCardWire(db, record, origin),
    meta_desc: record.metaDesc,
    style: record.style,
    content: record.paragraphs,
    images: [{ image_url: artworkUrl(origin, 'cover', record.title), alt_text: record.title }, ...roomPhotos],
    product_ids: products.map((product) => product.id),
    created_at: wibIso(record.createdAt),
  };
};

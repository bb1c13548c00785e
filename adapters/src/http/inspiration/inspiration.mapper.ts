import type { Inspiration, InspirationRoom, InspirationSummary } from '@more/core';
import type { InspirationCardWire, InspirationDetailWire, InspirationRoomWire } from './inspiration.wire';

export const toInspirationRoom = (wire: InspirationRoomWire): InspirationRoom => ({
  id: wire.id,
  name: wire.name,
  slug: wire.slug,
  imageUrl: wire.image_url,
  inspirationCount: wire.total,
});

export const toInspirationSummary = (wire: InspirationCardWire): InspirationSummary => ({
  id: wire.id,
  slug: wire.slug,
  title: wire.title,
  // The list shows meta_title where the server has one, else the title.
  metaTitle: wire.meta_title?.trim() || wire.title,
  imageUrl: wire.image_url,
  room: { slug: wire.room.slug, name: wire.room.name },
});

export const toInspiration = (wire: InspirationDetailWire): Inspiration => ({
  ...toInspirationSummary(wire),
  metaDescription: wire.meta_desc?.trim() ?? '',
  style: wire.style,
  paragraphs: wire.content.filter((paragraph) => paragraph.trim() !== ''),
  gallery: wire.images.map((image) => ({ url: image.image_url, alt: image.alt_text?.trim() || wire.title })),
  productIds: wire.product_ids,
  publishedAt: Date.parse(wire.created_at),
});

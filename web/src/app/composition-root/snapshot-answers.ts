import type { ApiSnapshot, RecordedAnswer } from '@more/adapters/snapshot';
import { cardImages } from '@more/core';
import type { PageSnapshot } from './page-snapshot';

/**
 * What of the server's answers travels in the page's snapshot (page-snapshot.ts):
 * only what the browser reads of them. The browser parses a replayed answer with the same
 * wire schemas as the server did, so a trimmed answer keeps every field its
 * schema requires; only parts that no mapper reads are left out.
 */

type Json = Record<string, unknown>;
interface ImageJson {
  readonly image_url?: unknown;
}

const isObject = (value: unknown): value is Json => typeof value === 'object' && value !== null && !Array.isArray(value);
const imagesOf = (value: unknown): readonly ImageJson[] => (Array.isArray(value) ? value.filter(isObject) : []);
const urlOf = (image: ImageJson) => (typeof image.image_url === 'string' ? image.image_url : '');

/** A card's fields its wire schema takes as missing or null alike (product.wire.ts: `z.nullish`). */
const optionalWhenEmpty = new Set(['price_range', 'seo_4', 'seo_5']);

/**
 * A product card as `uni/product` and `uni/product/groups` send it, cut to
 * what a card reads: the images core's `cardImages` shows (at most 3), plus
 * the first of each list, and no `variants` (the card's mapper never reads
 * them: the product page asks for its own); empty optional fields are left
 * out. Anything not shaped like a card is left as it is.
 */
export const trimProductCard = (card: unknown): unknown => {
  if (!isObject(card) || !Array.isArray(card.images) || !Array.isArray(card.atmosphere_images)) return card;
  const images = imagesOf(card.images);
  const atmosphere = imagesOf(card.atmosphere_images);
  const toImage = (image: ImageJson) => ({ url: urlOf(image), alt: '' });
  const shown = new Set(cardImages({ images: images.map(toImage), atmosphereImages: atmosphere.map(toImage) }).map((image) => image.url));
  // The first of each list as well: whatever a later step reads as "the" photo or packshot is still there.
  const keep = (list: readonly ImageJson[]) => list.filter((image, index) => index === 0 || shown.has(urlOf(image)));
  const { variants: _unread, ...read } = card;
  // Empty optional fields (no badge, no price range) are left out rather than sent as null: the mapper reads both alike.
  const present = Object.fromEntries(Object.entries(read).filter(([field, value]) => !(value === null && optionalWhenEmpty.has(field))));
  return { ...present, images: keep(images), atmosphere_images: keep(atmosphere) };
};

const mapList = (value: unknown, each: (item: unknown) => unknown) => (Array.isArray(value) ? value.map(each) : value);

/** A flash sale's product shows its first photo alone (the flash-sale mapper reads `images[0]`). */
const trimFlashSaleProduct = (product: unknown): unknown =>
  isObject(product) && Array.isArray(product.images) ? { ...product, images: product.images.slice(0, 1) } : product;

/** How each call's answer is cut, by the path the snapshot's key names (without its query). */
const trims: Readonly<Record<string, (data: unknown) => unknown>> = {
  // A page of product cards (lists, the home page's newest products).
  'GET uni/product': (data) => (isObject(data) ? { ...data, data: mapList(data.data, trimProductCard) } : data),
  // The flash sales under way and next (the home and promotion pages).
  'POST uni/product/flashsale': (data) => mapList(data, (group) => (isObject(group) ? { ...group, products: mapList(group.products, trimFlashSaleProduct) } : group)),
  // The home page's product groups: every entry's product is a card.
  'GET uni/product/groups': (data) =>
    mapList(data, (group) =>
      isObject(group) ? { ...group, products: mapList(group.products, (entry) => (isObject(entry) ? { ...entry, product: trimProductCard(entry.product) } : entry)) } : group,
    ),
};

/** `GET uni/product?type=terbaru` → `GET uni/product`; a POST's body is not part of it. */
const callPath = (key: string) => {
  const space = key.indexOf(' ');
  return `${key.slice(0, space)} ${key.slice(space + 1).split(/[? ]/)[0] ?? ''}`;
};

/** A JSON body, or undefined for one that is not (a proxy's HTML error page travels as the text it is). */
const parsed = (answer: RecordedAnswer): { readonly json: unknown } | undefined => {
  if (answer.body === '' || !/json/i.test(answer.contentType)) return undefined;
  try {
    return { json: JSON.parse(answer.body) as unknown };
  } catch {
    return undefined;
  }
};

/**
 * The page's snapshot: every recorded answer, a JSON body as JSON, and a
 * successful answer's `data` cut to what the browser's first render reads of it.
 */
export const pageSnapshot = (answers: ApiSnapshot): PageSnapshot =>
  answers.map((answer) => {
    const body = parsed(answer);
    if (!body) return answer;
    const { key, status, contentType } = answer;
    const trim = status === 200 ? trims[callPath(key)] : undefined;
    const json = body.json;
    if (!trim || !isObject(json) || !('data' in json)) return { key, status, contentType, json };
    return { key, status, contentType, json: { ...json, data: trim(json.data) } };
  });


import { http, HttpResponse } from 'msw';
import type { ProductRecord } from '../db/catalogue';
import type { Database } from '../db/database';
import { type ArtworkKind, artworkKinds, drawArtwork } from '../media/artwork';
import { drawFurniture } from '../media/furniture-svg';

/** Where a product's generated images are served; absolute, from the origin that asked. */
export const productImageUrl = (origin: string, productId: number, file: string) =>
  `${origin}/media/products/${productId}/${file}.svg`;

/**
 * The packshot in a variant's colour: the media host draws image n in the colour
 * of variant (n - 1) modulo the variant count, so a line of that variant (a cart
 * line, a bundle's part, a flash-sale card) shows the colour it names.
 */
export const variantImageUrl = (origin: string, product: Pick<ProductRecord, 'id' | 'variants'>, variantId: number) =>
  productImageUrl(origin, product.id, String(Math.max(0, product.variants.findIndex((v) => v.id === variantId)) + 1));

/** Where a piece of artwork is served: the label decides what it shows. */
export const artworkUrl = (origin: string, kind: ArtworkKind, label: string) =>
  `${origin}/media/art/${kind}/${encodeURIComponent(label)}.svg`;

/**
 * The label in an artwork's file name. msw hands the path parameter over already decoded, so a
 * label with "%" in it ("Hemat hingga 50%") must not be decoded again; an older caller's
 * still-encoded name is decoded once.
 */
const labelOf = (name: string): string => {
  try {
    return decodeURIComponent(name);
  } catch {
    return name;
  }
};

const svgHeaders = { 'content-type': 'image/svg+xml; charset=utf-8', 'cache-control': 'public, max-age=86400' };

/**
 * `GET /media/products/{id}/{n}.svg` (packshots) and `/room-{n}.svg`
 * (atmosphere images): the mock's own image host, so pages look complete offline.
 */
export const mediaHandlers = (db: Database) => [
  http.get('*/media/art/:kind/:file', ({ params }) => {
    const kind = String(params.kind);
    const file = String(params.file);
    if (!(kind in artworkKinds) || !file.endsWith('.svg')) return new HttpResponse('Gambar tidak ditemukan', { status: 404 });
    return new HttpResponse(drawArtwork(kind as ArtworkKind, labelOf(file.slice(0, -4))), { headers: svgHeaders });
  }),
  http.get('*/media/products/:id/:file', ({ params }) => {
    const match = /^(room-)?(\d+)\.svg$/.exec(String(params.file));
    const product = db.products.findFirst((q) => q.where({ id: Number(params.id) }));
    if (!match || !product) return new HttpResponse('Gambar tidak ditemukan', { status: 404 });
    const index = Number(match[2]);
    const variant = product.variants[(index - 1) % product.variants.length]!;
    const svg = drawFurniture({
      kind: product.kind,
      colourHex: variant.colour.hex,
      scene: match[1] ? 'room' : 'packshot',
      variant: index - 1 + product.id,
    });
    return new HttpResponse(svg, { headers: svgHeaders });
  }),
];

import { http, HttpResponse } from 'msw';
import type { ProductRecord } from '../db/catalogue';
import type { MockContext } from './context';
import { type ArtworkKind, artworkKinds, drawArtwork } from '../media/artwork';
import { drawFurniture, FURNITURE_DRAWING_SIZE } from '../media/furniture-svg';
import { isPhotoArtwork, namingPhotos, photoArtworkSizes, PRODUCT_PHOTO_SIZE, type PhotoSize } from '../media/photos';

/**
 * Where a product's generated images are served; absolute, from the origin that asked. The drawing's
 * address: a mock with a photo renderer (the Node store server) names the photo, `.jpg`, in its answers
 * (namingPhotos, applied by the router to every answer), the browser's mock keeps the drawing.
 */
export const productImageUrl = (origin: string, productId: number, file: string) =>
  `${origin}/media/products/${productId}/${file}.svg`;

/**
 * The packshot in a variant's colour: the media host draws image n in the colour
 * of variant (n - 1) modulo the variant count, so a line of that variant (a cart
 * line, a bundle's part, a flash-sale card) shows the colour it names.
 */
export const variantImageUrl = (origin: string, product: Pick<ProductRecord, 'id' | 'variants'>, variantId: number) =>
  productImageUrl(origin, product.id, String(Math.max(0, product.variants.findIndex((v) => v.id === variantId)) + 1));

/** Where a piece of artwork is served: the label decides what it shows. A photo kind's address becomes `.jpg` as productImageUrl's does. */
export const artworkUrl = (origin: string, kind: ArtworkKind, label: string) =>
  `${origin}/media/art/${kind}/${encodeURIComponent(label)}.svg`;

/**
 * An answer of a mock that serves photos: its addresses of drawings that have a photo name the photo.
 * Addresses are made in seeds (kept in the database), wires and article bodies, before the renderer
 * may be set (the store server sets it on a mock created earlier): so they are renamed here, once per
 * answer, and the browser's mock, without a renderer, answers exactly as it did.
 */
export const withPhotoAddresses = async (ctx: MockContext, answer: Response): Promise<Response> => {
  if (ctx.photos.renderer === null || !(answer.headers.get('content-type') ?? '').includes('json')) return answer;
  const text = await answer.text();
  const renamed = namingPhotos(text);
  const headers = new Headers(answer.headers);
  headers.delete('content-length');
  return new Response(renamed, { status: answer.status, statusText: answer.statusText, headers });
};

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

const CACHE_CONTROL = 'public, max-age=86400';
const svgHeaders = { 'content-type': 'image/svg+xml; charset=utf-8', 'cache-control': CACHE_CONTROL };
const notFound = (reason: string) => new HttpResponse(reason, { status: 404, headers: { 'content-type': 'text/plain; charset=utf-8' } });

/** `name.svg` or `name.jpg`: the name and the format asked for; null for anything else. */
const fileOf = (file: string): { name: string; format: 'svg' | 'jpg' } | null => {
  const match = /^(.+)\.(svg|jpg)$/.exec(file);
  return match ? { name: match[1]!, format: match[2] as 'svg' | 'jpg' } : null;
};

/** The drawing as a JPEG photo, with its validator: 304 when the browser has it already. */
const photoAnswer = async (ctx: MockContext, request: Request, svg: string, sourceWidth: number, size: PhotoSize) => {
  const photo = await ctx.photos.renderer!.photo(svg, sourceWidth, size);
  const headers = { 'content-type': 'image/jpeg', 'cache-control': CACHE_CONTROL, etag: photo.etag };
  const known = request.headers.get('if-none-match');
  if (known !== null && known.split(',').some((tag) => tag.trim() === photo.etag)) return new HttpResponse(null, { status: 304, headers });
  return new HttpResponse(photo.bytes, { headers });
};

/**
 * The mock's own image host, so pages look complete offline: `GET /media/products/{id}/{n}` (packshots)
 * and `/room-{n}` (atmosphere images), `/media/art/{kind}/{label}`. Every picture is drawn (`.svg`); where
 * a photo renderer is set (the Node store server), products and the photo kinds of artwork (photos.ts)
 * are also served as JPEG photos (`.jpg`), the addresses its answers name.
 */
export const mediaHandlers = (ctx: MockContext) => [
  http.get('*/media/art/:kind/:file', ({ params, request }) => {
    const kind = String(params.kind);
    const file = fileOf(String(params.file));
    if (!Object.hasOwn(artworkKinds, kind)) return notFound(`Gambar tidak ditemukan: tidak ada jenis gambar ${kind}`);
    if (!file) return notFound('Gambar tidak ditemukan: gunakan .svg atau .jpg');
    const svg = drawArtwork(kind as ArtworkKind, labelOf(file.name));
    if (file.format === 'svg') return new HttpResponse(svg, { headers: svgHeaders });
    if (!isPhotoArtwork(kind)) return notFound(`Gambar tidak ditemukan: ${kind} hanya tersedia sebagai .svg`);
    if (ctx.photos.renderer === null) return notFound('Gambar tidak ditemukan: foto .jpg tidak dibuat di sini, gunakan .svg');
    return photoAnswer(ctx, request, svg, artworkKinds[kind].width, photoArtworkSizes[kind]);
  }),
  http.get('*/media/products/:id/:file', ({ params, request }) => {
    const file = fileOf(String(params.file));
    const match = file ? /^(room-)?(\d+)$/.exec(file.name) : null;
    if (!file || !match) return notFound('Gambar tidak ditemukan: nama berkas {n} atau room-{n}, .svg atau .jpg');
    const product = ctx.db.products.findFirst((q) => q.where({ id: Number(params.id) }));
    if (!product) return notFound(`Gambar tidak ditemukan: tidak ada produk ${String(params.id)}`);
    const index = Number(match[2]);
    if (index < 1) return notFound('Gambar tidak ditemukan: gambar produk mulai dari 1');
    const variant = product.variants[(index - 1) % product.variants.length]!;
    const svg = drawFurniture({
      kind: product.kind,
      colourHex: variant.colour.hex,
      scene: match[1] ? 'room' : 'packshot',
      variant: index - 1 + product.id,
    });
    if (file.format === 'svg') return new HttpResponse(svg, { headers: svgHeaders });
    if (ctx.photos.renderer === null) return notFound('Gambar tidak ditemukan: foto .jpg tidak dibuat di sini, gunakan .svg');
    return photoAnswer(ctx, request, svg, FURNITURE_DRAWING_SIZE, PRODUCT_PHOTO_SIZE);
  }),
];

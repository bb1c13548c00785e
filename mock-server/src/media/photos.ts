/**
 * The mock's photos: what a real image host serves as JPEG (product packshots, room images, banners,
 * covers, video thumbnails), made from the mock's own drawings. Shared code: it names the photo kinds,
 * their sizes and addresses, and the renderer's shape. The renderer itself needs sharp and lives in
 * `src/node/photo-renderer.ts`; the browser's mock (the static demo) has none and keeps serving SVG.
 */
import { type ArtworkKind, artworkKinds } from './artwork';
import { FURNITURE_DRAWING_SIZE } from './furniture-svg';

export interface PhotoSize {
  readonly width: number;
  readonly height: number;
}

/** Every photo's long side, as a real store's product photos are delivered: about 1,200 px. */
export const PHOTO_LONG_SIDE = 1200;

/** A drawing's photo: the drawing scaled so its long side is PHOTO_LONG_SIDE (its aspect kept). */
const photoSizeOf = ({ width, height }: PhotoSize): PhotoSize => {
  const scale = PHOTO_LONG_SIDE / Math.max(width, height);
  return { width: Math.round(width * scale), height: Math.round(height * scale) };
};

/** The artwork served as a photo. Avatars, logos, category tiles and the map stay drawings. */
const PHOTO_ARTWORK_KINDS = ['banner', 'banner-mobile', 'square', 'cover', 'video'] as const satisfies readonly ArtworkKind[];
export type PhotoArtworkKind = (typeof PHOTO_ARTWORK_KINDS)[number];

/** Each photo artwork's size: banner 1200×400, banner-mobile and square 1200×1200, cover 1200×750, video 1200×675. */
export const photoArtworkSizes = Object.fromEntries(PHOTO_ARTWORK_KINDS.map((kind) => [kind, photoSizeOf(artworkKinds[kind])])) as Record<PhotoArtworkKind, PhotoSize>;

/** Product packshots and room (atmosphere) images: 1200×1200. */
export const PRODUCT_PHOTO_SIZE: PhotoSize = photoSizeOf({ width: FURNITURE_DRAWING_SIZE, height: FURNITURE_DRAWING_SIZE });

export const isPhotoArtwork = (kind: string): kind is PhotoArtworkKind => (PHOTO_ARTWORK_KINDS as readonly string[]).includes(kind);

/** A photo, made and cached by the renderer. */
export interface Photo {
  readonly bytes: Uint8Array;
  /** A strong validator: the same drawing at the same size and version has the same one. */
  readonly etag: string;
}

/**
 * Makes the JPEG photo of a drawing (an SVG document `sourceWidth` wide) at a size: once, then from its
 * caches. Injected into the mock (MockApiOptions.photos, MockApi.setPhotoRenderer) where sharp can run.
 */
export interface PhotoRenderer {
  photo(svg: string, sourceWidth: number, size: PhotoSize): Promise<Photo>;
}

/** The drawings that have a photo, in an address: `/media/products/{id}/{n|room-n}.svg` and `/media/art/{photo kind}/{label}.svg`. */
const DRAWING_OF_PHOTO = new RegExp(`(/media/(?:products/\\d+/(?:room-)?\\d+|art/(?:${PHOTO_ARTWORK_KINDS.join('|')})/[^"\\\\/?#\\s<>]+))\\.svg\\b`, 'g');

/**
 * The same text with every address of a drawing that has a photo naming the photo (`.jpg`) instead:
 * what the answers of a mock with a renderer say. Other drawings (avatars, logos …) keep `.svg`.
 */
export const namingPhotos = (text: string): string => text.replace(DRAWING_OF_PHOTO, '$1.jpg');

/**
 * The mock's photos: what a real image host serves as JPEG (product packshots, room images, banners,
 * covers, video thumbnails), made from the mock's own drawings. Shared code: it names the photo kinds,
 * their sizes and addresses, and the renderer's shape. The renderer itself needs sharp and lives in
 * `src/node/photo-renderer.ts`; the browser's mock (the static demo) has none and keeps serving SVG.
 */
import type { ArtworkKind } from './artwork';

export interface PhotoSize {
  readonly width: number;
  readonly height: number;
}

/** Every photo's long side, as a real store's product photos are delivered: about 1,200 px. */
export const PHOTO_LONG_SIDE = 1200;

/** Artwork served as a photo, at its photo's size (the drawing's aspect kept). Avatars, logos, category tiles and the map stay drawings. */
export const photoArtworkSizes = {
  banner: { width: 1200, height: 400 },
  'banner-mobile': { width: 1200, height: 1200 },
  square: { width: 1200, height: 1200 },
  cover: { width: 1200, height: 750 },
  video: { width: 1200, height: 675 },
} as const satisfies Partial<Record<ArtworkKind, PhotoSize>>;
export type PhotoArtworkKind = keyof typeof photoArtworkSizes;

/** Product packshots and room (atmosphere) images. */
export const PRODUCT_PHOTO_SIZE: PhotoSize = { width: 1200, height: 1200 };

export const isPhotoArtwork = (kind: string): kind is PhotoArtworkKind => Object.hasOwn(photoArtworkSizes, kind);

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
const DRAWING_OF_PHOTO = /(\/media\/(?:products\/\d+\/(?:room-)?\d+|art\/(?:banner|banner-mobile|square|cover|video)\/[^"\\/?#\s<>]+))\.svg\b/g;

/**
 * The same text with every address of a drawing that has a photo naming the photo (`.jpg`) instead:
 * what the answers of a mock with a renderer say. Other drawings (avatars, logos …) keep `.svg`.
 */
export const namingPhotos = (text: string): string => text.replace(DRAWING_OF_PHOTO, '$1.jpg');

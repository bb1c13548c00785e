import { createHash } from 'node:crypto';
import { LRUCache } from 'lru-cache';
import type { ImageFormat } from './format';

/** One resized photo as the endpoint sends it. */
export interface CachedImage {
  readonly body: Buffer;
  readonly format: ImageFormat;
  /** A strong validator: a hash of the bytes sent, the same on every instance that makes the same bytes. */
  readonly etag: string;
}

export const etagOf = (body: Buffer): string => `"${createHash('sha256').update(body).digest('base64url').slice(0, 27)}"`;

export interface ImageCacheStats {
  readonly hits: number;
  readonly misses: number;
  /** Renders that joined one already under way for the same key rather than making their own. */
  readonly coalesced: number;
  readonly entries: number;
  readonly bytes: number;
}

/**
 * The resized photos this process keeps: least recently used first out, bounded by their bytes (a count would not
 * bound memory: a 1200 px AVIF weighs fifty 96 px ones). Keyed by (source address, width, format). A request for a
 * photo already being made waits for that one (coalescing), so a burst of the same card's photo is one render.
 */
export const imageCache = (maxBytes: number) => {
  const kept = new LRUCache<string, CachedImage>({
    maxSize: maxBytes,
    // The key's bytes too: tens of thousands of small entries must not hide their addresses' weight.
    sizeCalculation: (image, key) => image.body.length + key.length + 64,
    // One photo larger than the whole cache is sent, not kept.
    maxEntrySize: maxBytes,
  });
  const underWay = new Map<string, Promise<CachedImage>>();
  let hits = 0;
  let misses = 0;
  let coalesced = 0;
  return {
    keyOf: (url: string, width: number, format: ImageFormat): string => `${format} ${width} ${url}`,
    /** The kept photo, or the one under way, or the one `make` makes now (kept when it succeeds; a failure is not kept). */
    get: (key: string, make: () => Promise<CachedImage>): Promise<CachedImage> => {
      const found = kept.get(key);
      if (found) {
        hits += 1;
        return Promise.resolve(found);
      }
      const pending = underWay.get(key);
      if (pending) {
        coalesced += 1;
        return pending;
      }
      misses += 1;
      const made = make()
        .then((image) => {
          kept.set(key, image);
          return image;
        })
        .finally(() => underWay.delete(key));
      underWay.set(key, made);
      return made;
    },
    stats: (): ImageCacheStats => ({ hits, misses, coalesced, entries: kept.size, bytes: kept.calculatedSize }),
  };
};
export type ImageCache = ReturnType<typeof imageCache>;

import { createHash } from 'node:crypto';
import { mkdir, readFile, rename, rm, writeFile } from 'node:fs/promises';
import { fileURLToPath } from 'node:url';
import sharp from 'sharp';
import { LRUCache } from 'lru-cache';
import type { Photo, PhotoRenderer, PhotoSize } from '../media/photos';

/**
 * The media host's photos, made with sharp from the mock's drawings: the drawing rendered at the photo's
 * size, lit softly (brighter towards the upper left, darker at the edges) and with a fine grain, as a
 * progressive JPEG without metadata. A flat drawing would compress to a few kB; with the grain a
 * 1200×1200 packshot weighs what a product photo does (some 120–200 kB), so the store's byte
 * measurements mean something. Deterministic: the same drawing gives the same bytes in every process.
 *
 * Made on first request, never at start; then kept in memory (bounded) and on disk, where the next
 * start and the other processes of a run (the end-to-end tests' stores, the cluster) find it.
 */

/** Part of every file's name: a change to how photos are made makes new files (older ones are simply not read). */
export const PHOTO_VERSION = 1;
export const JPEG_QUALITY = 82;
/** The grain's strength: the spread of the overlay's values around its light (0–255). */
const GRAIN = 58;
/** Fixed: the grain is the same at every start. */
const GRAIN_SEED = 41;

/** `node_modules/.cache/more-media/` at the repository's root: git-ignored, kept between runs. */
export const DEFAULT_PHOTO_CACHE_DIR = fileURLToPath(new URL('../../../node_modules/.cache/more-media/', import.meta.url));

export interface PhotoRendererOptions {
  /** Where photos are kept between runs and processes (DEFAULT_PHOTO_CACHE_DIR); null keeps them in memory only. */
  readonly cacheDir?: string | null;
  /** The memory cache's bound, in bytes of JPEG: 64 MB (some 400 photos) by default. */
  readonly memoryBytes?: number;
}

export interface PhotoRendererStats {
  /** Photos made (rendered) by this renderer. */
  readonly rendered: number;
  /** Photos read from the disk cache. */
  readonly fromDisk: number;
  /** Answers from memory (or from a render already under way). */
  readonly fromMemory: number;
  /** The memory cache: photos and their bytes. */
  readonly cachedPhotos: number;
  readonly cachedBytes: number;
}

export interface NodePhotoRenderer extends PhotoRenderer {
  readonly stats: PhotoRendererStats;
}

/** A small, fast, seeded PRNG (mulberry32): the grain, never Math.random. */
const prng = (seed: number) => {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = Math.imul(state ^ (state >>> 15), 1 | state);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
};

/**
 * The light and the grain over a photo, one grey value a pixel (raw, 3 channels), blended with `overlay`:
 * 128 leaves the drawing as it is, more lightens, less darkens. Made once per size (some 0.1–0.2 s for
 * 1200×1200) and kept: every photo of that size shares it.
 */
const lightAndGrain = ({ width, height }: PhotoSize): Buffer => {
  const random = prng(GRAIN_SEED);
  const buffer = Buffer.alloc(width * height * 3);
  for (let y = 0; y < height; y++) {
    for (let x = 0; x < width; x++) {
      // A soft light from the upper left, falling off towards the far corners.
      const dx = x / width - 0.38;
      const dy = y / height - 0.3;
      const light = 158 - Math.sqrt(dx * dx + dy * dy) * 70;
      // Grain: a triangular distribution (two uniforms), finer than a pixel's neighbour can predict.
      const grain = (random() + random() - 1) * GRAIN;
      const value = Math.max(0, Math.min(255, Math.round(light + grain)));
      const i = (y * width + x) * 3;
      buffer[i] = value;
      buffer[i + 1] = value;
      buffer[i + 2] = value;
    }
  }
  return buffer;
};

/** A validator and a file name: the drawing, its size and the version of how photos are made. */
const keyOf = (svg: string, sourceWidth: number, size: PhotoSize): string =>
  createHash('sha256').update(`${PHOTO_VERSION}\n${sourceWidth}\n${size.width}x${size.height}\n${svg}`).digest('hex').slice(0, 32);

let temporaryFiles = 0;

export const createPhotoRenderer = (options: PhotoRendererOptions = {}): NodePhotoRenderer => {
  const cacheDir = options.cacheDir === undefined ? DEFAULT_PHOTO_CACHE_DIR : options.cacheDir;
  const memoryBytes = options.memoryBytes ?? 64 * 1024 * 1024;
  /** Bounded by the photos' bytes, least recently used out first; a photo larger than the whole bound is not kept. */
  const memory = new LRUCache<string, Uint8Array>({ maxSize: memoryBytes, maxEntrySize: memoryBytes, sizeCalculation: (bytes) => bytes.length });
  /** Photos being made or read: concurrent first requests share one render. */
  const pending = new Map<string, Promise<Uint8Array>>();
  const overlays = new Map<string, Buffer>();
  const counts = { rendered: 0, fromDisk: 0, fromMemory: 0 };
  let directoryReady: Promise<unknown> | null = null;

  const overlayOf = (size: PhotoSize): Buffer => {
    const id = `${size.width}x${size.height}`;
    let overlay = overlays.get(id);
    if (!overlay) overlays.set(id, (overlay = lightAndGrain(size)));
    return overlay;
  };

  const render = async (svg: string, sourceWidth: number, size: PhotoSize): Promise<Uint8Array> => {
    const photo = await sharp(Buffer.from(svg), { density: (72 * size.width) / sourceWidth })
      .resize(size.width, size.height, { fit: 'fill' })
      .composite([{ input: overlayOf(size), raw: { width: size.width, height: size.height, channels: 3 }, blend: 'overlay' }])
      // sharp writes no metadata unless asked (no EXIF, no ICC profile).
      .jpeg({ quality: JPEG_QUALITY, progressive: true })
      .toBuffer();
    counts.rendered++;
    return new Uint8Array(photo.buffer, photo.byteOffset, photo.length);
  };

  /** From the disk cache, or made and written there atomically (a temporary file renamed): no process reads half a photo. */
  const load = async (key: string, svg: string, sourceWidth: number, size: PhotoSize): Promise<Uint8Array> => {
    if (cacheDir === null) return render(svg, sourceWidth, size);
    const file = `${cacheDir}/${key}.jpg`;
    try {
      const bytes = await readFile(file);
      counts.fromDisk++;
      return new Uint8Array(bytes.buffer, bytes.byteOffset, bytes.length);
    } catch {
      // Not made yet (or unreadable): made now.
    }
    const bytes = await render(svg, sourceWidth, size);
    const temporary = `${file}.${process.pid}-${++temporaryFiles}.tmp`;
    try {
      directoryReady ??= mkdir(cacheDir, { recursive: true });
      await directoryReady;
      await writeFile(temporary, bytes);
      await rename(temporary, file);
    } catch {
      // A cache that cannot be written (a read-only checkout) costs a render per start, nothing more.
      await rm(temporary, { force: true }).catch(() => {});
    }
    return bytes;
  };

  return {
    async photo(svg, sourceWidth, size): Promise<Photo> {
      const key = keyOf(svg, sourceWidth, size);
      const etag = `"${key}"`;
      const kept = memory.get(key);
      if (kept) {
        counts.fromMemory++;
        return { bytes: kept, etag };
      }
      const under = pending.get(key);
      if (under) {
        counts.fromMemory++;
        return { bytes: await under, etag };
      }
      const loading = load(key, svg, sourceWidth, size);
      pending.set(key, loading);
      try {
        const bytes = await loading;
        memory.set(key, bytes);
        return { bytes, etag };
      } finally {
        pending.delete(key);
      }
    },
    get stats() {
      return { ...counts, cachedPhotos: memory.size, cachedBytes: memory.calculatedSize };
    },
  };
};

let shared: NodePhotoRenderer | null = null;

/** One renderer for the process (its memory cache shared by every store server in it), made on first use. */
export const sharedPhotoRenderer = (): NodePhotoRenderer => (shared ??= createPhotoRenderer());

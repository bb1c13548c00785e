import sharp, { type Metadata, type Sharp, type SharpOptions } from 'sharp';
import { type ImageFormat } from './format';
import { ImageRefusal } from './refusal';

// libvips' own operation cache would keep decoded images beside ours (cache.ts): off, so memory follows our bound.
sharp.cache(false);
// One libvips thread per image: the endpoint's queue (below) decides how many images are worked on at once, so
// two cores serve two renders (and pages) rather than every render spreading over both cores and waiting.
sharp.concurrency(1);

/** Formats resized: raster photos. An SVG (a script may hide in it), a PDF or anything else is refused. */
const RASTER_FORMATS = new Set(['jpeg', 'png', 'webp', 'gif', 'heif']);

/** The most pixels a source may have (40 megapixels: an 8K photo; a decompression bomb is refused before it is decoded). */
export const MAX_INPUT_PIXELS = 40_000_000;

/**
 * Settings fast enough for two cores (bench:images measures them). AVIF at effort 2 of 9: effort 3 took twice as
 * long for 1 % fewer bytes, effort 4 five times as long. WebP at effort 2. JPEG without mozjpeg's trellis
 * quantisation (baseline libjpeg-turbo: several times faster for a few percent of bytes), progressive. Qualities
 * are those image CDNs use for photos.
 */
const encode = (pipeline: Sharp, format: ImageFormat): Sharp => {
  switch (format) {
    case 'avif':
      return pipeline.avif({ quality: 50, effort: 2 });
    case 'webp':
      return pipeline.webp({ quality: 75, effort: 2 });
    case 'jpeg':
      return pipeline.jpeg({ quality: 78, mozjpeg: false, progressive: true });
  }
};

export interface RenderedImage {
  readonly body: Buffer;
  readonly format: ImageFormat;
  readonly width: number;
  readonly height: number;
}

/**
 * A source photo at `width` pixels wide (never wider than it is: a narrower source keeps its own width), its
 * aspect ratio kept, turned upright by its EXIF orientation and then stripped of every metadata (sharp's default:
 * no EXIF, GPS or profile goes out; colours are converted to sRGB). The format is read from the bytes, never
 * from the source's Content-Type.
 */
export const renderImage = async (source: Buffer, width: number, format: ImageFormat): Promise<RenderedImage> => {
  const options: SharpOptions = { limitInputPixels: MAX_INPUT_PIXELS, failOn: 'error', pages: 1 };
  let metadata: Metadata;
  try {
    // The header alone, without the pixel limit: a source too large is then told apart (413) from one unreadable (415).
    metadata = await sharp(source, { ...options, limitInputPixels: false }).metadata();
  } catch {
    throw new ImageRefusal(415, 'Sumber bukan gambar yang dapat dibaca', 'the source is not an image sharp reads');
  }
  // HEIF is read for AVIF alone (the av1 compression): a phone's HEIC is not a web photo.
  if (!RASTER_FORMATS.has(metadata.format) || (metadata.format === 'heif' && metadata.compression !== 'av1')) {
    throw new ImageRefusal(415, 'Hanya foto (JPEG, PNG, WebP, AVIF, GIF) yang dapat diubah ukurannya', `the source is ${metadata.format}`);
  }
  if ((metadata.width ?? 0) * (metadata.height ?? 0) > MAX_INPUT_PIXELS) {
    throw new ImageRefusal(413, 'Gambar sumber terlalu besar', `the source has ${metadata.width} × ${metadata.height} pixels`);
  }
  try {
    const { data, info } = await encode(sharp(source, options).rotate().resize({ width, withoutEnlargement: true }), format).toBuffer({ resolveWithObject: true });
    return { body: data, format, width: info.width, height: info.height };
  } catch {
    throw new ImageRefusal(415, 'Sumber bukan gambar yang dapat dibaca', 'the source could not be decoded');
  }
};

/**
 * At most `limit` renders at once; the others wait their turn in order. Two cores: two renders at a time keep them
 * busy without starving the page renders in the same process.
 */
export const renderQueue = (limit: number) => {
  let running = 0;
  const waiting: (() => void)[] = [];
  return async <T>(work: () => Promise<T>): Promise<T> => {
    // A finishing render hands its slot to the next in line, so a newcomer cannot slip in between.
    if (running >= limit) await new Promise<void>((resolve) => waiting.push(resolve));
    else running += 1;
    try {
      return await work();
    } finally {
      const next = waiting.shift();
      if (next) next();
      else running -= 1;
    }
  };
};

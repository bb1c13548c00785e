import type { IncomingMessage, ServerResponse } from 'node:http';
import { IMAGE_WIDTHS, isImageWidth } from '../../src/shared/images/resized-image';
import type { ImageSource } from '../runtime-config';
import type { Resolve } from './addresses';
import { type CachedImage, etagOf, imageCache } from './cache';
import { type SourceFetchLimits, fetchSource } from './fetch-source';
import { CONTENT_TYPES, formatFor } from './format';
import { ImageRefusal } from './refusal';
import { renderImage, renderQueue } from './render';
import { absoluteSources, sourceFor } from './sources';

export interface ImageEndpointOptions {
  /** ServerConfig.imageSources: where photos may be fetched from. */
  readonly sources: readonly ImageSource[];
  /** The store's public origin (PUBLIC_ORIGIN, or the server's own address once it listens): where a relative prefix is. */
  readonly siteOrigin: () => string;
  /** The store's security headers (security-headers.ts), on every answer. */
  readonly headers: Readonly<Record<string, string>>;
  /** ServerConfig.imageCacheBytes. */
  readonly cacheBytes: number;
  /** Renders at once in this process (2: one per core of a 2-core machine, each on one libvips thread). */
  readonly concurrency?: number;
  readonly limits?: SourceFetchLimits;
  /** How host names are resolved (tests inject one). */
  readonly resolve?: Resolve;
  /** A source that failed, in English, for the operator. */
  readonly warn?: (line: string) => void;
}

/** A resized photo never changes at its address (a new photo is a new address): browsers and nginx keep it a year. */
const IMMUTABLE = 'public, max-age=31536000, immutable';

/**
 * GET|HEAD /_image?url=<photo>&w=<width>: the photo, fetched from a configured source only, resized to one of
 * IMAGE_WIDTHS and converted to AVIF, WebP or JPEG by Accept (web/src/shared/images/resized-image.ts is the
 * contract the pages build these addresses with). Answers are kept in a bounded cache here and in nginx's.
 */
export const createImageEndpoint = (options: ImageEndpointOptions) => {
  const cache = imageCache(options.cacheBytes);
  const queue = renderQueue(options.concurrency ?? 2);
  // Relative prefixes follow the public origin, which is known only once the server listens: resolved per request
  // (a few string operations) rather than frozen before it is known.
  let resolvedFor: string | null = null;
  let sources: readonly ImageSource[] = [];
  const currentSources = () => {
    const origin = options.siteOrigin();
    if (origin !== resolvedFor) {
      sources = absoluteSources(options.sources, origin);
      resolvedFor = origin;
    }
    return sources;
  };

  const refuse = (request: IncomingMessage, response: ServerResponse, refusal: ImageRefusal): void => {
    response.writeHead(refusal.status, {
      ...options.headers,
      'content-type': 'text/plain; charset=utf-8',
      'x-content-type-options': 'nosniff',
      // Not kept: a source down now may be up in a minute, and a refusal is cheap to repeat.
      'cache-control': 'no-store',
      ...(refusal.status === 405 ? { allow: 'GET, HEAD' } : {}),
    });
    response.end(request.method === 'HEAD' ? '' : refusal.reason);
  };

  const handle = async (request: IncomingMessage, response: ServerResponse): Promise<void> => {
    let image: CachedImage;
    try {
      if (request.method !== 'GET' && request.method !== 'HEAD') throw new ImageRefusal(405, 'Metode tidak diizinkan');
      const { url, width } = readQuery(request.url ?? '');
      const target = sourceFor(url, currentSources());
      if (!target) throw new ImageRefusal(403, 'Alamat gambar bukan dari sumber gambar toko', `${url} is under no image source`);
      const format = formatFor(request.headers.accept);
      image = await cache.get(cache.keyOf(target.url, width, format), async () => {
        const source = await fetchSource(target, { sources: currentSources(), ...(options.limits ? { limits: options.limits } : {}), ...(options.resolve ? { resolve: options.resolve } : {}) });
        const rendered = await queue(() => renderImage(source, width, format));
        return { body: rendered.body, format, etag: etagOf(rendered.body) };
      });
    } catch (error) {
      // Whatever else went wrong is still the photo's failure, not a page's: the <img> gets an error it shows as the
      // placeholder, the operator the cause.
      const refusal = error instanceof ImageRefusal ? error : new ImageRefusal(502, 'Gambar tidak dapat dibuat', `unexpected: ${error instanceof Error ? error.stack : String(error)}`);
      if (refusal.status >= 413) options.warn?.(`image endpoint: ${refusal.detail}`);
      refuse(request, response, refusal);
      return;
    }
    const headers = {
      ...options.headers,
      'content-type': CONTENT_TYPES[image.format],
      'x-content-type-options': 'nosniff',
      'cache-control': IMMUTABLE,
      // The format follows Accept: a cache must keep one copy per format (nginx keys by its own $image_format).
      vary: 'Accept',
      etag: image.etag,
    };
    if (matches(request.headers['if-none-match'], image.etag)) {
      response.writeHead(304, headers).end();
      return;
    }
    response.writeHead(200, { ...headers, 'content-length': String(image.body.length) });
    response.end(request.method === 'HEAD' ? undefined : image.body);
  };

  return { handle, stats: cache.stats };
};
export type ImageEndpoint = ReturnType<typeof createImageEndpoint>;

/**
 * `url` (an absolute http(s) address) and `w` (one of IMAGE_WIDTHS), each once, and nothing else: one address per
 * photo and width, so caches are not split by parameters that change nothing (or busted by random ones).
 */
const readQuery = (requestUrl: string): { url: string; width: number } => {
  const query = new URL(requestUrl, 'http://store.invalid').searchParams;
  const names = [...query.keys()];
  if (names.some((name) => name !== 'url' && name !== 'w') || names.length !== 2 || query.getAll('url').length !== 1) {
    throw new ImageRefusal(400, 'Alamat gambar harus berisi tepat url dan w');
  }
  const url = query.get('url') ?? '';
  if (!/^https?:\/\//i.test(url) || !URL.canParse(url)) throw new ImageRefusal(400, 'url harus alamat http(s) lengkap');
  const widthText = query.get('w') ?? '';
  const width = /^[1-9][0-9]{0,4}$/.test(widthText) ? Number(widthText) : NaN;
  if (!isImageWidth(width)) throw new ImageRefusal(400, `w harus salah satu dari ${IMAGE_WIDTHS.join(', ')}`);
  return { url, width };
};

/** Whether If-None-Match names this ETag (a list, weak forms and `*` included). */
const matches = (header: string | undefined, etag: string): boolean =>
  header !== undefined && header.split(',').some((candidate) => {
    const tag = candidate.trim().replace(/^W\//, '');
    return tag === '*' || tag === etag;
  });

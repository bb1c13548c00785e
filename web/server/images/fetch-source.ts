import { type IncomingMessage, request as httpRequest } from 'node:http';
import { request as httpsRequest } from 'node:https';
import type { ImageSource } from '../runtime-config';
import { type Resolve, publicOnlyLookup, systemResolve } from './addresses';
import { ImageRefusal } from './refusal';
import { type SourceTarget, redirectTarget } from './sources';

export interface SourceFetchLimits {
  /** The most a source's body may weigh (15 MB: a camera's JPEG is a few; more is not a product photo). */
  readonly maxBytes: number;
  /** The whole fetch, redirects included (8 s: an image host slower than that is down for the shopper too). */
  readonly timeoutMs: number;
  /** Redirects followed, each again under a configured source. */
  readonly maxRedirects: number;
}

export const DEFAULT_FETCH_LIMITS: SourceFetchLimits = { maxBytes: 15 * 1024 * 1024, timeoutMs: 8000, maxRedirects: 3 };

export interface SourceFetchOptions {
  /** The configured sources with absolute prefixes (sources.ts absoluteSources), for the redirects. */
  readonly sources: readonly ImageSource[];
  readonly limits?: SourceFetchLimits;
  /** How host names are resolved (tests inject one); every address it gives is checked (addresses.ts). */
  readonly resolve?: Resolve;
}

/**
 * A source photo's bytes, fetched by this server itself (node:http/https, not fetch): no redirect is followed
 * unless its Location is again under a configured source, a host name is resolved by a lookup that refuses
 * non-public addresses at connection time, and the body is read up to a limit, never beyond. Anything else is an
 * ImageRefusal whose status the endpoint sends.
 */
export const fetchSource = async (target: SourceTarget, options: SourceFetchOptions): Promise<Buffer> => {
  const limits = options.limits ?? DEFAULT_FETCH_LIMITS;
  const lookup = publicOnlyLookup(options.resolve ?? systemResolve);
  const signal = AbortSignal.timeout(limits.timeoutMs);
  let current = target;
  for (let hop = 0; ; hop += 1) {
    const response = await get(current, signal, lookup);
    const status = response.statusCode ?? 0;
    if (status >= 300 && status < 400 && status !== 304) {
      response.resume();
      const location = response.headers.location;
      const next = location ? redirectTarget(location, current.fetchUrl, options.sources) : null;
      if (!next) throw new ImageRefusal(403, 'Sumber gambar mengalihkan ke alamat yang tidak diizinkan', `${current.fetchUrl} redirects to ${location ?? '(no Location)'}, outside the image sources`);
      if (hop >= limits.maxRedirects) throw new ImageRefusal(502, 'Sumber gambar terlalu banyak mengalihkan', `${target.fetchUrl}: more than ${limits.maxRedirects} redirects`);
      current = next;
      continue;
    }
    if (status !== 200) {
      response.resume();
      throw status === 404 || status === 410
        ? new ImageRefusal(404, 'Gambar tidak ditemukan', `${current.fetchUrl} answered ${status}`)
        : new ImageRefusal(502, 'Sumber gambar tidak dapat dibaca', `${current.fetchUrl} answered ${status}`);
    }
    return readBody(response, limits.maxBytes, current.fetchUrl);
  }
};

const get = (target: SourceTarget, signal: AbortSignal, lookup: ReturnType<typeof publicOnlyLookup>): Promise<IncomingMessage> =>
  new Promise((resolve, reject) => {
    const url = new URL(target.fetchUrl);
    const request = (url.protocol === 'https:' ? httpsRequest : httpRequest)(url, {
      method: 'GET',
      signal,
      // An IP literal the operator configured is connected to as written; a name only through the checking lookup.
      ...(target.trustedAddress ? {} : { lookup }),
      // No keep-alive agent: one connection per fetch, so an address checked once is never reused for another host's name.
      agent: false,
      headers: { accept: 'image/avif,image/webp,image/png,image/jpeg,image/*;q=0.8', 'user-agent': 'MORE-storefront-image-endpoint' },
    });
    request.once('response', resolve);
    request.once('error', (error: NodeJS.ErrnoException) => reject(failureOf(error, target.fetchUrl, signal)));
    request.end();
  });

const failureOf = (error: NodeJS.ErrnoException, url: string, signal: AbortSignal): ImageRefusal => {
  if (error instanceof ImageRefusal) return error;
  if (error.code === 'ENOTPUBLIC') return new ImageRefusal(403, 'Sumber gambar tidak diizinkan', `${url}: ${error.message}`);
  if (signal.aborted) return new ImageRefusal(504, 'Sumber gambar tidak menjawab tepat waktu', `${url}: no answer in time`);
  return new ImageRefusal(502, 'Sumber gambar tidak dapat dihubungi', `${url}: ${error.code ?? error.message}`);
};

/** The body, up to `maxBytes`: a Content-Length above it is refused before reading, a body that grows past it is cut off. */
const readBody = async (response: IncomingMessage, maxBytes: number, url: string): Promise<Buffer> => {
  const tooBig = () => new ImageRefusal(413, 'Gambar sumber terlalu besar', `${url}: more than ${maxBytes} bytes`);
  const declared = Number(response.headers['content-length']);
  if (Number.isFinite(declared) && declared > maxBytes) {
    response.destroy();
    throw tooBig();
  }
  const chunks: Buffer[] = [];
  let size = 0;
  try {
    for await (const chunk of response) {
      size += (chunk as Buffer).length;
      if (size > maxBytes) {
        response.destroy();
        throw tooBig();
      }
      chunks.push(chunk as Buffer);
    }
  } catch (error) {
    if (error instanceof ImageRefusal) throw error;
    throw new ImageRefusal(502, 'Sumber gambar terputus', `${url}: ${(error as Error).message}`);
  }
  return Buffer.concat(chunks);
};

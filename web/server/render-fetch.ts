import { CallUnanswered } from '@more/adapters/snapshot';

/**
 * The store API as a server render reaches it (issue 24 §3, §4):
 *
 * - Public reads (`GET uni/…` without a shopper's token) are kept for a short,
 *   configured time, and identical calls on their way share one request: a
 *   burst of shoppers on the home page costs the API one call per answer, not
 *   one per shopper. A call with a token, a write, a refusal or an answer
 *   marked `no-store`/`private`/`no-cache` is never kept.
 * - Every call has a deadline; a slow or dead API fails the call within it, so
 *   the page is sent with its frame and skeletons and the browser asks again
 *   after hydrating (the page's snapshot records the call as unanswered).
 */

export interface RenderFetchOptions {
  /** The store API's base (absolute), known once the server listens. */
  readonly storeApiUrl: () => string;
  /** How long a public answer is reused (STORE_API_CACHE_SECONDS); 0 keeps none, identical calls on their way are still shared. */
  readonly cacheSeconds: number;
  /** A call without an answer by then is aborted (STORE_RENDER_API_TIMEOUT_MS). */
  readonly timeoutMs: number;
  /** At most this many answers are kept; the least recently used goes first. */
  readonly maxEntries?: number;
  /** At most this many body bytes are kept in all; an answer larger than a tenth of it is not kept. */
  readonly maxBytes?: number;
  readonly upstream?: typeof fetch;
  readonly now?: () => number;
}

/** A kept answer: its bytes, shared by every caller, each of whom gets a Response of their own. */
interface Answer {
  readonly status: number;
  readonly statusText: string;
  readonly headers: readonly (readonly [string, string])[];
  readonly body: Uint8Array | null;
  readonly keepMs: number;
}

/** Marks an answer the render got from what this server kept (`hit`), for the access line's `cache` (log.ts). */
export const RENDER_CACHE_HEADER = 'x-render-cache';

const DEFAULT_MAX_ENTRIES = 500;
const DEFAULT_MAX_BYTES = 32 * 1024 * 1024;

/**
 * A render call that got no answer (refused, reset, or past its deadline).
 * The adapters' HTTP client never retries a CallUnanswered: during a render,
 * retries of a refused connection only delay the page (0.3 s, then 0.6 s);
 * the browser asks again after hydrating anyway.
 */
export class RenderCallUnanswered extends CallUnanswered {
  override readonly name = 'RenderCallUnanswered';
}

/**
 * How long an answer may be reused by its own word: none for `no-store`, `private` and `no-cache`, at most its
 * `s-maxage` (this server is a shared cache: `public, max-age=0, s-maxage=30` keeps it 30 s, not 0), else its `max-age`.
 */
const keepMsOf = (headers: Headers, configuredMs: number): number => {
  const control = (headers.get('cache-control') ?? '').toLowerCase();
  if (/\b(no-store|private|no-cache)\b/.test(control)) return 0;
  const maxAge = /\bs-maxage=(\d+)/.exec(control) ?? /\bmax-age=(\d+)/.exec(control);
  return maxAge ? Math.min(configuredMs, Number(maxAge[1]) * 1000) : configuredMs;
};

/** Public: a GET under the API's `uni/` with nothing of a shopper (no token, no cookie). */
const isPublicRead = (request: Request, base: string): boolean => {
  if (request.method !== 'GET') return false;
  if (request.headers.has('authorization') || request.headers.has('cookie')) return false;
  const url = new URL(request.url);
  const root = new URL(base.endsWith('/') ? base : `${base}/`, url);
  return url.origin === root.origin && url.pathname.startsWith(`${root.pathname}uni/`);
};

const toResponse = (answer: Answer, kept = false): Response =>
  new Response(answer.body && answer.status !== 204 && answer.status !== 304 ? answer.body.slice() : null, {
    status: answer.status,
    statusText: answer.statusText,
    headers: [...answer.headers.map(([name, value]): [string, string] => [name, value]), ...(kept ? [[RENDER_CACHE_HEADER, 'hit'] as [string, string]] : [])],
  });

/** Waits for `promise`, or rejects at once when the caller gives up (its own signal). */
const unlessAborted = <T,>(promise: Promise<T>, signal: AbortSignal): Promise<T> => {
  if (signal.aborted) return Promise.reject(signal.reason as Error);
  return new Promise<T>((resolve, reject) => {
    const abort = () => reject(signal.reason as Error);
    signal.addEventListener('abort', abort, { once: true });
    promise.then(resolve, reject).finally(() => signal.removeEventListener('abort', abort));
  });
};

export const createRenderFetch = (options: RenderFetchOptions): typeof fetch => {
  const upstream = options.upstream ?? fetch;
  const now = options.now ?? Date.now;
  const maxEntries = options.maxEntries ?? DEFAULT_MAX_ENTRIES;
  const maxBytes = options.maxBytes ?? DEFAULT_MAX_BYTES;
  const configuredMs = options.cacheSeconds * 1000;
  /** Map order is use order: the first key is the least recently used. */
  const kept = new Map<string, Answer & { readonly until: number }>();
  let keptBytes = 0;
  const onTheirWay = new Map<string, Promise<Answer>>();

  const forget = (key: string) => {
    const entry = kept.get(key);
    if (!entry) return;
    keptBytes -= entry.body?.byteLength ?? 0;
    kept.delete(key);
  };

  const keep = (key: string, answer: Answer) => {
    const size = answer.body?.byteLength ?? 0;
    if (answer.keepMs <= 0 || answer.status < 200 || answer.status > 299 || size > maxBytes / 10) return;
    forget(key);
    kept.set(key, { ...answer, until: now() + answer.keepMs });
    keptBytes += size;
    for (const oldest of kept.keys()) {
      if (kept.size <= maxEntries && keptBytes <= maxBytes) break;
      forget(oldest);
    }
  };

  /**
   * One request to the API, with the deadline; transport failures fail at once, without the client's retries.
   * The deadline's signal goes to fetch itself, not into a `new Request(request, { signal })` first: such a
   * Request follows the signal only through a weak reference, and once the collector took that Request the
   * abort reached nobody, so a render waited for a slow API past its deadline (a page meant to go out with
   * skeletons went out whole, 2 s late: api-outage.e2e, render-fetch.test). The timer is our own, ended by
   * `done` once the caller has the whole answer, or by itself at the deadline.
   */
  const timed = async (request: Request, signal?: AbortSignal): Promise<{ response: Response; done: () => void }> => {
    const deadline = new AbortController();
    const timer = setTimeout(() => deadline.abort(new DOMException(`no answer within ${options.timeoutMs} ms`, 'TimeoutError')), options.timeoutMs);
    timer.unref();
    const done = () => clearTimeout(timer);
    try {
      const response = await upstream(request, { signal: signal ? AbortSignal.any([signal, deadline.signal]) : deadline.signal });
      return { response, done };
    } catch (error) {
      done();
      if (signal?.aborted) throw error;
      const reason = deadline.signal.aborted ? `no answer within ${options.timeoutMs} ms` : error instanceof Error ? `${error.message}${causeOf(error)}` : String(error);
      throw new RenderCallUnanswered(`${request.method} ${request.url}: ${reason}`, { cause: error });
    }
  };

  const read = async (request: Request): Promise<Answer> => {
    const { response, done } = await timed(request);
    try {
      const body = response.body ? new Uint8Array(await response.arrayBuffer()) : null;
      return { status: response.status, statusText: response.statusText, headers: [...response.headers], body, keepMs: keepMsOf(response.headers, configuredMs) };
    } finally {
      done();
    }
  };

  return async (input, init) => {
    const request = new Request(input, init);
    if (!isPublicRead(request, options.storeApiUrl())) return (await timed(request, request.signal)).response;
    const key = `GET ${request.url} ${request.headers.get('accept-language') ?? ''}`;
    const entry = kept.get(key);
    if (entry && entry.until > now()) {
      // Used again: last in line to be dropped.
      kept.delete(key);
      kept.set(key, entry);
      return toResponse(entry, true);
    }
    if (entry) forget(key);
    let answer = onTheirWay.get(key);
    if (!answer) {
      answer = read(request);
      onTheirWay.set(key, answer);
      const settled = answer.then((value) => keep(key, value)).catch(() => undefined);
      void settled.finally(() => onTheirWay.delete(key));
    }
    return toResponse(await unlessAborted(answer, request.signal));
  };
};

/** Node's fetch says only "fetch failed"; the reason (ECONNREFUSED…) is its cause. */
const causeOf = (error: Error): string => {
  const cause = (error as { cause?: { code?: string; message?: string } }).cause;
  return cause ? ` (${cause.code ?? cause.message ?? 'unknown'})` : '';
};

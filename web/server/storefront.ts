import { existsSync } from 'node:fs';
import type { IncomingMessage, ServerResponse } from 'node:http';
import { join, normalize, sep } from 'node:path';
import type { PRIVATE_PATH_PREFIXES as PrivatePathPrefixes, RenderedPage, RenderRequest, sitemapEntries as SitemapEntries } from '../src/entry-server';
import { isLoopbackAddress, unreadableRequest } from '@more/adapters/request-checks';
import { redirectFor } from '../src/app/routing/redirects';
import { IMAGE_PATH } from '../src/shared/images/resized-image';
import { assetServer } from './assets';
import { serverErrorPage } from './error-page';
import { createImageEndpoint } from './images/endpoint';
import { REQUEST_ID_HEADER, type RenderCache, type StoreLog, type Visit } from './log';
import type { LookupLimiter } from './lookup-limit';
import { sendPage } from './page-response';
import { readPageTemplate } from './page-template';
import { RENDER_CACHE_HEADER, createRenderFetch } from './render-fetch';
import { type ServerConfig, landingTarget } from './runtime-config';
import { securityHeaders } from './security-headers';
import { CART_COOKIE } from '@more/adapters/storage/cart-cookie';
import { SESSION_PATH, answerSession, cookieOf, sessionTokenOf } from './session-cookie';
import { SHIPMENT_DESK_PATH, createShipmentDesk } from './shipment-desk';
import { searchEngineFiles } from './sitemap';

export interface StorefrontOptions {
  /** web/dist: `client/` (the browser's build) and `server/entry-server.js`. */
  readonly distDir: string;
  readonly config: ServerConfig;
  /** The store API as this server reaches it (absolute), known once it listens. */
  readonly storeApiUrl: () => string;
  /** The shipment service as this server reaches it (absolute), known once it listens; null when none is configured. */
  readonly shipmentApiUrl: () => string | null;
  /** How many shipment lookups a client may make (lookup-limit.ts). */
  readonly lookupLimiter: LookupLimiter;
  /**
   * This server's own address, known once it listens: the origin of canonical
   * and Open Graph URLs when PUBLIC_ORIGIN is not set. Never the request's Host
   * header, which anyone may write and a CDN would cache into the page.
   */
  readonly ownOrigin: () => string;
  /** False once the server is stopping: /healthz then tells a load balancer to send new shoppers elsewhere. */
  readonly serving?: () => boolean;
  readonly log: StoreLog;
}

/** Whether a path names a file: its last segment has an extension (`/wp-login.php`, `/a/b.png`), or a segment is hidden (`/.env`, `/.git/config`). */
export const namesAFile = (pathname: string): boolean => /\/[^/]*\.[A-Za-z0-9]{1,12}$/.test(pathname) || /\/\.[^/]/.test(pathname);

/**
 * The paths of the services beside the store (the store API, the shipment service, the media host, the mock's
 * controls): answered by what is mounted there (`npm start`'s mock) or elsewhere, never by a rendered page.
 */
export const SERVICE_PATHS = ['/api/', '/shipment/', '/media/', '/__mock/'] as const;

/** The load balancer's question: 200 while this process takes new requests, 503 while it finishes the last ones. */
export const HEALTH_PATH = '/healthz';

/**
 * The storefront over HTTP: the build's assets (assets.ts), the redirects of
 * document 1 §2 with real status codes, and every page rendered on the
 * server with its public data (page-response.ts).
 */
export const createStorefront = async (options: StorefrontOptions) => {
  const clientDir = normalize(join(options.distDir, 'client') + sep);
  const entryServer = join(options.distDir, 'server', 'entry-server.js');
  if (!existsSync(entryServer)) throw new Error(`${entryServer} is missing: build the storefront first (npm run build)`);
  // The renderer's React (kept outside the server bundle) picks its build by NODE_ENV when it is first
  // loaded, here. Unset, as under `npm start`, it took the development build, which rendered the home
  // page in twice the time (bench:ssr). The e2e harness sets production too (tests/e2e/harness/store.ts).
  process.env.NODE_ENV ??= 'production';
  const { render, sitemapEntries, PRIVATE_PATH_PREFIXES } = (await import(entryServer)) as {
    PRIVATE_PATH_PREFIXES: typeof PrivatePathPrefixes;
    render: (request: RenderRequest) => Promise<RenderedPage>;
    sitemapEntries: typeof SitemapEntries;
  };
  const template = readPageTemplate(clientDir);
  /** The session's cookie is `Secure` where shoppers reach the store over https. */
  const secureCookies = options.config.publicOrigin?.startsWith('https:') ?? false;
  const headers = securityHeaders(options.config.store, template.scriptHashes);
  const serveAsset = assetServer(clientDir, headers);
  const { log } = options;
  const desk = createShipmentDesk({
    shipmentApiUrl: options.shipmentApiUrl,
    shipmentToken: options.config.shipment.token,
    storeApiUrl: options.storeApiUrl,
    log: (line) => log.warn(line),
  });
  const storeApiFetch = createRenderFetch({
    storeApiUrl: options.storeApiUrl,
    cacheSeconds: options.config.storeApiCacheSeconds,
    timeoutMs: options.config.renderApiTimeoutMs,
  });
  /**
   * A render's fetch: the shipment page's calls to this server's own endpoints are answered in-process; the rest
   * go to the API with a deadline, public reads shared (render-fetch.ts), carrying the request's id so the API's
   * log lines meet this server's. It tallies how many answers the server's cache gave, for the access line.
   */
  const renderFetchFor = (requestId: string) => {
    const tally = { kept: 0, asked: 0, unanswered: 0 };
    const renderFetch: typeof fetch = async (input, init) => {
      const request = new Request(input, init);
      request.headers.set(REQUEST_ID_HEADER, requestId);
      if (new URL(request.url).pathname.startsWith(SHIPMENT_DESK_PATH)) return desk(request);
      tally.asked += 1;
      let answer: Response;
      try {
        answer = await storeApiFetch(request);
      } catch (error) {
        tally.unanswered += 1;
        throw error;
      }
      if (answer.headers.get(RENDER_CACHE_HEADER) === 'hit') tally.kept += 1;
      return answer;
    };
    const cache = (): RenderCache => (tally.asked === 0 ? 'none' : tally.kept === tally.asked ? 'hit' : tally.kept === 0 ? 'miss' : 'partial');
    /** Some call got no answer: the page goes out with skeletons where its data would be. */
    const degraded = () => tally.unanswered > 0;
    return { renderFetch, cache, degraded };
  };
  const searchEngines = searchEngineFiles({
    read: (part) => sitemapEntries(part, { storeApiUrl: options.storeApiUrl(), fetch: renderFetchFor(`sitemap-${part}`).renderFetch }),
    ttlMs: options.config.sitemapTtlSeconds * 1000,
    privatePrefixes: PRIVATE_PATH_PREFIXES,
    log: (line) => log.warn(line),
  });

  // Photos resized for the pages (images/): only from the configured sources, kept in a bounded cache.
  const images = createImageEndpoint({
    sources: options.config.imageSources,
    siteOrigin: () => options.config.publicOrigin ?? options.ownOrigin(),
    headers,
    cacheBytes: options.config.imageCacheBytes,
    warn: (line) => log.warn(line),
  });

  const plain = (response: ServerResponse, status: number, text: string, extra: Record<string, string> = {}): void => {
    response.writeHead(status, { ...headers, 'content-type': 'text/plain; charset=utf-8', ...extra }).end(text);
  };
  const redirect = (response: ServerResponse, status: number, location: string, extra: Record<string, string> = {}): void =>
    plain(response, status, `Pindah ke ${location}`, { location, ...extra });

  /** The shipment page's endpoints (shipment-desk.ts), with the security headers every answer carries; lookups limited per client. */
  const answerDesk = async (request: IncomingMessage, response: ServerResponse): Promise<void> => {
    // By its path, whatever query follows: `…/lookup?x` reaches the same lookup and must count the same.
    if (request.method === 'POST' && (request.url ?? '').split('?', 1)[0] === SHIPMENT_LOOKUP_PATH) {
      const wait = await options.lookupLimiter.take(clientOf(request));
      if (wait !== null) {
        request.resume();
        const body = JSON.stringify({ success: false, message: `Terlalu banyak pencarian pengiriman. Coba lagi dalam ${wait} detik.` });
        response.writeHead(429, { ...headers, 'content-type': 'application/json; charset=utf-8', 'cache-control': 'no-store', 'retry-after': String(wait) }).end(body);
        return;
      }
    }
    const answer = await desk(await toFetchRequest(request));
    const body = request.method === 'HEAD' ? '' : await answer.text();
    response.writeHead(answer.status, { ...headers, ...Object.fromEntries(answer.headers) }).end(body);
  };

  /** Answers one request; `visit` carries its id (log.ts) in, and out whether its render's API answers came from the cache. */
  return async (request: IncomingMessage, response: ServerResponse, visit: Visit): Promise<void> => {
    const { renderFetch, cache, degraded } = renderFetchFor(visit.id);
    visit.cache = cache;
    const requestLog = log.child({ reqId: visit.id });
    const unreadable = unreadableRequest(request);
    if (unreadable) return plain(response, 400, unreadable, { 'cache-control': 'no-store' });
    if (request.url === HEALTH_PATH) {
      const serving = options.serving?.() ?? true;
      // Whether this process takes pages, nothing more: which process, version or host is nobody's business outside.
      const body = JSON.stringify({ status: serving ? 'ok' : 'stopping' });
      response.writeHead(serving ? 200 : 503, { ...headers, 'content-type': 'application/json; charset=utf-8', 'cache-control': 'no-store' });
      response.end(request.method === 'HEAD' ? '' : body);
      return;
    }
    if ((request.url ?? '').startsWith(SHIPMENT_DESK_PATH)) return answerDesk(request, response);
    if ((request.url ?? '').split('?', 1)[0] === SESSION_PATH) {
      return answerSession(request, response, { publicOrigin: options.config.publicOrigin, secure: secureCookies, headers });
    }
    // Before the pages and the file check: its path has no extension, and a photo costs no render.
    if ((request.url ?? '').split('?', 1)[0] === IMAGE_PATH) return images.handle(request, response);
    if (SERVICE_PATHS.some((prefix) => (request.url ?? '').startsWith(prefix))) {
      // A service's path where none is mounted (a real API has its own host): a short 404 with the reason, never a page.
      const body = JSON.stringify({ success: false, message: `Tidak ada layanan ${request.method} ${(request.url ?? '').split('?', 1)[0]} di server toko` });
      response.writeHead(404, { ...headers, 'content-type': 'application/json; charset=utf-8', 'cache-control': 'no-store' }).end(request.method === 'HEAD' ? '' : body);
      return;
    }
    if (request.method !== 'GET' && request.method !== 'HEAD') {
      plain(response, 405, 'Metode tidak diizinkan', { allow: 'GET, HEAD' });
      return;
    }
    const url = new URL(request.url ?? '/', 'http://store.invalid');
    let pathname: string;
    try {
      pathname = decodeURIComponent(url.pathname);
    } catch {
      plain(response, 400, 'Alamat tidak valid');
      return;
    }
    if (await serveAsset(request, response, pathname)) return;

    const landing = landingTarget(options.config, url.pathname, url.search);
    if (landing) return redirect(response, 302, landing, { 'cache-control': 'no-store' });
    const rule = redirectFor(url.pathname, url.search, String(request.headers['user-agent'] ?? ''));
    if (rule) {
      return redirect(response, rule.status, rule.to, {
        'cache-control': rule.status === 301 ? 'public, max-age=86400' : 'private, no-store',
        ...(rule.status === 302 ? { vary: 'user-agent' } : {}),
      });
    }

    const origin = options.config.publicOrigin ?? options.ownOrigin();
    const file = await searchEngines(url.pathname, origin);
    if (file) {
      response.writeHead(file.status, { ...headers, 'content-type': file.contentType, 'cache-control': file.cacheControl });
      response.end(request.method === 'HEAD' ? '' : file.body);
      return;
    }
    // A path that names a file (/.env, /wp-login.php, a hashed asset this build lacks) and is none of the build's: a
    // short 404, never a rendered page (no route has an extension; a bot probing for files costs no render). Not kept
    // by a cache: during a rolling deploy the next instance may have that asset.
    if (namesAFile(pathname)) {
      plain(response, 404, 'Berkas tidak ditemukan', { 'cache-control': 'no-store' });
      return;
    }
    const started = Date.now();
    // The session's cookie, for this page's render alone (pages are GET and HEAD): never passed on, never kept.
    const sessionToken = sessionTokenOf(request);
    // A guest's cart outline (sent with /cart alone), for that page's render: not a secret, but one shopper's.
    const guestCart = cookieOf(request, CART_COOKIE);
    let page: RenderedPage;
    try {
      page = await render({ url: `${url.pathname}${url.search}`, origin, config: options.config.store, storeApiUrl: options.storeApiUrl(), fetch: renderFetch, sessionToken, guestCart });
    } catch (error) {
      // Never a white page: the shopper gets an apology in the store's language, a way back and the id to quote.
      requestLog.error({ err: error, path: url.pathname }, 'the page could not be rendered');
      response.writeHead(500, { ...headers, 'content-type': 'text/html; charset=utf-8', 'cache-control': 'no-store' }).end(serverErrorPage(visit.id));
      return;
    }
    const session = { asked: sessionToken !== null || guestCart !== null, secure: secureCookies };
    await sendPage(request, response, page, template, headers, Date.now() - started, degraded(), session).catch((error: unknown) => {
      requestLog.error({ err: error, path: url.pathname }, 'the page failed while being sent');
    });
  };
};

/** The lookup the limit counts (shipment-desk.ts). */
const SHIPMENT_LOOKUP_PATH = `${SHIPMENT_DESK_PATH}shipment/lookup`;

/**
 * Who asks, for the lookups' limit: the connection's address; behind a proxy on this machine (nginx of deploy/,
 * which sets X-Real-IP to its own client's address), the address that proxy names. A client elsewhere cannot name one.
 */
const clientOf = (request: IncomingMessage): string => {
  const peer = request.socket.remoteAddress ?? 'unknown';
  const named = request.headers['x-real-ip'];
  return isLoopbackAddress(peer) && typeof named === 'string' && named !== '' ? named : peer;
};

/** Bodies the shipment endpoints read are tiny (a lookup's two numbers); more is not read. */
const MAX_DESK_BODY_BYTES = 16 * 1024;

/** A Node request as a fetch Request (the desk is written against the fetch API, like the adapters it uses). */
const toFetchRequest = async (request: IncomingMessage): Promise<Request> => {
  const headers = new Headers();
  for (const [name, value] of Object.entries(request.headers)) {
    if (value === undefined) continue;
    for (const item of Array.isArray(value) ? value : [value]) headers.append(name, item);
  }
  const url = `http://${request.headers.host ?? 'localhost'}${request.url ?? '/'}`;
  if (request.method === 'GET' || request.method === 'HEAD') return new Request(url, { method: request.method, headers });
  const chunks: Buffer[] = [];
  let size = 0;
  for await (const chunk of request) {
    size += (chunk as Buffer).length;
    if (size > MAX_DESK_BODY_BYTES) break;
    chunks.push(chunk as Buffer);
  }
  return new Request(url, { method: request.method, headers, body: new Uint8Array(Buffer.concat(chunks)) });
};

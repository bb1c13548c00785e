import { createReadStream, existsSync, readFileSync } from 'node:fs';
import { stat } from 'node:fs/promises';
import type { IncomingMessage, ServerResponse } from 'node:http';
import { extname, join, normalize, sep } from 'node:path';
import { Transform } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { constants, createBrotliCompress, createGzip } from 'node:zlib';
import { contentTypes } from '@more/mock-server/node';
import type { RenderedPage, RenderRequest } from '../src/entry-server';
import { redirectFor } from '../src/app/routing/redirects';
import { type ServerConfig, landingTarget } from './runtime-config';
import { securityHeaders } from './security-headers';

export interface StorefrontOptions {
  /** web/dist: `client/` (the browser's build) and `server/entry-server.js`. */
  readonly distDir: string;
  readonly config: ServerConfig;
  /** The store API as this server reaches it (absolute), known once it listens. */
  readonly storeApiUrl: () => string;
  readonly log?: (line: string) => void;
}

interface ManifestChunk {
  readonly file: string;
  readonly imports?: readonly string[];
  readonly css?: readonly string[];
}


/** "An answer a CDN can honour": every shopper gets the same guest HTML, so it may be cached briefly and revalidated. */
export const HTML_CACHE_CONTROL = 'public, max-age=0, s-maxage=60, stale-while-revalidate=300';
export const ASSET_CACHE_CONTROL = 'public, max-age=31536000, immutable';

/** What a shopper sees when the server itself failed: plain HTML, no script, the store's look in a few lines. */
const serverErrorPage = `<!doctype html>
<html lang="id"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<title>Terjadi Gangguan | MORE Furniture</title>
<style>body{font-family:system-ui,sans-serif;background:#fbf8f4;color:#2d2620;display:grid;place-items:center;min-height:100vh;margin:0;text-align:center;padding:1rem}a{display:inline-block;margin-top:1rem;padding:.75rem 1.5rem;border-radius:999px;background:#8a4b2a;color:#fff;text-decoration:none;font-weight:600}</style>
</head><body><main><h1>Maaf, halaman ini sedang tidak dapat ditampilkan.</h1><p>Server kami sedang mengalami gangguan. Silakan coba beberapa saat lagi.</p><a href="/">Kembali ke Beranda</a></main></body></html>`;

const accepts = (request: IncomingMessage, encoding: 'br' | 'gzip') =>
  new RegExp(`\\b${encoding}\\b`).test(String(request.headers['accept-encoding'] ?? ''));

/**
 * The storefront over HTTP: hashed assets from the build (pre-compressed,
 * cached for a year), the redirects of document 1 §2 with real status codes,
 * and every page rendered on the server with its public data.
 */
export const createStorefront = async (options: StorefrontOptions) => {
  const clientDir = normalize(join(options.distDir, 'client') + sep);
  const template = readFileSync(join(clientDir, 'index.html'), 'utf8');
  const manifest = JSON.parse(readFileSync(join(clientDir, '.vite', 'manifest.json'), 'utf8')) as Record<string, ManifestChunk>;
  const entryServer = join(options.distDir, 'server', 'entry-server.js');
  if (!existsSync(entryServer)) throw new Error(`${entryServer} is missing: build the storefront first (npm run build)`);
  const { render } = (await import(entryServer)) as { render: (request: RenderRequest) => Promise<RenderedPage> };
  const headers = securityHeaders(options.config.store);
  const stylesheetText = new Map<string, string>();
  /**
   * The page's stylesheets written into its head: the first paint waits for no
   * other request (on a phone's connection a stylesheet costs a round trip).
   * The files stay: the browser still fetches them when it navigates itself.
   */
  const inlineStyle = (file: string): string => {
    let text = stylesheetText.get(file);
    if (text === undefined) {
      text = readFileSync(join(clientDir, file), 'utf8').replace(/<\/style/gi, '<\\/style');
      stylesheetText.set(file, text);
    }
    // The disabled link beside it is never fetched or applied; it is there for Vite's chunk loader,
    // which looks for a stylesheet link before it adds one: without it, every page chunk loaded in
    // the browser fetched its stylesheets again and appended them, restyling the whole page once per
    // file and moving them after the shell's rules.
    return `<style data-href="/${file}">${text}</style><link rel="stylesheet" href="/${file}" disabled>`;
  };
  /**
   * The page's scripts are asked for at low priority: the page is readable from its HTML and
   * stylesheets, so on a phone's connection its first paint and its largest image go first, and
   * hydration follows. At the default (high) priority a phone fetched some 150 kB of script
   * alongside the banner it was about to show.
   */
  const lowPriority = (tag: string) => tag.replace(/^<(script|link)\b/, '<$1 fetchpriority="low"');
  const inlinedTemplate = template
    .replace(/<link rel="stylesheet" crossorigin href="\/([^"]+\.css)">/g, (_, file: string) => inlineStyle(file))
    .replace(/<script type="module"[^>]*><\/script>|<link rel="modulepreload"[^>]*>/g, lowPriority);
  const log = options.log ?? (() => {});
  const [beforeHead, afterHead] = inlinedTemplate.split('<!--app-head-->') as [string, string];
  const [beforeBody, afterBodyWithData] = afterHead.split('<!--app-html-->') as [string, string];
  const [betweenBodyAndData, afterData] = afterBodyWithData.split('<!--app-data-->') as [string, string];

  /** A chunk's own file and every chunk it imports, as modulepreload links (the entry's are in the template already). */
  const preloadsOf = (keys: readonly string[]): string => {
    const seen = new Set<string>();
    const files: string[] = [];
    const css: string[] = [];
    const visit = (key: string) => {
      const chunk = manifest[key];
      if (!chunk || seen.has(key)) return;
      seen.add(key);
      files.push(chunk.file);
      css.push(...(chunk.css ?? []));
      for (const imported of chunk.imports ?? []) visit(imported);
    };
    keys.forEach(visit);
    const inTemplate = (file: string) => template.includes(`/${file}"`);
    return [
      ...css.filter((file) => !inTemplate(file)).map(inlineStyle),
      ...files.filter((file) => !inTemplate(file)).map((file) => lowPriority(`<link rel="modulepreload" crossorigin href="/${file}">`)),
    ].join('\n    ');
  };

  const serveAsset = async (request: IncomingMessage, response: ServerResponse, pathname: string): Promise<boolean> => {
    const file = normalize(join(clientDir, pathname));
    if (!file.startsWith(clientDir) || pathname === '/' || pathname.endsWith('.html') || pathname.includes('/.vite/')) return false;
    const info = await stat(file).catch(() => null);
    if (!info?.isFile()) return false;
    const hashed = pathname.startsWith('/assets/');
    const type = contentTypes[extname(file)] ?? 'application/octet-stream';
    const encoding = accepts(request, 'br') && existsSync(`${file}.br`) ? 'br' : accepts(request, 'gzip') && existsSync(`${file}.gz`) ? 'gzip' : null;
    const served = encoding === 'br' ? `${file}.br` : encoding === 'gzip' ? `${file}.gz` : file;
    const size = encoding ? (await stat(served)).size : info.size;
    response.writeHead(200, {
      ...headers,
      'content-type': type,
      'content-length': String(size),
      'cache-control': hashed ? ASSET_CACHE_CONTROL : 'public, max-age=3600',
      vary: 'accept-encoding',
      ...(encoding ? { 'content-encoding': encoding } : {}),
    });
    if (request.method === 'HEAD') response.end();
    else await pipeline(createReadStream(served), response);
    return true;
  };

  const redirect = (response: ServerResponse, status: number, location: string, extra: Record<string, string> = {}) => {
    response.writeHead(status, { ...headers, location, 'content-type': 'text/plain; charset=utf-8', ...extra });
    response.end(`Pindah ke ${location}`);
  };

  return async (request: IncomingMessage, response: ServerResponse): Promise<void> => {
    if (request.method !== 'GET' && request.method !== 'HEAD') {
      response.writeHead(405, { ...headers, allow: 'GET, HEAD', 'content-type': 'text/plain; charset=utf-8' }).end('Metode tidak diizinkan');
      return;
    }
    const url = new URL(request.url ?? '/', 'http://store.invalid');
    let pathname: string;
    try {
      pathname = decodeURIComponent(url.pathname);
    } catch {
      response.writeHead(400, { ...headers, 'content-type': 'text/plain; charset=utf-8' }).end('Alamat tidak valid');
      return;
    }
    if (await serveAsset(request, response, pathname)) return;
    if (extname(pathname) !== '' && pathname.startsWith('/assets/')) {
      response.writeHead(404, { ...headers, 'content-type': 'text/plain; charset=utf-8', 'cache-control': 'no-store' }).end('Berkas tidak ditemukan');
      return;
    }

    const landing = landingTarget(options.config, url.pathname, url.search);
    if (landing) return redirect(response, 302, landing, { 'cache-control': 'no-store' });
    const rule = redirectFor(url.pathname, url.search, String(request.headers['user-agent'] ?? ''));
    if (rule) {
      return redirect(response, rule.status, rule.to, {
        'cache-control': rule.status === 301 ? 'public, max-age=86400' : 'private, no-store',
        ...(rule.status === 302 ? { vary: 'user-agent' } : {}),
      });
    }

    const host = String(request.headers.host ?? 'localhost');
    const origin = options.config.publicOrigin ?? `http://${host}`;
    const started = Date.now();
    let page: RenderedPage;
    try {
      page = await render({
        url: `${url.pathname}${url.search}`,
        origin,
        config: options.config.store,
        storeApiUrl: options.storeApiUrl(),
      });
    } catch (error) {
      // Never a white page: the shopper gets an apology in the store's language and a way back.
      log(`GET ${url.pathname} could not be rendered: ${error instanceof Error ? (error.stack ?? error.message) : String(error)}`);
      response.writeHead(500, { ...headers, 'content-type': 'text/html; charset=utf-8', 'cache-control': 'no-store' });
      response.end(serverErrorPage);
      return;
    }
    const prefix = `${beforeHead}${page.head}\n    ${preloadsOf(page.chunks)}${beforeBody}`;
    const suffix = `${betweenBodyAndData}${page.data}${afterData}`;
    const encoding = accepts(request, 'br') ? 'br' : accepts(request, 'gzip') ? 'gzip' : null;
    response.writeHead(page.status, {
      ...headers,
      'content-type': 'text/html; charset=utf-8',
      'cache-control': page.status === 200 ? HTML_CACHE_CONTROL : 'no-store',
      vary: 'accept-encoding',
      'server-timing': `render;dur=${Date.now() - started}`,
      ...(encoding ? { 'content-encoding': encoding } : {}),
    });
    if (request.method === 'HEAD') {
      response.end();
      return;
    }
    const html = new Transform({
      transform: (chunk: Buffer, _encoding, done) => done(null, chunk),
      flush: (done) => done(null, suffix),
    });
    html.write(prefix);
    page.pipe(html);
    // Brotli's fastest good setting: the page is made for this request, not once at build time.
    const compressor = encoding === 'br' ? createBrotliCompress({ params: { [constants.BROTLI_PARAM_QUALITY]: 5 } }) : encoding === 'gzip' ? createGzip() : null;
    await (compressor ? pipeline(html, compressor, response) : pipeline(html, response)).catch((error: unknown) => {
      log(`GET ${url.pathname} failed while streaming: ${String(error)}`);
    });
  };
};

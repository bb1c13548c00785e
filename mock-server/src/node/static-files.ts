import { createReadStream } from 'node:fs';
import { stat } from 'node:fs/promises';
import type { IncomingMessage, ServerResponse } from 'node:http';
import { extname, join, normalize, sep } from 'node:path';
import { pipeline } from 'node:stream/promises';
import { createBrotliCompress, createGzip } from 'node:zlib';

/** The content type of each file kind the storefront's build holds (the production server uses it too). */
export const contentTypes: Readonly<Record<string, string>> = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.mjs': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.json': 'application/json; charset=utf-8',
  '.map': 'application/json; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.jpg': 'image/jpeg',
  '.webp': 'image/webp',
  '.ico': 'image/x-icon',
  '.woff2': 'font/woff2',
  '.txt': 'text/plain; charset=utf-8',
  '.webmanifest': 'application/manifest+json',
};

const compressible = /^(text\/|application\/(json|manifest\+json)|image\/svg)/;

/** Picks brotli, then gzip, as the shopper's browser accepts them. */
export const negotiateEncoding = (request: IncomingMessage): 'br' | 'gzip' | null => {
  const accepted = String(request.headers['accept-encoding'] ?? '');
  if (/\bbr\b/.test(accepted)) return 'br';
  if (/\bgzip\b/.test(accepted)) return 'gzip';
  return null;
};

export const isCompressible = (contentType: string) => compressible.test(contentType);

/**
 * Serves the storefront's production build: hashed assets cached for a year,
 * everything else revalidated, and any path that is not a file answered with
 * index.html so the client router can take it (document 1: "Any unknown path
 * shows the home page").
 */
export const serveStatic = async (staticDir: string, request: IncomingMessage, response: ServerResponse) => {
  if (request.method !== 'GET' && request.method !== 'HEAD') {
    response.writeHead(405, { allow: 'GET, HEAD', 'content-type': 'text/plain; charset=utf-8' }).end('Metode tidak diizinkan');
    return;
  }
  const pathname = decodeURIComponent(new URL(request.url ?? '/', 'http://x').pathname);
  const root = normalize(staticDir + sep);
  let file = normalize(join(root, pathname));
  if (!file.startsWith(root)) {
    response.writeHead(400, { 'content-type': 'text/plain; charset=utf-8' }).end('Alamat tidak valid');
    return;
  }
  let info = await stat(file).catch(() => null);
  if (info?.isDirectory()) {
    file = join(file, 'index.html');
    info = await stat(file).catch(() => null);
  }
  if (!info) {
    if (extname(pathname) !== '' && !pathname.endsWith('.html')) {
      response.writeHead(404, { 'content-type': 'text/plain; charset=utf-8' }).end('Berkas tidak ditemukan');
      return;
    }
    file = join(root, 'index.html');
    info = await stat(file).catch(() => null);
    if (!info) {
      response.writeHead(503, { 'content-type': 'text/plain; charset=utf-8' }).end('Storefront belum dibangun (npm run build)');
      return;
    }
  }

  const contentType = contentTypes[extname(file)] ?? 'application/octet-stream';
  const immutable = pathname.startsWith('/assets/');
  const headers: Record<string, string> = {
    'content-type': contentType,
    'cache-control': immutable ? 'public, max-age=31536000, immutable' : 'no-cache',
    'x-content-type-options': 'nosniff',
    vary: 'accept-encoding',
  };
  const encoding = isCompressible(contentType) && info.size > 1024 ? negotiateEncoding(request) : null;
  if (encoding) headers['content-encoding'] = encoding;
  else headers['content-length'] = String(info.size);
  response.writeHead(200, headers);
  if (request.method === 'HEAD') {
    response.end();
    return;
  }
  const source = createReadStream(file);
  if (encoding === 'br') await pipeline(source, createBrotliCompress(), response);
  else if (encoding === 'gzip') await pipeline(source, createGzip(), response);
  else await pipeline(source, response);
};

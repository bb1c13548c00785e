import { existsSync, statSync } from 'node:fs';
import type { IncomingMessage, ServerResponse } from 'node:http';
import { extname, join, normalize } from 'node:path';
import send from 'send';
import { chooseEncoding } from './encoding';

export const ASSET_CACHE_CONTROL = 'public, max-age=31536000, immutable';
/** The few unhashed files (icons, the manifest, images): an hour, then revalidated by their ETag. */
export const FILE_CACHE_CONTROL = 'public, max-age=3600';

/** What the build's files are; `send` would name a `.br` copy by its own extension. */
const contentTypes: Readonly<Record<string, string>> = {
  '.js': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.json': 'application/json; charset=utf-8',
  '.webmanifest': 'application/manifest+json; charset=utf-8',
  '.png': 'image/png',
  '.ico': 'image/x-icon',
  '.txt': 'text/plain; charset=utf-8',
  '.woff2': 'font/woff2',
};

/**
 * The build's files through `send` (the file server under Express's
 * serve-static): ETag and If-None-Match → 304, Last-Modified, HEAD, byte
 * Ranges and 416. Hashed assets are immutable for a year; the brotli or gzip
 * copy made at build time is the representation served when the browser's
 * q-values choose it (encoding.ts). False when the path is no public file of
 * the build (a page, or a missing file): the caller answers then.
 */
export const assetServer =
  (clientDir: string, headers: Readonly<Record<string, string>>) =>
  async (request: IncomingMessage, response: ServerResponse, pathname: string): Promise<boolean> => {
    const file = normalize(join(clientDir, pathname));
    // Source maps stay with the build (the bundle budget reads them): they hold the original sources, no shopper needs them.
    const privateFile = pathname.endsWith('.html') || pathname.endsWith('.map') || pathname.includes('/.vite/') || pathname.endsWith('.br') || pathname.endsWith('.gz');
    if (!file.startsWith(clientDir) || pathname === '/' || privateFile || !isFile(file)) return false;
    const encoding = chooseEncoding(request, (offered) => existsSync(`${file}.${offered === 'br' ? 'br' : 'gz'}`));
    const hashed = pathname.startsWith('/assets/');
    // send reads the path as a URL path under `root` (and refuses dot-files and `..` there): encode what was decoded.
    const urlPath = (encoding === 'br' ? `${pathname}.br` : encoding === 'gzip' ? `${pathname}.gz` : pathname).split('/').map(encodeURIComponent).join('/');
    return new Promise<boolean>((resolve, reject) => {
      send(request, urlPath, { root: clientDir, dotfiles: 'deny', index: false, cacheControl: false, acceptRanges: true, etag: true, lastModified: true })
        .on('headers', (res: ServerResponse) => {
          for (const [name, value] of Object.entries(headers)) res.setHeader(name, value);
          res.setHeader('content-type', contentTypes[extname(file)] ?? 'application/octet-stream');
          res.setHeader('cache-control', hashed ? ASSET_CACHE_CONTROL : FILE_CACHE_CONTROL);
          // Every file with a compressed copy has several representations: a cache keeps them apart.
          if (existsSync(`${file}.br`) || existsSync(`${file}.gz`)) res.setHeader('vary', 'accept-encoding');
          if (encoding) res.setHeader('content-encoding', encoding);
        })
        .on('error', (error: Error & { status?: number; headers?: Record<string, string> }) => {
          if (error.status === 404) return resolve(false);
          if (error.status === undefined || response.headersSent) return reject(error);
          // 416 for a range beyond the file (with its size), 403 for a dot-file, 412 for a failed precondition.
          response.writeHead(error.status, { ...headers, ...error.headers, 'content-type': 'text/plain; charset=utf-8', 'cache-control': 'no-store' }).end(refusals[error.status] ?? 'Permintaan berkas ditolak');
          resolve(true);
        })
        .on('end', () => resolve(true))
        .pipe(response);
      // A 304 or a HEAD ends the answer without the file's stream: the answer's own end counts too.
      response.once('finish', () => resolve(true));
      response.once('close', () => resolve(true));
    });
  };

const isFile = (path: string): boolean => statSync(path, { throwIfNoEntry: false })?.isFile() ?? false;

const refusals: Readonly<Record<number, string>> = {
  403: 'Berkas tidak boleh diakses',
  412: 'Berkas sudah berubah',
  416: 'Rentang berkas tidak tersedia',
};

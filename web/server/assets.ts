import { createReadStream, existsSync } from 'node:fs';
import { stat } from 'node:fs/promises';
import type { IncomingMessage, ServerResponse } from 'node:http';
import { extname, join, normalize } from 'node:path';
import { pipeline } from 'node:stream/promises';
import { contentTypes } from '@more/mock-server/node';
import { chooseEncoding } from './encoding';

export const ASSET_CACHE_CONTROL = 'public, max-age=31536000, immutable';

/**
 * The build's files: hashed assets immutable for a year, served from the
 * brotli or gzip copy made at build time when the browser takes it; the few
 * unhashed files (favicon, images) for an hour. False when the path is no
 * file of the build (a page, or a missing asset).
 */
export const assetServer =
  (clientDir: string, headers: Readonly<Record<string, string>>) =>
  async (request: IncomingMessage, response: ServerResponse, pathname: string): Promise<boolean> => {
    const file = normalize(join(clientDir, pathname));
    // Source maps stay with the build (the bundle budget reads them): they hold the original sources, no shopper needs them.
    const privateFile = pathname.endsWith('.html') || pathname.endsWith('.map') || pathname.includes('/.vite/');
    if (!file.startsWith(clientDir) || pathname === '/' || privateFile) return false;
    const info = await stat(file).catch(() => null);
    if (!info?.isFile()) return false;
    const encoding = chooseEncoding(request, (offered) => existsSync(`${file}.${offered === 'br' ? 'br' : 'gz'}`));
    const served = encoding === 'br' ? `${file}.br` : encoding === 'gzip' ? `${file}.gz` : file;
    const size = encoding ? (await stat(served)).size : info.size;
    response.writeHead(200, {
      ...headers,
      'content-type': contentTypes[extname(file)] ?? 'application/octet-stream',
      'content-length': String(size),
      'cache-control': pathname.startsWith('/assets/') ? ASSET_CACHE_CONTROL : 'public, max-age=3600',
      vary: 'accept-encoding',
      ...(encoding ? { 'content-encoding': encoding } : {}),
    });
    if (request.method === 'HEAD') response.end();
    else await pipeline(createReadStream(served), response);
    return true;
  };

import type { IncomingMessage, ServerResponse } from 'node:http';
import { Transform } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { constants, createBrotliCompress, createGzip } from 'node:zlib';
import type { RenderedPage } from '../src/entry-server';
import { chooseEncoding } from './encoding';
import type { PageTemplate } from './page-template';

/** "An answer a CDN can honour": every shopper gets the same guest HTML, so it may be cached briefly and revalidated. */
export const HTML_CACHE_CONTROL = 'public, max-age=0, s-maxage=60, stale-while-revalidate=300';

/**
 * Sends a rendered page: the template around it, compressed for this request
 * (brotli's fastest good setting: the page is made for this request, not once
 * at build time), the body streamed as React writes it.
 */
export const sendPage = async (
  request: IncomingMessage,
  response: ServerResponse,
  page: RenderedPage,
  template: PageTemplate,
  headers: Readonly<Record<string, string>>,
  renderMs: number,
): Promise<void> => {
  const encoding = chooseEncoding(request);
  response.writeHead(page.status, {
    ...headers,
    'content-type': 'text/html; charset=utf-8',
    'cache-control': page.status === 200 ? HTML_CACHE_CONTROL : 'no-store',
    vary: 'accept-encoding',
    'server-timing': `render;dur=${renderMs}`,
    ...(page.indexable ? {} : { 'x-robots-tag': 'noindex' }),
    ...(encoding ? { 'content-encoding': encoding } : {}),
  });
  if (request.method === 'HEAD') {
    response.end();
    return;
  }
  const suffix = `${template.beforeData}${page.data}${template.chunksScript(page.chunks, page.scriptsAtOnce)}${template.afterData}`;
  const html = new Transform({
    transform: (chunk: Buffer, _encoding, done) => done(null, chunk),
    flush: (done) => done(null, suffix),
  });
  html.write(`${template.beforeHead}${page.head}\n    ${template.preloadsOf(page.chunks)}${template.beforeBody}`);
  page.pipe(html);
  const compressor = encoding === 'br' ? createBrotliCompress({ params: { [constants.BROTLI_PARAM_QUALITY]: 5 } }) : encoding === 'gzip' ? createGzip() : null;
  await (compressor ? pipeline(html, compressor, response) : pipeline(html, response));
};

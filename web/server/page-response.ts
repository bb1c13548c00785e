import type { IncomingMessage, ServerResponse } from 'node:http';
import { Writable } from 'node:stream';
import { promisify } from 'node:util';
import { brotliCompress, constants, gzip } from 'node:zlib';
import type { RenderedPage } from '../src/entry-server';
import { chooseEncoding } from './encoding';
import type { PageTemplate } from './page-template';
import { clearedSessionCookie } from './session-cookie';

/** "An answer a CDN can honour": every shopper gets the same guest HTML, so it may be cached briefly and revalidated. */
export const HTML_CACHE_CONTROL = 'public, max-age=0, s-maxage=60, stale-while-revalidate=300';

/**
 * A page sent with skeletons because the API did not answer in time (or at all): kept a few seconds by a
 * cache in front, so a burst still renders once, but not the minute and more a whole page is kept: the next
 * shopper should get the full page as soon as the API is back.
 */
export const DEGRADED_HTML_CACHE_CONTROL = 'public, max-age=0, s-maxage=5';

/** A page asked with the session's cookie: one shopper's (or about one), kept by no cache, neither shared nor the browser's. */
export const SESSION_HTML_CACHE_CONTROL = 'private, no-store';

const brotli = promisify(brotliCompress);
const gzipAsync = promisify(gzip);

/** The page's body as React writes it, whole (the render writes it at once, when all its data is in: entry-server.tsx). */
const bodyOf = (page: RenderedPage): Promise<string> =>
  new Promise((resolve, reject) => {
    let text = '';
    const sink = new Writable({
      write: (chunk: Buffer | string, _encoding, done) => {
        text += chunk.toString();
        done();
      },
    });
    sink.once('finish', () => resolve(text));
    sink.once('error', reject);
    page.pipe(sink);
  });

/**
 * Sends a rendered page: the template around it, compressed for this request
 * (brotli's fastest good setting: the page is made for this request, not once
 * at build time). Sent whole, with its length: a process that dies while
 * sending leaves the proxy in front an answer it knows is short, and a process
 * killed before its first byte leaves nothing sent, so the proxy asks another
 * (deploy/: a SIGKILLed instance under load cut one page in five kills short
 * while pages streamed; none since). The render writes its body at once
 * anyway, when all its data is in, so nothing is gained by streaming it.
 */
export const sendPage = async (
  request: IncomingMessage,
  response: ServerResponse,
  page: RenderedPage,
  template: PageTemplate,
  headers: Readonly<Record<string, string>>,
  renderMs: number,
  degraded = false,
  session: { readonly asked: boolean; readonly secure: boolean } = { asked: false, secure: false },
): Promise<void> => {
  const encoding = chooseEncoding(request);
  const head = {
    ...headers,
    'content-type': 'text/html; charset=utf-8',
    'cache-control':
      session.asked || page.session !== null || page.guestCart
        ? SESSION_HTML_CACHE_CONTROL
        : page.status !== 200
          ? 'no-store'
          : degraded
            ? DEGRADED_HTML_CACHE_CONTROL
            : HTML_CACHE_CONTROL,
    // The API refused the session: its cookie goes (on an answer no cache keeps), and the browser logs out.
    ...(page.session === 'expired' ? { 'set-cookie': clearedSessionCookie(session.secure) } : {}),
    vary: 'accept-encoding',
    'server-timing': `render;dur=${renderMs}`,
    ...(page.indexable ? {} : { 'x-robots-tag': 'noindex' }),
    ...(encoding ? { 'content-encoding': encoding } : {}),
  };
  if (request.method === 'HEAD') {
    response.writeHead(page.status, head).end();
    return;
  }
  const html = `${template.beforeHead}${page.head}\n    ${template.preloadsOf(page.chunks)}${template.beforeBody}${await bodyOf(page)}${template.beforeData}${page.data}${template.chunksScript(page.chunks, page.scriptsAtOnce)}${template.afterData}`;
  const plain = Buffer.from(html);
  const body = encoding === 'br' ? await brotli(plain, { params: { [constants.BROTLI_PARAM_QUALITY]: 5 } }) : encoding === 'gzip' ? await gzipAsync(plain) : plain;
  response.writeHead(page.status, { ...head, 'content-length': String(body.length) }).end(body);
};

import { PassThrough } from 'node:stream';
import type { RenderedPage } from '../../web/src/entry-server';

/** The page's body as the browser receives it. */
export const bodyOf = async (page: RenderedPage): Promise<string> => {
  const target = new PassThrough();
  const chunks: Buffer[] = [];
  target.on('data', (chunk: Buffer) => chunks.push(chunk));
  const ended = new Promise((resolve) => target.on('end', resolve));
  page.pipe(target);
  await ended;
  return Buffer.concat(chunks).toString('utf8');
};

/** The visible text of the page's <main>. */
export const mainText = (body: string) =>
  body
    .slice(body.indexOf('<main'), body.indexOf('</main>'))
    .replace(/<[^>]+>/g, ' ')
    .replace(/&#x27;/g, "'")
    .replace(/\s+/g, ' ');

import type { IncomingMessage } from 'node:http';

/** Whether the browser takes this content encoding (`accept-encoding`). */
export const accepts = (request: IncomingMessage, encoding: 'br' | 'gzip'): boolean =>
  new RegExp(`\\b${encoding}\\b`).test(String(request.headers['accept-encoding'] ?? ''));

/** The best encoding the browser takes among those on offer (brotli first), or null for none. */
export const chooseEncoding = (request: IncomingMessage, offered: (encoding: 'br' | 'gzip') => boolean = () => true): 'br' | 'gzip' | null =>
  accepts(request, 'br') && offered('br') ? 'br' : accepts(request, 'gzip') && offered('gzip') ? 'gzip' : null;

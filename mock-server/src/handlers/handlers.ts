import { http } from 'msw';
import type { Database } from '../db/database';
import { productHandlers } from './catalogue/products';
import { mediaHandlers } from './media';
import { refuse } from './respond';

export interface HandlerOptions {
  /** Path pattern the store API answers under; `*\/api/` matches any origin. */
  readonly storeApiBase?: string;
}

/**
 * Every handler of the mock API over one database. The same list runs in the
 * Node server, in-process in tests and in the browser's service worker.
 */
export const createHandlers = (db: Database, options: HandlerOptions = {}) => {
  const storeApiBase = options.storeApiBase ?? '*/api/';
  return [
    ...productHandlers(db, storeApiBase),
    ...mediaHandlers(db),
    // Last: any other path under the API is a call the API does not have.
    http.all(`${storeApiBase}*`, ({ request }) => {
      const url = new URL(request.url);
      return refuse(404, `Tidak ada layanan ${request.method} ${url.pathname}`);
    }),
  ];
};

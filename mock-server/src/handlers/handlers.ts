import { http, type HttpHandler } from 'msw';
import type { CallName } from '@more/adapters/wire';
import type { MockContext } from './context';
import { featureHandlers } from './features';
import { mediaHandlers } from './media';
import { refuse } from './respond';
import { bySpecificity, Router } from './router';

export interface MockHandlers {
  readonly handlers: HttpHandler[];
  /** The calls of document 2 the handlers answer. */
  readonly calls: ReadonlySet<CallName>;
}

/**
 * Every handler of the mock API over one context. The same list runs in the
 * Node server, in-process in tests and in the browser's service worker.
 */
export const createHandlers = (ctx: MockContext): MockHandlers => {
  const router = new Router(ctx);
  const calls = [...featureHandlers(ctx, router)].sort(bySpecificity);
  const unknown = (base: string) =>
    http.all(`${base}*`, ({ request }) => refuse(404, `Tidak ada layanan ${request.method} ${new URL(request.url).pathname}`));
  return {
    handlers: [
      ...calls,
      ...mediaHandlers(ctx),
      // Last: any other path under a service is a call it does not have.
      unknown(ctx.storeApiBase),
      unknown(ctx.shipmentBase),
    ],
    calls: router.calls,
  };
};

import { type IncomingMessage, type ServerResponse, request as httpRequest } from 'node:http';
import { pipeline } from 'node:stream/promises';
import { isServicePath } from './store-server';

/**
 * The mock plugged into the storefront's server (web/server: MountedService):
 * the storefront stands alone and knows nothing of the mock; what starts the
 * store with the mock (`npm start`, the browser tests) mounts it. The mock's
 * paths (its store API, shipment service and media host, and with `controls`
 * the test controls) are passed to the one server that holds the mock, which
 * keeps carts and orders, so every worker sees the same store.
 */
export const mountMock = (mockUrl: string, options: { readonly controls?: boolean } = {}) => ({
  handles: (pathname: string): boolean => isServicePath(pathname) || (options.controls === true && pathname.startsWith('/__mock/')),
  handle: serviceProxy(mockUrl),
});

/**
 * Passes a request to the mock's server. The Host header travels along, so the
 * mock names media on the origin the shopper asked. Bodies stream both ways; a
 * mock that cannot be reached is a 502 with a reason.
 */
const serviceProxy =
  (target: string) =>
  (request: IncomingMessage, response: ServerResponse): Promise<void> =>
    new Promise<void>((resolve) => {
      // The mock limits some calls per client (its handlers/limits.ts): it hears the shopper's address, not this worker's.
      const headers = { ...request.headers, 'x-mock-client-address': request.socket.remoteAddress ?? 'unknown' };
      const upstream = httpRequest(new URL(request.url ?? '/', target), { method: request.method, headers }, (answer) => {
        response.writeHead(answer.statusCode ?? 502, answer.headers);
        pipeline(answer, response).then(resolve, () => {
          response.destroy();
          resolve();
        });
      });
      upstream.on('error', () => {
        if (!response.headersSent) {
          const body = JSON.stringify({ success: false, message: 'Layanan toko sedang tidak dapat dihubungi' });
          response.writeHead(502, { 'content-type': 'application/json; charset=utf-8', 'x-content-type-options': 'nosniff', 'cache-control': 'no-store' }).end(body);
        } else response.destroy();
        resolve();
      });
      pipeline(request, upstream).catch(() => upstream.destroy());
    });

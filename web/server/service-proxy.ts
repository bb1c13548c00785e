import { type IncomingMessage, type ServerResponse, request as httpRequest } from 'node:http';
import { pipeline } from 'node:stream/promises';

/** The paths the mock answers (its store API, shipment service and media host), as the mock names them. */
export { isServicePath } from '@more/mock-server/node';

/**
 * Passes a request for the mock's services to the one process that holds the
 * mock (`npm start` with several workers: the mock keeps carts and orders, so
 * there is one of it, in the primary). The Host header travels along, so the
 * mock names media on the origin the shopper asked, as it does in one process.
 * Bodies stream both ways; a mock that cannot be reached is a 502 with a reason.
 */
export const serviceProxy =
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

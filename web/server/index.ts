import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { reachableOrigin } from '@more/adapters/request-checks';
import type { ServerConfig } from './runtime-config';
import { REQUEST_ID_HEADER, type StoreLog, type Visit, logAccess, loggedPath, requestIdOf, silentLog } from './log';
import { type LookupLimiter, memoryLookupLimiter } from './lookup-limit';
import { createStorefront } from './storefront';

export { readServerConfig, missingPublicOrigin, ConfigError, type ServerConfig } from './runtime-config';

/**
 * Another service answering some paths on the storefront's origin: the mock
 * API that `npm start` and the browser tests plug in (mock-server/node,
 * mountMock). The storefront knows nothing of it but this shape.
 */
export interface MountedService {
  /** Whether a path is the service's (`/api/…`); the storefront answers the rest. */
  handles(pathname: string): boolean;
  handle(request: IncomingMessage, response: ServerResponse): Promise<void>;
}

export interface StorefrontServerOptions {
  /** web/dist: `client/` (the browser's build) and `server/entry-server.js`. */
  readonly distDir: string;
  readonly config: ServerConfig;
  /** Overrides config.port (0: a free one, as tests ask). */
  readonly port?: number;
  readonly mount?: MountedService;
  readonly log?: StoreLog;
  /** The shipment lookups' limit, shared by this machine's workers (serve.ts); one of this process's own otherwise. */
  readonly lookupLimiter?: LookupLimiter;
}

export interface RunningStorefront {
  readonly url: string;
  readonly port: number;
  close(): Promise<void>;
}

/** How long answers under way may take to finish once the server is told to stop. */
const STOP_GRACE_MS = 10_000;

/**
 * The storefront's production server: every page rendered on the server, the
 * build's files, the shipment page's endpoints. It keeps no state of its
 * own: more traffic means more copies of it (serve.ts, deploy/).
 */
export const startStorefrontServer = async (options: StorefrontServerOptions): Promise<RunningStorefront> => {
  const { config } = options;
  const log = options.log ?? silentLog;
  // Relative API addresses (`/api/`, the mounted mock's) are on this server's own origin, known once it listens.
  let ownUrl = '';
  let serving = true;
  const onOwnOrigin = (url: string) => new URL(url, `${ownUrl}/`).href;
  if (config.shipment.apiUrl === null) log.warn('No shipment service is configured (SHIPMENT_API_URL, SHIPMENT_API_TOKEN): shipment tracking will answer that it cannot reach it');
  const storefront = await createStorefront({
    serving: () => serving,
    distDir: options.distDir,
    config,
    storeApiUrl: () => onOwnOrigin(config.store.storeApiUrl),
    shipmentApiUrl: () => (config.shipment.apiUrl === null ? null : onOwnOrigin(config.shipment.apiUrl)),
    ownOrigin: () => ownUrl,
    lookupLimiter: options.lookupLimiter ?? memoryLookupLimiter(config.shipmentLookupsPerMinute),
    log,
  });
  const { mount } = options;
  const server = createServer((request, response) => {
    const pathname = (request.url ?? '/').split(/[?#]/, 1)[0]!;
    // Every request has an id (the proxy's, or a new one): on its answer, its access line, its error lines and its API calls.
    const visit: Visit = { id: requestIdOf(request), cache: () => 'none' };
    response.setHeader(REQUEST_ID_HEADER, visit.id);
    logAccess(log, request, response, visit);
    const mounted = mount?.handles(pathname) ? mount : null;
    // The mounted service hears the same id (its own log lines meet this server's).
    if (mounted) request.headers[REQUEST_ID_HEADER] = visit.id;
    const answer = mounted ? mounted.handle(request, response) : storefront(request, response, visit);
    answer.catch((error: unknown) => {
      log.error({ err: error, reqId: visit.id, method: request.method, path: loggedPath(pathname) }, 'the request failed');
      if (!response.headersSent) response.writeHead(500, { 'content-type': 'text/plain; charset=utf-8' }).end('Terjadi kesalahan pada server');
      else response.destroy();
    });
  });
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(options.port ?? config.port, config.host, () => resolve());
  });
  const { port } = server.address() as AddressInfo;
  ownUrl = reachableOrigin(port, config.host);
  return {
    url: ownUrl,
    port,
    close: () => {
      serving = false;
      return new Promise<void>((resolve, reject) => {
        // No new connections; answers under way finish (a kept-alive connection closes after its answer).
        server.close((error) => (error ? reject(error) : resolve()));
        server.closeIdleConnections();
        setTimeout(() => server.closeAllConnections(), STOP_GRACE_MS).unref();
      });
    },
  };
};

import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { createMockApi, type MockApi } from '@more/mock-server';
import { reachableOrigin, startStoreServer } from '@more/mock-server/node';
import { type ServerConfig, readServerConfig } from './runtime-config';
import { isServicePath, serviceProxy } from './service-proxy';
import { createStorefront } from './storefront';

export { readServerConfig, type ServerConfig } from './runtime-config';

export interface StorefrontServerOptions {
  readonly distDir: string;
  readonly port?: number;
  readonly host?: string;
  readonly config?: ServerConfig;
  /** The mock API to mount under /api/, /shipment/ and /media/ (when the configuration mounts one). */
  readonly mockApi?: MockApi;
  /**
   * The mock's origin when another process holds it (the workers of `npm start`:
   * one mock for all, in the primary); its paths are passed there.
   */
  readonly mockOrigin?: string;
  readonly testControls?: boolean;
  /** Asks the mounted mock for the developer's shortcuts (store-server.ts: still off beyond this machine or behind a proxy). */
  readonly mockShortcuts?: boolean;
  readonly stateFile?: string;
  readonly log?: (line: string) => void;
}

export interface RunningStorefront {
  readonly url: string;
  readonly port: number;
  readonly mockApi: MockApi | null;
  close(): Promise<void>;
}

/** How long answers under way may take to finish once the server is told to stop. */
const STOP_GRACE_MS = 10_000;

/**
 * The production server of `npm start`: the storefront rendered on the server,
 * with the mock API on the same origin unless STORE_API_URL points elsewhere.
 * It keeps no state of its own: more traffic means more copies of it.
 */
export const startStorefrontServer = async (options: StorefrontServerOptions): Promise<RunningStorefront> => {
  const config = options.config ?? readServerConfig();
  const mounted = config.mountsMock && !options.mockOrigin;
  // The mounted mock is the shipment service here: it takes the configured credential, or keeps a secret of its own.
  const mockApi = mounted ? (options.mockApi ?? (await createMockApi(config.shipment.token ? { shipmentToken: config.shipment.token } : {}))) : null;
  // A real store API without a shipment service of its own (SHIPMENT_API_URL unset): tracking has no service to ask and
  // says so on its page ("Failed to get tracking data"), the rest of the store runs.
  const shipmentToken = mockApi?.shipmentToken ?? config.shipment.token ?? '';
  if (shipmentToken === '') options.log?.('No shipment service is configured (SHIPMENT_API_URL, SHIPMENT_API_TOKEN): shipment tracking will answer that it cannot reach it');
  let apiUrl = '';
  let shipmentUrl = '';
  let ownOrigin = '';
  let serving = true;
  const storefront = await createStorefront({
    serving: () => serving,
    distDir: options.distDir,
    config,
    storeApiUrl: () => apiUrl,
    shipmentApiUrl: () => shipmentUrl,
    shipmentToken,
    ownOrigin: () => ownOrigin,
    ...(options.log ? { log: options.log } : {}),
  });
  const absolute = (url: string, base: string) => new URL(url, base).href;

  if (mockApi) {
    const server = await startStoreServer({
      port: options.port ?? 0,
      host: options.host ?? '127.0.0.1',
      storefront,
      ...(config.publicOrigin ? { publicOrigin: config.publicOrigin } : {}),
      ...(options.mockShortcuts ? { shortcuts: true } : {}),
      mockApi,
      ...(options.testControls ? { testControls: true } : {}),
      ...(options.stateFile ? { stateFile: options.stateFile } : {}),
      ...(options.log ? { log: options.log } : {}),
    });
    // The server renders against the mock over loopback HTTP, as it would against a real API.
    apiUrl = absolute(config.store.storeApiUrl, `${server.url}/`);
    shipmentUrl = absolute(config.shipment.apiUrl, `${server.url}/`);
    ownOrigin = reachableOrigin(server.port, options.host);
    return {
      url: server.url,
      port: server.port,
      mockApi: server.mockApi,
      close: () => {
        serving = false;
        return server.close();
      },
    };
  }

  const proxy = options.mockOrigin ? serviceProxy(options.mockOrigin) : null;
  const server = createServer((request, response) => {
    const answer = proxy && isServicePath(request.url ?? '/') ? proxy(request, response) : storefront(request, response);
    answer.catch((error: unknown) => {
      options.log?.(`${request.method} ${request.url} failed: ${String(error)}`);
      if (!response.headersSent) response.writeHead(500, { 'content-type': 'text/plain; charset=utf-8' }).end('Terjadi kesalahan pada server');
      else response.destroy();
    });
  });
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(options.port ?? 0, options.host ?? '127.0.0.1', () => resolve());
  });
  const { port } = server.address() as AddressInfo;
  const url = `http://${options.host ?? '127.0.0.1'}:${port}`;
  apiUrl = absolute(config.store.storeApiUrl, `${url}/`);
  shipmentUrl = absolute(config.shipment.apiUrl, `${url}/`);
  ownOrigin = reachableOrigin(port, options.host);
  return {
    url,
    port,
    mockApi: null,
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

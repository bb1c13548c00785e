/**
 * `npm start`: builds the storefront for production and serves it, rendered on
 * the server, with the mock API plugged in on the same origin (README,
 * "Configuration"). PORT (default 5173) and HOST (default 127.0.0.1) choose
 * where; MOCK_SEED picks another seeded store; STORE_API_URL serves the same
 * build against another API, without the mock; STORE_WORKERS sets how many
 * processes render pages (default: one per core). Log lines are pino's,
 * printed readable for a person (LOG_LEVEL).
 *
 * With several workers the primary builds, holds the one mock (carts and
 * orders live there, so every worker sees the same store) on a loopback port,
 * and supervises the workers (web/server/workers.ts). The production artefact
 * is `npm run serve` (web/server/serve.ts): the same storefront, no mock.
 */
import cluster from 'node:cluster';
import PinoPretty from 'pino-pretty';
import { createMockApi, DEFAULT_SEED } from '@more/mock-server';
import { API_DOCS_PATH, mountMock, reachableOrigin } from '@more/mock-server/node';
import { ConfigError, type ServerConfig, missingPublicOrigin, readServerConfig, startStorefrontServer } from '../web/server/index';
import { createStoreLog } from '../web/server/log';
import { serveAlone, serveInWorker, superviseWorkers, workerLookupLimiter } from '../web/server/workers';
import { buildStorefront } from './build-storefront';
import { webDist } from './paths';
import { type MockedParts, configWithMock, mockedPartsOf, readConfigWithMock, startMockForStore } from './store-with-mock';

/** With the mock, STORE_API_URL unset: the store API is the mock's. */
const withMock = !process.env.STORE_API_URL;

const readConfig = (): ServerConfig => {
  try {
    return withMock ? readConfigWithMock() : readServerConfig();
  } catch (error) {
    if (!(error instanceof ConfigError)) throw error;
    console.error(`The store's configuration is not valid: ${error.message}`);
    process.exit(2);
  }
};
const config = readConfig();
const log = createStoreLog(config.logLevel, PinoPretty({
    // The banner on standard output, the log on standard error, as before: readable lines for a person.
    destination: 2,
    colorize: process.stderr.isTTY,
    sync: true,
    translateTime: 'SYS:HH:MM:ss',
    ignore: 'pid,hostname',
  }));

/** MOCK_SESSION_SECONDS: how long the mock's tokens live (a month by default); a short one shows the store's 401 at once. */
const sessionSeconds = process.env.MOCK_SESSION_SECONDS ? Number(process.env.MOCK_SESSION_SECONDS) : undefined;
if (sessionSeconds !== undefined && !(Number.isInteger(sessionSeconds) && sessionSeconds > 0)) {
  console.error(`MOCK_SESSION_SECONDS must be a whole number of seconds above 0, not ${process.env.MOCK_SESSION_SECONDS}`);
  process.exit(1);
}

const banner = (url: string, workers: number) => `
MORE Furniture is running at ${url}/${workers > 1 ? ` (${workers} workers)` : ''}
  store API${withMock ? ' (mock)' : ''}: ${withMock ? `${url}/api/   e.g. ${url}/api/uni/product?type=terbaru` : config.store.storeApiUrl}
  shipment service${withMock ? ' (mock)' : ''}: ${withMock ? `${url}/shipment/` : (config.shipment.apiUrl ?? 'none configured')}
${withMock ? `  API reference (OpenAPI): ${url}${API_DOCS_PATH}   documents: ${url}/api/openapi.json, ${url}/shipment/openapi.json\n` : ''}  health: ${url}/healthz
Press Ctrl-C to stop.`;

/** The primary's mock, started once: the developer's command asks for its shortcuts (still refused beyond this machine). */
const startMock = async () =>
  startMockForStore({
    config,
    mockApi: await createMockApi({
      seed: Number(process.env.MOCK_SEED || DEFAULT_SEED),
      ...(sessionSeconds === undefined ? {} : { sessionSeconds }),
      // SHIPMENT_API_TOKEN without SHIPMENT_API_URL: the mock's shipment service takes that credential instead of a secret of its own.
      ...(process.env.SHIPMENT_API_TOKEN && !process.env.SHIPMENT_API_URL ? { shipmentToken: process.env.SHIPMENT_API_TOKEN } : {}),
    }),
    shortcuts: true,
    // MOCK_STATE_FILE keeps carts, orders, addresses … across restarts (README).
    ...(process.env.MOCK_STATE_FILE ? { stateFile: process.env.MOCK_STATE_FILE } : {}),
    log,
  });

/** The workers learn where the primary's mock is, and its shipment credential, from their environment. */
const MOCK_ENV = { url: 'STORE_MOCK_ORIGIN', token: 'STORE_MOCK_SHIPMENT_TOKEN', shortcuts: 'STORE_MOCK_SHORTCUTS' } as const;
const mockEnvOf = (mock: MockedParts) => ({ [MOCK_ENV.url]: mock.url, [MOCK_ENV.token]: mock.shipmentToken, [MOCK_ENV.shortcuts]: mock.shortcuts ? '1' : '' });
const mockFromEnv = (): MockedParts | null =>
  process.env[MOCK_ENV.url] ? { url: process.env[MOCK_ENV.url]!, shipmentToken: process.env[MOCK_ENV.token] ?? '', shortcuts: process.env[MOCK_ENV.shortcuts] === '1' } : null;

/** One storefront: the mock mounted when there is one. */
const startOne = (mock: MockedParts | null, shared: boolean) =>
  startStorefrontServer({
    distDir: webDist,
    config: mock ? configWithMock(config, mock) : config,
    ...(mock ? { mount: mountMock(mock.url) } : {}),
    log,
    ...(shared ? { lookupLimiter: workerLookupLimiter(config.shipmentLookupsPerMinute) } : {}),
  });

if (cluster.isPrimary) {
  const warning = missingPublicOrigin(config);
  // The mock's shortcuts are already off beyond loopback; the addresses would still be wrong. `npm run serve` refuses.
  if (warning) log.warn(warning);
  // STORE_SKIP_BUILD=1 serves the build already in web/dist (the end-to-end test of this command uses it).
  if (process.env.STORE_SKIP_BUILD !== '1') {
    console.log('Building the storefront for production…');
    await buildStorefront();
  }
  const mock = withMock ? await startMock() : null;
  if (config.workers === 1) {
    const parts = mock ? mockedPartsOf(mock) : null;
    const server = await serveAlone(() => startOne(parts, false), config.port, log, async () => mock?.close());
    if (mock && !config.publicOrigin) mock.mockApi.setPublicOrigin(reachableOrigin(server.port, config.host));
    console.log(banner(server.url, 1));
  } else {
    superviseWorkers({
      count: config.workers,
      env: mock ? mockEnvOf(mockedPartsOf(mock)) : {},
      log,
      onListening: (url) => console.log(banner(url, config.workers)),
      onStopped: async () => mock?.close(),
    });
  }
} else {
  await serveInWorker(() => startOne(mockFromEnv(), true), config.port);
}

/**
 * `npm start`: builds the storefront for production and serves it, rendered on
 * the server, with the mock API on the same origin. PORT (default 5173) and
 * HOST (default 127.0.0.1) choose where; MOCK_SEED picks another seeded store;
 * STORE_API_URL serves the same build against another API; STORE_WORKERS sets
 * how many processes render pages (default: one per core) (README, "Configuration").
 *
 * With several workers (node:cluster) the primary builds, holds the one mock
 * (carts and orders live there, so every worker sees the same store) on a
 * loopback port, and keeps the workers running: one that dies is replaced, and
 * SIGTERM lets each finish the answers under way before the primary exits.
 */
import cluster, { type Worker } from 'node:cluster';
import { availableParallelism } from 'node:os';
import { createMockApi, DEFAULT_SEED } from '@more/mock-server';
import { API_DOCS_PATH, reachableOrigin, startStoreServer } from '@more/mock-server/node';
import { type ServerConfig, readServerConfig, startStorefrontServer } from '../web/server/index';
import { buildStorefront } from './build-storefront';
import { webDist } from './paths';

const port = Number(process.env.PORT || 5173);
const host = process.env.HOST || '127.0.0.1';
const seed = Number(process.env.MOCK_SEED || DEFAULT_SEED);
/** MOCK_SESSION_SECONDS: how long the mock's tokens live (a month by default); a short one shows the store's 401 at once. */
const sessionSeconds = process.env.MOCK_SESSION_SECONDS ? Number(process.env.MOCK_SESSION_SECONDS) : undefined;
if (sessionSeconds !== undefined && !(Number.isInteger(sessionSeconds) && sessionSeconds > 0)) {
  console.error(`MOCK_SESSION_SECONDS must be a whole number of seconds above 0, not ${process.env.MOCK_SESSION_SECONDS}`);
  process.exit(1);
}
const mockOptionsFor = (config: ServerConfig) => ({
  seed,
  ...(sessionSeconds === undefined ? {} : { sessionSeconds }),
  ...(config.shipment.token ? { shipmentToken: config.shipment.token } : {}),
});
const workerCount = Number(process.env.STORE_WORKERS || availableParallelism());
const log = (line: string) => console.error(line);

/** What a worker tells the primary. */
type WorkerNews = { readonly kind: 'listening'; readonly url: string } | { readonly kind: 'failed'; readonly message: string };

/** A worker that dies within this long of the last replacement counts towards giving up. */
const RESTART_WINDOW_MS = 10_000;
const MAX_RESTARTS_IN_WINDOW = 5;
/** How long the primary waits for its workers to finish before it stops them outright. */
const WORKER_STOP_MS = 15_000;

const startFailure = (error: NodeJS.ErrnoException): string =>
  error.code === 'EADDRINUSE'
    ? `Port ${port} is already in use. Stop what uses it, or choose another: PORT=5174 npm start`
    : `The store could not start: ${error.message}`;

const banner = (config: ServerConfig, url: string, workers: number) => `
MORE Furniture is running at ${url}/${workers > 1 ? ` (${workers} workers)` : ''}
  store API${config.mountsMock ? ' (mock)' : ''}: ${config.mountsMock ? `${url}/api/   e.g. ${url}/api/uni/product?type=terbaru` : config.store.storeApiUrl}
  shipment service${config.mountsMock ? ' (mock)' : ''}: ${config.mountsMock ? `${url}/shipment/` : config.shipment.apiUrl}
${config.mountsMock ? `  API reference (OpenAPI): ${url}${API_DOCS_PATH}   documents: ${url}/api/openapi.json, ${url}/shipment/openapi.json\n` : ''}  health: ${url}/healthz
Press Ctrl-C to stop.`;

const readConfig = (): ServerConfig => {
  try {
    return readServerConfig();
  } catch (error) {
    console.error(`The store's configuration is not valid: ${error instanceof Error ? error.message : String(error)}`);
    process.exit(2);
  }
};

/** A worker: renders pages on the shared port, passing the mock's paths to the primary's mock. */
const runWorker = async () => {
  const config = readConfig();
  const send = (news: WorkerNews) => process.send?.(news);
  const server = await startStorefrontServer({
    distDir: webDist,
    port,
    host,
    config,
    ...(process.env.STORE_MOCK_ORIGIN ? { mockOrigin: process.env.STORE_MOCK_ORIGIN } : {}),
    log,
  }).catch((error: NodeJS.ErrnoException) => {
    send({ kind: 'failed', message: startFailure(error) });
    process.exit(1);
  });
  send({ kind: 'listening', url: server.url });
  // Ctrl-C reaches every process of the terminal: the primary decides, and tells the workers with SIGTERM.
  process.on('SIGINT', () => {});
  process.once('SIGTERM', () => {
    void server.close().finally(() => process.exit(0));
  });
};

/** One process does it all (STORE_WORKERS=1, or a one-core machine): the mock mounted in it. */
const runAlone = async (config: ServerConfig) => {
  const server = await startStorefrontServer({
    distDir: webDist,
    port,
    host,
    config,
    ...(config.mountsMock ? { mockApi: await createMockApi(mockOptionsFor(config)), mockShortcuts: true } : {}),
    // MOCK_STATE_FILE keeps carts, orders, addresses … across restarts (README).
    ...(process.env.MOCK_STATE_FILE ? { stateFile: process.env.MOCK_STATE_FILE } : {}),
    log,
  }).catch((error: NodeJS.ErrnoException) => {
    console.error(startFailure(error));
    process.exit(1);
  });
  console.log(banner(config, server.url, 1));
  let stopping = false;
  const stop = async () => {
    if (stopping) return;
    stopping = true;
    console.log('Stopping: finishing the answers under way…');
    await server.close();
    process.exit(0);
  };
  process.on('SIGINT', () => void stop());
  process.on('SIGTERM', () => void stop());
};

/** The primary of several workers: the mock, the workers, their replacement and the graceful stop. */
const runPrimary = async (config: ServerConfig) => {
  const mock = config.mountsMock
    ? await startStoreServer({
        port: 0,
        host: '127.0.0.1',
        publicAddress: host,
        // The workers' address (or PUBLIC_ORIGIN), where shoppers fetch the mock's pictures: not this loopback one.
        publicOrigin: config.publicOrigin ?? reachableOrigin(port, host),
        mockApi: await createMockApi(mockOptionsFor(config)),
        // The developer's command asks for the shortcuts; the server still refuses them beyond this machine.
        shortcuts: true,
        ...(process.env.MOCK_STATE_FILE ? { stateFile: process.env.MOCK_STATE_FILE } : {}),
        log,
      })
    : null;
  // The workers send the mock's shipment credential (a secret of this process unless SHIPMENT_API_TOKEN set it).
  const workerEnv = mock ? { STORE_MOCK_ORIGIN: mock.url, SHIPMENT_API_TOKEN: mock.mockApi.shipmentToken } : {};
  let stopping = false;
  let announced = false;
  const listening = new Set<number>();
  const restarts: number[] = [];

  const fork = (): Worker => {
    const worker = cluster.fork(workerEnv);
    worker.on('message', (news: WorkerNews) => {
      if (news.kind === 'failed') {
        console.error(news.message);
        void stop(1);
      } else if (news.kind === 'listening') {
        listening.add(worker.id);
        if (!announced && listening.size === workerCount) {
          announced = true;
          console.log(banner(config, news.url, workerCount));
        }
      }
    });
    return worker;
  };

  cluster.on('exit', (worker, code, signal) => {
    listening.delete(worker.id);
    if (stopping) return;
    const now = Date.now();
    restarts.push(now);
    while (restarts.length > 0 && restarts[0]! < now - RESTART_WINDOW_MS) restarts.shift();
    if (restarts.length > MAX_RESTARTS_IN_WINDOW) {
      console.error(`Workers keep ending (${restarts.length} in ${RESTART_WINDOW_MS / 1000} s): stopping the store.`);
      void stop(1);
      return;
    }
    console.error(`Worker ${worker.process.pid} ended (${signal ?? `exit ${code}`}): starting another.`);
    fork();
  });

  const stop = async (exitCode: number) => {
    if (stopping) return;
    stopping = true;
    if (exitCode === 0) console.log('Stopping: finishing the answers under way…');
    const workers = Object.values(cluster.workers ?? {}).filter((worker): worker is Worker => worker !== undefined);
    await Promise.all(
      workers.map(
        (worker) =>
          new Promise<void>((resolve) => {
            if (worker.isDead()) return resolve();
            const outright = setTimeout(() => worker.process.kill('SIGKILL'), WORKER_STOP_MS);
            worker.once('exit', () => {
              clearTimeout(outright);
              resolve();
            });
            worker.process.kill('SIGTERM');
          }),
      ),
    );
    await mock?.close();
    process.exit(exitCode);
  };
  process.on('SIGINT', () => void stop(0));
  process.on('SIGTERM', () => void stop(0));

  for (let i = 0; i < workerCount; i++) fork();
};

if (cluster.isPrimary) {
  if (!Number.isInteger(port) || port < 0 || port > 65535) {
    console.error(`PORT must be a port number, not "${process.env.PORT}"`);
    process.exit(2);
  }
  if (!Number.isInteger(workerCount) || workerCount < 1) {
    console.error(`STORE_WORKERS must be a whole number of at least 1, not "${process.env.STORE_WORKERS}"`);
    process.exit(2);
  }
  const config = readConfig();
  // STORE_SKIP_BUILD=1 serves the build already in web/dist (the end-to-end test of this command uses it).
  if (process.env.STORE_SKIP_BUILD !== '1') {
    console.log('Building the storefront for production…');
    await buildStorefront();
  }
  await (workerCount === 1 ? runAlone(config) : runPrimary(config));
} else {
  await runWorker();
}

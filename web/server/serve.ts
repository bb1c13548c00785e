/**
 * `npm run serve`: the production artefact. `npm run build` bundles this file
 * beside the server renderer (web/dist/server/serve.js), and `node` runs it
 * alone: no tsx, vite or TypeScript, only the storefront's own dependencies,
 * and no mock: STORE_API_URL names the store API (README, "Running in
 * production"). Configuration is read once and checked (runtime-config.ts);
 * a value it cannot honour stops the start with the variable's name. Logs are
 * pino's JSON lines on standard output.
 */
import cluster from 'node:cluster';
import { fileURLToPath } from 'node:url';
import { ConfigError, type ServerConfig, missingPublicOrigin, readServerConfig, startStorefrontServer } from './index';
import { createStoreLog } from './log';
import { serveAlone, serveInWorker, superviseWorkers, workerLookupLimiter } from './workers';

/** web/dist: this file is web/dist/server/serve.js. */
const distDir = fileURLToPath(new URL('..', import.meta.url));

const readConfig = (): ServerConfig => {
  try {
    const config = readServerConfig();
    // Shoppers beyond this machine would get this server's own address in every canonical link and in the sitemap.
    const missing = missingPublicOrigin(config);
    if (missing) throw new ConfigError(missing);
    return config;
  } catch (error) {
    if (!(error instanceof ConfigError)) throw error;
    process.stderr.write(`The store's configuration is not valid: ${error.message}\n`);
    process.exit(2);
  }
};

const config = readConfig();
const log = createStoreLog(config.logLevel);
const start = (shared: boolean) =>
  startStorefrontServer({ distDir, config, log, ...(shared ? { lookupLimiter: workerLookupLimiter(config.shipmentLookupsPerMinute) } : {}) });

if (config.workers === 1) {
  const server = await serveAlone(() => start(false), config.port, log);
  log.info({ url: server.url, storeApi: config.store.storeApiUrl, workers: 1 }, 'MORE Furniture is serving');
} else if (cluster.isPrimary) {
  superviseWorkers({
    count: config.workers,
    log,
    onListening: (url) => log.info({ url, storeApi: config.store.storeApiUrl, workers: config.workers }, 'MORE Furniture is serving'),
  });
} else {
  await serveInWorker(() => start(true), config.port);
}

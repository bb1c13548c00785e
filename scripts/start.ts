/**
 * `npm start`: builds the storefront for production and serves it, rendered on
 * the server, with the mock API on the same origin. PORT (default 5173) and
 * HOST (default 127.0.0.1) choose where; MOCK_SEED picks another seeded store;
 * STORE_API_URL serves the same build against another API (README, "Configuration").
 */
import { createMockApi, DEFAULT_SEED } from '@more/mock-server';
import { readServerConfig, startStorefrontServer } from '../web/server/index';
import { buildStorefront } from './build-storefront';
import { webDist } from './paths';

const port = Number(process.env.PORT || 5173);
const host = process.env.HOST || '127.0.0.1';
const seed = Number(process.env.MOCK_SEED || DEFAULT_SEED);

if (!Number.isInteger(port) || port < 0 || port > 65535) {
  console.error(`PORT must be a port number, not "${process.env.PORT}"`);
  process.exit(2);
}

let config;
try {
  config = readServerConfig();
} catch (error) {
  console.error(`The store's configuration is not valid: ${error instanceof Error ? error.message : String(error)}`);
  process.exit(2);
}

// STORE_SKIP_BUILD=1 serves the build already in web/dist (the end-to-end test of this command uses it).
if (process.env.STORE_SKIP_BUILD !== '1') {
  console.log('Building the storefront for production…');
  await buildStorefront();
}

const server = await startStorefrontServer({
  distDir: webDist,
  port,
  host,
  config,
  ...(config.mountsMock ? { mockApi: await createMockApi({ seed }) } : {}),
  // MOCK_STATE_FILE keeps carts, orders, addresses … across restarts (README).
  ...(process.env.MOCK_STATE_FILE ? { stateFile: process.env.MOCK_STATE_FILE } : {}),
  log: (line) => console.error(line),
}).catch((error: NodeJS.ErrnoException) => {
  console.error(
    error.code === 'EADDRINUSE'
      ? `Port ${port} is already in use. Stop what uses it, or choose another: PORT=5174 npm start`
      : `The store could not start: ${error.message}`,
  );
  process.exit(1);
});

console.log(`
MORE Furniture is running at ${server.url}/
  store API${config.mountsMock ? ' (mock)' : ''}: ${config.mountsMock ? `${server.url}/api/   e.g. ${server.url}/api/uni/product?type=terbaru` : config.store.storeApiUrl}
  shipment service${config.mountsMock ? ' (mock)' : ''}: ${config.mountsMock ? `${server.url}/shipment/` : config.shipment.apiUrl}
Press Ctrl-C to stop.`);

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

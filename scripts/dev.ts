/**
 * `npm run dev`: the storefront with Vite's hot reload, in front of the mock
 * API. The mock runs on a free port of its own and Vite forwards /api/,
 * /shipment/ and /media/ to it, so the browser sees one origin as with `npm start`.
 */
import { createServer } from 'vite';
import { createMockApi, DEFAULT_SEED } from '@more/mock-server';
import { startStoreServer } from '@more/mock-server/node';
import { webRoot } from './paths';

const port = Number(process.env.PORT || 5173);
const host = process.env.HOST || '127.0.0.1';

const mock = await startStoreServer({
  port: 0,
  host: '127.0.0.1',
  mockApi: await createMockApi({ seed: Number(process.env.MOCK_SEED || DEFAULT_SEED) }),
  // MOCK_STATE_FILE keeps carts, orders, addresses … across restarts (README).
  ...(process.env.MOCK_STATE_FILE ? { stateFile: process.env.MOCK_STATE_FILE } : {}),
  log: (line) => console.error(line),
});

const proxy = Object.fromEntries(['/api/', '/shipment/', '/media/'].map((prefix) => [prefix, { target: mock.url }]));
const vite = await createServer({
  root: webRoot,
  configFile: `${webRoot}/vite.config.ts`,
  server: { port, host, strictPort: true, proxy },
});
await vite.listen();
vite.printUrls();
console.log(`  mock API:  ${mock.url}/api/ (proxied from /api/)\nPress Ctrl-C to stop.`);

const stop = async () => {
  await vite.close();
  await mock.close();
  process.exit(0);
};
process.on('SIGINT', () => void stop());
process.on('SIGTERM', () => void stop());

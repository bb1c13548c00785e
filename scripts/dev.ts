/**
 * `npm run dev`: the storefront with Vite's hot reload, in front of the mock
 * API. The mock runs on a free port of its own and Vite forwards /api/,
 * /shipment/ and /media/ to it, so the browser sees one origin as with `npm start`.
 * The shipment page's endpoints (/omnitracking/api/) are the storefront
 * server's own: answered here by the same desk, which alone holds the service's credential. So is the image
 * endpoint (/_image, web/server/images/), which resizes the mock's pictures as the production server does.
 */
import { createServer, type Plugin } from 'vite';
import { SHIPMENT_DESK_PATH, createShipmentDesk } from '../web/server/shipment-desk';
import { createImageEndpoint } from '../web/server/images/endpoint';
import { IMAGE_PATH } from '../web/src/shared/images/resized-image';
import { createMockApi, DEFAULT_SEED } from '@more/mock-server';
import { SERVICE_PREFIXES, reachableOrigin, startStoreServer } from '@more/mock-server/node';
import { webRoot } from './paths';
import { configWithMock, mockedPartsOf, readConfigWithMock } from './store-with-mock';

const port = Number(process.env.PORT || 5173);
const host = process.env.HOST || '127.0.0.1';

const mock = await startStoreServer({
  port: 0,
  host: '127.0.0.1',
  mockApi: await createMockApi({
    seed: Number(process.env.MOCK_SEED || DEFAULT_SEED),
    ...(process.env.SHIPMENT_API_TOKEN ? { shipmentToken: process.env.SHIPMENT_API_TOKEN } : {}),
  }),
  // Shoppers reach it through vite at HOST:PORT: the shortcuts follow that address, pictures that origin.
  publicAddress: host,
  publicOrigin: process.env.PUBLIC_ORIGIN || reachableOrigin(port, host),
  shortcuts: true,
  // MOCK_STATE_FILE keeps carts, orders, addresses … across restarts (README).
  ...(process.env.MOCK_STATE_FILE ? { stateFile: process.env.MOCK_STATE_FILE } : {}),
  log: (line) => console.error(line),
});

const publicOrigin = process.env.PUBLIC_ORIGIN || reachableOrigin(port, host);
const proxy = Object.fromEntries(SERVICE_PREFIXES.map((prefix) => [prefix, { target: mock.url }]));
const config = configWithMock(readConfigWithMock(), mockedPartsOf(mock));
const desk = createShipmentDesk({
  shipmentApiUrl: () => config.shipment.apiUrl,
  shipmentToken: config.shipment.token,
  storeApiUrl: () => new URL(config.store.storeApiUrl, `${mock.url}/`).href,
  log: (line) => console.error(line),
});
const shipmentDesk: Plugin = {
  name: 'more-shipment-desk',
  configureServer: (server) => {
    server.middlewares.use((request, response, next) => {
      if (!request.url?.startsWith(SHIPMENT_DESK_PATH)) return next();
      const chunks: Buffer[] = [];
      request.on('data', (chunk: Buffer) => chunks.push(chunk));
      request.on('end', () => {
        const body = request.method === 'GET' || request.method === 'HEAD' ? null : new Uint8Array(Buffer.concat(chunks));
        const headers = new Headers(Object.entries(request.headers).flatMap(([name, value]) => (typeof value === 'string' ? [[name, value] as [string, string]] : [])));
        void desk(new Request(`http://${host}:${port}${request.url}`, { method: request.method ?? 'GET', headers, ...(body ? { body } : {}) }))
          .then(async (answer) => {
            response.writeHead(answer.status, Object.fromEntries(answer.headers));
            response.end(await answer.text());
          })
          .catch(next);
      });
    });
  },
};
const images = createImageEndpoint({
  sources: config.imageSources,
  siteOrigin: () => new URL(publicOrigin).origin,
  headers: {},
  cacheBytes: config.imageCacheBytes,
  warn: (line) => console.error(line),
});
const imageEndpoint: Plugin = {
  name: 'more-image-endpoint',
  configureServer: (server) => {
    server.middlewares.use((request, response, next) => {
      if ((request.url ?? '').split('?', 1)[0] !== IMAGE_PATH) return next();
      images.handle(request, response).catch(next);
    });
  },
};
const vite = await createServer({
  root: webRoot,
  configFile: `${webRoot}/vite.config.ts`,
  plugins: [shipmentDesk, imageEndpoint],
  server: { port, host, strictPort: true, proxy },
});
await vite.listen();
vite.printUrls();
console.log(`  mock API:  ${mock.url}/api/ (proxied from /api/)\n  API reference: /api/docs on the same port\nPress Ctrl-C to stop.`);

const stop = async () => {
  await vite.close();
  await mock.close();
  process.exit(0);
};
process.on('SIGINT', () => void stop());
process.on('SIGTERM', () => void stop());

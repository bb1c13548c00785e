import { createMockApi } from '@more/mock-server';
import { type StoreLog, silentLog } from '../../../web/server/log';
import { type StoreWithMock, readConfigWithMock, startStoreWithMock } from '../../../scripts/store-with-mock';
import { webDist } from './paths';

export type RunningStore = StoreWithMock;

/**
 * The whole store on a free loopback port: the production build rendered on
 * the server with a freshly seeded mock API plugged in, exactly what `npm start`
 * composes, plus the mock's test controls (reset, clock) that `npm start` leaves out.
 */
export const startStore = async (options: { readonly env?: Readonly<Record<string, string>>; readonly log?: StoreLog } = {}): Promise<RunningStore> => {
  // The renderer's React picks its build by NODE_ENV when it is first loaded (storefront.ts). Vitest's
  // NODE_ENV=test took the development build: every page rendered in twice the time, and its warnings went to a
  // log nothing read. The browser runs the production client; hydration errors are caught there (shopper.ts).
  process.env.NODE_ENV = 'production';
  return startStoreWithMock({
    distDir: webDist,
    port: 0,
    // Tests move the mock's clock and reset its data between visits, and expect the next render to see it: the
    // server keeps no public answer here (identical calls on their way are still shared; render-fetch.test.ts covers the keeping).
    // The render's deadline is long here: on CI's busiest minute the in-process mock's answers took over the
    // 2.5 s default, and a page rendered with skeletons hydrates over data the browser fetched first (React
    // error #418, the next step of issue 24); api-outage.e2e.test.ts checks the deadline itself.
    // The shipment lookups' limit is far off: a file's tests look up many times a minute from one address
    // (operations.e2e.test.ts meets the limit on a store of its own).
    config: readConfigWithMock({ HOST: '127.0.0.1', STORE_API_CACHE_SECONDS: '0', STORE_RENDER_API_TIMEOUT_MS: '30000', SHIPMENT_LOOKUPS_PER_MINUTE: '1000', ...options.env }),
    mockApi: await createMockApi(),
    // As `npm start` asks: the tests log in with mock-google:<email> and confirm codes with 000000.
    shortcuts: true,
    testControls: true,
    log: options.log ?? silentLog,
  });
};

const control = async (store: { url: string }, path: string, body?: unknown): Promise<void> => {
  const response = await fetch(`${store.url}/__mock/${path}`, { method: 'POST', ...(body === undefined ? {} : { body: JSON.stringify(body) }) });
  if (!response.ok) throw new Error(`POST /__mock/${path} answered ${response.status}: ${await response.text()}`);
};

/** Back to the seed: what earlier tests of the file bought, saved or claimed is gone. */
export const resetMock = (store: { url: string }) => control(store, 'reset');

/** The bank's notice that an order awaiting payment was paid (the mock's test control; no call of document 2 pays). */
export const payOrder = (store: { url: string }, ordersn: string) => control(store, 'pay', { ordersn });

/** Moves the mock's clock (a flash sale starts or ends) without waiting. */
export const advanceMockClock = (store: { url: string }, seconds: number) => control(store, 'clock', { advance_seconds: seconds });

/** Sets the mock's clock to a moment (epoch ms): a parcel on its way, a sale not yet started. */
export const setMockClock = (store: { url: string }, epochMs: number) => control(store, 'clock', { now: epochMs });

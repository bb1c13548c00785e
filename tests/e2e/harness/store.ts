import { createMockApi } from '@more/mock-server';
import { type RunningStoreServer, startStoreServer } from '@more/mock-server/node';
import { webDist } from './paths';

/**
 * The whole store on a free loopback port: the production build of the
 * storefront with a freshly seeded mock API, exactly what `npm start` serves,
 * plus the mock's test controls (reset, clock) that `npm start` leaves out.
 */
export const startStore = async (): Promise<RunningStoreServer> =>
  startStoreServer({ staticDir: webDist, port: 0, host: '127.0.0.1', mockApi: await createMockApi(), testControls: true });

const control = async (store: RunningStoreServer, path: string, body?: unknown): Promise<void> => {
  const response = await fetch(`${store.url}/__mock/${path}`, { method: 'POST', ...(body === undefined ? {} : { body: JSON.stringify(body) }) });
  if (!response.ok) throw new Error(`POST /__mock/${path} answered ${response.status}: ${await response.text()}`);
};

/** Back to the seed: what earlier tests of the file bought, saved or claimed is gone. */
export const resetMock = (store: RunningStoreServer) => control(store, 'reset');

/** Moves the mock's clock (a flash sale starts or ends) without waiting. */
export const advanceMockClock = (store: RunningStoreServer, seconds: number) => control(store, 'clock', { advance_seconds: seconds });

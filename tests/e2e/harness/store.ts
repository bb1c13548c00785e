import { createMockApi } from '@more/mock-server';
import { type RunningStoreServer, startStoreServer } from '@more/mock-server/node';
import { webDist } from './paths';

/**
 * The whole store on a free loopback port: the production build of the
 * storefront with a freshly seeded mock API, exactly what `npm start` serves.
 */
export const startStore = async (): Promise<RunningStoreServer> =>
  startStoreServer({ staticDir: webDist, port: 0, host: '127.0.0.1', mockApi: await createMockApi() });

/**
 * The store with nginx in front of several storefront instances (issue 37,
 * point 7), composed with the mock API: the mock runs once, in this process,
 * on a loopback port; nginx passes the store API and its pictures to it and
 * balances pages over the instances (deploy/). Used by `npm run start:cluster`,
 * `npm run bench:cluster` and the cluster's end-to-end test.
 */
import { type MockApi, createMockApi } from '@more/mock-server';
import { reachableOrigin, startStoreServer } from '@more/mock-server/node';
import { type ClusterOptions, type RunningCluster, startCluster } from '../deploy/cluster';
import { nginxMissing } from '../deploy/nginx';
import { buildStorefront } from './build-storefront';

/**
 * What a cluster command needs before it starts: Debian's nginx (a clear exit when it is missing) and the
 * production build, unless STORE_SKIP_BUILD=1 serves the one in web/dist.
 */
export const prepareCluster = async (say: (line: string) => void): Promise<void> => {
  const missing = nginxMissing();
  if (missing) {
    console.error(missing);
    process.exit(1);
  }
  if (process.env.STORE_SKIP_BUILD !== '1') {
    say('Building the storefront for production…');
    await buildStorefront();
  }
};

export interface StoreClusterOptions extends Pick<ClusterOptions, 'instances' | 'host' | 'port' | 'runDir' | 'distDir' | 'instanceEnv' | 'lookupsPerMinute' | 'onLine'> {
  /** PUBLIC_ORIGIN: where shoppers reach nginx; its own address by default. */
  readonly publicOrigin?: string;
  /** The instances' LOG_LEVEL. */
  readonly logLevel?: string;
}

export type RunningStoreCluster = RunningCluster & { readonly mockUrl: string; readonly mockApi: MockApi };

export const startStoreCluster = async (options: StoreClusterOptions): Promise<RunningStoreCluster> => {
  const publicOrigin = options.publicOrigin ?? reachableOrigin(options.port, options.host);
  const mock = await startStoreServer({
    port: 0,
    host: '127.0.0.1',
    // Pictures are named on nginx's origin, where shoppers fetch them. No developer's shortcuts: nginx says
    // every request came through a proxy (X-Forwarded-For), and the mock refuses them for those anyway.
    publicOrigin,
    mockApi: await createMockApi(),
    ...(options.onLine ? { log: (line: string) => options.onLine?.('mock', line) } : {}),
  });
  try {
    const cluster = await startCluster({
      ...options,
      publicOrigin,
      api: `127.0.0.1:${mock.port}`,
      env: {
        // The shipment service is reached directly with its secret, never through nginx (which refuses /shipment/).
        SHIPMENT_API_URL: `${mock.url}/shipment/`,
        SHIPMENT_API_TOKEN: mock.mockApi.shipmentToken,
        LOG_LEVEL: options.logLevel ?? 'warn',
        // The mock names its pictures on nginx's origin; the instances' image endpoint fetches them there (nginx passes
        // /media/ to the mock), whatever store API an instance is given (the cluster test slows one down through a proxy).
        STORE_IMAGE_ORIGINS: new URL(publicOrigin).origin,
      },
    });
    return {
      ...cluster,
      mockUrl: mock.url,
      mockApi: mock.mockApi,
      stop: async () => {
        await cluster.stop();
        await mock.close();
      },
    };
  } catch (error) {
    await mock.close();
    throw error;
  }
};

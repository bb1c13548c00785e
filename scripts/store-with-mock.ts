/**
 * The whole store on one machine: the storefront's server (web/server, which
 * stands alone and knows no mock) with the mock API plugged in on its origin.
 * `npm start` and the browser tests compose the two here; `npm run serve`
 * (the production artefact) never loads this file, msw or the seed.
 */
import { MOCK_STORE_API_PATH } from '@more/mock-server/defaults';
import { type MockApi, createMockApi } from '@more/mock-server';
import { type RunningStoreServer, mountMock, reachableOrigin, startStoreServer } from '@more/mock-server/node';
import { type RunningStorefront, type ServerConfig, readServerConfig, startStorefrontServer } from '../web/server/index';
import type { StoreLog } from '../web/server/log';
import type { LookupLimiter } from '../web/server/lookup-limit';

/** What the environment may leave out when the mock is mounted: the store API is the mock's, on the storefront's origin. */
export const readConfigWithMock = (env: NodeJS.ProcessEnv = process.env): ServerConfig => readServerConfig(env, { storeApiUrl: MOCK_STORE_API_PATH });

export interface MockForStoreOptions {
  readonly config: ServerConfig;
  readonly mockApi?: MockApi;
  /** The developer's shortcuts (mock-google:<email>, OTP 000000, the README's shipment token): asked for, still off beyond loopback or with a public origin. */
  readonly shortcuts: boolean;
  /** POST /__mock/reset, /__mock/clock … (the browser tests only). */
  readonly testControls?: boolean;
  readonly stateFile?: string;
  readonly log: StoreLog;
}

/** The mock's own server on a loopback port, facing shoppers through the storefront at HOST:PORT. */
export const startMockForStore = async (options: MockForStoreOptions): Promise<RunningStoreServer> => {
  const { config } = options;
  return startStoreServer({
    port: 0,
    host: '127.0.0.1',
    publicAddress: config.host,
    // Pictures are named on the origin shoppers use: PUBLIC_ORIGIN, or the storefront's address.
    publicOrigin: config.publicOrigin ?? reachableOrigin(config.port, config.host),
    mockApi: options.mockApi ?? (await createMockApi()),
    ...(options.shortcuts ? { shortcuts: true } : {}),
    ...(options.testControls ? { testControls: true } : {}),
    ...(options.stateFile ? { stateFile: options.stateFile } : {}),
    log: (line) => options.log.info(line),
  });
};

/** The mock's part in the storefront's configuration. */
export interface MockedParts {
  readonly url: string;
  readonly shipmentToken: string;
  readonly shortcuts: boolean;
}

/**
 * The storefront's configuration with the mock mounted: the shipment service is
 * the mock's (its own secret), the sign-in buttons offer the mock's
 * provider dialog only while its shortcuts are on, and the image endpoint
 * may resize the mock's pictures.
 */
export const configWithMock = (config: ServerConfig, mock: MockedParts): ServerConfig => ({
  ...config,
  store: { ...config.store, ...(mock.shortcuts ? { simulatedSignIn: true } : {}) },
  shipment: config.shipment.apiUrl ? config.shipment : { apiUrl: `${mock.url}/shipment/`, token: mock.shipmentToken },
  // The mock names its pictures on the store's public origin (`${publicOrigin}/media/…`); the image endpoint fetches
  // them from the mock's own loopback server, not through the storefront that mounts it.
  imageSources: [...config.imageSources, { prefix: '/media/', fetchFrom: `${mock.url}/media/` }],
});

export const mockedPartsOf = (mock: RunningStoreServer): MockedParts => ({ url: mock.url, shipmentToken: mock.mockApi.shipmentToken, shortcuts: mock.mockApi.shortcutsEnabled });

export interface StoreWithMockOptions extends MockForStoreOptions {
  readonly distDir: string;
  /** Overrides config.port (0: a free one). */
  readonly port?: number;
  readonly lookupLimiter?: LookupLimiter;
}

export type StoreWithMock = RunningStorefront & { readonly mockApi: MockApi };

/** The storefront and its mock in this process (the browser tests, `npm start` with one worker). */
export const startStoreWithMock = async (options: StoreWithMockOptions): Promise<StoreWithMock> => {
  const mock = await startMockForStore(options);
  const storefront = await startStorefrontServer({
    distDir: options.distDir,
    config: configWithMock(options.config, mockedPartsOf(mock)),
    ...(options.port === undefined ? {} : { port: options.port }),
    mount: mountMock(mock.url, { controls: options.testControls === true }),
    log: options.log,
    ...(options.lookupLimiter ? { lookupLimiter: options.lookupLimiter } : {}),
  });
  // A free port is known only now: the pictures' origin follows it.
  if (!options.config.publicOrigin) mock.mockApi.setPublicOrigin(storefront.url);
  return {
    url: storefront.url,
    port: storefront.port,
    mockApi: mock.mockApi,
    close: async () => {
      await storefront.close();
      await mock.close();
    },
  };
};

import { createMockApi, DEMO_CUSTOMER, type MockApi, signIn } from '@more/mock-server';
import { setupServer } from 'msw/node';
import { afterAll, beforeAll, beforeEach } from 'vitest';
import { createStoreApi, type StoreApi } from './store-api';

export const MOCK_STORE_URL = 'http://store.test/api/';
export const DEMO_TEST_TOKEN = 'demo-token';

export interface MockStore {
  /** msw's server: `server.use(...)` puts a one-off answer in front of the mock's handlers. */
  readonly server: ReturnType<typeof setupServer>;
  /** The store API client the adapter under test is built on; it sends the current token. */
  readonly storeApi: StoreApi;
  /** The mock API's database and clock, freshly seeded before every test. */
  readonly mock: MockApi;
  /** Which token requests carry from now on (`null`: a guest). */
  useToken(token: string | null): void;
}

/**
 * An adapter test's store: the real mock API's handlers behind msw, reset to
 * the seed before every test, with the demo customer logged in (or nobody,
 * with `signedIn: false`). Unhandled requests fail the test.
 */
export const mockStore = (options: { now?: number; signedIn?: boolean } = {}): MockStore => {
  const server = setupServer();
  let mock: MockApi | undefined;
  let token: string | null = null;
  const signedIn = options.signedIn ?? true;

  beforeAll(async () => {
    mock = await createMockApi(options.now === undefined ? {} : { now: options.now });
    server.listen({ onUnhandledRequest: 'error' });
  });
  beforeEach(async () => {
    await mock!.reset();
    server.resetHandlers(...mock!.handlers);
    token = signedIn ? DEMO_TEST_TOKEN : null;
    if (signedIn) await signIn(mock!.db, DEMO_CUSTOMER.id, DEMO_TEST_TOKEN, mock!.clock.unixSeconds());
  });
  afterAll(() => server.close());

  return {
    server,
    storeApi: createStoreApi({ baseUrl: MOCK_STORE_URL, retry: 0, accessToken: () => token }),
    get mock() {
      if (!mock) throw new Error('The mock store is seeded in beforeAll; use it inside a test');
      return mock;
    },
    useToken: (next) => void (token = next),
  };
};

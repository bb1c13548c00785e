import { fileURLToPath } from 'node:url';
import { createStoreApi, type StoreApi } from '@more/adapters';
import { MatchersV3, PactV4 } from '@pact-foundation/pact';

// Pact reports usage to its makers unless told not to; tests reach nothing beyond loopback.
process.env.PACT_DO_NOT_TRACK = 'true';

export const CONSUMER = 'more-storefront';
export const STORE_API = 'more-store-api';
export const SHIPMENT_SERVICE = 'more-shipment-service';

/** The bearer token the interactions send for the demo customer ("the demo customer is logged in"). */
export const DEMO_TOKEN = 'demo-customer-token';
/** …and for a customer with nothing yet ("a customer with nothing yet is logged in"). */
export const NEW_CUSTOMER_TOKEN = 'new-customer-token';
/** The shipment service's embedded credential in the interactions. */
export const SHIPMENT_TOKEN = 'mock-shipment-token';

/**
 * Committed: the backend team verifies their API against these files.
 * PACT_DIR points a run elsewhere (a developer trying interactions of one
 * feature without rewriting the committed pacts).
 */
export const pactsDir = process.env.PACT_DIR ?? fileURLToPath(new URL('../pacts', import.meta.url));
export const pactFile = (provider: string) => `${pactsDir}/${CONSUMER}-${provider}.json`;

/** A Pact V4 mock of the store API, writing interactions to `contracts/pacts/`. */
export const storeApiPact = () => new PactV4({ consumer: CONSUMER, provider: STORE_API, dir: pactsDir, logLevel: 'error' });

/** A Pact V4 mock of the shipment service. */
export const shipmentPact = () => new PactV4({ consumer: CONSUMER, provider: SHIPMENT_SERVICE, dir: pactsDir, logLevel: 'error' });

/** The real store API client, pointed at Pact's mock server, with no retries (each interaction is one request). */
export const storeApiAt = (url: string, token: string | null = null): StoreApi =>
  createStoreApi({ baseUrl: url, retry: 0, accessToken: () => token });

/**
 * The header a logged-in customer's request carries. The token comes from the
 * provider state that logged the customer in (its setup answers `{ accessToken }`),
 * so a real deployment verifies with tokens of its own; `token` is the example
 * the consumer tests send.
 */
export const bearer = (token: string) => ({ authorization: MatchersV3.fromProviderState('Bearer ${accessToken}', `Bearer ${token}`) });

/** The shipment service's embedded credential: one fixed token, not a customer's, so any bearer value fits. */
export const serviceBearer = (token: string) => ({ authorization: MatchersV3.regex(/^Bearer .+$/, `Bearer ${token}`) });

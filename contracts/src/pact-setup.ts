import { fileURLToPath } from 'node:url';
import { PactV4 } from '@pact-foundation/pact';

// Pact reports usage to its makers unless told not to; tests reach nothing beyond loopback.
process.env.PACT_DO_NOT_TRACK = 'true';

export const CONSUMER = 'more-storefront';
export const STORE_API = 'more-store-api';
export const SHIPMENT_SERVICE = 'more-shipment-service';

/** Committed: the backend team verifies their API against these files. */
export const pactsDir = fileURLToPath(new URL('../pacts', import.meta.url));
export const pactFile = (provider: string) => `${pactsDir}/${CONSUMER}-${provider}.json`;

/** A Pact V4 mock of the store API, writing interactions to `contracts/pacts/`. */
export const storeApiPact = () =>
  new PactV4({ consumer: CONSUMER, provider: STORE_API, dir: pactsDir, logLevel: 'error' });

import type { MockApi } from '@more/mock-server';

/**
 * The provider states the pacts name, set up on the mock API. A backend team
 * implements the same names on their state-setup endpoint (contracts/README.md).
 */
export const providerStates = (_api: MockApi): Record<string, () => Promise<void>> => ({
  // The seed has 320 products; nothing to add.
  'the catalogue has products': async () => {},
});

import { Verifier } from '@pact-foundation/pact';
import { createMockApi } from '@more/mock-server';
import { type RunningStoreServer, startStoreServer } from '@more/mock-server/node';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SHIPMENT_SERVICE, STORE_API, pactFile } from '../pact-setup';
import { readPact } from './pact-file';
import { allProviderStates, stateHandlersFor } from './provider-states';

/**
 * Issue 5: "the Pact Verifier checks the mock server, started on a free port,
 * against both pact files, with state handlers that set up the data".
 */
const providers = [
  { provider: STORE_API, base: 'api', what: 'the mock API' },
  { provider: SHIPMENT_SERVICE, base: 'shipment', what: 'the mock shipment service' },
] as const;

describe.each(providers)('$what honours the storefront\'s pact with $provider', ({ provider, base, what }) => {
  let server: RunningStoreServer;
  const pact = readPact(provider);

  beforeAll(async () => {
    // The pacts' Google and Facebook logins use the mock's provider tokens: the developer's shortcuts, asked for here.
    server = await startStoreServer({ mockApi: await createMockApi(), port: 0, shortcuts: true });
  });
  afterAll(() => server.close());

  it('has a pact with interactions, and a state handler for every provider state it names', () => {
    expect(pact?.interactions.length ?? 0).toBeGreaterThan(0);
    const states = new Set(pact!.interactions.flatMap((i) => i.providerStates?.map((s) => s.name) ?? []));
    expect([...states].filter((state) => !(state in allProviderStates))).toEqual([]);
  });

  it('answers every interaction as the pact says', async () => {
    const output = await new Verifier({
      provider,
      providerBaseUrl: `${server.url}/${base}`,
      pactUrls: [pactFile(provider)],
      stateHandlers: stateHandlersFor(server.mockApi),
      logLevel: 'warn',
    }).verifyProvider();
    expect(output).toBeDefined();
    console.log(`Pact: verified ${pact!.interactions.length} interactions of ${provider} against ${what}`);
  });
});

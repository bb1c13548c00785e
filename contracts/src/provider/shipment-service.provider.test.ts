import { readFileSync } from 'node:fs';
import { Verifier } from '@pact-foundation/pact';
import { createMockApi } from '@more/mock-server';
import { type RunningStoreServer, startStoreServer } from '@more/mock-server/node';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SHIPMENT_SERVICE, pactFile } from '../pact-setup';
import { allProviderStates, stateHandlersFor } from './provider-states';

interface PactFile {
  readonly interactions: readonly { readonly description: string; readonly providerStates?: readonly { name: string }[] }[];
}

describe('the mock shipment service honours the storefront\'s pact with the shipment service', () => {
  let server: RunningStoreServer;
  const pact = JSON.parse(readFileSync(pactFile(SHIPMENT_SERVICE), 'utf8')) as PactFile;

  beforeAll(async () => {
    server = await startStoreServer({ mockApi: await createMockApi(), port: 0 });
  });
  afterAll(() => server.close());

  it('has a state handler for every provider state the pact names', () => {
    const states = new Set(pact.interactions.flatMap((i) => i.providerStates?.map((s) => s.name) ?? []));
    expect([...states].filter((state) => !(state in allProviderStates))).toEqual([]);
  });

  it('answers every interaction as the pact says', async () => {
    const output = await new Verifier({
      provider: SHIPMENT_SERVICE,
      providerBaseUrl: `${server.url}/shipment`,
      pactUrls: [pactFile(SHIPMENT_SERVICE)],
      stateHandlers: stateHandlersFor(server.mockApi),
      logLevel: 'warn',
    }).verifyProvider();
    expect(output).toBeDefined();
    console.log(`Pact: verified ${pact.interactions.length} interactions of ${SHIPMENT_SERVICE} against the mock shipment service`);
  });
});

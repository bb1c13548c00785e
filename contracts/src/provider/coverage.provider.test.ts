import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { createMockApi } from '@more/mock-server';
import { describe, expect, it } from 'vitest';
import { callOf, calls, type Provider } from '../catalogue-of-calls/calls';
import { SHIPMENT_SERVICE, STORE_API } from '../pact-setup';
import { readPact } from './pact-file';

/**
 * "A test that fails when any call lacks an adapter method, a mock handler or
 * a pact interaction", and the store calls nothing that is not in a contract.
 */
const adaptersSource = fileURLToPath(new URL('../../../adapters/src/http', import.meta.url));

/**
 * Every call name an adapter's source spells: StoreApi and the shipment client
 * take the name as a literal, passed directly or through a named constant.
 */
const callsInAdapters = (): Set<string> => {
  const names = new Set<string>();
  const walk = (dir: string) => {
    for (const entry of readdirSync(dir, { withFileTypes: true })) {
      const path = join(dir, entry.name);
      if (entry.isDirectory()) walk(path);
      else if (entry.name.endsWith('.ts') && !entry.name.endsWith('.test.ts') && !entry.name.includes('wire')) {
        for (const match of readFileSync(path, 'utf8').matchAll(/['`]((?:GET|POST|PUT|PATCH|DELETE) [a-z][^'`$\s]*)['`]/g)) names.add(match[1]!);
      }
    }
  };
  walk(adaptersSource);
  return names;
};

const callsInPacts = (): { found: Set<string>; strays: string[] } => {
  const found = new Set<string>();
  const strays: string[] = [];
  for (const [name, provider] of [
    [STORE_API, 'store-api'],
    [SHIPMENT_SERVICE, 'shipment-service'],
  ] as const satisfies readonly (readonly [string, Provider])[]) {
    for (const interaction of readPact(name)?.interactions ?? []) {
      const call = callOf(interaction.request.method, interaction.request.path, provider);
      if (call) found.add(call.name);
      else strays.push(`${name}: ${interaction.request.method} ${interaction.request.path}`);
    }
  }
  return { found, strays };
};

describe('every call of document 2 has an adapter method, a mock handler and a pact interaction', () => {
  it('covers all 146 calls, and nothing outside them', async () => {
    const known = new Set<string>(calls.map((call) => call.name));
    const adapters = callsInAdapters();
    const handlers = new Set<string>((await createMockApi()).calls);
    const pacts = callsInPacts();

    const rows = calls.map((call) => ({ call: call.name, adapter: adapters.has(call.name), handler: handlers.has(call.name), interaction: pacts.found.has(call.name) }));
    const complete = rows.filter((row) => row.adapter && row.handler && row.interaction);
    const missing = rows.filter((row) => !(row.adapter && row.handler && row.interaction));
    console.log(`Calls with adapter + handler + interaction: ${complete.length} of ${calls.length}`);
    for (const row of missing) {
      console.log(`  ${row.call}: ${[!row.adapter && 'no adapter method', !row.handler && 'no mock handler', !row.interaction && 'no pact interaction'].filter(Boolean).join(', ')}`);
    }

    expect([...adapters].filter((name) => !known.has(name)), 'adapters call what no contract names').toEqual([]);
    expect([...handlers].filter((name) => !known.has(name)), 'the mock answers calls the catalogue does not list').toEqual([]);
    expect(pacts.strays, 'interactions that are no call of the catalogue').toEqual([]);
    expect(missing.map((row) => row.call)).toEqual([]);
    expect(complete).toHaveLength(146);
  });
});

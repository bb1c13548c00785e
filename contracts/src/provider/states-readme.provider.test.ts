import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { allProviderStates } from './provider-states';
import { readPact } from './pact-file';
import { SHIPMENT_SERVICE, STORE_API } from '../pact-setup';
import { withStatesTable } from './states-table';

/**
 * Issue 5: contracts/README.md explains "the provider states they must
 * support". The table is made from the pacts, so it cannot fall behind them.
 */
describe('the provider states backend teams read about', () => {
  const readme = readFileSync(new URL('../../README.md', import.meta.url), 'utf8');

  it('are listed in contracts/README.md exactly as the pacts name them (npm run contracts:states rewrites the table)', () => {
    expect(readme).toBe(withStatesTable(readme));
  });

  it('each have a setup on the mock and a line saying what must be true', () => {
    const named = [STORE_API, SHIPMENT_SERVICE].flatMap((provider) => (readPact(provider)?.interactions ?? []).flatMap((i) => (i.providerStates ?? []).map((s) => s.name)));
    expect(named.length).toBeGreaterThan(0);
    for (const name of new Set(named)) {
      expect(allProviderStates[name], `a setup for "${name}"`).toBeDefined();
      const row = readme.split('\n').find((line) => line.startsWith(`| ${name.replace(/\|/g, '\\|')} |`));
      expect(row?.split('|').map((part) => part.trim())[4], `what "${name}" means`).toBeTruthy();
    }
  });
});

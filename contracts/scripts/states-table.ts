/**
 * `npm run contracts:states`: rewrites the provider states table of
 * contracts/README.md from the pact files and the mock's state setups.
 */
import { readFileSync, writeFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { withStatesTable } from '../src/provider/states-table';

const readme = fileURLToPath(new URL('../README.md', import.meta.url));
writeFileSync(readme, withStatesTable(readFileSync(readme, 'utf8')));
console.log('contracts/README.md: provider states table rewritten');

/**
 * `npm run cycles`: dependency-cruiser's report of import circles over every package, and the two-way
 * folder ties in core and the storefront's features; the same reading tests/architecture/import-cycles.test.ts
 * makes in `npm test`. Exits non-zero when it finds any.
 */
import { format } from 'dependency-cruiser';
import { cruiseRepository, cyclesIn, twoWayFolderTies } from '../tests/architecture/cycles';

const started = performance.now();
const result = await cruiseRepository();
const seconds = ((performance.now() - started) / 1000).toFixed(1);
const { output } = await format(result, { outputType: 'err' });
console.log((typeof output === 'string' ? output.trim() : '') || `✔ no dependency violations (${result.summary.totalCruised} modules, ${result.summary.totalDependenciesCruised ?? '?'} dependencies cruised)`);
const typeOnly = cyclesIn(result).filter((cycle) => cycle.typeOnly).length;
const ties = ['core/src', 'web/src/features', 'web/src/app'].map((root) => ({ root, ties: twoWayFolderTies(result.modules, root) }));
for (const { root, ties: found } of ties) console.log(`${root}: ${found.length} pairs of folders import each other${found.map((tie) => `\n  ${tie}`).join('')}`);
console.log(`${cyclesIn(result).length} circles (${typeOnly} of them import type only), read in ${seconds} s`);
process.exitCode = cyclesIn(result).length + ties.slice(0, 2).reduce((sum, { ties: found }) => sum + found.length, 0) > 0 ? 1 : 0;

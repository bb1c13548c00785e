import { packages } from './packages';
import { inParallel, run } from './run';

/**
 * Type-checks every package against its own tsconfig (each extends the root
 * one), plus the root's scripts and tool configurations.
 */
// The static demo's entry and build config form a project of their own.
const projects = ['.', ...packages, 'mock-server/demo', 'web/server'];
const tsc = 'node_modules/typescript/bin/tsc';

const results = await inParallel(
  projects.map((project) => async () => {
    const result = await run(process.execPath, [tsc, '--noEmit', '-p', project], { quiet: true });
    const label = project === '.' ? 'root' : project;
    console.log(`${result.code === 0 ? '✓' : '✗'} typecheck ${label}`);
    if (result.code !== 0) console.log(result.output);
    return result.code;
  }),
);

process.exitCode = results.some((code) => code !== 0) ? 1 : 0;

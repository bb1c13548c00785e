/**
 * `npm test`: every check of the repository, in the order that makes each
 * meaningful, ending with one summary line of counts. It fails when any stage
 * fails, when a test is skipped, or when a test project ran no test at all
 * (vitest 4 silently ignores a workspace file it was not pointed at).
 */
import { existsSync, mkdirSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { availableParallelism } from 'node:os';
import { root } from './paths';
import { type Finished, run } from './run';

interface VitestReport {
  numTotalTests: number;
  numPassedTests: number;
  numFailedTests: number;
  numPendingTests: number;
  numTodoTests: number;
  testResults: { name: string }[];
}

interface Stage {
  readonly name: string;
  /** Work that needs few cores, beside which the storefront's production build runs (see below). */
  readonly besideBuild?: boolean;
  readonly command: readonly string[];
  readonly env?: NodeJS.ProcessEnv;
  /** Projects that must each have run at least one test file, by the folder their files live in. */
  readonly projects?: Readonly<Record<string, string>>;
  /**
   * How long the stage may run, about twice what it takes on CI. A stage that hangs (a test file that never ends)
   * is stopped here, and the summary names the files that had not finished, long before CI's own limit stops the
   * whole run with nothing said.
   */
  readonly limitMinutes: number;
}

const results = `${root}.artifacts/test-results`;
rmSync(results, { recursive: true, force: true });
mkdirSync(results, { recursive: true });

const vitest = (stage: string, projects: readonly string[], extra: readonly string[] = []) => [
  'node_modules/vitest/vitest.mjs',
  'run',
  '--config',
  'vitest.workspace.ts',
  ...projects.flatMap((project) => ['--project', project]),
  '--reporter=default',
  '--reporter=json',
  `--outputFile.json=${results}/${stage}.json`,
  ...extra,
];

const stages: Stage[] = [
  { name: 'typecheck', command: ['node_modules/tsx/dist/cli.mjs', 'scripts/typecheck.ts'], limitMinutes: 8 },
  // ESLint runs on one core: the build the browser tests need runs on the other meanwhile.
  // Typed linting of the whole repository holds every package's program at once: at Node's default heap (4 GB here)
  // it ran out of memory on CI once the image endpoint's and the mock photos' files came (issue 41). 8 GB of 23.
  { name: 'lint', command: ['--max-old-space-size=8192', 'node_modules/eslint/bin/eslint.js', '--max-warnings', '0', '.'], besideBuild: true, limitMinutes: 12 },
  {
    name: 'unit',
    // Vitest's default on a 2-core machine is one worker (cores - 1), which left a core idle for the whole stage.
    command: vitest('unit', ['core', 'adapters', 'mock-server', 'web', 'web-server', 'server', 'architecture', 'contracts'], ['--coverage', `--maxWorkers=${availableParallelism()}`]),
    projects: {
      core: 'core/src/',
      adapters: 'adapters/src/',
      'mock-server': 'mock-server/src/',
      web: 'web/src/',
      'web-server': 'web/server/',
      architecture: 'tests/architecture/',
      server: 'tests/server/',
      contracts: 'contracts/src/',
    },
    limitMinutes: 12,
  },
  {
    name: 'contracts-provider',
    command: vitest('contracts-provider', ['contracts-provider']),
    projects: { 'contracts-provider': 'contracts/src/provider/' },
    limitMinutes: 6,
  },
  {
    name: 'e2e',
    // The e2e project's global setup builds the storefront for production first.
    command: vitest('e2e', ['e2e']),
    projects: { e2e: 'tests/e2e/' },
    limitMinutes: 50,
  },
];

/** Test files under a folder, as vitest names them: relative to their project's root (the folder's first segment). */
const testFilesUnder = (folder: string): string[] => {
  const projectRoot = `${root}${folder.split('/')[0]}/`;
  return readdirSync(`${root}${folder}`, { recursive: true, encoding: 'utf8' })
    .filter((file) => /\.test\.tsx?$/.test(file) && !file.includes('node_modules'))
    .map((file) => `${root}${folder}${file}`.slice(projectRoot.length));
};

/** The stage's test files whose result line vitest never printed. */
const unfinishedFiles = (stage: Stage, output: string): string[] =>
  Object.values(stage.projects ?? {})
    .flatMap(testFilesUnder)
    .filter((file) => !output.includes(`${file} `));

/** Figures the stages print that belong in the summary (contracts and calls). */
const figures: string[] = [];
const figurePatterns = [/Pact: verified \d+ interactions of [\w-]+/g, /Calls with adapter \+ handler \+ interaction: \d+ of \d+/g];

const started = Date.now();
const outcomes: { name: string; ok: boolean; note: string; seconds: number }[] = [];

/**
 * The production builds the browser tests run against (the storefront and the static demo), made by the e2e
 * project's global setup unless they are there already. Started beside a stage that leaves a core idle; the e2e
 * stage then reuses them, or builds again (and shows why) if this build failed.
 */
const builds: { started?: Promise<Finished> } = {};
const startBuild = () =>
  (builds.started ??= run(process.execPath, ['node_modules/tsx/dist/cli.mjs', 'scripts/build-for-tests.ts'], { quiet: true }));
const totals = { passed: 0, failed: 0, skipped: 0 };

for (const stage of stages) {
  console.log(`\n━━ ${stage.name} ━━`);
  const stageStarted = Date.now();
  if (stage.besideBuild) void startBuild();
  let env = stage.env;
  if (stage.name === 'e2e' && builds.started) {
    const built = await builds.started;
    console.log(built.code === 0 ? 'The production builds were made beside the lint stage.' : `The builds beside the lint stage failed; building again:\n${built.output}`);
    if (built.code === 0) env = { ...env, E2E_REUSE_BUILD: '1' };
  }
  const { code, output, timedOut } = await run(process.execPath, stage.command, {
    env: { PACT_DO_NOT_TRACK: 'true', ...env },
    timeoutMs: stage.limitMinutes * 60_000,
  });
  if (timedOut) {
    const unfinished = unfinishedFiles(stage, output);
    console.log(`\n✗ ${stage.name} ran past its ${stage.limitMinutes} minutes and was stopped; ${unfinished.length > 0 ? `these files had not finished:\n  ${unfinished.join('\n  ')}` : 'every test file had finished (the runner itself did not end)'}`);
    outcomes.push({ name: stage.name, ok: false, note: `stopped after ${stage.limitMinutes} min`, seconds: (Date.now() - stageStarted) / 1000 });
    continue;
  }
  for (const pattern of figurePatterns) for (const match of output.matchAll(pattern)) if (!figures.includes(match[0])) figures.push(match[0]);
  let ok = code === 0;
  let note = '';
  const reportFile = `${results}/${stage.name}.json`;
  if (stage.projects) {
    if (!existsSync(reportFile)) {
      ok = false;
      note = 'no test report';
    } else {
      const report = JSON.parse(readFileSync(reportFile, 'utf8')) as VitestReport;
      const skipped = report.numPendingTests + report.numTodoTests;
      totals.passed += report.numPassedTests;
      totals.failed += report.numFailedTests;
      totals.skipped += skipped;
      const files = report.testResults.map((result) => result.name.slice(root.length));
      const silent = Object.entries(stage.projects).filter(([, folder]) => !files.some((file) => file.startsWith(folder)));
      if (silent.length > 0) {
        ok = false;
        console.log(`✗ projects that ran no test: ${silent.map(([name]) => name).join(', ')}`);
      }
      if (skipped > 0) {
        ok = false;
        console.log(`✗ ${skipped} tests were skipped or left as todo; a skipped test proves nothing`);
      }
      note = `${report.numPassedTests}/${report.numTotalTests} tests`;
    }
  }
  outcomes.push({ name: stage.name, ok, note, seconds: (Date.now() - stageStarted) / 1000 });
}

// Pact files are committed and must come out identical when regenerated.
const pacts = await run('git', ['status', '--porcelain', '--', 'contracts/pacts'], { quiet: true });
if (pacts.output.trim() !== '') {
  console.log(`\n${process.env.CI ? '✗' : '!'} the consumer tests changed the committed pact files:\n${pacts.output}`);
  if (process.env.CI) outcomes.push({ name: 'pacts-unchanged', ok: false, note: 'regenerated pacts differ', seconds: 0 });
}

let coverage = '';
const coverageFile = `${root}coverage/core/coverage-summary.json`;
if (existsSync(coverageFile)) {
  const summary = JSON.parse(readFileSync(coverageFile, 'utf8')) as { total: { lines: { pct: number } } };
  coverage = ` · core line coverage ${summary.total.lines.pct}%`;
}

console.log('\n━━ summary ━━');
for (const outcome of outcomes) console.log(`${outcome.ok ? '✓' : '✗'} ${outcome.name}${outcome.note ? ` (${outcome.note})` : ''} · ${outcome.seconds.toFixed(0)} s`);
for (const figure of figures) console.log(`  ${figure}`);
const failedStages = outcomes.filter((outcome) => !outcome.ok);
const seconds = ((Date.now() - started) / 1000).toFixed(1);
console.log(
  `\nSummary: ${outcomes.length} stages, ${outcomes.length - failedStages.length} passed, ${failedStages.length} failed · ` +
    `${totals.passed + totals.failed + totals.skipped} tests, ${totals.passed} passed, ${totals.failed} failed, ${totals.skipped} skipped` +
    `${coverage} · ${seconds} s`,
);
process.exitCode = failedStages.length > 0 ? 1 : 0;

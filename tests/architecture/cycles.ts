import { fileURLToPath } from 'node:url';
import { type ICruiseResult, type IModule, cruise } from 'dependency-cruiser';
import { isTestFile } from './imports';

const repository = fileURLToPath(new URL('../..', import.meta.url));

/** Every package and every folder of commands: what `npm test` keeps free of import circles. */
export const cruisedFolders = ['core/src', 'adapters/src', 'mock-server', 'web', 'contracts', 'scripts', 'tests', 'deploy'] as const;

/**
 * The import graph of the whole repository, read by dependency-cruiser with its one rule: no circles.
 * `@more/core` and `@more/adapters/...` resolve through the workspace links and the packages' `exports`
 * to their sources, so a circle through a package's public file is found too. `import type` counts:
 * it is erased at run time, but it still ties two modules together (issue 38 chose to forbid both).
 */
export const cruiseRepository = async (): Promise<ICruiseResult> => {
  const extensions = ['.ts', '.tsx', '.mts', '.js', '.mjs', '.cjs', '.d.ts', '.json'];
  const { output } = await cruise(
    [...cruisedFolders],
    {
      baseDir: repository,
      validate: true,
      ruleSet: {
        forbidden: [{ name: 'no-circular', comment: 'design.md: no import cycle, inside a package or between its folders', severity: 'error', from: {}, to: { circular: true } }],
      },
      exclude: { path: '(^|/)(node_modules|dist|dist-demo|coverage|\\.artifacts|pacts)/' },
      doNotFollow: { path: 'node_modules' },
      tsPreCompilationDeps: true,
      enhancedResolveOptions: { exportsFields: ['exports'], conditionNames: ['import', 'default'], extensions },
    },
    { extensions },
  );
  if (typeof output === 'string') throw new Error('dependency-cruiser answered with text, not a result');
  return output;
};

export interface Cycle {
  /** The modules round the circle, starting from the first by name, the first again at the end. */
  readonly modules: readonly string[];
  /** Every tie of the circle is `import type`: nothing of it is left at run time. */
  readonly typeOnly: boolean;
}

/** The circles the rule found, each once (dependency-cruiser names a circle from each module on it). */
export const cyclesIn = (result: ICruiseResult): Cycle[] => {
  const found = new Map<string, Cycle>();
  for (const violation of result.summary.violations) {
    if (violation.rule.name !== 'no-circular' || !violation.cycle) continue;
    const ring = [violation.from, ...violation.cycle.map((step) => step.name)].slice(0, -1);
    const start = ring.indexOf([...ring].sort()[0]!);
    const modules = [...ring.slice(start), ...ring.slice(0, start)];
    const key = modules.join(' → ');
    if (!found.has(key)) {
      const typeOnly = violation.cycle.every((step) => step.dependencyTypes.includes('type-only'));
      found.set(key, { modules: [...modules, modules[0]!], typeOnly });
    }
  }
  return [...found.values()].sort((a, b) => a.modules[0]!.localeCompare(b.modules[0]!));
};

export const describeCycle = (cycle: Cycle): string => `${cycle.modules.join(' → ')}${cycle.typeOnly ? ' (import type only)' : ''}`;

/**
 * Pairs of folders under `root` (core/src, web/src/features) whose production files import each other: each
 * side with one of the files that ties it. A folder is a feature; a two-way tie means neither can be read,
 * moved or loaded without the other. Test files are left out: a test may borrow another feature's fixture.
 */
export const twoWayFolderTies = (modules: readonly IModule[], root: string): string[] => {
  const folderOf = (path: string): string | null => {
    if (!path.startsWith(`${root}/`)) return null;
    const parts = path.slice(root.length + 1).split('/');
    return parts.length > 1 ? parts[0]! : null;
  };
  const ties = new Map<string, string>();
  for (const module of modules) {
    const from = folderOf(module.source);
    if (!from || isTestFile(module.source) || /\/fakes\.ts$/.test(module.source)) continue;
    for (const dependency of module.dependencies) {
      const to = folderOf(dependency.resolved);
      if (to && to !== from && !ties.has(`${from}→${to}`)) ties.set(`${from}→${to}`, `${module.source} → ${dependency.resolved}`);
    }
  }
  const pairs: string[] = [];
  for (const [key, example] of ties) {
    const [from, to] = key.split('→') as [string, string];
    if (from < to && ties.has(`${to}→${from}`)) pairs.push(`${from} ↔ ${to}: ${example}; ${ties.get(`${to}→${from}`)!}`);
  }
  return pairs.sort();
};

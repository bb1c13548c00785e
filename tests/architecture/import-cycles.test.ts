import type { ICruiseResult, IModule } from 'dependency-cruiser';
import { beforeAll, describe, expect, it } from 'vitest';
import { cruiseRepository, cyclesIn, describeCycle, twoWayFolderTies } from './cycles';

describe('no import cycles (design.md, issue 38)', () => {
  let result: ICruiseResult;
  // One read of the whole repository (about 2,000 modules) serves every check here.
  beforeAll(async () => {
    result = await cruiseRepository();
  }, 120_000);

  it('every package is read, with its workspace imports resolved to their sources', () => {
    const sources = new Set(result.modules.map((module) => module.source));
    for (const file of ['core/src/index.ts', 'adapters/src/index.ts', 'mock-server/src/index.ts', 'web/src/main.tsx', 'web/server/serve.ts', 'scripts/test.ts']) {
      expect(sources, file).toContain(file);
    }
    const unresolved = result.modules.flatMap((module) =>
      module.dependencies.filter((dependency) => dependency.couldNotResolve && dependency.module.startsWith('@more/')).map((dependency) => `${module.source} → ${dependency.module}`),
    );
    expect(unresolved).toEqual([]);
    // `@more/core` is read as core's sources, so a circle through core's public file would be seen.
    const intoCore = result.modules.filter((module) => module.source.startsWith('web/src/') && module.dependencies.some((dependency) => dependency.resolved === 'core/src/index.ts'));
    expect(intoCore.length).toBeGreaterThan(100);
  });

  it('no module imports itself round a circle, in any package, `import type` included', () => {
    expect(cyclesIn(result).map(describeCycle)).toEqual([]);
  });

  it("no two of core's feature folders import each other, and shared/ imports none", () => {
    expect(twoWayFolderTies(result.modules, 'core/src')).toEqual([]);
    const sharedToFeatures = result.modules
      .filter((module) => module.source.startsWith('core/src/shared/'))
      .flatMap((module) => module.dependencies.filter((dependency) => /^core\/src\/(?!shared\/)[^/]+\//.test(dependency.resolved)).map((dependency) => `${module.source} → ${dependency.resolved}`));
    expect(sharedToFeatures).toEqual([]);
  });

  it("no two of the storefront's feature folders import each other", () => {
    expect(twoWayFolderTies(result.modules, 'web/src/features')).toEqual([]);
  });
});

describe('the cycle check itself', () => {
  const module = (source: string, ...resolved: string[]) => ({ source, dependencies: resolved.map((to) => ({ resolved: to })) }) as unknown as IModule;

  it('names a circle once, from its first module, and tells an `import type` circle apart', () => {
    const violation = (from: string, cycle: [string, boolean][]) => ({
      rule: { name: 'no-circular' },
      from,
      cycle: cycle.map(([name, typeOnly]) => ({ name, dependencyTypes: typeOnly ? ['local', 'type-only', 'import'] : ['local', 'import'] })),
    });
    const result = {
      summary: {
        violations: [
          violation('b.ts', [['a.ts', true], ['b.ts', false]]),
          violation('a.ts', [['b.ts', false], ['a.ts', true]]),
          violation('c.ts', [['d.ts', true], ['c.ts', true]]),
        ],
      },
    } as unknown as ICruiseResult;
    expect(cyclesIn(result).map(describeCycle)).toEqual(['a.ts → b.ts → a.ts', 'c.ts → d.ts → c.ts (import type only)']);
  });

  it('finds two folders whose production files import each other, not a test borrowing a fixture', () => {
    const modules = [
      module('core/src/cart/cart.ts', 'core/src/catalogue/product.ts'),
      module('core/src/catalogue/menu.ts', 'core/src/cart/cart-line.ts'),
      module('core/src/catalogue/menu.test.ts', 'core/src/home/home.fixture.ts'),
      module('core/src/home/home.ts', 'core/src/catalogue/product.ts'),
      module('core/src/index.ts', 'core/src/cart/cart.ts'),
    ];
    expect(twoWayFolderTies(modules, 'core/src')).toEqual(['cart ↔ catalogue: core/src/cart/cart.ts → core/src/catalogue/product.ts; core/src/catalogue/menu.ts → core/src/cart/cart-line.ts']);
  });
});

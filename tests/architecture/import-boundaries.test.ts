import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join, relative, sep } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { rules } from './boundaries';
import { type SourceFile, importsOf, violationsOf } from './imports';

const repository = fileURLToPath(new URL('../..', import.meta.url));

/** The files under `dir` whose names match, read; build output, dependencies and hidden folders left out. */
const filesUnder = (dir: string, names: RegExp, files: SourceFile[] = []): SourceFile[] => {
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    if (entry.name === 'node_modules' || entry.name === 'dist' || entry.name.startsWith('.')) continue;
    const path = join(dir, entry.name);
    if (entry.isDirectory()) filesUnder(path, names, files);
    else if (names.test(entry.name)) files.push({ path: relative(repository, path).split(sep).join('/'), text: readFileSync(path, 'utf8') });
  }
  return files;
};

const sourcesOf = (packageDir: string): SourceFile[] => {
  const files: SourceFile[] = [];
  const walk = (dir: string) => filesUnder(dir, /^(?!.*\.d\.ts$).*\.(ts|tsx|mts)$/, files);
  // A folder of a package (web/server) or a folder that is no package (deploy/) is checked as it stands; a package by its src/ and scripts/.
  const asItStands = packageDir.includes('/') || !existsSync(join(repository, packageDir, 'package.json'));
  for (const folder of asItStands ? [''] : ['src', 'scripts']) {
    try {
      walk(join(repository, packageDir, folder));
    } catch {
      // A package without scripts/ simply has nothing there to check.
    }
  }
  return files;
};

describe('import boundaries of design.md', () => {
  for (const [packageDir, rule] of Object.entries(rules)) {
    it(`${packageDir}/ imports only what its layer may`, () => {
      const files = sourcesOf(packageDir);
      expect(files.length, `no sources found in ${packageDir}/`).toBeGreaterThan(0);
      const violations = files.flatMap((file) => violationsOf(packageDir, rule, file));
      expect(violations).toEqual([]);
    });
  }
});

describe('the storefront stands alone (issue 37)', () => {
  it('nothing under web/ imports the mock API, its sources or its data library: tests, configuration and scripts included', () => {
    const files = filesUnder(join(repository, 'web'), /\.(ts|tsx|mts|js|mjs)$/);
    expect(files.length).toBeGreaterThan(100);
    const mockish = files.flatMap((file) =>
      importsOf(file)
        .filter((specifier) => /^@more\/mock-server|^msw|^@msw\/|mock-server\//.test(specifier))
        .map((specifier) => `${file.path} imports ${specifier}`),
    );
    expect(mockish).toEqual([]);
  });
});

describe('the boundary check itself', () => {
  const core = (text: string, path = 'core/src/cart/cart.ts') => violationsOf('core', rules.core!, { path, text });
  const web = (text: string, path: string) => violationsOf('web', rules.web!, { path, text });

  it.each(['react', 'react-dom/client', 'ky', 'msw', '@msw/data', 'inversify', 'wouter', 'swiper', 'zod', 'zod/mini'])(
    'fails when core imports %s',
    (name) => {
      expect(core(`import x from '${name}';`)).toHaveLength(1);
      expect(core(`export { y } from '${name}';`)).toHaveLength(1);
      expect(core(`const m = await import('${name}');`)).toHaveLength(1);
    },
  );

  it.each(['window', 'document', 'localStorage', 'sessionStorage'])('fails when core touches %s', (name) => {
    expect(core(`export const f = () => ${name}.toString();`)).toEqual([
      { file: 'core/src/cart/cart.ts', rule: `touches the global ${name}` },
    ]);
  });

  it('lets core use those words as property names and import rxjs', () => {
    expect(core(`import { map } from 'rxjs';\nexport const f = (a: { window: number; document: string }) => a.window + a.document;`)).toEqual([]);
  });

  it('fails when core reaches into another package by a relative path', () => {
    expect(core(`import { x } from '../../../adapters/src/index';`)).toHaveLength(1);
  });

  it('fails when web imports the adapters anywhere but the composition root and the feature modules', () => {
    expect(web(`import { StoreApi } from '@more/adapters';`, 'web/src/features/home/HomePage.tsx')).toHaveLength(1);
    expect(web(`import { StoreApi } from '@more/adapters';`, 'web/src/app/composition-root/index.ts')).toEqual([]);
    expect(web(`import { HttpCartApi } from '@more/adapters';`, 'web/src/features/cart/cart.module.ts')).toEqual([]);
  });

  it('keeps inversify in the composition root and reflect-metadata at the two entries', () => {
    expect(web(`import { Container } from 'inversify';`, 'web/src/app/composition-root/container.ts')).toEqual([]);
    expect(web(`import { injectable } from 'inversify';`, 'web/src/features/cart/CartView.tsx')).toHaveLength(1);
    expect(web(`import { Container } from 'inversify';`, 'web/src/app/App.tsx')).toHaveLength(1);
    expect(web(`import 'reflect-metadata/lite';`, 'web/src/main.tsx')).toEqual([]);
    expect(web(`import 'reflect-metadata/lite';`, 'web/src/entry-server.tsx')).toEqual([]);
    expect(web(`import 'reflect-metadata/lite';`, 'web/src/app/composition-root/container.ts')).toHaveLength(1);
  });

  it('fails when core or the adapters carry a decorator or import inversify', () => {
    const decorated = `@injectable()\nexport class Cart {\n  constructor(@inject(CartApiToken) readonly api: CartApi) {}\n}`;
    expect(core(decorated)).toEqual([{ file: 'core/src/cart/cart.ts', rule: 'uses decorators, which only the composition root may' }]);
    const adapter = (text: string) => violationsOf('adapters', rules.adapters!, { path: 'adapters/src/http/cart/cart.ts', text });
    expect(adapter(decorated)).toHaveLength(1);
    expect(adapter(`import { injectable } from 'inversify';`)).toHaveLength(1);
    expect(core(`export class Cart {}`)).toEqual([]);
  });

  it("keeps web's zones: shared imports no feature and no app, a feature reaches another only through its public file", () => {
    expect(web(`import { Cart } from '../features/cart/CartView';`, 'web/src/shared/HomeBlock.tsx')).toEqual([
      { file: 'web/src/shared/HomeBlock.tsx', rule: 'the UI kit (shared/) imports the feature cart' },
    ]);
    expect(web(`import { App } from '../../app/App';`, 'web/src/shared/product/x.tsx')).toHaveLength(1);
    expect(web(`import { FlashSaleBlock } from '../../flash-sale/FlashSaleBlock';`, 'web/src/features/home/pages/HomePage.tsx')).toEqual([
      {
        file: 'web/src/features/home/pages/HomePage.tsx',
        rule: 'the feature home reaches into flash-sale (features/flash-sale/FlashSaleBlock); a feature others use offers one public file (features/flash-sale/public.ts)',
      },
    ]);
    expect(web(`import { FlashSaleBlock } from '../../flash-sale/public';`, 'web/src/features/home/pages/HomePage.tsx')).toEqual([]);
    expect(web(`import { routes } from '../../app/routing/routes';`, 'web/src/features/shell/StoreLayout.tsx')).toHaveLength(1);
    expect(web(`import { ProductCard } from '../../shared/product/ProductCard';`, 'web/src/features/cart/CartView.tsx')).toEqual([]);
    expect(web(`import { HomePage } from '../features/home/pages/HomePage';`, 'web/src/app/App.tsx')).toEqual([]);
  });

  it("lets a feature's module file wire it (inversify, the adapters, the composition root's binding kit), and nothing else of the feature", () => {
    const cartModule = 'web/src/features/cart/cart.module.ts';
    expect(web(`import { ContainerModule } from 'inversify';`, cartModule)).toEqual([]);
    expect(web(`const m = await import('@more/adapters/http/cart');`, cartModule)).toEqual([]);
    expect(web(`import { binder } from '../../app/composition-root/binding';`, cartModule)).toEqual([]);
    expect(web(`import { FeatureBindings } from '../../app/composition-root/feature-bindings';`, cartModule)).toEqual([]);
    expect(web(`import { TabStorageToken } from '../../app/composition-root/surroundings';`, 'web/src/features/checkout/payment.module.ts')).toEqual([]);
    // Beyond the kit, a module is no container and no route.
    expect(web(`import { createStoreContainer } from '../../app/composition-root/container';`, cartModule)).toEqual([
      { file: cartModule, rule: "the feature cart's module imports the app beyond the composition root's binding kit (app/composition-root/container)" },
    ]);
    expect(web(`import { storeRoutes } from '../../app/routing/routes';`, cartModule)).toHaveLength(1);
    // A page or a part of the feature is no wiring: neither inversify, nor the adapters, nor the kit.
    expect(web(`import { ContainerModule } from 'inversify';`, 'web/src/features/cart/pages/CartPage.tsx')).toHaveLength(1);
    expect(web(`import { HttpCartApi } from '@more/adapters/http/cart';`, 'web/src/features/cart/CartView.tsx')).toHaveLength(1);
    expect(web(`import { binder } from '../../app/composition-root/binding';`, 'web/src/features/cart/CartView.tsx')).toHaveLength(1);
    // A module file deeper in the feature is no module of the table.
    expect(web(`import { ContainerModule } from 'inversify';`, 'web/src/features/cart/parts/cart.module.ts')).toHaveLength(1);
  });

  it('lets the table alone import a feature module: no page, test or other module does, each loads it by name', () => {
    expect(web(`export const t = { cart: () => import('../../features/cart/cart.module') };`, 'web/src/app/composition-root/feature-modules.ts')).toEqual([]);
    expect(web(`import cartModule from '../cart.module';`, 'web/src/features/cart/pages/CartPage.tsx')).toEqual([
      { file: 'web/src/features/cart/pages/CartPage.tsx', rule: 'features/cart/pages/CartPage.tsx imports the feature module features/cart/cart.module: only the table of modules does (app/composition-root/feature-modules.ts), by name' },
    ]);
    expect(web(`import cartModule from './cart.module';`, 'web/src/features/cart/cart.test.ts')).toHaveLength(1);
    expect(web(`import checkout from '../checkout/checkout.module';`, 'web/src/features/cart/cart.module.ts')).toHaveLength(1);
    expect(web(`import cartModule from '../../features/cart/cart.module.ts';`, 'web/src/app/composition-root/container.ts')).toHaveLength(1);
    // A CSS module is no feature module.
    expect(web(`import styles from './Cart.module.css';`, 'web/src/features/cart/CartView.tsx')).toEqual([]);
  });

  it('keeps core\'s fakes out of production code', () => {
    expect(web(`import { aProduct } from '@more/core/testing';`, 'web/src/features/home/HomePage.tsx')).toHaveLength(1);
    expect(web(`import { aProduct } from '@more/core/testing';`, 'web/src/features/home/HomePage.test.tsx')).toEqual([]);
  });

  it('lets the mock server use the wire schemas but not the HTTP adapters', () => {
    const mock = (text: string) => violationsOf('mock-server', rules['mock-server']!, { path: 'mock-server/src/x.ts', text });
    expect(mock(`import { productCardWire } from '@more/adapters/wire';`)).toEqual([]);
    expect(mock(`import { StoreApi } from '@more/adapters';`)).toHaveLength(1);
  });
});

/**
 * The import rules of design.md ("The shape"), as data. A package may import
 * its own files, Node's built-ins where it runs in Node, and the packages
 * listed here; test files may also import their test tools.
 */
export interface PackageRule {
  /** Packages production code may import. */
  readonly allowed: readonly string[];
  /** Packages only some files may import, and which files. */
  readonly onlyIn?: Readonly<Record<string, RegExp>>;
  /** Extra packages for test files. */
  readonly testsMayImport: readonly string[];
  /** Globals that production code must not touch. */
  readonly forbiddenGlobals?: readonly string[];
  readonly nodeBuiltins: boolean;
  /** The folder relative imports must stay inside, when wider than the package's own. */
  readonly root?: string;
}

const testTools = ['vitest', 'fast-check'];

export const rules: Readonly<Record<string, PackageRule>> = {
  core: {
    allowed: ['rxjs'],
    testsMayImport: testTools,
    forbiddenGlobals: ['window', 'document', 'localStorage', 'sessionStorage', 'navigator', 'fetch', 'setTimeout', 'setInterval'],
    nodeBuiltins: false,
  },
  adapters: {
    allowed: ['@more/core', 'ky', 'zod', 'dayjs'],
    testsMayImport: [...testTools, 'msw', '@more/mock-server', 'rxjs'],
    nodeBuiltins: false,
  },
  web: {
    // xss (js-xss): the kept HTML sanitiser of issue 10 ("a kept library"), for the descriptions the server marks up.
    allowed: ['@more/core', 'react', 'react-dom', 'wouter', 'swiper', 'dayjs', 'xss', '@more/adapters'],
    // "adapters (only in the composition root)".
    onlyIn: {
      // The composition root is a folder: the container, the browser's and the server's surroundings,
      // and one small module per feature that the container loads lazily (web/src/app/adapters).
      '@more/adapters': /^web\/src\/app\/(composition-root|adapters)\//,
    },
    testsMayImport: [...testTools, '@testing-library/react', 'happy-dom', 'rxjs'],
    nodeBuiltins: false,
  },
  // The production server of `npm start`: Node, the storefront's build, and the mock API it mounts.
  'web/server': {
    allowed: ['@more/mock-server', 'react-dom'],
    testsMayImport: testTools,
    nodeBuiltins: true,
    root: 'web/',
  },
  'mock-server': {
    // "msw, @mswjs/data, zod, the wire schemas": the adapters' wire schemas, nothing else of theirs.
    allowed: ['msw', '@msw/data', 'zod', '@more/adapters/wire'],
    testsMayImport: [...testTools, '@more/adapters', '@more/core'],
    nodeBuiltins: true,
  },
  contracts: {
    allowed: ['@more/adapters', '@more/core', '@more/mock-server', '@pact-foundation/pact'],
    // The conformance test validates whole answers with the adapters' zod schemas.
    testsMayImport: [...testTools, 'zod'],
    nodeBuiltins: true,
  },
};

/** Core's fakes and builders: for tests anywhere, never for production code. */
export const testOnlyModules = ['@more/core/testing'];

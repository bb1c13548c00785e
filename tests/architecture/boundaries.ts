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
  /** No decorators: core and the adapters know nothing of a container (design.md, "The shape"). */
  readonly noDecorators?: boolean;
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
    noDecorators: true,
    nodeBuiltins: false,
  },
  adapters: {
    allowed: ['@more/core', 'ky', 'zod', 'dayjs'],
    testsMayImport: [...testTools, 'msw', '@more/mock-server', 'rxjs'],
    noDecorators: true,
    nodeBuiltins: false,
  },
  web: {
    // xss (js-xss): the kept HTML sanitiser of issue 10 ("a kept library"), for the descriptions the server marks up.
    allowed: ['@more/core', 'react', 'react-dom', 'wouter', 'swiper', 'dayjs', 'xss', '@more/adapters', 'inversify', 'reflect-metadata'],
    onlyIn: {
      // "adapters (only in the composition root)": the container, the browser's and the server's
      // surroundings, the feature modules and the port bindings (composition-root/ports) it loads lazily.
      '@more/adapters': /^web\/src\/app\/composition-root\//,
      // "the composition root (the one inversify container)": views see a lookup (shared/services.tsx), never the container.
      inversify: /^web\/src\/app\/composition-root\//,
      // Its decorators' metadata, imported once at each entry (the browser's and the server's).
      'reflect-metadata': /^web\/src\/(main|entry-server)\.tsx$/,
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

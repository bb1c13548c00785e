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
  /** Zones inside the package: what a file's relative import may reach, by where each stands (null: allowed). */
  readonly zones?: (from: string, to: string) => string | null;
}

/**
 * web/src's zones (design.md, "The storefront"): `shared/` is the UI kit and
 * imports no feature and no app; a feature imports shared, its own files and
 * another feature's one public file (`public.ts`), never the app; `app/`
 * wires and routes, and the entries (main, entry-server) start it all.
 */
export const webZones = (from: string, to: string): string | null => {
  const feature = (path: string) => /^web\/src\/features\/([^/]+)\//.exec(path)?.[1] ?? null;
  const inApp = (path: string) => path.startsWith('web/src/app/');
  if (from.startsWith('web/src/shared/')) {
    if (feature(to)) return `the UI kit (shared/) imports the feature ${feature(to)!}`;
    if (inApp(to)) return 'the UI kit (shared/) imports the app';
    return null;
  }
  const own = feature(from);
  if (own) {
    if (inApp(to)) return `the feature ${own} imports the app (${to.slice('web/src/'.length)}): what features share lives in shared/`;
    const other = feature(to);
    if (other && other !== own && !/^web\/src\/features\/[^/]+\/public(\.ts)?$/.test(to)) {
      return `the feature ${own} reaches into ${other} (${to.slice('web/src/'.length)}); a feature others use offers one public file (features/${other}/public.ts)`;
    }
  }
  return null;
};

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
    // qrcode-generator: the kept QR encoder that draws an e-wallet's QRIS payment code in the page (issue 35); jsqr
    // decodes it back in its test, the proof that the code a shopper scans is the charge's.
    allowed: ['@more/core', 'react', 'react-dom', 'wouter', 'swiper', 'dayjs', 'xss', 'qrcode-generator', '@more/adapters', 'inversify', 'reflect-metadata'],
    onlyIn: {
      // "adapters (only in the composition root)": the container, the browser's and the server's
      // surroundings and the feature modules, which bind each HTTP port to its adapter's lazily imported class.
      '@more/adapters': /^web\/src\/app\/composition-root\//,
      // "the composition root (the one inversify container)": views see a lookup (shared/services.tsx), never the container.
      inversify: /^web\/src\/app\/composition-root\//,
      // Its decorators' metadata, imported once at each entry (the browser's and the server's).
      'reflect-metadata': /^web\/src\/(main|entry-server)\.tsx$/,
    },
    testsMayImport: [...testTools, '@testing-library/react', 'happy-dom', 'rxjs', 'jsqr'],
    nodeBuiltins: false,
    zones: webZones,
  },
  // The storefront's production server (`npm run serve`): Node and the storefront's build, never the mock
  // (issue 37: what starts the store with the mock plugs it in, scripts/store-with-mock.ts); the shipment
  // service's only caller (shipment-desk.ts: core decides what a shopper may see, the adapters call). Its files go
  // out through send, in the encoding negotiator picks (assets.ts, encoding.ts); its configuration is checked by
  // zod, its log is pino's, and the shipment lookups' limit is rate-limiter-flexible's.
  'web/server': {
    allowed: ['react-dom', '@more/core', '@more/adapters', 'send', 'negotiator', 'zod', 'pino', 'rate-limiter-flexible'],
    testsMayImport: testTools,
    nodeBuiltins: true,
    root: 'web/',
  },
  // The deployment (issue 37, point 7): nginx's configuration and what starts nginx and the storefront's instances.
  // Node alone: an instance is the production artefact started as a process, so deploy/ imports neither the
  // storefront's code nor the mock (scripts/store-cluster.ts composes the mock with it).
  deploy: {
    allowed: [],
    testsMayImport: testTools,
    nodeBuiltins: true,
  },
  'mock-server': {
    // "msw, @mswjs/data, zod, the wire schemas": the adapters' wire schemas, nothing else of theirs; and the checks
    // both servers make of a request (a readable Host and path, loopback), which the storefront's server makes too.
    allowed: ['msw', '@msw/data', 'zod', '@more/adapters/wire', '@more/adapters/request-checks'],
    testsMayImport: [...testTools, '@more/adapters', '@more/core'],
    nodeBuiltins: true,
  },
  contracts: {
    allowed: ['@more/adapters', '@more/core', '@more/mock-server', '@pact-foundation/pact', 'zod', 'ajv', 'ajv-formats', 'typescript'],
    // The OpenAPI documents: made from the zod schemas, read with ajv, named after the adapters' source (TypeScript's parser).
    onlyIn: { ajv: /^contracts\/src\/openapi\//, 'ajv-formats': /^contracts\/src\/openapi\//, typescript: /^contracts\/src\/openapi\// },
    // The conformance test validates whole answers with the adapters' zod schemas; the documents are validated by swagger-parser.
    testsMayImport: [...testTools, 'zod', '@apidevtools/swagger-parser'],
    nodeBuiltins: true,
  },
};

/** Core's fakes and builders: for tests anywhere, never for production code. */
export const testOnlyModules = ['@more/core/testing'];

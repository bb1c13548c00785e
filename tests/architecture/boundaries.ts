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
 * A feature's wiring: its inversify modules, `web/src/features/<feature>/<name>.module.ts` (issue 38: "each feature
 * folder holds ... its inversify module"). The only files of the storefront besides the composition root that bind
 * core's use cases to their ports, so the only ones besides it that may import inversify and the adapters.
 */
export const featureModuleFile = /^web\/src\/features\/[^/]+\/[^/]+\.module\.ts$/;

/** The composition root and the feature modules (featureModuleFile): where the container, its bindings and the adapters are. */
const wiring = /^web\/src\/(app\/composition-root\/|features\/[^/]+\/[^/]+\.module\.ts$)/;

/** The table of every feature module (app/composition-root/feature-modules.ts): the one file that imports a module. */
export const featureModuleTable = 'web/src/app/composition-root/feature-modules.ts';

/**
 * The composition root's binding kit: what a feature's module may import of the app. How to bind (binding.ts, with
 * its lazily imported HTTP adapters), the container's surroundings and what several modules share (the logout's
 * clearing, a port loaded on first use, the modules loaded on demand and the checkout they start, the home's popup
 * store, the orders' ids, the reviews sent and the last-seen products' kept cards, which two features' modules bind). Nothing else of the app: a module is
 * wiring, not a route, a page or the container.
 */
export const bindingKit = ['binding', 'surroundings', 'cleared-at-logout', 'lazy-port', 'feature-bindings', 'loaded-checkout', 'popup-dismissals', 'random-id', 'sent-reviews', 'seen-product-cards'].map(
  (file) => `web/src/app/composition-root/${file}`,
);

/**
 * web/src's zones (design.md, "The storefront"): `shared/` is the UI kit and
 * imports no feature and no app; a feature imports shared, its own files and
 * another feature's one public file (`public.ts`), never the app, except its
 * modules, which import the composition root's binding kit; `app/` wires and
 * routes, and the entries (main, entry-server) start it all. A module is loaded
 * by its name through the table alone (each is a chunk of its own, which the
 * route rows name): no other file imports one, so no page, test or module pulls
 * another's bindings into its own chunk.
 */
export const webZones = (from: string, to: string): string | null => {
  const feature = (path: string) => /^web\/src\/features\/([^/]+)\//.exec(path)?.[1] ?? null;
  const inApp = (path: string) => path.startsWith('web/src/app/');
  const target = to.replace(/\.tsx?$/, '');
  if (featureModuleFile.test(`${target}.ts`) && from !== featureModuleTable) {
    return `${from.slice('web/src/'.length)} imports the feature module ${target.slice('web/src/'.length)}: only the table of modules does (app/composition-root/feature-modules.ts), by name`;
  }
  if (from.startsWith('web/src/shared/')) {
    if (feature(to)) return `the UI kit (shared/) imports the feature ${feature(to)!}`;
    if (inApp(to)) return 'the UI kit (shared/) imports the app';
    return null;
  }
  const own = feature(from);
  if (own) {
    if (inApp(to) && !(featureModuleFile.test(from) && bindingKit.includes(target))) {
      return featureModuleFile.test(from)
        ? `the feature ${own}'s module imports the app beyond the composition root's binding kit (${to.slice('web/src/'.length)})`
        : `the feature ${own} imports the app (${to.slice('web/src/'.length)}): what features share lives in shared/`;
    }
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
      // "adapters (only in the composition root)": the container, the browser's and the server's surroundings, and
      // the feature modules, each in its feature's folder (features/<feature>/*.module.ts, its wiring: the
      // composition root's part that the feature holds), which bind each HTTP port to its adapter's lazily imported class.
      '@more/adapters': wiring,
      // "the composition root (the one inversify container)", with the feature modules it loads: views see a lookup
      // (shared/services.tsx), never the container, and a feature's pages and parts import neither.
      inversify: wiring,
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
  // zod, its log is pino's, and the shipment lookups' limit is rate-limiter-flexible's. Its image endpoint (issue 41,
  // images/) resizes with sharp, keeps its results in lru-cache and judges a source's addresses with ipaddr.js.
  'web/server': {
    allowed: ['react-dom', '@more/core', '@more/adapters', 'send', 'negotiator', 'zod', 'pino', 'rate-limiter-flexible', 'sharp', 'lru-cache', 'ipaddr.js'],
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
    // sharp (issue 41): the media host's photos, made in Node only (src/node/, its scripts); the shared code runs in the
    // shopper's browser too (the static demo), where it cannot, and serves the drawings there. lru-cache bounds the
    // photos kept in memory there, as it bounds the storefront's resized ones.
    allowed: ['msw', '@msw/data', 'zod', '@more/adapters/wire', '@more/adapters/request-checks', 'sharp', 'lru-cache'],
    onlyIn: { sharp: /^mock-server\/(src\/node|scripts)\//, 'lru-cache': /^mock-server\/src\/node\// },
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

import { readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import react from '@vitejs/plugin-react';
import { defaultClientConditions, defineConfig, minifySync, type Plugin } from 'vite';
import { DEFAULT_STORE_WHATSAPP_NUMBER } from './src/shared/store-contact-number.ts';

/**
 * The configuration built into the bundle: what a page without a server (the
 * static demo, `npm run dev`) runs with, against the mock API on its own
 * origin (`/api/`, where the demo's service worker and dev's proxy answer),
 * whose provider dialog stands in for Google and Facebook. The production
 * server writes its own into every page at request time, so one build runs
 * against any API. The shipment service is not in it: only the storefront's
 * server calls it.
 */
const builtInConfig = {
  storeApiUrl: process.env.STORE_API_URL || '/api/',
  simulatedSignIn: !process.env.STORE_API_URL,
  whatsappNumber: process.env.STORE_WHATSAPP_NUMBER || DEFAULT_STORE_WHATSAPP_NUMBER,
};

/** Brotli and gzip copies of every hashed asset, made once at build time instead of on every request. */
const precompress = (): Plugin => ({
  name: 'more-precompress',
  apply: 'build',
  writeBundle(options) {
    if (!options.dir) return;
    const assets = `${options.dir}/assets`;
    let files: string[];
    try {
      files = readdirSync(assets);
    } catch {
      return;
    }
    for (const file of files) {
      if (!/\.(js|css|svg|json)$/.test(file)) continue;
      const body = readFileSync(`${assets}/${file}`);
      if (body.length < 1024) continue;
      writeFileSync(`${assets}/${file}.br`, brotliCompressSync(body, { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } }));
      writeFileSync(`${assets}/${file}.gz`, gzipSync(body, { level: 9 }));
    }
  },
});

/**
 * The starter (web/boot.js), which the server writes into every page
 * (web/server/page-template.ts): minified as the bundle is, beside the client
 * build's index.html. Not a module of the bundle: it runs before any of them,
 * and only asks for the entry once the page has painted.
 */
const bootScript = (): Plugin => ({
  name: 'more-boot-script',
  apply: 'build',
  applyToEnvironment: (environment) => environment.name === 'client',
  generateBundle() {
    const source = readFileSync(fileURLToPath(new URL('boot.js', import.meta.url)), 'utf8');
    const { code, errors } = minifySync('boot.js', source);
    if (errors.length > 0) throw new Error(`web/boot.js: ${errors.map((error) => error.message).join('; ')}`);
    this.emitFile({ type: 'asset', fileName: 'boot.js', source: code });
  },
});

/**
 * The libraries every page runs (React, the router, rxjs, zod/mini, the
 * inversify container with reflect-metadata) in one
 * chunk. Left to itself the bundler cuts what the entry shares with lazy pages
 * into a dozen small chunks, each compressed on its own: more requests and
 * more bytes for the same code, on every page. ky stays with the adapters.
 */
const everyPageLibraries = /[\\/]node_modules[\\/](react|react-dom|scheduler|wouter|regexparam|use-sync-external-store|rxjs|tslib|zod|inversify|@inversifyjs[\\/][^\\/]+|reflect-metadata)[\\/]/;

/** <Loadable> and the notice it shows a failure with: one chunk, since nearly every page that shows one shows the other. */
const loadableParts = /[\\/]web[\\/]src[\\/]shared[\\/](Loadable|FailureNotice)\.(tsx|module\.css)/;

/**
 * What every page fetches right after the entry, in one chunk: the store API
 * client (ky, the envelope), the ports the frame calls on every page (the
 * category menus and the meta pages' settings) with their wire schemas, and the
 * cart kept across tabs. Left apart they were ten chunks of 0.1 to 6 kB, each
 * with its own imports and compression, on every route.
 */
const everyPageApi =
  /[\\/](node_modules[\\/]ky[\\/]|adapters[\\/]src[\\/]http[\\/](envelope|call-name|search-params|json-client|store-api|wire-fields)\.ts|adapters[\\/]src[\\/]http[\\/]catalogue[\\/]|adapters[\\/]src[\\/]http[\\/]promotions[\\/](home\.wire|promotions\.mapper|http-home-content)\.ts|web[\\/]src[\\/]app[\\/]composition-root[\\/]browser-cart\.ts)/;

/**
 * What a customer's frame calls on every page once logged in (the server cart,
 * the wishlist, the bell and the chat's unread count): one chunk instead of
 * five, which a guest never fetches.
 */
const customerFrameApi = /[\\/]adapters[\\/]src[\\/]http[\\/](cart|wishlist|notifications|chat)[\\/]/;

/**
 * The store's dates (issue 40): dayjs, its `id` locale and utc plugin, and web's formatter (web/src/shared/dates), one
 * chunk shared by every route that shows a date, and held to a budget of its own (tests/e2e/harness/bundle.ts).
 */
const storeDates = /[\\/](node_modules[\\/]dayjs|web[\\/]src[\\/]shared[\\/]dates)[\\/]/;

interface ModuleGraph {
  getModuleInfo(id: string): { readonly isEntry: boolean; readonly importers: readonly string[] } | null;
}

/**
 * The rest of what the entry imports statically (core's use cases, the
 * frame's components) in one "shell" chunk too, for the same reason. The
 * entry's own module (main.tsx, imported by index.html) stays the entry.
 */
const coreIndex = /[\\/]core[\\/]src[\\/]([^\\/]+[\\/])?index\.ts$/;

const shellChunk = () => {
  const known = new Map<string, boolean>();
  const isEntry = (id: string, graph: ModuleGraph) => graph.getModuleInfo(id)?.isEntry === true;
  const fromEntry = (id: string, graph: ModuleGraph, path: Set<string>): boolean => {
    const cached = known.get(id);
    if (cached !== undefined) return cached;
    if (path.has(id)) return false;
    const info = graph.getModuleInfo(id);
    if (!info) return false;
    path.add(id);
    // core's index files only re-export: reaching one says nothing about what the entry uses from it.
    const reached = info.isEntry || info.importers.some((importer) => !coreIndex.test(importer) && fromEntry(importer, graph, path));
    path.delete(id);
    known.set(id, reached);
    return reached;
  };
  return (id: string, graph: ModuleGraph) => {
    const info = graph.getModuleInfo(id);
    if (!info || info.isEntry || info.importers.some((importer) => isEntry(importer, graph))) return null;
    return fromEntry(id, graph, new Set()) ? 'shell' : null;
  };
};

export default defineConfig(({ command, isSsrBuild }) => ({
  root: fileURLToPath(new URL('.', import.meta.url)),
  plugins: [react(), ...(isSsrBuild ? [] : [precompress(), bootScript()])],
  define: { __STORE_CONFIG__: JSON.stringify(builtInConfig) },
  // Class names of the build are short hashes (the readable ones stay in development and tests): every page's HTML,
  // stylesheets and the class maps the chunks carry name them, and the server and the browser build name them alike.
  css: { modules: command === 'build' ? { generateScopedName: '_[hash:base64:5]' } : {} },
  // rxjs's ES2015 build (its `es2015` export): native classes instead of the ES5 build's tslib helpers, 1.6 kB less gzip in the entry.
  resolve: { conditions: ['es2015', ...defaultClientConditions] },
  ssr: {
    // The workspace packages are TypeScript sources: the server bundle compiles them in. js-xss too: it is CommonJS
    // and fills most of its exports in a loop, which Node's ESM loader cannot see, so a named import of one
    // (escapeAttrValue) failed when `node` loaded the article sanitiser's chunk and every article went out with
    // its loading placeholder. Bundled, its exports are read as the browser's build reads them. Only in the
    // server's build: vitest's web project (which extends this file) reads js-xss through its own CommonJS interop,
    // and inlined there its FilterXSS is no constructor.
    noExternal: ['@more/core', '@more/adapters', ...(isSsrBuild ? ['xss'] : [])],
  },
  build: isSsrBuild
    ? {
        outDir: 'dist/server',
        emptyOutDir: true,
        sourcemap: true,
        ssr: true,
        target: 'node20',
        // The public files are the client build's to serve; the server's folder holds code only.
        copyPublicDir: false,
        // The renderer, and the production server that loads it (`npm run serve`: node web/dist/server/serve.js).
        rolldownOptions: { input: { 'entry-server': 'src/entry-server.tsx', serve: 'server/serve.ts' } },
      }
    : {
        outDir: 'dist/client',
        emptyOutDir: true,
        // Maps for the bundle budget's reading of what each chunk holds, without the comment that points a browser at them (the server never serves them).
        sourcemap: 'hidden',
        // The server reads it for modulepreload links; the bundle budget test for every route's JavaScript.
        manifest: true,
        // No modulepreload polyfill: every browser of the store's es2022 target but Safari before 17 preloads
        // the server's <link rel=modulepreload> itself, and there the page's chunks still load, a moment later.
        // Every shopper's entry is 0.3 kB lighter for it.
        modulePreload: { polyfill: false },
        // Every browser the store supports runs ES2022 as it is (no helpers for classes' fields or private members).
        target: 'es2022',
        rolldownOptions: {
          optimization: { inlineConst: { mode: 'all', pass: 2 } },
          output: {
            // A chunk's (and a stylesheet's) file is its hash alone: every dynamic import carries the
            // names of the files it preloads (Vite's dependency list), and descriptive names cost the
            // entry 1.2 kB of gzip. The manifest maps sources to files; the bundle budget names chunks
            // by their modules.
            chunkFileNames: 'assets/[hash].js',
            assetFileNames: 'assets/[hash][extname]',
            codeSplitting: { groups: [{ name: 'libraries', test: everyPageLibraries, priority: 2 }, { name: shellChunk(), debugName: 'shell', priority: 1 }, { name: 'loadable', test: loadableParts, priority: 0 }, { name: 'every-page-api', test: everyPageApi, priority: 0 }, { name: 'customer-frame-api', test: customerFrameApi, priority: 0 }, { name: 'store-dates', test: storeDates, priority: 0 }] },
          },
        },
      },
}));

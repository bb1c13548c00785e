/**
 * `npm run bench:lighthouse`: Lighthouse (mobile and desktop presets, Debian's
 * Chromium) on the store's key routes against `npm start`. Prints the four
 * category scores with FCP, LCP, TBT, CLS and the JavaScript downloaded, and writes each JSON report to
 * `.artifacts/lighthouse/<preset>-<route>.json`.
 *
 *   --url http://127.0.0.1:5173   measure a store that is already running
 *                                 (otherwise this starts `npm start` on a free port)
 *   --routes /,/login             the routes (default: the key routes below)
 *   --preset mobile|desktop       one preset only (default: both)
 *   --static-copy /,/login        also measure the server's HTML for these routes
 *                                 with every script removed, served as a static
 *                                 page (default: the home, list, product and bundle
 *                                 pages measured; `none` for none)
 *
 * Pages run one after another (the machines have 2 cores). The exit code is
 * non-zero only when Lighthouse or the store failed to run, never for a score.
 */
import { type ChildProcess, spawn } from 'node:child_process';
import { mkdirSync, writeFileSync } from 'node:fs';
import { createServer as createHttpServer, request, type Server } from 'node:http';
import { createServer as createNetServer } from 'node:net';
import { join, relative } from 'node:path';
import { parseArgs } from 'node:util';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse, { type Config, type Flags, type Result } from 'lighthouse';
import desktopConfig from 'lighthouse/core/config/desktop-config.js';
import { root } from './paths';

// A list, a product and a bundle from the mock's seed (the same samples as the route gates).
const KEY_ROUTES = [
  '/',
  '/products/type=terbaru',
  '/product/ranjang-klasik-sagara-laci-sorong',
  '/bundle/paket-kamar-tidur-cendana',
  '/login',
  '/register',
  '/forgotPassword',
  '/profile',
  '/404',
];
/** The shop's own pages (home, lists, products, bundles): their static copies are measured by default, to set each LCP beside its server HTML's. */
const CATALOGUE_PAGE = /^\/($|products|product\/|bundle\/)/;
const PRESETS = ['mobile', 'desktop'] as const;
type Preset = (typeof PRESETS)[number];
const CATEGORIES = ['performance', 'accessibility', 'best-practices', 'seo'] as const;
const CHROME_FLAGS = [
  '--headless=new',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
];
const reportDir = join(root, '.artifacts', 'lighthouse');

const usage = (message: string): never => {
  console.error(`${message}\nUsage: npm run bench:lighthouse -- [--url http://…] [--routes /,/login] [--preset mobile|desktop] [--static-copy /|none]`);
  process.exit(2);
};

const { values: options } = (() => {
  try {
    return parseArgs({
      options: {
        url: { type: 'string' },
        routes: { type: 'string' },
        preset: { type: 'string' },
        'static-copy': { type: 'string' },
      },
      strict: true,
      allowPositionals: false,
    });
  } catch (error) {
    return usage((error as Error).message);
  }
})();

const routeList = (text: string) =>
  text
    .split(',')
    .map((route) => route.trim())
    .filter(Boolean)
    .map((route) => (route.startsWith('/') ? route : `/${route}`));

const routes = options.routes === undefined ? KEY_ROUTES : routeList(options.routes);
if (routes.length === 0) usage('--routes names no route.');
if (options.preset !== undefined && !PRESETS.includes(options.preset as Preset)) usage(`--preset must be mobile or desktop, not "${options.preset}".`);
const presets: readonly Preset[] = options.preset === undefined ? PRESETS : [options.preset as Preset];
const staticCopies =
  options['static-copy'] === undefined
    ? routes.filter((route) => CATALOGUE_PAGE.test(route))
    : ['none', 'off', ''].includes(options['static-copy'])
      ? []
      : routeList(options['static-copy']);
if (options.url !== undefined && !/^https?:\/\//.test(options.url)) usage(`--url must be an http(s) URL, not "${options.url}".`);

const freePort = () =>
  new Promise<number>((resolve, reject) => {
    const probe = createNetServer().listen(0, '127.0.0.1', () => {
      const { port } = probe.address() as { port: number };
      probe.close(() => resolve(port));
    });
    probe.once('error', reject);
  });

/** `npm start` on a free port; resolves once it prints its readiness line. */
const startStore = async () => {
  const port = await freePort();
  console.error(`Starting the store (npm start, PORT=${port}); it builds the storefront first…`);
  const child = spawn(process.execPath, ['node_modules/tsx/dist/cli.mjs', 'scripts/start.ts'], {
    cwd: root,
    env: { ...process.env, PORT: String(port), HOST: '127.0.0.1' },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  child.stderr.on('data', (chunk: Buffer) => (output += chunk.toString()));
  await new Promise<void>((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`npm start did not get ready within 5 minutes:\n${output}`)), 5 * 60_000);
    child.stdout.on('data', (chunk: Buffer) => {
      output += chunk.toString();
      if (output.includes('Press Ctrl-C to stop.')) {
        clearTimeout(timer);
        resolve();
      }
    });
    child.once('exit', (code) => {
      clearTimeout(timer);
      reject(new Error(`npm start exited (code ${code}) before it was ready:\n${output}`));
    });
  });
  return { url: `http://127.0.0.1:${port}`, child };
};

const stopStore = async (child: ChildProcess) => {
  if (child.exitCode !== null || child.signalCode !== null) return;
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  child.kill('SIGINT');
  const timer = setTimeout(() => child.kill('SIGKILL'), 10_000);
  await exited;
  clearTimeout(timer);
};

/** The server's HTML without `<script>` elements and module preloads: what the page is before any JavaScript runs. */
const withoutScripts = (html: string) =>
  html
    .replace(/<script\b[^>]*>[\s\S]*?<\/script\s*>/gi, '')
    .replace(/<script\b[^>]*\/>/gi, '')
    .replace(/<link\b[^>]*\brel\s*=\s*["']?modulepreload\b[^>]*>/gi, '');

/** Serves `html` at `path` and proxies every other request (assets, /media/, /api/) to the store. */
const startStaticCopy = async (storeUrl: string, path: string) => {
  const response = await fetch(new URL(path, storeUrl));
  if (!response.ok) throw new Error(`GET ${path} answered ${response.status}, no HTML to copy`);
  const html = withoutScripts(await response.text());
  const store = new URL(storeUrl);
  const server = createHttpServer((incoming, outgoing) => {
    const requested = new URL(incoming.url ?? '/', 'http://copy');
    if (incoming.method === 'GET' && requested.pathname === path) {
      outgoing.writeHead(200, { 'content-type': 'text/html; charset=utf-8', 'cache-control': 'no-cache' });
      outgoing.end(html);
      return;
    }
    const upstream = request(
      {
        protocol: store.protocol,
        hostname: store.hostname,
        port: store.port,
        method: incoming.method,
        path: incoming.url,
        headers: { ...incoming.headers, host: store.host },
      },
      (answer) => {
        outgoing.writeHead(answer.statusCode ?? 502, answer.headers);
        answer.pipe(outgoing);
      },
    );
    upstream.once('error', (error) => {
      if (!outgoing.headersSent) outgoing.writeHead(502, { 'content-type': 'text/plain' });
      outgoing.end(`proxy error: ${error.message}`);
    });
    incoming.pipe(upstream);
  });
  const port = await freePort();
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, '127.0.0.1', resolve);
  });
  return { url: `http://127.0.0.1:${port}${path}`, server };
};

const closeServer = (server: Server) =>
  new Promise<void>((resolve) => {
    server.close(() => resolve());
    server.closeAllConnections();
  });

interface Row {
  readonly route: string;
  readonly preset: Preset;
  readonly scores: readonly (number | null)[];
  readonly fcp?: number | undefined;
  readonly lcp?: number | undefined;
  readonly tbt?: number | undefined;
  readonly cls?: number | undefined;
  /** Script bytes transferred (compressed). */
  readonly js?: number | undefined;
  readonly report?: string;
  readonly notes?: readonly string[];
  readonly problem?: string;
  /** Lighthouse could not run, as opposed to a page it measured that painted nothing or answered an error. */
  readonly failed?: boolean;
}

/** Runtime errors that describe the page (nothing painted, an error status), not a failure of Lighthouse. */
const PAGE_ERRORS = new Set(['NO_FCP', 'NO_LCP', 'ERRORED_DOCUMENT_REQUEST', 'NOT_HTML']);

const slug = (route: string) => route.replace(/^\/+|\/+$/g, '').replace(/[^A-Za-z0-9]+/g, '-') || 'home';

/** The JavaScript the page downloaded (transfer size, so compressed), from Lighthouse's resource summary. */
const scriptBytes = (result: Result) => {
  const items = (result.audits['resource-summary']?.details as { items?: { resourceType: string; transferSize: number }[] } | undefined)?.items;
  return items?.find((item) => item.resourceType === 'script')?.transferSize;
};

const numeric = (result: Result, audit: string) => {
  const value = result.audits[audit]?.numericValue;
  return typeof value === 'number' ? value : undefined;
};

/** Lighthouse's own wording for a status it measured anyway, shortened. */
const note = (warning: string) => {
  const status = /\(Status code: (\d+)\)/.exec(warning)?.[1];
  return status ? `the page answered HTTP ${status}` : warning;
};

const measureOnce = async (chromePort: number, url: string, preset: Preset, route: string, file: string): Promise<Row> => {
  // ignoreStatusCode: /404 is meant to answer 404, and an error page is still a page to measure (its status is noted below the table).
  const flags: Flags = { port: chromePort, output: 'json', logLevel: 'error', onlyCategories: [...CATEGORIES], ignoreStatusCode: true };
  const config: Config | undefined = preset === 'desktop' ? desktopConfig : undefined;
  const started = Date.now();
  try {
    const result = await lighthouse(url, flags, config);
    if (!result) throw new Error('Lighthouse returned no result');
    const report = join(reportDir, file);
    writeFileSync(report, typeof result.report === 'string' ? result.report : JSON.stringify(result.lhr, null, 2));
    const lhr = result.lhr;
    const error = lhr.runtimeError;
    console.error(`  ${error ? error.code : 'done'} in ${((Date.now() - started) / 1000).toFixed(1)} s`);
    return {
      route,
      preset,
      scores: CATEGORIES.map((category) => {
        const score = lhr.categories[category]?.score;
        return typeof score === 'number' ? Math.round(score * 100) : null;
      }),
      fcp: numeric(lhr, 'first-contentful-paint'),
      lcp: numeric(lhr, 'largest-contentful-paint'),
      tbt: numeric(lhr, 'total-blocking-time'),
      cls: numeric(lhr, 'cumulative-layout-shift'),
      js: scriptBytes(lhr),
      report,
      // The runtime error is repeated among the warnings: keep it once.
      notes: [...new Set(lhr.runWarnings.map(String).filter((warning) => warning !== error?.message).map(note))],
      ...(error ? { problem: `${error.code}: ${error.message}`, failed: !PAGE_ERRORS.has(error.code) } : {}),
    };
  } catch (error) {
    console.error(`  failed: ${(error as Error).stack ?? String(error)}`);
    return { route, preset, scores: CATEGORIES.map(() => null), problem: (error as Error).message, failed: true };
  }
};

/** One Lighthouse run; a run that failed on Lighthouse's side (e.g. NO_NAVSTART, "please run Lighthouse again") is tried once more. */
const runLighthouse = async (chromePort: number, url: string, preset: Preset, route: string, file: string): Promise<Row> => {
  console.error(`Lighthouse ${preset} ${route} (${url})…`);
  const first = await measureOnce(chromePort, url, preset, route, file);
  if (!first.failed) return first;
  console.error('  trying once more…');
  return measureOnce(chromePort, url, preset, route, file);
};

const cell = (value: number | null | undefined, format: (value: number) => string) => (value === null || value === undefined ? '–' : format(value));
const ms = (value: number) => `${Math.round(value)} ms`;

const table = (rows: readonly Row[]) =>
  [
    '| route | preset | Perf | A11y | BP | SEO | FCP | LCP | TBT | CLS | JS |',
    '|---|---|---:|---:|---:|---:|---:|---:|---:|---:|---:|',
    ...rows.map(
      (row) =>
        `| ${row.route} | ${row.preset} | ${row.scores.map((score) => cell(score, String)).join(' | ')} | ${cell(row.fcp, ms)} | ${cell(row.lcp, ms)} | ${cell(row.tbt, ms)} | ${cell(row.cls, (value) => value.toFixed(3))} | ${cell(row.js, (value) => `${(value / 1024).toFixed(1)} kB`)} |`,
    ),
  ].join('\n');

let store: ChildProcess | undefined;
let chrome: chromeLauncher.LaunchedChrome | undefined;
const staticServers = new Set<Server>();

const cleanUp = async () => {
  for (const server of staticServers) await closeServer(server);
  staticServers.clear();
  chrome?.kill();
  chrome = undefined;
  if (store) await stopStore(store);
  store = undefined;
};

process.once('SIGINT', () => {
  void cleanUp().finally(() => process.exit(130));
});

const rows: Row[] = [];
let failed = false;
try {
  let storeUrl: string;
  if (options.url !== undefined) {
    storeUrl = options.url.replace(/\/+$/, '');
  } else {
    const started = await startStore();
    store = started.child;
    storeUrl = started.url;
  }
  mkdirSync(reportDir, { recursive: true });
  chrome = await chromeLauncher.launch({ chromePath: process.env.CHROME_PATH || '/usr/bin/chromium', chromeFlags: CHROME_FLAGS, logLevel: 'error' });

  for (const preset of presets) {
    for (const route of routes) {
      rows.push(await runLighthouse(chrome.port, `${storeUrl}${route}`, preset, route, `${preset}-${slug(route)}.json`));
    }
    for (const route of staticCopies) {
      const label = `${route} (static HTML, no JS)`;
      let copy: Awaited<ReturnType<typeof startStaticCopy>> | undefined;
      try {
        copy = await startStaticCopy(storeUrl, route);
        staticServers.add(copy.server);
        rows.push(await runLighthouse(chrome.port, copy.url, preset, label, `${preset}-${slug(route)}-static.json`));
      } catch (error) {
        console.error(`Static copy of ${route} failed: ${(error as Error).message}`);
        rows.push({ route: label, preset, scores: CATEGORIES.map(() => null), problem: (error as Error).message, failed: true });
      } finally {
        if (copy) {
          staticServers.delete(copy.server);
          await closeServer(copy.server);
        }
      }
    }
  }
} catch (error) {
  console.error((error as Error).message);
  failed = true;
} finally {
  await cleanUp();
}

if (rows.length > 0) {
  console.log(`\n${table(rows)}\n`);
  for (const row of rows) {
    for (const note of [...(row.problem ? [row.problem] : []), ...(row.notes ?? [])]) console.log(`${row.preset} ${row.route}: ${note}`);
  }
  console.log(`Lighthouse reports (JSON): ${relative(process.cwd(), reportDir) || '.'}/`);
  if (rows.some((row) => row.failed)) failed = true;
}
process.exit(failed ? 1 : 0);

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
 *   --as-customer                 measure as the logged-in demo customer (the cart,
 *                                 checkout and profile pages): logged in through /login
 *                                 first (the token in storage, the session cookie beside
 *                                 it), and Lighthouse keeps both.
 *                                 /checkout/payment and /checkout/review are reached
 *                                 the way a shopper reaches them (a courier chosen, then
 *                                 a payment method, in one tab), then that tab is
 *                                 reloaded cold and measured: the steps' choices live in
 *                                 the tab's storage, so a fresh tab would fall back to
 *                                 the first step
 *   --static-copy /,/login        also measure the server's HTML for these routes
 *                                 with every script removed, served as a static
 *                                 page compressed as the store sends it (default:
 *                                 the home, list, product and bundle pages measured;
 *                                 `none` for none). Each page's LCP is then given
 *                                 as a ratio to its copy's (the cost of the scripts)
 *   --runs 3                      runs per page (default 3): every column is the
 *                                 median of the runs, and the performance score of
 *                                 each run is listed beside it
 *   --compare-url http://…        another build of the store already running (an earlier
 *                                 main, say): each page is measured there too, right
 *                                 after this one's, in the same Chromium, and the table
 *                                 sets the two side by side (script evaluation and TBT
 *                                 as this build's share of the other's)
 *
 * Pages run one after another (the machines have 2 cores). The exit code is
 * non-zero only when Lighthouse or the store failed to run, never for a score.
 */
import type { ChildProcess } from 'node:child_process';
import { mkdirSync, writeFileSync } from 'node:fs';
import { createServer as createHttpServer, request, type Server } from 'node:http';
import { brotliCompressSync, gzipSync } from 'node:zlib';
import { join, relative } from 'node:path';
import { parseArgs } from 'node:util';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse, { type Config, type Flags, type Result } from 'lighthouse';
import type { Browser as PuppeteerBrowser, Page as PuppeteerPage } from 'puppeteer-core';
import desktopConfig from 'lighthouse/core/config/desktop-config.js';
import { freePort, startStore, stopStore } from './bench-store';
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
  console.error(`${message}\nUsage: npm run bench:lighthouse -- [--url http://…] [--routes /,/login] [--preset mobile|desktop] [--as-customer] [--static-copy /|none] [--runs 3] [--compare-url http://…]`);
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
        'as-customer': { type: 'boolean' },
        runs: { type: 'string' },
        'compare-url': { type: 'string' },
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
if (options['compare-url'] !== undefined && !/^https?:\/\//.test(options['compare-url'])) usage(`--compare-url must be an http(s) URL, not "${options['compare-url']}".`);
const compareUrl = options['compare-url']?.replace(/\/+$/, '');
const runs = options.runs === undefined ? 3 : Number(options.runs);
if (!Number.isInteger(runs) || runs < 1 || runs > 15) usage(`--runs must be a whole number from 1 to 15, not "${options.runs}".`);

/** The server's HTML without `<script>` elements and module preloads: what the page is before any JavaScript runs. */
const withoutScripts = (html: string) =>
  html
    .replace(/<script\b[^>]*>[\s\S]*?<\/script\s*>/gi, '')
    .replace(/<script\b[^>]*\/>/gi, '')
    .replace(/<link\b[^>]*\brel\s*=\s*["']?modulepreload\b[^>]*>/gi, '');

/**
 * Serves `html` at `path`, compressed as the store compresses its pages (an
 * uncompressed copy would load slower than the page it is set beside), and
 * proxies every other request (assets, /media/, /api/) to the store.
 */
const startStaticCopy = async (storeUrl: string, path: string, cookie?: string) => {
  // As the customer (--as-customer): the HTML the server renders for their session.
  const response = await fetch(new URL(path, storeUrl), cookie ? { headers: { cookie } } : {});
  if (!response.ok) throw new Error(`GET ${path} answered ${response.status}, no HTML to copy`);
  const html = withoutScripts(await response.text());
  const encoded = { br: brotliCompressSync(html), gzip: gzipSync(html) };
  const store = new URL(storeUrl);
  const server = createHttpServer((incoming, outgoing) => {
    const requested = new URL(incoming.url ?? '/', 'http://copy');
    if (incoming.method === 'GET' && requested.pathname === path) {
      const accepted = String(incoming.headers['accept-encoding'] ?? '');
      const encoding = /\bbr\b/.test(accepted) ? 'br' : /\bgzip\b/.test(accepted) ? 'gzip' : undefined;
      outgoing.writeHead(200, {
        'content-type': 'text/html; charset=utf-8',
        'cache-control': 'no-cache',
        vary: 'accept-encoding',
        ...(encoding ? { 'content-encoding': encoding } : {}),
      });
      outgoing.end(encoding ? encoded[encoding] : html);
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

/**
 * Logs the seeded demo customer in through the store's login page, in the Chromium that Lighthouse drives: the
 * session is then where the store keeps it (the token in localStorage, document 2 §6) and the storefront's session
 * cookie is set beside it (issue 39), so the customer's pages are rendered on the server as a shopper's would be.
 */
const signInDemoCustomer = async (chromePort: number, storeUrl: string): Promise<string> => {
  const { chromium } = await import('playwright-core');
  const { DEMO_CUSTOMER } = await import('@more/mock-server');
  const browser = await chromium.connectOverCDP(`http://127.0.0.1:${chromePort}`);
  const context = browser.contexts()[0]!;
  const page = await context.newPage();
  await page.goto(`${storeUrl}/login`);
  await page.waitForSelector('html[data-hydrated]');
  const form = page.getByRole('form', { name: 'Masuk dengan email' });
  await form.getByLabel('Email').fill(DEMO_CUSTOMER.email);
  await form.getByLabel('Kata Sandi', { exact: true }).fill(DEMO_CUSTOMER.password);
  await form.getByRole('button', { name: 'Masuk' }).click();
  await page.waitForURL((url) => url.pathname === '/');
  let session: string | undefined;
  for (let waited = 0; !(session = (await context.cookies()).find((cookie) => cookie.name === 'more_session')?.value); waited += 100) {
    if (waited > 10_000) throw new Error('the login left no session cookie: the customer\'s pages would be measured as a guest\'s');
    await page.waitForTimeout(100);
  }
  await page.close();
  await browser.close();
  console.error(`Logged in as ${DEMO_CUSTOMER.email} through /login.`);
  return `more_session=${session}`;
};

/**
 * Lighthouse keeps the storage (the session) but then keeps the HTTP cache
 * too: cleared before each page, so every measure is a first visit's load.
 */
const clearHttpCache = async (chromePort: number) => {
  const { chromium } = await import('playwright-core');
  const browser = await chromium.connectOverCDP(`http://127.0.0.1:${chromePort}`);
  const page = await browser.contexts()[0]!.newPage();
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Network.clearBrowserCache');
  await page.close();
  await browser.close();
};

/** The checkout steps after the first, and the presses that reach each from `/checkout`. */
const LATER_CHECKOUT_STEPS: Readonly<Record<string, readonly ('courier' | 'payment')[]>> = {
  '/checkout/payment': ['courier'],
  '/checkout/review': ['courier', 'payment'],
};

/**
 * A tab that went through the checkout to `route` as a shopper would: the
 * first courier, then (for the review) the first payment method. Lighthouse
 * then reloads this tab, whose storage holds the checkout's draft.
 */
const checkoutTab = async (chromePort: number, storeUrl: string, route: string): Promise<{ browser: PuppeteerBrowser; page: PuppeteerPage }> => {
  const puppeteer = await import('puppeteer-core');
  const browser = await puppeteer.connect({ browserURL: `http://127.0.0.1:${chromePort}`, defaultViewport: null });
  const page = await browser.newPage();
  const press = async (selector: string) => {
    const target = await page.waitForSelector(selector, { visible: true, timeout: 20_000 });
    await target!.click();
  };
  await page.goto(`${storeUrl}/checkout`, { waitUntil: 'load' });
  for (const step of LATER_CHECKOUT_STEPS[route]!) {
    if (step === 'courier') {
      await press('[data-testid="shipping-options"] input[type="radio"]');
      await press('[data-testid="to-payment"]');
      await page.waitForFunction(() => window.location.pathname === '/checkout/payment', { timeout: 20_000 });
    } else {
      await press('[data-testid="payment-method"]');
      await press('[data-testid="to-review"]');
      await page.waitForFunction(() => window.location.pathname === '/checkout/review', { timeout: 20_000 });
    }
  }
  await (await page.createCDPSession()).send('Network.clearBrowserCache');
  return { browser, page };
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
  /** The main thread's time evaluating scripts (Lighthouse's mainthread-work-breakdown, at its CPU slowdown). */
  readonly scriptEval?: number | undefined;
  readonly cls?: number | undefined;
  /** Script bytes transferred (compressed). */
  readonly js?: number | undefined;
  /** Image bytes transferred (issue 41: the photos at the width and format the page needs). */
  readonly img?: number | undefined;
  /** Lighthouse's "Improve image delivery" insight (properly sized, modern formats): its estimated savings in bytes, 0 when it passes. */
  readonly imgSavings?: number | undefined;
  /** Lighthouse's measure of the host's CPU speed (environment.benchmarkIndex): scores depend on it. */
  readonly benchmarkIndex?: number | undefined;
  readonly report?: string;
  readonly notes?: readonly string[];
  readonly problem?: string;
  /** Lighthouse could not run, as opposed to a page it measured that painted nothing or answered an error. */
  readonly failed?: boolean;
  /** The performance score of each run, when the row is the median of several. */
  readonly runScores?: readonly (number | null)[];
  /** This page's LCP over its static copy's (no scripts), measured in the same run. */
  readonly lcpRatio?: number | undefined;
}

/** Runtime errors that describe the page (nothing painted, an error status), not a failure of Lighthouse. */
const PAGE_ERRORS = new Set(['NO_FCP', 'NO_LCP', 'ERRORED_DOCUMENT_REQUEST', 'NOT_HTML']);

const slug = (route: string) => route.replace(/^\/+|\/+$/g, '').replace(/[^A-Za-z0-9]+/g, '-') || 'home';

/** The JavaScript the page downloaded (transfer size, so compressed), from Lighthouse's resource summary. */
const scriptBytes = (result: Result) => {
  const items = (result.audits['resource-summary']?.details as { items?: { resourceType: string; transferSize: number }[] } | undefined)?.items;
  return items?.find((item) => item.resourceType === 'script')?.transferSize;
};

/** Image bytes transferred, from Lighthouse's resource summary. */
const imageBytes = (result: Result) => {
  const items = (result.audits['resource-summary']?.details as { items?: { resourceType: string; transferSize: number }[] } | undefined)?.items;
  return items?.find((item) => item.resourceType === 'image')?.transferSize ?? 0;
};

/**
 * Lighthouse 13's "Improve image delivery" insight, which replaced "Properly size images" and "Serve images in modern
 * formats": the bytes it estimates a better image would save (0 when it passes).
 */
const imageSavings = (result: Result) => {
  const audit = result.audits['image-delivery-insight'];
  if (!audit) return undefined;
  if (audit.score === 1 || audit.score === null) return 0;
  const items = (audit.details as { items?: { wastedBytes?: number }[] } | undefined)?.items ?? [];
  return items.reduce((sum, item) => sum + (item.wastedBytes ?? 0), 0);
};

/** The main thread's script evaluation, from Lighthouse's breakdown of its work. */
const scriptEvaluation = (result: Result) => {
  const items = (result.audits['mainthread-work-breakdown']?.details as { items?: { group: string; duration: number }[] } | undefined)?.items;
  return items?.find((item) => item.group === 'scriptEvaluation')?.duration;
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

const measureOnce = async (chromePort: number, url: string, preset: Preset, route: string, file: string, page?: PuppeteerPage): Promise<Row> => {
  // ignoreStatusCode: /404 is meant to answer 404, and an error page is still a page to measure (its status is noted below the table).
  // A customer's session lives in the browser's storage: Lighthouse must not clear it before loading the page.
  const flags: Flags = {
    port: chromePort,
    output: 'json',
    logLevel: 'error',
    onlyCategories: [...CATEGORIES],
    ignoreStatusCode: true,
    ...(options['as-customer'] ? { disableStorageReset: true } : {}),
  };
  const config: Config | undefined = preset === 'desktop' ? desktopConfig : undefined;
  const started = Date.now();
  try {
    const result = await lighthouse(url, flags, config, page);
    if (!result) throw new Error('Lighthouse returned no result');
    // A later checkout step that fell back to the first one was not measured.
    const landed = new URL(result.lhr.finalDisplayedUrl).pathname;
    if (page && landed !== new URL(url).pathname) throw new Error(`the page fell back to ${landed}`);
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
      scriptEval: scriptEvaluation(lhr),
      cls: numeric(lhr, 'cumulative-layout-shift'),
      js: scriptBytes(lhr),
      img: imageBytes(lhr),
      imgSavings: imageSavings(lhr),
      benchmarkIndex: lhr.environment.benchmarkIndex,
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
  const once = async () => {
    if (!options['as-customer'] || !(route in LATER_CHECKOUT_STEPS)) return measureOnce(chromePort, url, preset, route, file);
    let tab: Awaited<ReturnType<typeof checkoutTab>> | undefined;
    try {
      tab = await checkoutTab(chromePort, new URL(url).origin, route);
      return await measureOnce(chromePort, url, preset, route, file, tab.page);
    } catch (error) {
      console.error(`  failed: ${(error as Error).message}`);
      return { route, preset, scores: CATEGORIES.map(() => null), problem: (error as Error).message, failed: true };
    } finally {
      await tab?.page.close().catch(() => undefined);
      await tab?.browser.disconnect();
    }
  };
  const first = await once();
  if (!first.failed) return first;
  console.error('  trying once more…');
  return once();
};

const median = (values: readonly (number | null | undefined)[]) => {
  const known = values.filter((value): value is number => typeof value === 'number').sort((a, b) => a - b);
  if (known.length === 0) return undefined;
  const middle = Math.floor(known.length / 2);
  return known.length % 2 === 1 ? known[middle] : (known[middle - 1]! + known[middle]!) / 2;
};

/** One row from several runs of a page: each column's median, the runs' performance scores beside it, and every run's notes. */
const medianRow = (measured: readonly Row[]): Row => {
  if (measured.length === 1) return measured[0]!;
  const fine = measured.filter((row) => !row.failed);
  const from = fine.length > 0 ? fine : measured;
  const problems = [...new Set(measured.flatMap((row) => (row.problem ? [row.problem] : [])))];
  return {
    route: measured[0]!.route,
    preset: measured[0]!.preset,
    scores: CATEGORIES.map((_, index) => median(from.map((row) => row.scores[index])) ?? null),
    fcp: median(from.map((row) => row.fcp)),
    lcp: median(from.map((row) => row.lcp)),
    tbt: median(from.map((row) => row.tbt)),
    scriptEval: median(from.map((row) => row.scriptEval)),
    cls: median(from.map((row) => row.cls)),
    js: median(from.map((row) => row.js)),
    img: median(from.map((row) => row.img)),
    imgSavings: median(from.map((row) => row.imgSavings)),
    benchmarkIndex: median(from.map((row) => row.benchmarkIndex)),
    notes: [...new Set(measured.flatMap((row) => row.notes ?? []))],
    runScores: measured.map((row) => row.scores[0] ?? null),
    ...(problems.length > 0 ? { problem: problems.join('; ') } : {}),
    // A run Lighthouse could not finish makes the whole bench fail: no crash may hide behind a median.
    ...(measured.some((row) => row.failed) ? { failed: true } : {}),
  };
};

/** Runs a page `runs` times; each run's report keeps its own file. */
const measurePage = async (chromePort: number, url: string, preset: Preset, route: string, file: string, beforeEach?: () => Promise<void>) => {
  const measured: Row[] = [];
  for (let run = 1; run <= runs; run += 1) {
    await beforeEach?.();
    measured.push(await runLighthouse(chromePort, url, preset, route, runs === 1 ? `${file}.json` : `${file}-run${run}.json`));
  }
  return medianRow(measured);
};

/** How the other build's rows are named (--compare-url). */
const COMPARED = '(compared build)';

/** Each page's script evaluation and TBT against the other build's (--compare-url), as this build's share of them. */
const comparison = (rows: readonly Row[]) =>
  rows.flatMap((row) => {
    const other = rows.find((candidate) => candidate.preset === row.preset && candidate.route === `${row.route} ${COMPARED}`);
    if (!other) return [];
    const share = (mine?: number, theirs?: number) => (mine !== undefined && theirs !== undefined && theirs > 0 ? `${Math.round((mine / theirs) * 100)}%` : '–');
    return [`${row.preset} ${row.route}: script evaluation ${cell(row.scriptEval, ms)} against ${cell(other.scriptEval, ms)} (${share(row.scriptEval, other.scriptEval)}), TBT ${cell(row.tbt, ms)} against ${cell(other.tbt, ms)} (${share(row.tbt, other.tbt)})`];
  });

const cell = (value: number | null | undefined, format: (value: number) => string) => (value === null || value === undefined ? '–' : format(value));
const ms = (value: number) => `${Math.round(value)} ms`;

const table = (rows: readonly Row[]) =>
  [
    `| route | preset | Perf${runs > 1 ? ` (runs)` : ''} | A11y | BP | SEO | FCP | LCP | LCP ÷ no JS | TBT | Script eval | CLS | JS | Images | Image delivery |`,
    '|---|---|---:|---:|---:|---:|---:|---:|---:|---:|---:|---:|---:|---:|---:|',
    ...rows.map(
      (row) =>
        `| ${row.route} | ${row.preset} | ${cell(row.scores[0], String)}${row.runScores ? ` (${row.runScores.map((score) => cell(score, String)).join(', ')})` : ''} | ${row.scores
          .slice(1)
          .map((score) => cell(score, String))
          .join(' | ')} | ${cell(row.fcp, ms)} | ${cell(row.lcp, ms)} | ${cell(row.lcpRatio, (value) => `${value.toFixed(2)}×`)} | ${cell(row.tbt, ms)} | ${cell(row.scriptEval, ms)} | ${cell(row.cls, (value) => value.toFixed(3))} | ${cell(row.js, (value) => `${(value / 1024).toFixed(1)} kB`)} | ${cell(row.img, (value) => `${(value / 1024).toFixed(1)} kB`)} | ${cell(row.imgSavings, (value) => (value === 0 ? 'passes' : `${(value / 1024).toFixed(1)} kB to save`))} |`,
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
  const customerCookie = options['as-customer'] ? await signInDemoCustomer(chrome.port, storeUrl) : undefined;

  // The other build signs in too: its session lives under its own origin.
  if (compareUrl !== undefined && options['as-customer']) await signInDemoCustomer(chrome.port, compareUrl);

  for (const preset of presets) {
    for (const route of routes) {
      const port = chrome.port;
      const beforeEach = options['as-customer'] ? () => clearHttpCache(port) : undefined;
      rows.push(await measurePage(port, `${storeUrl}${route}`, preset, route, `${preset}-${slug(route)}`, beforeEach));
      if (compareUrl !== undefined) {
        rows.push(await measurePage(port, `${compareUrl}${route}`, preset, `${route} ${COMPARED}`, `${preset}-${slug(route)}-compared`, beforeEach));
      }
    }
    for (const route of staticCopies) {
      const label = `${route} (static HTML, no JS)`;
      let copy: Awaited<ReturnType<typeof startStaticCopy>> | undefined;
      try {
        copy = await startStaticCopy(storeUrl, route, customerCookie);
        staticServers.add(copy.server);
        const copied = await measurePage(chrome.port, copy.url, preset, label, `${preset}-${slug(route)}-static`);
        rows.push(copied);
        const page = rows.findIndex((row) => row.route === route && row.preset === preset);
        const live = rows[page];
        if (live?.lcp !== undefined && copied.lcp !== undefined && copied.lcp > 0) rows[page] = { ...live, lcpRatio: live.lcp / copied.lcp };
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
  const index = median(rows.map((row) => row.benchmarkIndex));
  if (index !== undefined) console.log(`Lighthouse's benchmarkIndex of this host (median of the pages): ${Math.round(index)}\n`);
  const compared = comparison(rows);
  if (compared.length > 0) console.log(`This build against ${compareUrl}:\n${compared.join('\n')}\n`);
  for (const row of rows) {
    for (const note of [...(row.problem ? [row.problem] : []), ...(row.notes ?? [])]) console.log(`${row.preset} ${row.route}: ${note}`);
  }
  console.log(`Lighthouse reports (JSON): ${relative(process.cwd(), reportDir) || '.'}/`);
  if (rows.some((row) => row.failed)) failed = true;
}
process.exit(failed ? 1 : 0);

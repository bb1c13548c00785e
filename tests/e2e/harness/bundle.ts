import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { dirname, join, normalize } from 'node:path';
import { gzipSync } from 'node:zlib';
import type { Page } from 'playwright-core';
import type { ExpectStatic } from 'vitest';
import type { StoreRoute } from '../../../web/src/app/routing/route';
import { repositoryRoot, webClientDist } from './paths';

/**
 * The bundle budget: what the built client weighs (its manifest, its chunks and their source maps), and what one
 * route's visit downloads beyond the entry. The visits themselves are the route sweep's (route-sweep.ts): each
 * route a phone opens is measured by the visit that checks it anyway, not by a second visit of its own.
 */

/**
 * What a shopper's phone downloads before a route can show anything, gzip-compressed.
 * Budgets are ceilings with little slack, so growth is a decision, not an accident.
 */
export const budgets = {
  /**
   * The entry: React, the router, the container, core, the storage adapters and the frame.
   * 120 kB until issue 11, which raised it to 121.5 kB as a decision (its eleven routes' rows and
   * the header cart's keeping). Issue 19 brought inversify and reflect-metadata back as the one
   * container (23.5 kB together, measured alone) and set the ceiling at 140 kB: rxjs's ES2015 build
   * (no tslib, 1.6 kB less) and a customer's bell and chat launcher as chunks of their own, which a
   * guest never fetches (1.3 kB less), keep it there. Issue 20 raised it to 142 kB as a decision: its
   * seven routes cost the entry 1.6 kB (about 200 B of gzip a route: its row, its page's and its
   * module's place in the lazy tables, and Vite's list of the chunks each preloads), and the page's
   * snapshot now replays the shipment desk's answers too. Issue 21 moved the tables of every route's
   * chunks out of the entry (3.1 kB, 141.6 → 138.5 kB) and lowered the ceiling to 140 kB: a route
   * now costs the entry its row alone. Issue 23 raised it to 141 kB as a decision: its fourteen
   * routes' rows (0.4 kB) and the app's web view without the store's frame take the entry to
   * 140.5 kB; issue 24 (speed) is to win the room back. It has not: it raised it to 141.2 kB as
   * a decision, for main.tsx's start cut into tasks (0.12 kB), which took the product page's total
   * blocking time on a phone from 141 to 67 ms (Lighthouse mobile, median of three runs). Issue 39 raised it
   * to 142 kB, not as its decision: it asks that the entry not grow, and its first step (the customer's pages
   * rendered on the server from the session cookie) took it from 141.1 to 141.9 kB: the session's check before
   * hydration and its cookie (0.4 kB), the customer's frame loaders, `forCustomer` in the route contract and the
   * two routes' loaders. Moving that check and the loaders into a chunk of their own saved 0.1 kB (the dynamic
   * imports cost nearly what they moved), so they stay; the room is to be won back there (issue 39, point 7).
   * Its second step won it back and set the ceiling at 141.2 kB again: the chat's box (its conversation, its
   * polling) is a module bound for customers alone (features/chat/chat.module.ts), which a guest's entry no longer
   * carries, and the session cookie's mirror uses fetch, not ky. With every personal page's loader, the entry is
   * 144,477 B of gzip against 144,497 B before issue 39.
   * Issue 40 raised it to 141.4 kB as a decision, within what it allows (the entry may grow by no more than dayjs
   * with its locale, 4.3 kB, which stays out of it: budgets.datesJs): 144,362 → 144,698 B for the messaging button
   * for guests with its configured number (72 B), the chunk failures shown at all (a failed load kept until the next
   * navigation; before, each retry render asked again, for ever) and the CSS chunk error's own text, and the dates'
   * structured texts (40 B), and the chunk names the product cards' photos moved (21 B).
   * Issue 41 raised it to 143.1 kB as a decision: 144,698 → 146,437 B for every photo at the width its place needs
   * (the slots' table and the arithmetic that derives their sizes from the grids and carousels, 1.2 kB; the photo's
   * srcset, its failure seen before hydration and the head's preload of the banner's widths, 0.5 kB), which takes the
   * home page's photos on a phone from 2.7 MB of originals to 114 kB. The header's cart and notifications show photos,
   * so the photo's parts are the entry's. To win back: write the table's sizes at build time (the arithmetic stays
   * in the tests), about 0.8 kB.
   * Raised to 143.2 kB as a decision, for a customer's cart shown as the shopper left it (146,437 → 146,566 B): a page
   * the server rendered before this browser's last save of the cart landed (a login's merge, a change just before a
   * reload) asks the server once more when the cart this browser last held differs (ShoppingCart's confirmHeld and
   * sameChoices, 0.13 kB). CI's cart.e2e met that stale page; no smaller way keeps the shopper's lines.
   */
  entryJs: 143.2 * 1024,
  /**
   * The tables of every page's, frame's and feature module's chunk, with Vite's list of what each
   * preloads (app/routing/component-importers.ts, composition-root/feature-modules.ts): fetched when
   * the first page is interactive, never before hydration. 4.1 kB at 37 routes (about 110 B a
   * route); 6.4 kB at 75 routes once issue 23 gave every route of document 1 §2 its row, within
   * the 7 kB the ceiling was planned to reach.
   */
  routeTablesJs: 7 * 1024,
  entryCss: 12 * 1024,
  /**
   * The customer's frame: what every page of a logged-in customer binds beyond the entry, which a guest never
   * downloads (the chat's box, features/chat/chat.module.ts: 2.8 kB when issue 39 moved it out of the entry). Not a
   * route's cost: it is the same on every customer's page, and was the entry's until then.
   */
  customerFrameJs: 3.2 * 1024,
  /**
   * The store's dates (issue 40): dayjs with its `id` locale and utc plugin, and web's formatter (web/src/shared/dates),
   * one chunk (vite.config.ts, `store-dates`) that every route showing a date shares. The issue lets a route grow by
   * dayjs's cost: that cost is held here, once, not in each route's budget. 4.2 kB when issue 40 brought it.
   */
  datesJs: 4.5 * 1024,
  /** What a route adds to the entry (and, for a customer, to the customer's frame): its page chunk, its data loaders and the lazy adapters it uses. */
  routeJs: 30 * 1024,
};

/**
 * Routes allowed over the route budget, with the ceiling they may not pass (a
 * ratchet, lowered as they are fixed). None since issue 19: the checkout's
 * first step was at 31.3 kB until the store API client and the frame's ports
 * became one chunk (every-page-api) and a customer's frame ports another
 * (customer-frame-api) instead of fifteen small ones; it is at 28.2 kB.
 * Issue 21 put them back over, at 30.8 kB: the checkout's address book is now the profile's own
 * books (core's customer-book.ts, the forms' rules in book-forms.ts, the defaults), one list for
 * both pages, where it had its own smaller copy. Allowed to 31 kB until the books' form rules and
 * the bank book leave the checkout's first load (issue 24, speed). Issue 39 raised it to 32 kB as a decision: the
 * checkout is rendered on the server for the customer, and hydrates its first step at once; its loader and the
 * step's preloadable part (checkout-data.ts, shipping-step-part.ts) and the chunks the loader shares with the page
 * cost 0.9 kB (31.9 kB). The customer's frame (the chat's box, 2.8 kB) is not counted: budgets.customerFrameJs.
 * Issue 39 (a guest's cart rendered on the server) raised it and /profile/pay's by 0.5 kB as a decision: the page
 * keeps a guest's cart outline in its cookie at every change of the cart (browser-cart.ts, 0.2 kB in the chunk every
 * page loads; the cookie's writer itself is a chunk of its own, loaded only where there is an outline), which the
 * checkout (32.0 kB) and the pending payments (30.1 kB) carried over their ceilings.
 */
export const overRouteBudget: Readonly<Record<string, number>> = {
  '/checkout': 32.5 * 1024,
  '/checkout/payment': 32.5 * 1024,
  '/checkout/review': 32.5 * 1024,
  '/profile/pay': 30.5 * 1024,
  // Issue 40 raised it by 0.5 kB as a decision, within the growth it allows each route (dayjs's cost, 4.3 kB, which
  // budgets.datesJs holds apart): a guest's last-seen products from the cards kept on the device, the product cards'
  // next two photos, and home emptying the checkout (30.1 kB).
  '/': 30.5 * 1024,
};

interface ManifestChunk {
  file: string;
  src?: string;
  isEntry?: boolean;
  imports?: string[];
  dynamicImports?: string[];
  css?: string[];
}

export const manifest = JSON.parse(readFileSync(`${webClientDist}/.vite/manifest.json`, 'utf8')) as Record<string, ManifestChunk>;
export const gzipped = (file: string) => gzipSync(readFileSync(`${webClientDist}/${file}`)).length;

/** A chunk and everything it statically imports. */
export const closure = (key: string, seen = new Set<string>()): Set<string> => {
  if (seen.has(key)) return seen;
  seen.add(key);
  for (const imported of manifest[key]?.imports ?? []) closure(imported, seen);
  return seen;
};

export const sizeOf = (keys: Iterable<string>) => {
  let js = 0;
  let css = 0;
  for (const key of keys) {
    const chunk = manifest[key]!;
    js += gzipped(chunk.file);
    for (const file of chunk.css ?? []) css += gzipped(file);
  }
  return { js, css };
};

export const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} kB`;

/** The modules a built file holds, from its source map: repository-relative paths (node_modules/… for packages). */
const modulesByFile = new Map<string, string[]>();
export const modulesOf = (file: string): string[] => {
  const known = modulesByFile.get(file);
  if (known) return known;
  const mapFile = `${webClientDist}/${file}.map`;
  if (!existsSync(mapFile)) {
    // No map and no reference to one: a chunk the bundler wrote itself (its runtime helpers, a bare re-export), holding no module.
    if (!readFileSync(`${webClientDist}/${file}`, 'utf8').includes('//# sourceMappingURL=')) return [];
    throw new Error(`${file} names a source map that is not there: the bundle budget reads what a chunk holds from it`);
  }
  const map = JSON.parse(readFileSync(mapFile, 'utf8')) as { sources: string[]; sourceRoot?: string };
  const base = dirname(join(webClientDist, file));
  const modules = map.sources.map((source) => normalize(join(base, map.sourceRoot ?? '', source)).replace(repositoryRoot, '').replace(/^.*?node_modules\//, 'node_modules/'));
  modulesByFile.set(file, modules);
  return modules;
};

export const isSwiper = (module: string) => module.startsWith('node_modules/swiper/');

/**
 * A chunk named by what it holds (its files are named by their hash alone): its first module's
 * file name, and how many more it holds, e.g. `CheckoutPage.tsx+1 (a1B2c3D4.js)`.
 */
export const chunkLabel = (file: string): string => {
  const modules = modulesOf(file);
  const first = modules.find((module) => !module.startsWith('node_modules/')) ?? modules[0];
  const name = first ? (first.startsWith('node_modules/') ? first.split('/').slice(1, first.startsWith('node_modules/@') ? 3 : 2).join('/') : first.split('/').at(-1)!) : 'runtime';
  return `${name}${modules.length > 1 ? `+${modules.length - 1}` : ''} (${file.replace('assets/', '')})`;
};
/** The adapters' wire schemas of one feature: adapters/src/http/<feature>/….wire.ts. */
export const wireFeatureOf = (module: string): string | null => /^adapters\/src\/http\/([^/]+)\/[^/]*wire[^/]*\.ts$/.exec(module)?.[1] ?? null;

const entryKey = Object.keys(manifest).find((key) => manifest[key]!.isEntry)!;
export const entry = closure(entryKey);
export const entryFiles = new Set([...entry].map((key) => manifest[key]!.file));

/** The route tables (page and frame importers, feature modules) and what they import beyond the entry. */
export const routeTableKeys = ['src/app/routing/component-importers.ts', 'src/app/composition-root/feature-modules.ts'];
export const routeTables = new Set(routeTableKeys.flatMap((key) => [...closure(key)]).filter((key) => !entry.has(key)));
export const routeTableFiles = new Set([...routeTables].map((key) => manifest[key]!.file));

/** The customer's frame (budgets.customerFrameJs): the modules a customer's page binds on demand, and what they import beyond the entry. */
export const customerFrameKeys = ['src/features/chat/chat.module.ts'];
export const customerFrame = new Set(customerFrameKeys.flatMap((key) => [...closure(key)]).filter((key) => !entry.has(key)));
export const customerFrameFiles = new Set([...customerFrame].map((key) => manifest[key]!.file));

/** The store's dates (budgets.datesJs): the chunk holding dayjs and web's formatter, and nothing else. */
const isDatesModule = (module: string) => module.startsWith('node_modules/dayjs/') || module.startsWith('web/src/shared/dates/');
export const datesFiles = new Set(
  Object.values(manifest)
    .map((chunk) => chunk.file)
    .filter((file) => file.endsWith('.js') && modulesOf(file).some(isDatesModule)),
);
export const datesModulesOf = (file: string) => modulesOf(file).filter(isDatesModule);

/** The manifest key of a route's page chunk: `<feature>/<Page>` is src/features/<feature>/pages/<Page>.tsx. */
export const pageKeyOf = (route: StoreRoute) => {
  const [feature, page] = route.page.split('/');
  return `src/features/${feature}/pages/${page}.tsx`;
};

/** The feature folders of adapters/src/http and the call templates each answers, from their wire-by-call tables. */
const httpDir = `${repositoryRoot}adapters/src/http`;
const callTemplatesByFeature = async (): Promise<Map<string, RegExp[]>> => {
  const features = new Map<string, RegExp[]>();
  for (const feature of readdirSync(httpDir, { withFileTypes: true }).filter((entry) => entry.isDirectory()).map((entry) => entry.name)) {
    const file = `${httpDir}/${feature}/wire-by-call.ts`;
    if (!existsSync(file)) continue;
    const module = (await import(file)) as Record<string, Record<string, unknown>>;
    const names = Object.values(module).flatMap((table) => Object.keys(table));
    features.set(
      feature,
      names.map((name) => {
        const [method, template] = name.split(' ') as [string, string];
        const pattern = template.replace(/[.*+?^$()|[\]\\]/g, '\\$&').replace(/\\?\{\w+\??\}/g, '[^/]+');
        return new RegExp(`^${method} ${pattern}$`);
      }),
    );
  }
  return features;
};

/** A feature's wire modules and the wire modules of other features they import (a cart line holds a product's image). */
/**
 * The store API's client with the frame's adapters and their wire schemas (the header's menus, the meta
 * pages: vite.config.ts, every-page-api) is one chunk: a page that calls any of them downloads it whole. The
 * app's web view (/faq-apps) asks only for the meta pages, so the menus' schemas come along unread.
 */
const everyPageApiWire = (() => {
  const file = Object.values(manifest).find((chunk) => chunk.file.endsWith('.js') && modulesOf(chunk.file).includes('adapters/src/http/promotions/home.wire.ts'))?.file;
  return new Set(file ? modulesOf(file).filter((module) => wireFeatureOf(module) !== null) : []);
})();

export const wireModulesNeededBy = (features: Iterable<string>): Set<string> => {
  const needed = new Set<string>();
  const visit = (module: string) => {
    if (needed.has(module) || !existsSync(`${repositoryRoot}${module}`)) return;
    needed.add(module);
    const source = readFileSync(`${repositoryRoot}${module}`, 'utf8');
    for (const [, specifier] of source.matchAll(/from '(\.{1,2}\/[^']+)'/g)) {
      const target = normalize(join(dirname(module), `${specifier}.ts`));
      if (wireFeatureOf(target)) visit(target);
    }
  };
  for (const feature of features) {
    for (const file of readdirSync(`${httpDir}/${feature}`).filter((name) => /wire.*\.ts$/.test(name) && !name.endsWith('.test.ts'))) {
      visit(`adapters/src/http/${feature}/${file}`);
    }
  }
  if ([...needed].some((module) => everyPageApiWire.has(module))) for (const module of everyPageApiWire) needed.add(module);
  return needed;
};

export interface RouteCost {
  readonly path: string;
  readonly pattern: string;
  readonly files: readonly string[];
  readonly gzip: number;
  readonly usesSwiper: boolean;
  readonly loadsSwiper: boolean;
  readonly calls: readonly string[];
  readonly wireModules: readonly string[];
}

/** One route's visit, on the 2 cores the other files' tests share. */
export const ROUTE_VISIT_TIMEOUT_MS = 60_000;

/** What a visit downloaded and called, watched from before its navigation. */
export interface WatchedVisit {
  readonly scripts: Set<string>;
  readonly calls: Set<string>;
  /**
   * Counts no more scripts: called once the page has hydrated and its network is quiet. What comes later (swiper for a
   * carousel once the page is idle, the route tables for the next page) is not what the route needs to show itself.
   */
  hydrated(): void;
}

/** Records the scripts a tab downloads and the API calls it makes (the storefront's shipment desk as `desk …`). */
export const watchDownloads = (tab: Page): WatchedVisit => {
  let counting = true;
  const watched: WatchedVisit = {
    scripts: new Set(),
    calls: new Set(),
    hydrated: () => {
      counting = false;
    },
  };
  tab.on('request', (request) => {
    const url = new URL(request.url());
    if (counting && url.pathname.startsWith('/assets/') && url.pathname.endsWith('.js')) watched.scripts.add(url.pathname.slice(1));
    if (url.pathname.startsWith('/api/')) watched.calls.add(`${request.method()} ${url.pathname.slice('/api/'.length)}`);
    if (url.pathname.startsWith('/omnitracking/api/')) watched.calls.add(`desk ${request.method()}`);
  });
  return watched;
};

let templates: Promise<Map<string, RegExp[]>> | undefined;

/**
 * Checks what a hydrated page of `route` downloaded beyond the entry: at most 30 kB of gzip JavaScript (or its
 * ratchet), swiper only where a carousel shows, and only the wire schemas of the features whose calls it made.
 */
export const checkRouteCost = async (page: Page, path: string, route: StoreRoute, watched: WatchedVisit, check: ExpectStatic): Promise<RouteCost> => {
  const byFeature = await (templates ??= callTemplatesByFeature());
  const { scripts, calls } = watched;
  const featureOfCall = (call: string) =>
    call.startsWith('desk ') ? 'shipment-desk' : ([...byFeature].find(([, patterns]) => patterns.some((pattern) => pattern.test(call)))?.[0] ?? null);
  // The calls the server made for the page are the browser's too: it reads their answers from the snapshot.
  const snapshot = await page.evaluate(() => document.getElementById('store-snapshot')?.textContent ?? '[]');
  for (const answer of JSON.parse(snapshot || '[]') as { key: string }[]) calls.add(answer.key.split(' ').slice(0, 2).join(' ').split('?')[0]!);
  // A feature's chunk can arrive a moment before the call it was fetched for: on a busy machine the call
  // came after the network's quiet (the checkout's address book, in CI). Give the page's own calls time.
  const unexplainedWire = () => {
    const allowed = wireModulesNeededBy([...calls].map(featureOfCall).filter((feature): feature is string => feature !== null));
    return [...scripts].filter((file) => !entryFiles.has(file)).flatMap((file) => modulesOf(file)).filter((module) => wireFeatureOf(module) !== null && !allowed.has(module));
  };
  for (const started = Date.now(); unexplainedWire().length > 0 && Date.now() - started < 10_000; ) await page.waitForTimeout(200);

  // The route tables come after hydration, for the next page, and the customer's frame is every customer page's:
  // neither is this route's cost (each has its own budget).
  // Nor are the store's dates, shared by every route that shows one (budgets.datesJs).
  const own = [...scripts].filter((file) => !entryFiles.has(file) && !routeTableFiles.has(file) && !customerFrameFiles.has(file) && !datesFiles.has(file)).sort();
  const modules = own.flatMap((file) => modulesOf(file));
  const cost: RouteCost = {
    path,
    pattern: route.path,
    files: own,
    gzip: own.reduce((sum, file) => sum + gzipped(file), 0),
    loadsSwiper: modules.some(isSwiper),
    usesSwiper: (await page.locator('.swiper').count()) > 0,
    calls: [...calls].sort(),
    wireModules: [...new Set(modules.filter((module) => wireFeatureOf(module) !== null))].sort(),
  };

  check(cost.gzip, `${cost.path} adds ${kb(cost.gzip)}: ${cost.files.map(chunkLabel).join(', ')}`).toBeLessThanOrEqual(overRouteBudget[cost.pattern] ?? budgets.routeJs);
  if (cost.loadsSwiper) check(cost.usesSwiper, `${cost.path} downloads swiper but shows no carousel`).toBe(true);
  const allowed = wireModulesNeededBy(cost.calls.map(featureOfCall).filter((feature): feature is string => feature !== null));
  check(
    cost.wireModules.filter((module) => !allowed.has(module)),
    `${cost.path} downloads wire schemas of features it never calls (its calls: ${cost.calls.join(', ') || 'none'})`,
  ).toEqual([]);
  return cost;
};

/** The table of what each measured route adds to the entry, for the log. */
export const printRouteCosts = (title: string, costs: readonly RouteCost[]) => {
  if (costs.length === 0) return;
  const { js: entryJs } = sizeOf(entry);
  console.log(
    [
      `JavaScript per route, gzip (${title}; the entry is shared by all):`,
      `  ${'entry'.padEnd(32)} ${kb(entryJs).padStart(9)}  ${[...entryFiles].map(chunkLabel).join(', ')}`,
      ...[...costs].sort((a, b) => a.path.localeCompare(b.path)).map((cost) => `  ${cost.path.padEnd(32)} ${`+${kb(cost.gzip)}`.padStart(9)}  ${cost.files.map(chunkLabel).join(', ') || '(nothing beyond the entry)'}`),
    ].join('\n'),
  );
};

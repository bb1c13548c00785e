import * as core from '@more/core';
import { describe, expect, it } from 'vitest';
import { createBrowserContainer } from '../composition-root/browser';
import type { ServiceId } from '../../shared/services';
import type { StoreRoute } from './route';
import { serviceName, servicesOfRoute } from './route-services';
import { storeRoutes } from './routes';

/**
 * Every service a route's code asks for (`useService(X)`, `services.get(X)`,
 * a home block's `of={X}`) resolves in a fresh container loaded as a cold
 * visit loads it: the frame's module, then the modules the route's row names.
 * A module missing from a row would otherwise fail only when a shopper first
 * opens that page directly; here it fails with the route, the service and the
 * file that asked for it.
 *
 * What a route's code is: its page and data loaders, and every file of
 * web/src they import. What they import statically renders with the page, so
 * the row's `modules` must bind what it asks for; what comes behind a dynamic
 * import (a section fetched when the shopper nears it) may also use the row's
 * `later` modules, which such a part asks for first (shared/later-bindings.tsx).
 */

const sources = import.meta.glob<string>(['../../**/*.{ts,tsx}', '!../../**/*.test.{ts,tsx}', '!../../**/*.fixture.{ts,tsx}'], {
  query: '?raw',
  import: 'default',
  eager: true,
});
const modules = import.meta.glob<Record<string, unknown>>(['../../**/*.{ts,tsx}', '!../../**/*.test.{ts,tsx}', '!../../**/*.fixture.{ts,tsx}']);

const join = (from: string, specifier: string): string => {
  const parts = from.split('/').slice(0, -1);
  for (const segment of specifier.split('/')) {
    if (segment === '..') parts.pop();
    else if (segment !== '.') parts.push(segment);
  }
  return parts.join('/');
};

/** The globs' keys are relative to this file; the scan names files by their path under web/src (`features/home/pages/HomePage.tsx`). */
const HERE = 'app/routing/route-services.test.ts';
const files = new Map(Object.entries(sources).map(([key, text]) => [join(HERE, key), text]));
const moduleOf = new Map(Object.entries(modules).map(([key, load]) => [join(HERE, key), load]));

const resolveFile = (from: string, specifier: string): string | null => {
  const base = join(from, specifier);
  return [base, `${base}.ts`, `${base}.tsx`, `${base}/index.ts`, `${base}/index.tsx`].find((candidate) => files.has(candidate)) ?? null;
};

/** The files of web/src a file imports: `import … from` and `export … from`, and with `lazily` also `import(…)`. */
const importsOf = (file: string, lazily: boolean): string[] =>
  [...(files.get(file) ?? '').matchAll(lazily ? /(?:from\s+|import\s*\(\s*)'(\.{1,2}\/[^']+)'/g : /from\s+'(\.{1,2}\/[^']+)'/g)]
    .map(([, specifier]) => resolveFile(file, specifier!))
    .filter((found): found is string => found !== null);

const reachableFrom = (start: readonly string[], except: readonly string[] = [], lazily = true): Set<string> => {
  const seen = new Set<string>(except);
  const visit = (file: string) => {
    if (seen.has(file)) return;
    seen.add(file);
    for (const next of importsOf(file, lazily)) visit(next);
  };
  for (const file of start) visit(file);
  for (const file of except) seen.delete(file);
  return seen;
};

interface Request {
  readonly name: string;
  readonly file: string;
}

const requestsIn = (file: string): Request[] =>
  [...(files.get(file) ?? '').matchAll(/(?:(?:useService|services\.get)\(|\bof=\{)\s*([A-Z]\w*)\s*[)}]/g)].map(([, name]) => ({ name: name!, file }));

/** The value an identifier names in a file: what it imports under that name, or what it declares itself. */
const valueOf = async ({ name, file }: Request): Promise<ServiceId<unknown>> => {
  const text = files.get(file)!;
  for (const [, names, specifier] of text.matchAll(/import\s*\{([^}]*)\}\s*from\s*'([^']+)'/g)) {
    for (const entry of names!.split(',').map((part) => part.trim().replace(/^type\s+/, ''))) {
      const [exported, local = exported] = entry.split(/\s+as\s+/);
      if (local !== name) continue;
      if (specifier === '@more/core') return (core as Record<string, unknown>)[exported!] as ServiceId<unknown>;
      const target = specifier!.startsWith('.') ? resolveFile(file, specifier!) : null;
      if (target) return (await moduleOf.get(target)!())[exported!] as ServiceId<unknown>;
    }
  }
  return (await moduleOf.get(file)!())[name] as ServiceId<unknown>;
};

/**
 * The page and data-loader files a row names: its `page`, and the loaders its `load` and `head` await, found in its
 * feature's routes.ts (`const newsData = () => import('./news-data')`). That the page exists is the type checker's
 * to say (shared/route-row.ts, FeaturePage); this scan only follows what the row's code imports.
 */
const rowFiles = (route: StoreRoute): string[] => {
  const [feature, page] = route.page.split('/');
  const routesFile = `features/${feature}/routes.ts`;
  const source = files.get(routesFile) ?? '';
  const loaderFiles = new Map([...source.matchAll(/const (\w+) = \(\) => import\('([^']+)'\)/g)].map(([, name, specifier]) => [name!, specifier!]));
  // A row written out (`path: '/artikel'`), or made by the feature's helper (`showroom('/moreverse', …)`, whose loaders are the helper's).
  const written = source.indexOf(`path: '${route.path}'`);
  const start = written !== -1 ? written : source.indexOf(`('${route.path}'`);
  const end = source.indexOf('path: ', start + 1);
  // A helper's rows await what the helper does: the whole file's loaders (a superset, which can only find more to check).
  const row = start === -1 ? '' : written === -1 ? source : source.slice(start, end === -1 ? undefined : end);
  const loaders = [...new Set([...row.matchAll(/await (\w+)\(\)/g)].map(([, loader]) => loader!))].flatMap((loader) => {
    const specifier = loaderFiles.get(loader);
    const file = specifier ? resolveFile(routesFile, specifier) : null;
    return file ? [file] : [];
  });
  return [`features/${feature}/pages/${page}.tsx`, ...loaders];
};

/** What a cold visit to the route builds: a fresh browser container, the frame's module, then the row's modules (and its later ones, once a later part asks). */
const coldVisit = async (route: StoreRoute | null, withLater: boolean) => {
  const store = createBrowserContainer('/api/', []);
  store.watchShopper();
  if (!route) return store.services;
  await store.bindings.load([...(route.modules ?? []), ...(withLater ? (route.later ?? []) : [])]);
  // As the route's page sees the container (App's RoutePage): with the route's own later bindings.
  return servicesOfRoute(store.services, route);
};

const unresolved = async (requests: readonly Request[], route: StoreRoute | null, withLater = false): Promise<string[]> => {
  const services = await coldVisit(route, withLater);
  const problems: string[] = [];
  for (const request of requests) {
    const id = await valueOf(request);
    if (typeof id !== 'symbol' && typeof id !== 'function') {
      problems.push(`${request.file} asks for ${request.name}, which is not a token or a class this test can find`);
      continue;
    }
    try {
      services.get(id);
    } catch (error) {
      // A route's page sees servicesOfRoute, whose message names the route and its modules; the frame sees the container.
      const message = error instanceof Error ? error.message.split('\n')[0]! : String(error);
      problems.push(`${route ? message : `the frame needs ${serviceName(id)}: ${message}`} (asked for in ${request.file}${withLater ? ', a later part' : ''})`);
    }
  }
  return problems;
};

/**
 * The frame: the app and the shell every page shows, without the routes' own code (the table's
 * lazy imports). The app imports the later bindings' token to give each page its own; only a
 * page's parts ask for it.
 */
const frameFiles = reachableFrom(['app/App.tsx', 'app/Root.tsx', 'features/shell/shell-data.ts'], ['app/routing/routes.ts', 'shared/later-bindings.tsx']);

describe("every route's services, resolved as a cold visit resolves them", () => {
  it('finds the code it checks (the scan reads web/src)', () => {
    expect(files.has('app/routing/routes.ts')).toBe(true);
    expect(requestsIn('features/shell/header/CartMenu.tsx').map((request) => request.name)).toContain('ShoppingCart');
    const home = reachableFrom(rowFiles(storeRoutes.find((route) => route.path === '/')!));
    expect(home).toContain('features/home/home-data.ts');
    expect(home).toContain('features/flash-sale/FlashSaleBlock.tsx');
    expect(rowFiles(storeRoutes.find((route) => route.path === '/vr/:slug')!)).toContain('features/showroom/showroom-data.ts');
  });

  it("the frame's parts need only the frame's module", async () => {
    const requests = [...frameFiles].flatMap(requestsIn);
    expect(requests.length).toBeGreaterThan(10);
    expect(await unresolved(requests, null)).toEqual([]);
  });

  it.each(storeRoutes.map((route) => [route.path, route] as const))('%s: its modules bind what its page and loaders ask for', async (_path, route) => {
    const atOnce = [...reachableFrom(rowFiles(route), [], false)].filter((file) => !frameFiles.has(file));
    const later = [...reachableFrom(rowFiles(route))].filter((file) => !frameFiles.has(file) && !atOnce.includes(file));
    expect(await unresolved(atOnce.flatMap(requestsIn), route)).toEqual([]);
    expect(await unresolved(later.flatMap(requestsIn), route, true)).toEqual([]);
  });

  it('finds what a page renders at once apart from what it fetches later', () => {
    const product = storeRoutes.find((route) => route.path === '/product/:slug')!;
    const atOnce = reachableFrom(rowFiles(product), [], false);
    expect(atOnce).toContain('features/product-detail/ProductMain.tsx');
    expect(atOnce).not.toContain('features/product-detail/extras/Reviews.tsx');
    expect(reachableFrom(rowFiles(product))).toContain('features/product-detail/extras/Reviews.tsx');
  });

  it('names the route and its modules when a page asks for what they do not bind', () => {
    const { services } = createBrowserContainer('/api/', []);
    const route: StoreRoute = { name: 'ProductDetail', path: '/product/:slug', page: 'product-detail/ProductDetailPage', access: 'public' };
    expect(() => servicesOfRoute(services, route).get(core.ProductReviews)).toThrow(
      /^\/product\/:slug needs ProductReviews, which its modules \(the frame's only\) cannot give: No bindings found/,
    );
  });

  it('fails, naming the route, the service and the file, when a row forgets a module', async () => {
    const home = storeRoutes.find((route) => route.path === '/')!;
    const requests = [...reachableFrom(rowFiles(home))].flatMap(requestsIn);
    const problems = await unresolved(requests, { ...home, modules: ['home'] });
    expect(problems).toContainEqual(
      expect.stringMatching(/^\/ needs FlashSaleBoard, which its modules \(the frame's and home\) cannot give: No bindings found.*\(asked for in features\/flash-sale\/FlashSaleBlock\.tsx\)$/),
    );
  });
});

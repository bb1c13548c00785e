import { NEW_CUSTOMER } from '@more/mock-server';
import { storeRoutes } from '../../web/src/app/routing/routes';
import {
  budgets,
  checkRouteCost,
  chunkLabel,
  customerFrame,
  customerFrameFiles,
  customerFrameKeys,
  datesFiles,
  datesModulesOf,
  gzipped,
  entry,
  entryFiles,
  kb,
  isSwiper,
  manifest,
  modulesOf,
  pageKeyOf,
  printRouteCosts,
  ROUTE_VISIT_TIMEOUT_MS,
  routeTableFiles,
  routeTableKeys,
  routeTables,
  sizeOf,
  watchDownloads,
  wireFeatureOf,
  type WatchedVisit,
} from './harness/bundle';
import { describe, expect, test } from './harness/fixtures';
import { waitForHydration } from './harness/hydration';
import { logIn, loggedInStorage, sessionStorageEntries } from './harness/session';
import { isApiRefusalNote } from './harness/shopper';

/**
 * What a shopper's phone downloads before a route can show anything, gzip-compressed: the budgets and how they are
 * measured are in harness/bundle.ts. Each route's own cost is checked by the route sweep's visit of it at phone width
 * (sweep-routes-guest-phone for the routes a guest opens, sweep-routes-customer for those behind login), which loads
 * the page anyway; this file checks the entry, the route tables and the one route the sweep cannot measure.
 */

describe('bundle budget (gzip)', () => {
  test('keeps the entry within budget', () => {
    const { js, css } = sizeOf(entry);
    console.log(`entry: JS ${kb(js)} of ${kb(budgets.entryJs)}, CSS ${kb(css)} of ${kb(budgets.entryCss)}`);
    expect(js).toBeLessThanOrEqual(budgets.entryJs);
    expect(css).toBeLessThanOrEqual(budgets.entryCss);
  });

  test('keeps the route tables out of the entry, within their budget', () => {
    for (const key of routeTableKeys) {
      expect(manifest[key], `${key}: a chunk of its own`).toBeDefined();
      expect(entry.has(key), `${key} is in the entry`).toBe(false);
    }
    const { js } = sizeOf(routeTables);
    console.log(`route tables: JS ${kb(js)} of ${kb(budgets.routeTablesJs)}, ${[...routeTableFiles].map(chunkLabel).join(', ')}`);
    expect(js).toBeLessThanOrEqual(budgets.routeTablesJs);
  });

  test('keeps the customer\'s frame out of the entry, within its budget', () => {
    for (const key of customerFrameKeys) {
      expect(manifest[key], `${key}: a chunk of its own`).toBeDefined();
      expect(entry.has(key), `${key} is in the entry`).toBe(false);
    }
    const { js } = sizeOf(customerFrame);
    console.log(`customer's frame: JS ${kb(js)} of ${kb(budgets.customerFrameJs)}, ${[...customerFrameFiles].map(chunkLabel).join(', ')}`);
    expect(js).toBeLessThanOrEqual(budgets.customerFrameJs);
    // What keeps it out of a guest's entry: nothing there names the chat's box by its class.
    expect([...entry].some((key) => key.endsWith('core/src/chat/chat-box.ts')), 'the chat\'s box is in the entry').toBe(false);
  });

  test('keeps the store\'s dates (dayjs, its locale, the formatter) one chunk of their own, out of the entry, within its budget', () => {
    expect([...datesFiles], 'one chunk holds the dates').toHaveLength(1);
    const [file] = [...datesFiles] as [string];
    expect(entryFiles.has(file), 'the dates are in the entry').toBe(false);
    // Nothing else rides in it: a route that shows no date never pays for one that does.
    expect(modulesOf(file).filter((module) => !datesModulesOf(file).includes(module))).toEqual([]);
    expect(datesModulesOf(file)).toEqual(expect.arrayContaining(['node_modules/dayjs/locale/id.js', 'node_modules/dayjs/plugin/utc.js']));
    console.log(`store's dates: JS ${kb(gzipped(file))} of ${kb(budgets.datesJs)}, ${chunkLabel(file)}`);
    expect(gzipped(file)).toBeLessThanOrEqual(budgets.datesJs);
  });

  test('hydrates the page the server rendered without the route tables, which the next page then uses', async ({ shopper, store }) => {
    const tableUrls = [...routeTableFiles].map((file) => `/${file}`);
    const blocked: string[] = [];
    const { page } = await shopper.visit('/profile/orders', 'desktop', {
      storage: await loggedInStorage(store.url),
      beforeNavigation: async (tab) => {
        await tab.route((url) => tableUrls.includes(url.pathname), (route) => {
          blocked.push(new URL(route.request().url()).pathname);
          return route.abort('blockedbyclient');
        });
      },
    });
    await waitForHydration(page);
    // The idle warm-up asked for the tables, after hydration, and was refused; the page the server rendered is whole.
    await expect.poll(() => blocked.length, { timeout: 10_000 }).toBeGreaterThan(0);
    await page.getByTestId('order-card').first().waitFor();
    expect(await page.getByRole('button', { name: 'Muat Ulang' }).count(), 'no chunk failure shown').toBe(0);
    // Its own parts work: a tab of the orders is a navigation within the page's chunk.
    await page.getByRole('navigation', { name: 'Status pesanan' }).getByRole('link', { name: 'Dibatalkan' }).click();
    await expect.poll(() => page.evaluate(() => location.search)).toContain('status=');
    // With the tables back, the next page loads through them.
    await page.unrouteAll();
    await page.goBack();
    await page.getByRole('link', { name: 'Pembayaran', exact: true }).first().click();
    await expect.poll(() => page.evaluate(() => location.pathname)).toBe('/profile/pay');
    await page.locator('#pay-title').waitFor();
    expect(await page.getByRole('button', { name: 'Muat Ulang' }).count()).toBe(0);
  });

  test('keeps swiper and every feature\'s wire schemas out of the entry', () => {
    const modules = [...entry].flatMap((key) => modulesOf(manifest[key]!.file).map((module) => ({ module, file: manifest[key]!.file })));
    expect(modules.length, 'modules found in the entry\'s source maps').toBeGreaterThan(0);
    expect(modules.filter(({ module }) => module.startsWith('core/src/')).length, 'core is in the entry (the source maps are read right)').toBeGreaterThan(0);
    const named = (found: typeof modules) => found.map(({ module, file }) => `${module} (in ${file})`);
    expect(named(modules.filter(({ module }) => isSwiper(module))), 'swiper in the entry').toEqual([]);
    expect(named(modules.filter(({ module }) => wireFeatureOf(module) !== null)), 'wire schemas in the entry').toEqual([]);
  });

  test('gives every route of the table a page chunk of its own, outside the entry', () => {
    for (const route of storeRoutes) {
      const key = pageKeyOf(route);
      expect(manifest[key], `${route.path}: no chunk ${key} in the manifest`).toBeDefined();
      expect(entry.has(key), `${route.path}: its page is in the entry`).toBe(false);
      const importers = Object.keys(manifest).filter((chunk) => manifest[chunk]!.dynamicImports?.includes(key));
      expect(importers, `${route.path}: its page is not loaded lazily (no dynamic import of ${key})`).not.toEqual([]);
    }
  });
});

describe('bundle budget per route, as Chromium downloads it', () => {
  // The sweep's customer goes on from /buy to the checkout with the seeded cart; a customer with an empty cart stays, so
  // what is measured is /buy's own page.
  test('/buy adds at most 30 kB of gzip JavaScript to the entry on a phone, for a customer with nothing to buy yet', { timeout: ROUTE_VISIT_TIMEOUT_MS }, async ({ shopper, store, expect: check }) => {
    const route = storeRoutes.find((candidate) => candidate.path === '/buy')!;
    let watched: WatchedVisit | undefined;
    const { page, response } = await shopper.visit('/buy', 'phone', {
      storage: sessionStorageEntries(await logIn(store.url, NEW_CUSTOMER)),
      beforeNavigation: (tab) => {
        watched = watchDownloads(tab);
      },
    });
    await waitForHydration(page);
    watched!.hydrated();
    check(response?.status(), 'GET /buy').toBeLessThan(500);
    // "/buy goes to /m/buy on mobile user agents" (document 1 §2): a phone's /buy is the mobile page's cost.
    check(new URL(page.url()).pathname, 'where /buy takes a phone').toBe('/m/buy');
    const cost = await checkRouteCost(page, '/buy', route, watched!, check);
    printRouteCosts('/buy', [cost]);
    check(shopper.problemsSoFar().filter((line) => !isApiRefusalNote(line)), 'console errors, uncaught errors, 5xx answers').toEqual([]);
  });
});

import type { Page } from 'playwright-core';
import type { StoreRoute } from '../../../web/src/app/routing/route';
import { storeRoutes } from '../../../web/src/app/routing/routes';
import { routeSamples, samplePath } from './route-samples';
import { afterAll, type ExpectStatic } from 'vitest';
import { describe, test } from './fixtures';
import { seriousViolations } from './accessibility';
import { waitForHydration } from './hydration';
import { loggedInStorage } from './session';
import { isApiRefusalNote, type Shopper } from './shopper';
import { checkRouteCost, printRouteCosts, type RouteCost, watchDownloads, type WatchedVisit } from './bundle';
import type { ViewportName } from './viewports';

/**
 * The sweep of every route of the table (web/src/app/routing/routes.ts), as a
 * phone and a desktop open it: the status the server answers, where the shopper
 * ends up (the login guard, "authenticated users are sent to /"), one `h1`, no
 * console error, and no serious or critical accessibility violation; on a
 * phone, what the route downloads (the bundle budget). The
 * `sweep-routes-*` files each run one part, so that the two workers share it
 * (as one file it ran 700 s in one worker while the other had finished).
 */


/**
 * Where a guest ends up when the route's own rule says so (document 2 §2:
 * "Email verification … failure goes to /404"). The server renders
 * /verify-email as its page (404 when it checks the link itself, 200 when the
 * browser does), so both statuses are the route's.
 */
const guestOutcomes: Readonly<Record<string, { path: string; statuses: readonly number[] }>> = {
  '/verify-email/:id': { path: '/404', statuses: [200, 404] },
};

const loginPathFor = (wanted: string) => `/login?redirect=${encodeURIComponent(wanted)}`;
const homeRoute = storeRoutes.find((route) => route.path === '/')!;

/** What the error boundary shows instead of a page: a route that renders it is broken, even with its one h1. */
const brokenPageTitles = ['Maaf, halaman ini gagal ditampilkan.', 'Halaman belum berhasil dimuat.'];

interface Expected {
  readonly statuses: readonly number[];
  /** Path and query the shopper ends on. */
  readonly landsOn: string;
}

/**
 * "/buy goes to /m/buy on mobile user agents and otherwise needs login. /m/buy
 * goes to /buy on non-mobile agents" (document 1 §2). Both show the cart and
 * go on to checkout: a customer (whose seeded cart has selected lines) lands
 * on its first step; a guest (an empty cart) stays on the mobile page, or
 * meets the login guard of /buy.
 */
const buyOutcome = (route: StoreRoute, who: 'guest' | 'customer', viewport: ViewportName): Expected | null => {
  if (route.path !== '/buy' && route.path !== '/m/buy') return null;
  if (who === 'customer') return { statuses: [200], landsOn: '/checkout' };
  return viewport === 'phone' ? { statuses: [200], landsOn: '/m/buy' } : { statuses: [200], landsOn: loginPathFor('/buy') };
};

const expectationFor = (route: StoreRoute, who: 'guest' | 'customer', viewport: ViewportName): Expected => {
  const buy = buyOutcome(route, who, viewport);
  if (buy) return buy;
  const sample = samplePath(route);
  const status = route.status ?? 200;
  if (who === 'guest') {
    if (route.access === 'login') return { statuses: [200], landsOn: loginPathFor(sample) };
    const outcome = guestOutcomes[route.path];
    return outcome ? { statuses: outcome.statuses, landsOn: outcome.path } : { statuses: [status], landsOn: sample };
  }
  if (route.access === 'guest') return { statuses: [status], landsOn: '/' };
  const outcome = guestOutcomes[route.path];
  return outcome ? { statuses: outcome.statuses, landsOn: outcome.path } : { statuses: [status], landsOn: sample };
};

/**
 * axe-core's findings of each page the visits land on, by who and the width: one analysis of a page serves every
 * visit that lands on it. Some fifty visits as a guest end on /login (every route behind login sends a guest
 * there, the redirect query apart), and axe-core was a third of each visit's time on CI's two cores.
 */
const findings = new Map<string, Promise<string[]>>();
const landedPageViolations = (page: Page, who: 'guest' | 'customer', viewport: ViewportName) => {
  const key = `${who} ${viewport} ${new URL(page.url()).pathname}`;
  let pending = findings.get(key);
  if (!pending) {
    pending = seriousViolations(page);
    // A page that could not be analysed (its test ended first) is analysed again by the next visit.
    pending.catch(() => findings.delete(key));
    findings.set(key, pending);
  }
  return pending;
};

const headingsOf = (page: Page) => page.locator('h1').allInnerTexts();

/**
 * The visits that also weigh their route (the bundle budget, harness/bundle.ts): each route once, on a phone, as the
 * shopper who can open it (a guest, or the customer behind login). /buy sends the sweep's customer on to the checkout,
 * so bundle-budget.e2e weighs it with a customer who stays.
 */
const weighsItsRoute = (route: StoreRoute, viewport: ViewportName, who: 'guest' | 'customer') =>
  viewport === 'phone' && route.path !== '/buy' && (who === 'customer') === (route.access === 'login');

/** Opens the route, follows it to where it lands, and checks what every page owes the shopper. */
const checkVisit = async (
  shopper: Shopper,
  storeUrl: string,
  route: StoreRoute,
  viewport: ViewportName,
  who: 'guest' | 'customer',
  check: ExpectStatic,
  costs: RouteCost[],
) => {
  const sample = samplePath(route);
  const expected = expectationFor(route, who, viewport);
  const storage = who === 'customer' ? await loggedInStorage(storeUrl) : undefined;
  let downloads: WatchedVisit | undefined;
  const weigh = (tab: Page) => {
    downloads = watchDownloads(tab);
  };
  const { page, response } = await shopper.visit(sample, viewport, {
    ...(storage ? { storage } : {}),
    ...(weighsItsRoute(route, viewport, who) ? { beforeNavigation: weigh } : {}),
  });

  check(expected.statuses, `the status of GET ${sample}`).toContain(response?.status());
  // A route that sends the shopper on after hydration (/buy to /checkout, once the cart and its stock
  // check are known) has the same time as the settle below: CI's busiest minute once took over 15 s.
  await page.waitForURL((url) => `${url.pathname}${url.search}` === expected.landsOn, { timeout: SETTLE_TIMEOUT_MS }).catch(() => undefined);
  const landed = new URL(page.url());
  check(`${landed.pathname}${landed.search}`, `where ${sample} leads a ${who}`).toBe(expected.landsOn);
  // Up to ten of these visits share the 2 cores with another test file: a page that redirects after
  // hydration (a customer sent on from /register) has reached its network's quiet after 46 s in CI.
  await waitForHydration(page, SETTLE_TIMEOUT_MS);
  downloads?.hydrated();

  await check.poll(() => page.locator('h1').count(), { message: `one h1 on ${expected.landsOn}`, timeout: 10_000 }).toBe(1);
  const [heading] = await headingsOf(page);
  check(heading?.trim(), 'the h1 has text').toBeTruthy();
  check(brokenPageTitles, `${expected.landsOn} rendered the error boundary`).not.toContain(heading?.trim());

  check(await landedPageViolations(page, who, viewport), `axe-core on ${expected.landsOn} at ${viewport} width`).toEqual([]);
  if (downloads) costs.push(await checkRouteCost(page, sample, route, downloads, check));
  check(
    shopper.problemsBesidesDocumentStatus(sample, response?.status() ?? 0).filter((line) => !isApiRefusalNote(line)),
    'console errors, uncaught errors, 5xx answers',
  ).toEqual([]);
};

/** The table's own promises, checked once before the visits. */
export const checkRouteTable = () => {
  describe('the route table', () => {
    test('has a sample for every route with parameters, and one row per path', ({ expect: check }) => {
      const withParameters = storeRoutes.filter((route) => route.path.includes(':')).map((route) => route.path);
      check(withParameters.filter((path) => routeSamples[path] === undefined), 'routes with parameters and no sample').toEqual([]);
      check(Object.keys(routeSamples).filter((path) => !withParameters.includes(path)), 'samples of routes no longer in the table').toEqual([]);
      check(storeRoutes.length).toBeGreaterThan(0);
      check(homeRoute?.access).toBe('public');
      // The table's own promise: one row per path, the same pattern never twice.
      check(new Set(storeRoutes.map((route) => route.path)).size).toBe(storeRoutes.length);
    });
  });
};

/**
 * Visits run concurrently (three at a time in each of two workers, vitest.workspace.ts)
 * on a 2-core machine, and the catalogue's pages are the heaviest the store has (a
 * product page with four carousels, the home page with eleven blocks): a
 * visit gets twice the suite's 60 s, which stays a bound on a hang.
 */
const VISIT_TIMEOUT_MS = 120_000;
/** How long a visit may take to hydrate and let its network settle, within the visit's own time. */
const SETTLE_TIMEOUT_MS = 60_000;

/**
 * Which routes a guest's sweep opens at a width. Login's guard does not depend on the width: the phone's sweep sends a
 * guest from every route behind login to /login, and the desktop's opens /login itself. /buy is the exception, as
 * document 1 §2 sends a phone and a desktop different ways.
 */
const sweptAsGuest = (route: StoreRoute, viewport: ViewportName) => viewport === 'phone' || route.access !== 'login' || route.path === '/buy';

/** Every route of the table as a guest at one width (see sweptAsGuest), and an unknown path (which shows the home page). */
export const sweepEveryRouteAsGuest = (viewport: ViewportName) =>
  describe.concurrent(`every route in Chromium, as a guest, at ${viewport} width`, () => {
    const costs: RouteCost[] = [];
    afterAll(() => printRouteCosts(`as a guest at ${viewport} width`, costs));
    for (const route of storeRoutes.filter((candidate) => sweptAsGuest(candidate, viewport))) {
      const expected = expectationFor(route, 'guest', viewport);
      test(`${samplePath(route)} (${route.access}) at ${viewport} width → ${expected.statuses.join('/')} ${expected.landsOn}`, async ({ shopper, store, expect: check }) => {
        await checkVisit(shopper, store.url, route, viewport, 'guest', check, costs);
      }, VISIT_TIMEOUT_MS);
    }

    test(`an unknown path (/tidak-ada) at ${viewport} width answers 200 with the home page`, async ({ shopper, expect: check }) => {
      const home = await shopper.visit('/', viewport);
      await waitForHydration(home.page);
      const homeHeadings = await headingsOf(home.page);

      const { page, response } = await shopper.visit('/tidak-ada', viewport);
      check(response?.status()).toBe(200);
      await waitForHydration(page);
      check(new URL(page.url()).pathname, 'the address stays as typed').toBe('/tidak-ada');
      check(await headingsOf(page)).toEqual(homeHeadings);
      check(homeHeadings).toHaveLength(1);
      check(await seriousViolations(page)).toEqual([]);
      check(shopper.problemsSoFar()).toEqual([]);
    }, VISIT_TIMEOUT_MS);
  });

/** The routes behind login or for guests only, as the demo customer, at each of `viewports`. */
export const sweepGuardedRoutesAsCustomer = (viewports: readonly ViewportName[]) =>
  describe.concurrent(`the guarded routes, as the demo customer, at ${viewports.join(' and ')} width`, () => {
    const costs: RouteCost[] = [];
    afterAll(() => printRouteCosts('as the demo customer', costs));
    for (const route of storeRoutes.filter((candidate) => candidate.access !== 'public')) {
      for (const viewport of viewports) {
        const expected = expectationFor(route, 'customer', viewport);
        test(`${samplePath(route)} (${route.access}) at ${viewport} width → ${expected.landsOn}`, async ({ shopper, store, expect: check }) => {
          await checkVisit(shopper, store.url, route, viewport, 'customer', check, costs);
        }, VISIT_TIMEOUT_MS);
      }
    }
  });

import type { Page, Route } from 'playwright-core';
import type { ExpectStatic } from 'vitest';
import { storeRoutes } from '../../../web/src/app/routing/routes';
import { samplePath } from './route-samples';
import { describe, test } from './fixtures';
import type { Shopper } from './shopper';
import { withoutApiSnapshot } from './api-snapshot';
import { waitForHydration } from './hydration';
import { SESSION_KEY, loggedInStorage } from './session';

/**
 * The sweep of every route with the API failing: a page says so in Indonesian
 * and the frame stays, for every call a route makes answered in a shape the
 * adapters cannot read, with a 500, or with a dropped connection. The
 * `sweep-failures-*` files each run one part, so that both workers share it.
 *
 * The server renders with the real mock, so the failures must happen in the
 * browser: the page's document comes without its API snapshot (the
 * `store-snapshot` element), which makes the browser's loaders ask the
 * network, where every `/api/` call meets the failure.
 */


/** Every route a guest can open (the ones behind login send a guest to /login first). */
const guestRoutes = storeRoutes.filter((route) => route.access !== 'login');
/** The routes behind login, opened as the demo customer: the cart's /buy, the checkout's steps, the orders and invoices, the profile. */
const customerRoutes = storeRoutes.filter((route) => route.access === 'login');

interface FailureKind {
  readonly name: string;
  readonly answer: (route: Route) => Promise<void>;
  /** What the shopper reads (core's failure texts, document 2 §8's plain voice). */
  readonly text: string;
}

const failureKinds: readonly FailureKind[] = [
  {
    name: 'an answer in a shape the store cannot read',
    answer: (route) => route.fulfill({ status: 200, json: { success: true, message: 'Berhasil', data: 'bukan-data-yang-diharapkan' } }),
    text: 'Data dari server tidak dapat dibaca',
  },
  {
    name: 'HTTP 500',
    answer: (route) => route.fulfill({ status: 500, json: { success: false, message: 'Terjadi kesalahan pada server' } }),
    text: 'Server kami sedang mengalami gangguan',
  },
  {
    name: 'a dropped connection',
    answer: (route) => route.abort('connectionreset'),
    text: 'Koneksi ke server terputus',
  },
];

interface FailingVisit {
  /** The API calls the browser made, each answered with the failure. */
  readonly failed: string[];
  /** The document's own answer, when it was not a page with a snapshot to remove. */
  readonly documentProblems: string[];
}

/** Serves the page's document without its API snapshot, and every API call with the failure. */
const failEveryCall = async (page: Page, kind: FailureKind): Promise<FailingVisit> => {
  const visit: FailingVisit = { failed: [], documentProblems: await withoutApiSnapshot(page) };
  await page.route('**/api/**', async (route) => {
    visit.failed.push(`${route.request().method()} ${new URL(route.request().url()).pathname}`);
    await kind.answer(route);
  });
  return visit;
};

/** Resolves once `count` has not changed for `quietMs` (the page has stopped asking), or after `timeoutMs`. */
const settled = async (count: () => number, quietMs = 1_000, timeoutMs = 15_000) => {
  const started = Date.now();
  let last = count();
  let since = Date.now();
  while (Date.now() - started < timeoutMs) {
    await new Promise((resolve) => setTimeout(resolve, 100));
    if (count() !== last) {
      last = count();
      since = Date.now();
    } else if (Date.now() - since >= quietMs) return;
  }
};

/**
 * The problems the failures cause by design: Chromium's note of each failed request, and the 500s themselves
 * (the store API's, and the storefront's own shipment endpoints' under /omnitracking/api/).
 */
const expectedNoise = (line: string) =>
  /console\.error: Failed to load resource/.test(line) || /\] 500 from http:\/\/127\.0\.0\.1:\d+\/(omnitracking\/)?api\//.test(line);

/**
 * Calls whose failure the spec answers without a message: the meta pages
 * only give the tab its title, and "a default store title and description"
 * stand in (document 1 §2).
 */
const silentFallbacks = [/^GET \/api\/uni\/page$/];

/** Routes whose failure the spec sends elsewhere: "Email verification failure: go to /404" (document 2 §2, §8). */
const failureDestinations: Readonly<Record<string, string>> = {
  '/verify-email/:id': '/404',
};

/**
 * Opens `path` with every API call failing as `kind` says, then checks what
 * the shopper is left with: the failure's words where data is missing (or
 * the spec's destination), the frame, and nothing uncaught.
 */
const visitWithFailingApi = async (
  { shopper, check }: { shopper: Shopper; check: ExpectStatic },
  path: string,
  kind: FailureKind,
  destination: string | undefined,
  storage?: Readonly<Record<string, string>>,
  framed = true,
) => {
  let visit: FailingVisit = { failed: [], documentProblems: [] };
  const { page } = await shopper.visit(path, 'phone', {
    ...(storage ? { storage } : {}),
    beforeNavigation: async (tab) => {
      visit = await failEveryCall(tab, kind);
    },
  });
  check(visit.documentProblems, 'the page itself').toEqual([]);
  await waitForHydration(page);
  const { failed } = visit;
  // The page asks once it is rendered; its retries follow. Wait until no new call has come for a while.
  await check.poll(() => failed.length, { message: 'API calls the browser made for the page (all answered with the failure)', timeout: 10_000 }).toBeGreaterThan(0);
  await settled(() => failed.length);
  const contentCalls = failed.filter((call) => !silentFallbacks.some((pattern) => pattern.test(call)));

  if (destination) {
    await page.waitForURL((url) => url.pathname === destination, { timeout: 10_000 }).catch(() => undefined);
    check(new URL(page.url()).pathname, `where ${path} goes when ${failed.join(', ')} failed`).toBe(destination);
  } else if (contentCalls.length > 0) {
    // The same message may also sit in a part hidden at this width (the desktop menu row): any visible one counts.
    const message = page.getByText(kind.text).filter({ visible: true }).first();
    await message.waitFor({ state: 'visible', timeout: 10_000 }).catch(() => undefined);
    const alerts = await page.evaluate(() => [...document.querySelectorAll('[role="alert"]')].map((alert) => (alert as HTMLElement).innerText.trim()));
    check(await message.isVisible(), `"${kind.text}" visible after ${contentCalls.join(', ')} failed (alerts shown: ${JSON.stringify(alerts)})`).toBe(true);
  } else {
    // Only calls with a fallback failed: the page shows what it is, as it would with the API up.
    check(await page.locator('main h1').first().isVisible(), `the page's heading after ${failed.join(', ')} failed`).toBe(true);
  }

  // The app's web view (/faq-apps) never has the store's frame; every other page keeps it.
  check(await page.locator('header').first().isVisible(), 'the header stays').toBe(framed);
  check(await page.locator('footer').first().isVisible(), 'the footer stays').toBe(framed);
  check(await page.getByText('Maaf, halaman ini gagal ditampilkan.').count(), 'the page did not crash into the error boundary').toBe(0);
  check(
    shopper.problemsSoFar().filter((line) => !expectedNoise(line)),
    'problems other than the failed requests (uncaught errors, console errors)',
  ).toEqual([]);
  return page;
};

/**
 * The failures a route meets. Every route meets an answer its adapters cannot read: each adapter has its own
 * schema, and each must turn the wrong shape into the failure's words. A 500 and a dropped connection come
 * through the one HTTP client every adapter shares (adapters/src/http/json-client.ts; store-api.test.ts maps each to
 * its words): a route meets one of the two in turn, so both meet every kind of page and the sweep makes a
 * third fewer visits.
 */
const failuresOf = (index: number): readonly FailureKind[] => [failureKinds[0]!, failureKinds[1 + (index % 2)]!];

/** Every route a guest can open, with the API failing. */
export const sweepPublicRoutesWithFailingApi = () =>
  describe.concurrent('every public route when the API fails', () => {
    for (const [index, route] of guestRoutes.entries()) {
      for (const kind of failuresOf(index)) {
        const path = samplePath(route);
        const destination = failureDestinations[route.path];
        const outcome = destination ? `goes to ${destination}` : `"${kind.text}…" where data is missing`;
        test(`${path} with ${kind.name}: ${outcome}, header and footer stay, nothing uncaught`, async ({ shopper, expect: check }) => {
          await visitWithFailingApi({ shopper, check }, path, kind, destination, undefined, route.chrome !== 'none');
        });
      }
    }
  });

/** Every route behind login, as the demo customer, with the API failing. */
export const sweepCustomerRoutesWithFailingApi = () =>
  describe.concurrent('every route behind login, as the demo customer, when the API fails', () => {
    for (const [index, route] of customerRoutes.entries()) {
      for (const kind of failuresOf(index)) {
        const path = samplePath(route);
        test(`${path} with ${kind.name}: "${kind.text}…" where the customer's data is missing, the session kept, header and footer stay, nothing uncaught`, async ({ shopper, store, expect: check }) => {
          // The session lives in the browser's storage (document 2 §6): a failing API must not end it.
          const storage = await loggedInStorage(store.url);
          const page = await visitWithFailingApi({ shopper, check }, path, kind, undefined, storage);
          check(new URL(page.url()).pathname, 'not sent to the login page').not.toBe('/login');
          check(await page.evaluate((key) => window.localStorage.getItem(key), SESSION_KEY), 'the session is kept').not.toBeNull();
        });
      }
    }
  });

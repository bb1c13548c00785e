import type { Browser } from 'playwright-core';
import { test as base } from 'vitest';
import { launchChromium } from './browser';
import { Shopper } from './shopper';
import { type RunningStore, startStore } from './store';
import { UncaughtErrors } from './uncaught-errors';

interface Fixtures {
  /** One Chromium per worker. */
  chromium: Browser;
  /** The worker's Chromium, every context and page the test opens in it watched for uncaught errors. */
  browser: Browser;
  /** The uncaught errors (pageerror) of every page the test opened: any one fails the test. */
  uncaught: UncaughtErrors;
  /** The store (production build + seeded mock API) on a free port, one per test file. */
  store: RunningStore;
  /** A page helper; on failure it leaves a screenshot and the console log in .artifacts/e2e/failures. */
  shopper: Shopper;
}

/**
 * How long a fixture's teardown may take. Vitest gives a teardown no time limit: a Chromium that stopped answering
 * while a context closed would hold its worker, and the whole run, until CI stopped it with nothing said. Past this the
 * run goes on and says what was left behind (Playwright kills its browsers when the worker exits).
 */
const TEARDOWN_LIMIT_MS = 30_000;
const withinTime = async (teardown: Promise<void>, what: string) => {
  let timer: NodeJS.Timeout | undefined;
  const late = new Promise<'late'>((resolve) => {
    timer = setTimeout(() => resolve('late'), TEARDOWN_LIMIT_MS);
  });
  const outcome = await Promise.race([teardown.then(() => 'done' as const), late]);
  clearTimeout(timer);
  if (outcome === 'late') console.error(`${what} took more than ${TEARDOWN_LIMIT_MS / 1000} s; the run goes on without waiting for it`);
};

/**
 * The end-to-end test API: `test('…', async ({ shopper, store }) => …)`.
 * New browser tests only add files that import this.
 */
export const test = base.extend<Fixtures>({
  chromium: [
    async ({}, use) => {
      const browser = await launchChromium();
      await use(browser);
      await withinTime(browser.close(), 'closing the worker\'s Chromium');
    },
    { scope: 'worker' },
  ],
  uncaught: async ({}, use) => {
    const uncaught = new UncaughtErrors();
    await use(uncaught);
    // After every fixture that depends on it (the shopper's evidence, its contexts closed): the test's last word.
    uncaught.assertNone();
  },
  browser: async ({ chromium, uncaught }, use) => {
    await use(uncaught.watchBrowser(chromium));
  },
  store: [
    async ({}, use) => {
      const store = await startStore();
      await use(store);
      await withinTime(store.close(), 'stopping the file\'s store');
    },
    { scope: 'file' },
  ],
  shopper: async ({ browser, store, uncaught, task }, use) => {
    const shopper = new Shopper(browser, store.url);
    await use(shopper);
    // Teardown runs before onTestFailed hooks, while the pages are still open: look at the result here. An uncaught
    // error fails the test after this (the uncaught fixture's teardown): its evidence is saved now.
    if (task.result?.state === 'fail' || (task.result?.errors?.length ?? 0) > 0 || uncaught.errors.length > 0) {
      const dir = await shopper.saveEvidence(task.fullName);
      console.log(`Evidence of the failure saved in ${dir}`);
    } else if (process.env.E2E_SCREENSHOTS === '1') {
      await shopper.saveEvidence(task.fullName, 'screens');
    }
    await withinTime(shopper.close(), 'closing the test\'s browser contexts');
  },
});

export { describe, expect } from 'vitest';

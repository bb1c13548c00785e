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
 * The end-to-end test API: `test('…', async ({ shopper, store }) => …)`.
 * New browser tests only add files that import this.
 */
export const test = base.extend<Fixtures>({
  chromium: [
    async ({}, use) => {
      const browser = await launchChromium();
      await use(browser);
      await browser.close();
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
      await store.close();
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
    await shopper.close();
  },
});

export { describe, expect } from 'vitest';

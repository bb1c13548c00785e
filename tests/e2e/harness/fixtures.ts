import type { Browser } from 'playwright-core';
import { test as base } from 'vitest';
import { launchChromium } from './browser';
import { Shopper } from './shopper';
import { type RunningStore, startStore } from './store';

interface Fixtures {
  /** One Chromium per worker. */
  browser: Browser;
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
  browser: [
    async ({}, use) => {
      const browser = await launchChromium();
      await use(browser);
      await browser.close();
    },
    { scope: 'worker' },
  ],
  store: [
    async ({}, use) => {
      const store = await startStore();
      await use(store);
      await store.close();
    },
    { scope: 'file' },
  ],
  shopper: async ({ browser, store, task }, use) => {
    const shopper = new Shopper(browser, store.url);
    await use(shopper);
    // Teardown runs before onTestFailed hooks, while the pages are still open: look at the result here.
    if (task.result?.state === 'fail' || (task.result?.errors?.length ?? 0) > 0) {
      const dir = await shopper.saveEvidence(task.fullName);
      console.log(`Evidence of the failure saved in ${dir}`);
    } else if (process.env.E2E_SCREENSHOTS === '1') {
      await shopper.saveEvidence(task.fullName, 'screens');
    }
    await shopper.close();
  },
});

export { describe, expect } from 'vitest';

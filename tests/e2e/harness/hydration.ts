import type { Page } from 'playwright-core';

/**
 * Waits until React owns the page (hydrated, or rendered in the browser) and
 * the network has settled: what the page loads on its own is there, so what
 * a test reads next is what a shopper would see.
 */
export const waitForHydration = async (page: Page, timeout = 20_000): Promise<void> => {
  await page.waitForFunction(
    () => {
      if (document.documentElement.dataset.hydrated === 'true') return true;
      const first = document.getElementById('root')?.firstElementChild ?? null;
      // React marks every element it has claimed with an internal fiber key.
      return first !== null && Object.keys(first).some((key) => key.startsWith('__reactFiber$'));
    },
    undefined,
    { timeout },
  );
  await page.waitForLoadState('networkidle', { timeout });
};

import type { Page } from 'playwright-core';
import { storageKey } from '@more/adapters/storage';
import { describe, expect, test } from './harness/fixtures';
import { waitForHydration } from './harness/hydration';
import { logIn, sessionStorageEntries } from './harness/session';
import { resetMock } from './harness/store';

/**
 * "Home sets the checkout order to empty on creation" (document 1 §4), through the pages: choices made in a checkout
 * do not come back at /checkout once home was opened, whether home came by a link in the same page or by a load of
 * its own. The demo customer's seeded cart holds two selected lines.
 */

const DRAFT_KEY = storageKey('checkout-draft');
const draftKept = (page: Page) => page.evaluate((key) => sessionStorage.getItem(key) !== null, DRAFT_KEY);
const stepOf = (page: Page) => page.getByTestId('checkout').getAttribute('data-step');

/** Shipping with the first courier, then payment with a bank: a checkout under way, kept as the tab's draft. */
const checkoutUnderWay = async (page: Page) => {
  await page.getByTestId('checkout').waitFor({ timeout: 15_000 });
  const courier = page.getByTestId('shipping-options').getByRole('radio').first();
  await courier.check();
  await page.getByTestId('to-payment').click();
  await page.waitForURL((url) => url.pathname === '/checkout/payment');
  await page.getByRole('radio', { name: /BCA Virtual Account/ }).check();
  await expect.poll(() => draftKept(page)).toBe(true);
};

/** /checkout begins afresh from the cart: the shipping step, no courier chosen, nothing kept. */
const expectFreshCheckout = async (page: Page) => {
  await expect.poll(() => stepOf(page), { timeout: 15_000 }).toBe('shipping');
  expect(new URL(page.url()).pathname).toBe('/checkout');
  await page.getByTestId('shipping-options').getByRole('radio').first().waitFor();
  expect(await page.getByTestId('shipping-options').getByRole('radio', { checked: true }).count()).toBe(0);
};

describe('home empties the checkout order (document 1 §4)', () => {
  for (const viewport of ['phone', 'desktop'] as const) {
    test(`at ${viewport} width: after home, by a link or a load of its own, /checkout starts afresh from the cart`, async ({ shopper, store }) => {
      await resetMock(store);
      const session = await logIn(store.url);
      const { page } = await shopper.visit('/checkout', viewport, { storage: sessionStorageEntries(session) });
      await waitForHydration(page);
      await checkoutUnderWay(page);

      // A control first: a reload of the step keeps the draft (document 1: "a reload keeps what was chosen").
      await page.goto(`${store.url}/checkout/payment`);
      await waitForHydration(page);
      await expect.poll(() => stepOf(page), { timeout: 15_000 }).toBe('payment');

      // Home by a link in the same page, where the checkout was opened: then /checkout in the same page.
      await page.getByRole('link', { name: /beranda|MORE Furniture/i }).first().click();
      await page.waitForURL((url) => url.pathname === '/');
      await expect.poll(() => draftKept(page), { timeout: 15_000 }).toBe(false);
      await page.evaluate(() => {
        history.pushState(null, '', '/checkout/payment');
        dispatchEvent(new PopStateEvent('popstate'));
      });
      await expectFreshCheckout(page);

      // Home loaded on its own (the checkout's module never loaded in that page), then /checkout/payment typed.
      await checkoutUnderWay(page);
      await page.goto(`${store.url}/`);
      await waitForHydration(page);
      await expect.poll(() => draftKept(page), { timeout: 15_000 }).toBe(false);
      await page.goto(`${store.url}/checkout/payment`);
      await waitForHydration(page);
      await expectFreshCheckout(page);
    });
  }
});

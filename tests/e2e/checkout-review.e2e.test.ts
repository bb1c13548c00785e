import type { Page } from 'playwright-core';
import { describe, expect, test } from './harness/fixtures';
import { waitForHydration } from './harness/hydration';
import { demoCustomer, logIn, sessionStorageEntries } from './harness/session';
import { resetMock } from './harness/store';

/**
 * What the review step shows a shopper to confirm (address, courier, payment
 * method, lines, and the totals in receipt order), and a guest's way from the
 * cart through /login?redirect=… to the checkout (document 1 §2, "Login guard").
 */

const amount = (text: string): number => Number(text.replace(/[^0-9]/g, '')) * (text.trim().startsWith('-') ? -1 : 1);

const receipt = async (page: Page) =>
  page.getByTestId('receipt').locator('> div').evaluateAll((rows) => rows.map((row) => [row.querySelector('dt')!.textContent, row.querySelector('dd')!.textContent] as const));

/** A product with stock, not in a flash sale, as the cart's e2e picks one. */
const aProductSlug = async (storeUrl: string): Promise<string> => {
  const answer = await fetch(`${storeUrl}/api/uni/product?type=terbaru&per_page=12&is_bundle=0`);
  const body = (await answer.json()) as { data: { data: { slug: string; stock: number; seo_4: string | null }[] } };
  return body.data.data.find((product) => product.stock > 10 && !product.seo_4?.startsWith('FLASH'))!.slug;
};

describe('checkout review', () => {
  for (const viewport of ['phone', 'desktop'] as const) {
    test(`at ${viewport} width: address, courier, payment method and lines to confirm, each with Ubah; totals in receipt order`, async ({ shopper, store }) => {
      await resetMock(store);
      const session = await logIn(store.url);
      const { page } = await shopper.visit('/checkout', viewport, { storage: sessionStorageEntries(session) });
      await waitForHydration(page);
      await page.getByTestId('checkout').waitFor({ timeout: 15_000 });
      const courier = page.getByTestId('shipping-options').getByRole('radio').first();
      await courier.check();
      const courierName = (await courier.locator('xpath=..').innerText()).split('\n')[0]!.trim();
      await page.getByTestId('to-payment').click();
      await page.waitForURL((url) => url.pathname === '/checkout/payment');
      await page.getByRole('radio', { name: /BCA Virtual Account/ }).check();
      await page.getByTestId('to-review').click();
      await page.waitForURL((url) => url.pathname === '/checkout/review');
      await page.getByTestId('grand-total').waitFor();

      const address = page.getByTestId('review-address');
      await expect.poll(() => address.innerText()).toMatch(/\d{9,}/);
      expect(await address.getByRole('link', { name: 'Ubah alamat pengiriman' }).getAttribute('href')).toBe('/checkout');
      expect(await page.getByTestId('review-shipping').innerText()).toContain(courierName);
      await expect.poll(() => page.getByTestId('review-payment').innerText()).toContain('BCA Virtual Account');
      expect(await page.getByTestId('review-payment').getByRole('link', { name: 'Ubah metode pembayaran' }).getAttribute('href')).toBe('/checkout/payment');
      expect(await page.getByTestId('review-line').count()).toBeGreaterThan(0);
      expect(await page.getByTestId('review-line').first().innerText()).toMatch(/\d+ × Rp/);

      const rows = await receipt(page);
      const labels = rows.map(([label]) => label);
      expect(labels[0]).toBe('Total belanja');
      expect(labels[1]).toBe('Ongkos kirim');
      expect(labels.at(-1)).toBe('Total tagihan');
      expect(labels.indexOf('Potongan') === -1 || labels.indexOf('Potongan') < labels.indexOf('Biaya pembayaran') || !labels.includes('Biaya pembayaran')).toBe(true);
      const parts = rows.slice(0, -1).reduce((sum, [, text]) => sum + (text === 'Gratis' ? 0 : amount(text)), 0);
      expect(amount(rows.at(-1)![1]), 'Total tagihan is the sum of the rows above it').toBe(parts);

      // "Ubah" takes the shopper back to the step.
      await page.getByTestId('review-payment').getByRole('link', { name: 'Ubah metode pembayaran' }).click();
      await page.waitForURL((url) => url.pathname === '/checkout/payment');
      expect(shopper.problemsSoFar()).toEqual([]);
    });

    test(`at ${viewport} width: a guest who checks out is sent to /login?redirect=/checkout and lands on the checkout after logging in`, async ({ shopper, store }) => {
      await resetMock(store);
      const slug = await aProductSlug(store.url);
      const context = await shopper.newContext(viewport);
      const { page } = await shopper.openIn(context, `/product/${slug}`, viewport);
      await waitForHydration(page);
      for (const group of await page.locator('main fieldset').all()) await group.locator('label').filter({ hasNotText: 'Stok Habis' }).first().click();
      await page.getByTestId('add-to-cart').click();
      await expect.poll(() => page.getByTestId('add-to-cart').innerText()).toContain('Ditambahkan');

      await page.goto('/cart');
      await waitForHydration(page);
      await page.getByTestId('cart-line').first().waitFor();
      await page.getByTestId('cart-checkout').click();
      await page.waitForURL((url) => url.pathname === '/login' && url.searchParams.get('redirect') === '/checkout');
      await waitForHydration(page);
      const main = page.locator('main');
      await main.getByLabel('Email', { exact: true }).fill(demoCustomer.email);
      await main.getByLabel('Kata Sandi', { exact: true }).fill(demoCustomer.password);
      await main.getByRole('button', { name: 'Masuk', exact: true }).click();
      await page.waitForURL((url) => url.pathname === '/checkout');
      await page.getByTestId('checkout').waitFor({ timeout: 15_000 });
      expect(await page.getByTestId('checkout-step-title').innerText()).toBe('Pengiriman');
      expect(shopper.problemsSoFar()).toEqual([]);
    });
  }
});

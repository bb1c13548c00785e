import { describe, expect, test } from './harness/fixtures';

/**
 * Issue 25: "a reference page at /api/docs from an npm package (no CDN)",
 * opened the way a backend engineer would: in a browser, from the store's
 * own origin, by mouse and by keyboard.
 */
describe('the API reference page', () => {
  test('shows both documents from this origin alone, by feature, with each call\'s request and answer', async ({ browser, store }) => {
    const page = await browser.newPage({ viewport: { width: 1280, height: 900 } });
    const foreign: string[] = [];
    const errors: string[] = [];
    page.on('request', (request) => {
      if (!request.url().startsWith(store.url) && !request.url().startsWith('data:')) foreign.push(request.url());
    });
    page.on('console', (message) => {
      if (message.type() === 'error') errors.push(message.text());
    });
    page.on('pageerror', (error) => errors.push(error.message));
    try {
      await page.goto(`${store.url}/api/docs`);
      await expect.poll(() => page.locator('.opblock-tag').count(), { timeout: 20_000 }).toBe(21);
      await expect.poll(() => page.locator('.info .title').first().textContent()).toContain('MORE store API');

      // A feature opens to its operations; one opens to its body, its example from the pact, and its answers.
      await page.locator('[id="operations-tag-cart"]').click();
      await expect.poll(() => page.locator('[id^="operations-cart-"]').count()).toBe(9);
      await page.locator('.opblock-summary-path[data-path="/more/transaction/cart/check-stock"]').click();
      const operation = page.locator('[id="operations-cart-CartApi_checkStock"]');
      await expect.poll(() => operation.locator('.opblock-body').count()).toBe(1);
      const text = (await operation.textContent()) ?? '';
      for (const part of ['Request body', 'uni_product_variants_id', 'all_sufficient', '401', '404', '422']) expect(text, part).toContain(part);

      // The filter box is reached by keyboard and narrows the features.
      await page.locator('.operation-filter-input').focus();
      await page.keyboard.type('wishlist');
      await expect.poll(() => page.locator('.opblock-tag').count()).toBe(1);

      // The shipment service is the other document of the selector.
      await page.locator('#select').selectOption({ label: 'MORE shipment service' });
      await expect.poll(() => page.locator('.info .title').first().textContent(), { timeout: 20_000 }).toContain('MORE shipment service');

      expect(foreign, 'requests to another origin').toEqual([]);
      expect(errors, 'console errors').toEqual([]);
    } finally {
      await page.close();
    }
  });
});

import { withoutApiSnapshot } from './harness/api-snapshot';
import { describe, expect, test } from './harness/fixtures';
import type { ViewportName } from './harness/viewports';
import type { Page } from 'playwright-core';

const RUPIAH = /^Rp\d{1,3}(\.\d{3})*$/;

/** The newest products' block: the home page has other product cards too (groups, last seen). */
const newest = (page: Page) => page.locator('section[aria-labelledby="newest-products-title"]');

interface NewestAnswer {
  data: { data: { name: string }[] };
}

describe('home page: the 8 newest products', () => {
  for (const viewport of ['phone', 'desktop'] as const satisfies readonly ViewportName[]) {
    test(`shows product cards with rupiah prices at ${viewport} width, with no console error`, async ({ shopper, store }) => {
      const page = await shopper.open('/', viewport);

      const cards = newest(page).getByTestId('product-card');
      await cards.first().waitFor();
      await expect.poll(() => cards.count()).toBe(8);

      // The cards are the mock API's 8 newest products, in its order: the data went through every layer.
      const answer = (await (await fetch(`${store.url}/api/uni/product?type=terbaru&per_page=8`)).json()) as NewestAnswer;
      const names = await cards.locator('h3').allTextContents();
      expect(names).toEqual(answer.data.data.map((product) => product.name));

      for (const price of await newest(page).getByTestId('product-price').allTextContents()) expect(price).toMatch(RUPIAH);

      // Every cover image really loaded (a broken one would show the placeholder instead).
      // (Scrolled to first: the home page's lower images load lazily, when they come near.)
      await newest(page).scrollIntoViewIfNeeded();
      await cards.locator('img').evaluateAll((images) => Promise.all(images.map((img) => (img as HTMLImageElement).decode().catch(() => null))));
      const covers = await cards
        .locator('img')
        .evaluateAll((images) => images.map((img) => ({ src: (img as HTMLImageElement).currentSrc, width: (img as HTMLImageElement).naturalWidth })));
      for (const cover of covers) {
        // Through the store's image endpoint (issue 41), which names the product photo it resized.
        expect(new URL(cover.src).pathname).toBe('/_image');
        expect(new URL(cover.src).searchParams.get('url')).toContain('/media/products/');
        expect(cover.width).toBeGreaterThan(0);
      }

      await expect.poll(() => page.locator('h1').textContent()).toContain('MORE Furniture');
      expect(await page.title()).toContain('MORE');
      expect(shopper.problemsSoFar()).toEqual([]);
    });
  }

  test('lays the cards out two across on a phone and four across on a desktop', async ({ shopper }) => {
    const columns = async (viewport: ViewportName) => {
      const page = await shopper.open('/', viewport);
      await newest(page).getByTestId('product-card').first().waitFor();
      const tops = await newest(page).getByTestId('product-card').evaluateAll((cards) => cards.map((card) => card.getBoundingClientRect().top));
      return tops.filter((top) => Math.abs(top - tops[0]!) < 1).length;
    };
    expect(await columns('phone')).toBe(2);
    expect(await columns('desktop')).toBe(4);
    expect(shopper.problemsSoFar()).toEqual([]);
  });

  test('shows a friendly Indonesian message, not a white screen, when the API answers in a wrong shape; retry recovers', async ({ shopper }) => {
    const page = await shopper.open('about:blank', 'phone');
    // The server renders with the real API: without its snapshot the browser asks the network, answered here.
    const documentsWithoutSnapshot = await withoutApiSnapshot(page);
    // A malformed answer: the price is text, an image has no address.
    await page.route('**/api/uni/product?*', (route) =>
      route.fulfill({
        json: { success: true, message: 'Berhasil', data: { data: [{ id: 1, name: 'Rusak', price_discount_min: 'mahal' }], page: 1, per_page: 8, total: 1, total_pages: 1 } },
      }),
    );
    await page.goto('/');
    expect(documentsWithoutSnapshot).toEqual([]);

    const alert = newest(page).getByRole('alert');
    await alert.waitFor();
    expect(await alert.textContent()).toContain('Data dari server tidak dapat dibaca');
    expect(await newest(page).getByTestId('product-card').count()).toBe(0);

    await page.unroute('**/api/uni/product?*');
    await newest(page).getByRole('button', { name: 'Coba Lagi' }).click();
    await expect.poll(() => newest(page).getByTestId('product-card').count()).toBe(8);
    expect(await alert.count()).toBe(0);
    expect(shopper.problemsSoFar()).toEqual([]);
  });

  test('any unknown path shows the home page (document 1 §2)', async ({ shopper }) => {
    const page = await shopper.open('/halaman/yang/tidak/ada', 'desktop');
    await expect.poll(() => newest(page).getByTestId('product-card').count()).toBe(8);
    expect(shopper.problemsSoFar()).toEqual([]);
  });
});

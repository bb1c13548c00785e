import type { Page } from 'playwright-core';
import { waitForHydration } from './harness/hydration';
import { describe, expect, test } from './harness/fixtures';
import type { ViewportName } from './harness/viewports';

interface ListAnswer {
  data: { data: { name: string }[]; total: number };
}

const listFromApi = async (storeUrl: string, query: string) =>
  ((await (await fetch(`${storeUrl}/api/uni/product?${query}`)).json()) as ListAnswer).data;

/** The home page's popup, when the seed has one, closed first, as a shopper would. */
/** The home page's popup opens a moment after hydration (its image first): wait for it, then close it, so it cannot cover the box. */
const closePopup = async (page: Page) => {
  const popup = page.getByTestId('home-popup');
  const opened = await popup.waitFor({ state: 'visible', timeout: 5_000 }).then(
    () => true,
    () => false,
  );
  if (opened) {
    await popup.getByRole('button', { name: 'Tutup' }).click();
    await popup.waitFor({ state: 'hidden' });
  }
};

const cardNames = (page: Page) => page.getByTestId('product-card').locator('h3').allInnerTexts();

/** "Search results are this list with q; the header's suggestions from the frame lead here" (issue 10). */
describe('search: the header\'s box leads to the product list with q', () => {
  for (const viewport of ['phone', 'desktop'] as const satisfies readonly ViewportName[]) {
    test(`typing a word and choosing a suggestion with the keyboard lands on /products/q=<suggestion> at ${viewport} width`, async ({ shopper, store }) => {
      const page = await shopper.open('/', viewport);
      await waitForHydration(page);
      await closePopup(page);
      const box = page.getByTestId('search-box').first();
      await box.click();
      await box.pressSequentially('kursi', { delay: 30 });
      const suggestion = page.getByRole('option').first();
      await suggestion.waitFor();
      const chosen = (await suggestion.innerText()).trim();
      await page.keyboard.press('ArrowDown');
      await page.keyboard.press('Enter');

      await page.waitForURL((url) => url.pathname.startsWith('/products/q='));
      const keyword = decodeURIComponent(new URL(page.url()).pathname.slice('/products/q='.length).replace(/\+/g, ' '));
      expect(keyword).toBe(chosen);
      await expect.poll(() => page.locator('main h1').innerText()).toBe(`Hasil pencarian "${chosen}"`);
      const expected = await listFromApi(store.url, `q=${encodeURIComponent(chosen)}&per_page=12`);
      expect(expected.data.length).toBeGreaterThan(0);
      await expect.poll(() => cardNames(page)).toEqual(expected.data.map((product) => product.name));
      await expect.poll(() => page.getByTestId('result-count').innerText()).toBe(`${expected.total} produk`);
      // The box keeps the keyword the list is for.
      expect(await box.inputValue()).toBe(chosen);
      expect(shopper.problemsSoFar()).toEqual([]);
    });
  }

  test('submitting the box lands on /products/q=<word> with matching products', async ({ shopper }) => {
    const page = await shopper.open('/', 'desktop');
    await waitForHydration(page);
    await closePopup(page);
    const box = page.getByTestId('search-box').first();
    await box.fill('meja');
    await box.press('Enter');
    await page.waitForURL((url) => url.pathname === '/products/q=meja');
    await page.getByTestId('product-card').first().waitFor();
    expect((await cardNames(page)).length).toBeGreaterThan(0);
    expect(shopper.problemsSoFar()).toEqual([]);
  });

  test('a shared search address fills the box with its keyword', async ({ shopper }) => {
    const page = await shopper.open('/products/q=sofa+jati', 'desktop');
    await waitForHydration(page);
    expect(await page.getByTestId('search-box').first().inputValue()).toBe('sofa jati');
  });

  test('the search form without JavaScript (/products?q=kursi) lists the search; with JavaScript the address becomes /products/q=kursi', async ({ shopper, store }) => {
    const expected = (await listFromApi(store.url, 'q=kursi&per_page=12')).data.map((product) => product.name);
    const { page: noScript } = await shopper.visit('/products?q=kursi', 'phone', { javaScript: false });
    expect(await noScript.locator('main h1').innerText()).toBe('Hasil pencarian "kursi"');
    expect(await cardNames(noScript)).toEqual(expected);

    const page = await shopper.open('/products?q=kursi', 'phone');
    await waitForHydration(page);
    await page.waitForURL((url) => url.pathname === '/products/q=kursi' && url.search === '');
    expect(await cardNames(page)).toEqual(expected);
    expect(shopper.problemsSoFar()).toEqual([]);
  });

  test('a search that finds nothing says so and offers a way out', async ({ shopper }) => {
    const page = await shopper.open('/products/q=zzzqqq', 'phone');
    await waitForHydration(page);
    const empty = page.getByTestId('empty-list');
    await empty.waitFor();
    expect(await empty.innerText()).toContain('Produk untuk "zzzqqq" tidak ditemukan');
    expect(await page.getByTestId('result-count').innerText()).toBe('0 produk');
    await empty.getByRole('link', { name: 'Lihat Semua Produk' }).click();
    await page.waitForURL((url) => url.pathname === '/products');
    await page.getByTestId('product-card').first().waitFor();
    expect(shopper.problemsSoFar()).toEqual([]);
  });

  test('/find/{slug} lists the search for the slug\'s words', async ({ shopper, store }) => {
    const page = await shopper.open('/find/meja-makan', 'desktop');
    await waitForHydration(page);
    const expected = (await listFromApi(store.url, 'q=meja%20makan&per_page=12')).data.map((product) => product.name);
    expect(await page.locator('main h1').innerText()).toBe('Hasil pencarian "meja makan"');
    expect(await cardNames(page)).toEqual(expected);
  });
});

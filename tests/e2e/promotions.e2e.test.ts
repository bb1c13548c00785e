import { withoutApiSnapshot } from './harness/api-snapshot';
import { describe, expect, test } from './harness/fixtures';
import { logIn, loggedInStorage } from './harness/session';
import type { ViewportName } from './harness/viewports';

/**
 * The promotion pages (issue 10, point 3): `/promotion` shows one section per
 * promotion kind the seed has, each with the mock's own answers; `/promo/{slug}`
 * shows one kind in full; the rewards for points are a customer's.
 */

interface Envelope<T> {
  data: T;
}
interface ProductWire {
  name: string;
  slug: string;
  bundling: number;
}

const get = async <T,>(storeUrl: string, path: string, token?: string): Promise<T> => {
  const response = await fetch(`${storeUrl}/api/${path}`, { headers: token ? { authorization: `Bearer ${token}` } : {} });
  if (!response.ok) throw new Error(`GET ${path} answered ${response.status}`);
  return ((await response.json()) as Envelope<T>).data;
};
const post = async <T,>(storeUrl: string, path: string): Promise<T> => {
  const response = await fetch(`${storeUrl}/api/${path}`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: '{}' });
  if (!response.ok) throw new Error(`POST ${path} answered ${response.status}`);
  return ((await response.json()) as Envelope<T>).data;
};

/** What the mock answers to each public promotion call. */
const mockLists = async (storeUrl: string) => ({
  free: await post<{ product: ProductWire; free_name: string }[]>(storeUrl, 'uni/product/free'),
  preOrder: await post<{ product: ProductWire; note: string }[]>(storeUrl, 'uni/product/po'),
  combos: await get<{ name: string; combo_price: number }[]>(storeUrl, 'uni/product/combo'),
  bundles: (await get<{ data: ProductWire[] }>(storeUrl, 'uni/product?category_group=123&per_page=48')).data,
  flashSale: await post<{ title: string }[]>(storeUrl, 'uni/product/flashsale'),
});

const rupiah = (amount: number) => `Rp${amount.toLocaleString('de-DE')}`;

describe('/promotion', () => {
  for (const viewport of ['phone', 'desktop'] as const satisfies readonly ViewportName[]) {
    test(`shows each promotion kind of the seed with the mock's items at ${viewport} width`, async ({ shopper, store }) => {
      const lists = await mockLists(store.url);
      expect(lists.free.length, 'the seed has free-item offers').toBeGreaterThan(0);
      expect(lists.preOrder.length).toBeGreaterThan(0);
      expect(lists.combos.length).toBeGreaterThan(0);
      expect(lists.bundles.length).toBeGreaterThan(0);

      const page = await shopper.open('/promotion', viewport);
      expect(await page.locator('main h1').innerText()).toBe('Promo MORE');

      const section = (slug: string) => page.getByTestId(`promo-section-${slug}`);
      const cardNames = (slug: string) => section(slug).getByTestId('product-card').locator('h3').allTextContents();

      // Gratis: the first four products, each with its free item.
      expect(await cardNames('gratis')).toEqual(lists.free.slice(0, 4).map((offer) => offer.product.name));
      const freeText = await section('gratis').innerText();
      for (const offer of lists.free.slice(0, 4)) expect(freeText).toContain(offer.free_name);

      // Pre-Order: the products and their shipping notes.
      expect(await cardNames('pre-order')).toEqual(lists.preOrder.slice(0, 4).map((offer) => offer.product.name));
      const poText = await section('pre-order').innerText();
      for (const offer of lists.preOrder.slice(0, 4)) expect(poText).toContain(offer.note);

      // Kombo Hemat: the deals with their combo price.
      const combos = section('kombo-hemat').getByTestId('combo-card');
      expect(await combos.count()).toBe(Math.min(4, lists.combos.length));
      for (const [index, combo] of lists.combos.slice(0, 4).entries()) {
        const text = await combos.nth(index).innerText();
        expect(text).toContain(combo.name);
        expect(text).toContain(rupiah(combo.combo_price));
      }

      // Paket Hemat: bundles, linked to /bundle/{slug}.
      expect(await cardNames('paket-hemat')).toEqual(lists.bundles.slice(0, 4).map((bundle) => bundle.name));
      const hrefs = await section('paket-hemat').getByTestId('product-card').locator('a').evaluateAll((links) => links.map((a) => a.getAttribute('href')));
      expect(hrefs).toEqual(lists.bundles.slice(0, 4).map((bundle) => `/bundle/${bundle.slug}`));

      // Flash sale: each group as the home page shows it, with "Lihat Semua" to /product/sale.
      const groups = section('flash-sale').getByTestId('flash-sale-group');
      expect(await groups.count()).toBe(lists.flashSale.length);
      for (const [index, group] of lists.flashSale.entries()) expect(await groups.nth(index).innerText()).toContain(group.title);
      expect(await section('flash-sale').getByRole('link', { name: 'Lihat Semua Flash Sale' }).getAttribute('href')).toBe('/product/sale');

      // Each kind's "Lihat Semua" leads to its promo page.
      for (const slug of ['gratis', 'pre-order', 'kombo-hemat', 'paket-hemat'])
        expect(await section(slug).getByRole('link', { name: /^Lihat Semua/ }).getAttribute('href')).toBe(`/promo/${slug}`);
      expect(shopper.problemsSoFar()).toEqual([]);
    });
  }

  test('a guest is asked to log in for the rewards, and comes back after', async ({ shopper }) => {
    const page = await shopper.open('/promotion', 'phone');
    const prompt = page.getByTestId('rewards-login');
    await prompt.waitFor();
    expect(await prompt.innerText()).toContain('poin belanja');
    expect(await prompt.getByRole('link', { name: 'Masuk' }).getAttribute('href')).toBe('/login?redirect=%2Fpromotion');
    expect(await page.getByTestId('reward-card').count()).toBe(0);
    expect(shopper.problemsSoFar()).toEqual([]);
  });

  test('the demo customer sees their rewards for points, as the mock answers them', async ({ shopper, store }) => {
    const session = await logIn(store.url);
    const rewards = await get<{ title: string; points: number }[]>(store.url, 'more/promotion/reedem', session.token);
    expect(rewards.length).toBeGreaterThan(0);
    const { page } = await shopper.visit('/promotion', 'desktop', { storage: await loggedInStorage(store.url) });
    const cards = page.getByTestId('reward-card');
    await cards.first().waitFor();
    expect(await cards.locator('h3').allTextContents()).toEqual(rewards.slice(0, 4).map((reward) => reward.title));
    expect(await cards.first().innerText()).toContain(`${rewards[0]!.points.toLocaleString('de-DE')} Poin`);
    expect(await page.getByTestId('rewards-login').count()).toBe(0);

    // Its full page lists them all.
    await page.getByRole('link', { name: 'Lihat Semua Hadiah Poin' }).click();
    await expect.poll(() => page.evaluate(() => location.pathname), { timeout: 10_000 }).toBe('/promo/hadiah');
    // The page's chunk and its call come after the link (a busy CI machine took more than the poll's default second).
    await page.getByTestId('reward-card').nth(rewards.length - 1).waitFor();
    await expect.poll(() => page.getByTestId('reward-card').count()).toBe(rewards.length);
    expect(shopper.problemsSoFar()).toEqual([]);
  });
});

describe('/promo/{slug}', () => {
  for (const viewport of ['phone', 'desktop'] as const satisfies readonly ViewportName[]) {
    test(`lists every item of a kind at ${viewport} width`, async ({ shopper, store }) => {
      const lists = await mockLists(store.url);
      const gratis = await shopper.visit('/promo/gratis', viewport);
      expect(gratis.response?.status()).toBe(200);
      const page = gratis.page;
      expect(await page.locator('main h1').innerText()).toBe('Promo Gratis');
      expect(await page.title()).toBe('Promo Gratis | MORE Furniture');
      expect(await page.locator('main').getByTestId('product-card').locator('h3').allTextContents()).toEqual(lists.free.map((offer) => offer.product.name));

      // The server's title is the page's own and stays so through hydration: never the meta page's in between.
      await page.addInitScript(() => {
        const titles: string[] = [];
        (window as unknown as { titles: string[] }).titles = titles;
        new MutationObserver(() => titles.push(document.title)).observe(document, { subtree: true, childList: true, characterData: true });
      });
      await page.goto('/promo/kombo-hemat');
      await page.getByTestId('combo-card').first().waitFor();
      await page.waitForLoadState('networkidle');
      const titles = await page.evaluate(() => (window as unknown as { titles: string[] }).titles);
      expect(new Set(titles)).toEqual(new Set(['Promo Kombo Hemat | MORE Furniture']));

      await page.goto('/promo/pre-order');
      expect(await page.locator('main').getByTestId('product-card').locator('h3').allTextContents()).toEqual(lists.preOrder.map((offer) => offer.product.name));
      await page.goto('/promo/kombo-hemat');
      expect(await page.getByTestId('combo-card').count()).toBe(lists.combos.length);
      await page.goto('/promo/paket-hemat');
      expect(await page.locator('main').getByTestId('product-card').count()).toBe(lists.bundles.length);
      expect(shopper.problemsSoFar()).toEqual([]);
    });
  }

  test('an unknown slug answers 404 with "Halaman Tidak di Temukan"', async ({ shopper }) => {
    const { page, response } = await shopper.visit('/promo/tidak-ada', 'phone');
    expect(response?.status()).toBe(404);
    expect(await page.locator('main h1').innerText()).toBe('Halaman Tidak di Temukan');
  });

  test('/promo/flash-sale is the flash sale page, /product/sale', async ({ store }) => {
    const response = await fetch(`${store.url}/promo/flash-sale?utm_source=wa`, { redirect: 'manual' });
    expect(response.status).toBe(302);
    expect(response.headers.get('location')).toBe('/product/sale?utm_source=wa');
  });

  test('a list that fails says so in Indonesian with "Coba Lagi", and the others still show', async ({ shopper }) => {
    const { page } = await shopper.visit('about:blank', 'phone');
    await withoutApiSnapshot(page);
    let broken = true;
    await page.route('**/api/uni/product/po', (route) => (broken ? route.fulfill({ status: 500, json: { success: false, message: 'Server error' } }) : route.fallback()));
    await page.goto('/promotion');
    const preOrder = page.getByTestId('promo-section-pre-order');
    await preOrder.getByRole('alert').waitFor();
    expect(await preOrder.getByRole('alert').innerText()).toContain('Promo Pre-Order belum dapat ditampilkan.');
    await expect.poll(() => page.getByTestId('promo-section-gratis').getByTestId('product-card').count()).toBeGreaterThan(0);
    broken = false;
    await preOrder.getByRole('button', { name: 'Coba Lagi' }).click();
    await expect.poll(() => preOrder.getByTestId('product-card').count()).toBeGreaterThan(0);
    expect(await preOrder.getByRole('alert').count()).toBe(0);
  });
});

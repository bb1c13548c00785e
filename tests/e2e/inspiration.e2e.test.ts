import type { Page } from 'playwright-core';
import { describe, expect, test } from './harness/fixtures';
import { seriousViolations } from './harness/accessibility';
import { closeHomePopup } from './harness/home-popup';
import { waitForHydration } from './harness/hydration';
import { resetMock } from './harness/store';
import type { ViewportName } from './harness/viewports';

// Issue 22 point 2: "/inspirasi/{slug} (a room: its inspirations from uni/inspiration with the room
// filter, and the rooms from inspiration/room to switch) and /inspirasi-detail/{slug} (an
// inspiration's photos, its meta_title as the page title, and the products in it as cards). Every
// 'Lihat Semua' or inspiration link on built pages leads to one of these routes." Point 7: "open an
// inspiration from its room page and add a product in it to the cart."

const viewportNames = ['phone', 'desktop'] as const satisfies readonly ViewportName[];

/** The seed's first inspiration of the bedroom (mock-server/src/seed/inspiration.ts), newest of its room. */
const BEDROOM_FIRST = {
  slug: 'kamar-tidur-skandinavia-yang-hangat-dan-lapang',
  title: 'Kamar Tidur Skandinavia yang Hangat dan Lapang',
  metaTitle: 'Inspirasi Kamar Tidur Skandinavia yang Hangat dan Lapang | MORE Furniture',
};

/** The units the header counts: the bottom navigation's Keranjang on a phone, the header's bag on a desktop (no badge: 0). */
const cartUnits = async (page: Page, viewport: ViewportName): Promise<number> => {
  if (viewport === 'phone') {
    const badge = page.getByTestId('bottom-navigation-cart-count');
    return (await badge.count()) === 0 ? 0 : Number(await badge.innerText());
  }
  const label = (await page.getByTestId('cart-button').getAttribute('aria-label')) ?? '';
  return Number(/, (\d+) barang$/.exec(label)?.[1] ?? 0);
};

const roomChips = (page: Page) => page.getByRole('navigation', { name: 'Pilih ruangan' }).getByRole('link');

describe('inspiration: from a room to an inspiration, and a product of it into the cart', () => {
  for (const viewport of viewportNames) {
    test(`switch rooms, open an inspiration, add its product to the cart; /cart lists it (${viewport})`, async ({ shopper, store }) => {
      await resetMock(store);
      const { page, response } = await shopper.visit('/inspirasi/ruang-tamu', viewport);
      expect(response?.status()).toBe(200);
      await waitForHydration(page);
      expect(await page.locator('main h1').innerText()).toBe('Inspirasi Ruang Tamu');
      expect(await roomChips(page).first().innerText()).toBe('Semua');
      expect(await page.getByRole('link', { name: 'Ruang Tamu', exact: true }).getAttribute('aria-current')).toBe('page');
      expect(await seriousViolations(page)).toEqual([]);

      // Switch rooms by the switcher (a navigation inside the store, no reload).
      await roomChips(page).filter({ hasText: /^Kamar Tidur$/ }).click();
      await page.waitForURL('**/inspirasi/kamar-tidur');
      await expect.poll(() => page.locator('main h1').innerText()).toBe('Inspirasi Kamar Tidur');
      expect(await roomChips(page).filter({ hasText: /^Kamar Tidur$/ }).getAttribute('aria-current')).toBe('page');
      const cards = page.getByTestId('inspirations').getByTestId('inspiration-card');
      await expect.poll(() => cards.count()).toBe(5);
      for (const room of await cards.locator('[class*="room"]').allInnerTexts()) expect(room.toLowerCase()).toBe('kamar tidur');

      // Open its newest inspiration: its meta_title is the page's title.
      await cards.first().getByRole('link').click();
      await page.waitForURL(`**/inspirasi-detail/${BEDROOM_FIRST.slug}`);
      await expect.poll(() => page.locator('main h1').innerText()).toBe(BEDROOM_FIRST.title);
      await expect.poll(() => page.title()).toBe(BEDROOM_FIRST.metaTitle);
      expect(await page.getByRole('link', { name: 'Inspirasi Kamar Tidur lainnya' }).getAttribute('href')).toBe('/inspirasi/kamar-tidur');

      // A product of one variant goes straight into the cart; the header's count follows.
      const products = page.getByTestId('inspiration-product');
      await products.first().waitFor();
      expect(await products.count()).toBeGreaterThan(1);
      const before = await cartUnits(page, viewport);
      const add = page.getByRole('button', { name: /^Tambah .+ ke keranjang$/ }).first();
      const product = products.filter({ has: add });
      const name = await product.getByRole('heading').innerText();
      await add.click();
      await expect.poll(() => product.getByRole('status').innerText()).toContain('Produk ditambahkan ke keranjang');
      await expect.poll(() => cartUnits(page, viewport)).toBe(before + 1);
      // The others are chosen on their pages.
      const choose = page.getByRole('link', { name: /^Pilih varian / }).first();
      expect(await choose.getAttribute('href')).toMatch(/^\/(product|bundle)\//);
      expect(await seriousViolations(page)).toEqual([]);

      await product.getByRole('link', { name: 'Lihat Keranjang' }).click();
      await page.waitForURL('**/cart');
      await page.getByTestId('cart-line').first().waitFor();
      // A line is named by its product and variant (name_long): the product's name opens it.
      const lines = await page.getByTestId('cart-line-name').allInnerTexts();
      expect(lines.some((line) => line.startsWith(name)), `${lines.join(' | ')} holds ${name}`).toBe(true);
      expect(shopper.problemsSoFar()).toEqual([]);
    });
  }
});

describe('an inspiration\'s page', () => {
  for (const viewport of viewportNames) {
    test(`its photos step by the keyboard; the server's head holds its meta_title, cover and trail (${viewport})`, async ({ shopper }) => {
      const { page, response } = await shopper.visit(`/inspirasi-detail/${BEDROOM_FIRST.slug}`, viewport);
      expect(response?.status()).toBe(200);
      await waitForHydration(page);
      const gallery = page.getByRole('region', { name: `Foto ${BEDROOM_FIRST.title}` });
      const row = gallery.getByRole('list', { name: /^Foto 1 dari \d+$/ });
      const total = Number(/dari (\d+)/.exec((await row.getAttribute('aria-label')) ?? '')?.[1]);
      expect(total).toBeGreaterThan(1);
      // The keyboard reaches the photos with Tab and steps through them with the arrows.
      await row.focus();
      await page.keyboard.press('ArrowRight');
      await expect.poll(() => gallery.getByRole('list').first().getAttribute('aria-label')).toBe(`Foto 2 dari ${total}`);
      await expect.poll(() => gallery.locator('[aria-live="polite"]').innerText()).toBe(`2 / ${total}`);
      await page.keyboard.press('ArrowLeft');
      await page.keyboard.press('ArrowLeft');
      await expect.poll(() => gallery.getByRole('list').first().getAttribute('aria-label')).toBe(`Foto ${total} dari ${total}`);
      // The arrow buttons are keyboard stops too.
      await gallery.getByRole('button', { name: 'Foto berikutnya' }).focus();
      await page.keyboard.press('Enter');
      await expect.poll(() => gallery.getByRole('list').first().getAttribute('aria-label')).toBe(`Foto 1 dari ${total}`);

      // What a link pasted into a chat shows, without JavaScript: the server's head.
      const html = await (await fetch(`${shopper.storeUrl}/inspirasi-detail/${BEDROOM_FIRST.slug}`)).text();
      expect(html).toContain(`<title>${BEDROOM_FIRST.metaTitle}</title>`);
      expect(html).toContain(`<link rel="canonical" href="${shopper.storeUrl}/inspirasi-detail/${BEDROOM_FIRST.slug}" />`);
      expect(html).toMatch(/<meta property="og:type" content="article" \/>/);
      expect(html).toMatch(/<meta property="og:image" content="[^"]+\/media\/art\/cover\/[^"]+" \/>/);
      // The cover, the page's largest paint, preloaded (by React, for its eager high-priority <img>) at the widths of
      // the store's image endpoint (issue 41).
      expect(html).toMatch(new RegExp(`<link rel="preload" as="image" imageSrcSet="/_image\\?url=[^"]+${encodeURIComponent('/media/art/cover/')}[^"]*" imageSizes="[^"]+" fetchPriority="high"/>`));
      const jsonLd = JSON.parse(/<script type="application\/ld\+json">(.*?)<\/script>/.exec(html)?.[1] ?? 'null') as { itemListElement: { name: string }[] };
      expect(jsonLd.itemListElement.map((item) => item.name)).toEqual(['Beranda', 'Inspirasi', 'Kamar Tidur', BEDROOM_FIRST.title]);
      expect(shopper.problemsSoFar()).toEqual([]);
    });
  }

  test('an unknown inspiration or room answers 404 with the /404 page', async ({ shopper }) => {
    for (const path of ['/inspirasi-detail/inspirasi-yang-tidak-ada', '/inspirasi/gudang-bawah-tanah']) {
      const { page, response } = await shopper.visit(path, 'phone');
      expect(response?.status()).toBe(404);
      expect(await page.locator('main h1').innerText()).toBe('Halaman Tidak di Temukan');
    }
  });
});

describe('every room\'s inspirations: /inspirasi/semua', () => {
  for (const viewport of viewportNames) {
    test(`the home's "Lihat Semua" reaches it, paged 12 at a time (${viewport})`, async ({ shopper }) => {
      const { page } = await shopper.visit('/', viewport);
      await waitForHydration(page);
      await closeHomePopup(page);
      const block = page.getByTestId('home-inspiration');
      await block.scrollIntoViewIfNeeded();
      const seeAll = block.getByRole('link', { name: 'Lihat Semua' });
      expect(await seeAll.getAttribute('href')).toBe('/inspirasi/semua');
      await seeAll.click();
      await page.waitForURL('**/inspirasi/semua');
      await expect.poll(() => page.locator('main h1').innerText()).toBe('Inspirasi Ruangan');
      expect(await roomChips(page).first().getAttribute('aria-current')).toBe('page');
      const cards = page.getByTestId('inspirations').getByTestId('inspiration-card');
      await expect.poll(() => cards.count()).toBe(12);
      const pager = page.getByRole('navigation', { name: 'Halaman inspirasi' });
      await pager.getByRole('link', { name: 'Halaman 2' }).click();
      await page.waitForURL('**/inspirasi/semua?page=2');
      await expect.poll(() => page.getByTestId('inspirations-count').innerText()).toMatch(/halaman 2 dari/);
      expect(await seriousViolations(page)).toEqual([]);
      expect(shopper.problemsSoFar()).toEqual([]);
    });
  }

  test('the old /inspirasi leads there (302), keeping the query', async ({ shopper }) => {
    const response = await fetch(`${shopper.storeUrl}/inspirasi?utm_source=ig`, { redirect: 'manual' });
    expect(response.status).toBe(302);
    expect(new URL(response.headers.get('location') ?? '', shopper.storeUrl).pathname + new URL(response.headers.get('location') ?? '', shopper.storeUrl).search).toBe(
      '/inspirasi/semua?utm_source=ig',
    );
  });
});

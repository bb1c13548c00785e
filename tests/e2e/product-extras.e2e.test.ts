import type { Page } from 'playwright-core';
import { describe, expect, test } from './harness/fixtures';
import { waitForHydration } from './harness/hydration';
import { logIn, sessionStorageEntries } from './harness/session';
import type { ViewportName } from './harness/viewports';

const SLUG = 'ranjang-klasik-sagara-laci-sorong';
const RUPIAH = /^Rp\d{1,3}(\.\d{3})*$/;

interface Envelope<T> {
  data: T;
}
interface ProductAnswer {
  id: number;
  status_voucher: string;
  rating: number | string;
  variants: { id: number; price_discount: number; flash_sale?: { price: number } | null }[];
}
interface ShippingAnswer {
  price: number;
}
interface VoucherAnswer {
  code: string;
}
interface ReviewPageAnswer {
  total: number;
}

const api = async <T>(storeUrl: string, path: string, token?: string): Promise<T> => {
  const response = await fetch(`${storeUrl}/api/${path}`, { headers: { accept: 'application/json', ...(token ? { authorization: `Bearer ${token}` } : {}) } });
  if (!response.ok) throw new Error(`GET ${path} answered ${response.status}`);
  return ((await response.json()) as Envelope<T>).data;
};

/**
 * Brings a section near the screen and waits for it. The extras come as chunks when their place
 * nears the screen (the buy box's, then the page's), so a shopper scrolls there first.
 */
const scrollTo = async (page: Page, testId: string) => {
  const section = page.getByTestId(testId);
  for (const place of ['purchase', 'product']) {
    if ((await section.count()) > 0) break;
    await page.locator(`[data-extras-place="${place}"]`).evaluate((node) => node.scrollIntoView({ block: 'center' }));
    await section.waitFor({ state: 'attached', timeout: 5_000 }).catch(() => undefined);
  }
  await section.waitFor({ state: 'attached' });
  await section.evaluate((node) => node.scrollIntoView({ block: 'center' }));
  return section;
};

const rupiahValue = (text: string) => Number(text.replace(/[^\d]/g, ''));

describe('product page extras: vouchers, instalments, shipping estimate, reviews, related, inspiration', () => {
  for (const viewport of ['phone', 'desktop'] as const satisfies readonly ViewportName[]) {
    test(`a guest sees instalments that add up to the price, a shipping cost for a chosen city, related carousels and a login link for reviews at ${viewport} width`, async ({ shopper, store }) => {
      const product = await api<ProductAnswer>(store.url, `uni/product/${SLUG}`);
      const page = await shopper.open(`/product/${SLUG}`, viewport);
      await waitForHydration(page);

      // Instalments: "Cicilan mulai RpX/bulan" opens a table; each row is (price + fee) / months rounded up, for a price of a variant.
      const headline = page.getByRole('button', { name: /^Cicilan mulai Rp[\d.]+\/bulan/ });
      await scrollTo(page, 'instalments');
      await headline.focus();
      await page.keyboard.press('Enter');
      expect(await headline.getAttribute('aria-expanded')).toBe('true');
      const rows = page.getByTestId('instalment-row');
      await expect.poll(() => rows.count()).toBeGreaterThan(0);
      const prices = product.variants.map((variant) => variant.flash_sale?.price ?? variant.price_discount);
      const cheapest = Number.POSITIVE_INFINITY;
      let lowestMonthly = cheapest;
      for (const row of await rows.all()) {
        const months = Number(await row.getAttribute('data-months'));
        const monthly = Number(await row.getAttribute('data-monthly'));
        const feeText = (await row.locator('td').nth(1).textContent()) ?? '';
        const fee = feeText === 'Tanpa biaya' ? 0 : rupiahValue(feeText);
        lowestMonthly = Math.min(lowestMonthly, monthly);
        expect(
          prices.some((price) => monthly * months >= price + fee && (monthly - 1) * months < price + fee),
          `${months} months at ${monthly} is one of the prices ${prices.join(', ')} plus ${fee}`,
        ).toBe(true);
      }
      expect(rupiahValue((await headline.textContent()) ?? '')).toBe(lowestMonthly);
      await page.keyboard.press('Enter');
      expect(await headline.getAttribute('aria-expanded')).toBe('false');

      // Shipping: type a city, pick it with the keyboard, see the mock's prices for it.
      await scrollTo(page, 'shipping-estimate');
      const city = page.getByRole('combobox', { name: 'Kota tujuan' });
      await city.focus();
      await page.keyboard.type('surabaya');
      await page.getByRole('option', { name: 'Kota Surabaya' }).waitFor();
      await page.keyboard.press('Enter');
      const shown = page.getByTestId('shipping-price');
      await expect.poll(() => shown.count()).toBeGreaterThan(0);
      const variantIds = product.variants.map((variant) => variant.id);
      const answers = await Promise.all(
        variantIds.map((id) => api<ShippingAnswer[]>(store.url, `uni/shipping-price?city_id=3578&uni_product_variants_id[]=${id}&quantity[]=1`)),
      );
      const texts = await shown.allTextContents();
      expect(answers.map((answer) => answer.map((option) => option.price).sort((a, b) => a - b))).toContainEqual(texts.map((text) => (text === 'Gratis' ? 0 : rupiahValue(text))));
      for (const text of texts) expect(text === 'Gratis' || RUPIAH.test(text)).toBe(true);
      expect(await city.inputValue()).toBe('Kota Surabaya');

      // Vouchers: a guest sees the product's voucher badge (none when it is "Rp0") and no call under more/.
      const teaser = page.getByText(`Voucher ${product.status_voucher}`);
      expect(await teaser.count()).toBe(product.status_voucher === 'Rp0' ? 0 : 1);

      // Reviews are read under more/: a guest gets the product's rating and a login link.
      await scrollTo(page, 'product-reviews');
      await page.getByRole('link', { name: 'Masuk untuk membaca ulasan pembeli' }).waitFor();
      // Ratings run 1 to 5: a product nobody rated says so rather than "0,0/5".
      expect(await page.getByTestId('rating-summary').textContent()).toMatch(Number(product.rating) > 0 ? /^\d,\d\/5/ : /^Belum ada rating$/);

      // Related (8), other bundles (5), recommended (5): carousels of product cards, never this product.
      for (const [testId, limit] of [
        ['related-related', 8],
        ['related-bundles', 5],
        ['related-recommended', 5],
      ] as const) {
        const section = await scrollTo(page, testId);
        const cards = section.getByTestId('product-card');
        await cards.first().waitFor();
        const count = await cards.count();
        expect(count, testId).toBeGreaterThan(0);
        expect(count, testId).toBeLessThanOrEqual(limit);
        const hrefs = await section.locator('a[href^="/product/"], a[href^="/bundle/"]').evaluateAll((links) => links.map((link) => link.getAttribute('href')));
        expect(hrefs).not.toContain(`/product/${SLUG}`);
      }

      // Inspiration of the product's room: cards linking to their pages.
      const inspiration = await scrollTo(page, 'product-inspirations');
      await inspiration.getByTestId('inspiration-card').first().waitFor();
      for (const href of await inspiration.getByTestId('inspiration-card').evaluateAll((links) => links.map((link) => link.getAttribute('href')))) {
        expect(href).toMatch(/^\/inspirasi-detail\/[a-z0-9-]+$/);
      }

      expect(shopper.problemsSoFar()).toEqual([]);
    });
  }

  test('a customer sees their vouchers with "Salin" and reads the reviews 3 at a time', async ({ shopper, store }) => {
    const session = await logIn(store.url);
    const vouchers = await api<VoucherAnswer[]>(store.url, 'more/voucher?device=web', session.token);
    const context = await shopper.newContext('desktop');
    const storage = sessionStorageEntries(session);
    const { page } = await shopper.openIn(context, `/product/${SLUG}`, 'desktop', { storage });
    await waitForHydration(page);

    // Vouchers: every usable voucher of the customer, with its code and a copy button.
    const voucherBlock = await scrollTo(page, 'product-vouchers');
    await voucherBlock.getByTestId('product-voucher').first().waitFor();
    // Two at first, all of them on asking (the buy button stays near on a phone).
    expect(await voucherBlock.getByTestId('product-voucher').count()).toBe(Math.min(2, vouchers.length));
    if (vouchers.length > 2) await voucherBlock.getByRole('button', { name: `Lihat semua voucher (${vouchers.length})` }).click();
    expect((await voucherBlock.getByTestId('voucher-code').allTextContents()).sort()).toEqual(vouchers.map((voucher) => voucher.code).sort());
    await voucherBlock.getByRole('button', { name: `Salin kode ${vouchers[0]!.code}` }).waitFor();

    // This product has no reviews in the seed: its section is left out for a customer.
    await expect.poll(() => page.getByTestId('product-reviews').count()).toBe(0);

    // The best-rated products have reviews: the first with more than 3 shows them 3 at a time.
    const rated = await api<{ data: { id: number; slug: string; bundling: number }[] }>(store.url, 'uni/product?type=rekomendasi&per_page=10');
    let reviewed: { slug: string; total: number } | null = null;
    for (const candidate of rated.data.filter((item) => item.bundling !== 1)) {
      const { total } = await api<ReviewPageAnswer>(store.url, `more/product/review/${candidate.id}?page=1&per_page=3&product_id=${candidate.id}`, session.token);
      if (total > 3) {
        reviewed = { slug: candidate.slug, total };
        break;
      }
    }
    expect(reviewed, 'a seeded product with more than 3 reviews').not.toBeNull();
    const { page: reviewsPage } = await shopper.openIn(context, `/product/${reviewed!.slug}`, 'desktop');
    await waitForHydration(reviewsPage);
    const section = await scrollTo(reviewsPage, 'product-reviews');
    const shown = section.getByTestId('review');
    await shown.first().waitFor();
    expect(await shown.count()).toBe(3);
    expect(await section.getByTestId('rating-summary').textContent()).toContain(`${reviewed!.total} ulasan`);
    await section.getByRole('button', { name: 'Muat lebih banyak' }).click();
    await expect.poll(() => shown.count()).toBe(Math.min(6, reviewed!.total));

    expect(shopper.problemsSoFar()).toEqual([]);
  });
});

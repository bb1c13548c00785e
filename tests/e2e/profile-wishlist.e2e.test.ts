import { storageKey } from '@more/adapters';
import type { Page } from 'playwright-core';
import { customerApi } from './harness/customer-api';
import { describe, expect, test } from './harness/fixtures';
import { seriousViolations } from './harness/accessibility';
import { waitForHydration } from './harness/hydration';
import { demoCustomer, logIn } from './harness/session';
import { isApiRefusalNote } from './harness/shopper';
import { resetMock } from './harness/store';
import type { ViewportName } from './harness/viewports';

/**
 * The wishlist (issue 21 point 3): "Wishlist (guest): toggling adds or
 * removes an id. On login the guest list is synced to the server and then
 * cleared" (document 1 §4); /profile/wishlist lists the account's products as
 * product cards with add to cart and remove, and the hearts and the header's
 * count agree with it at once.
 */

const GUEST_WISHLIST_KEY = storageKey('guest-wishlist');

interface WishedWire {
  readonly id: number;
  readonly slug: string;
  readonly name: string;
}

/** The account's wishlist as the server holds it. */
const wishedOnServer = async (storeUrl: string, token: string): Promise<readonly WishedWire[]> =>
  (await customerApi<{ data: { data: WishedWire[] } }>(storeUrl, token, 'GET', 'more/user/wishlist?page=1&per_page=50')).json.data.data;

/** A product's variants as its page reads them (`GET uni/product/{slug}`). */
const variantsOf = async (storeUrl: string, slug: string): Promise<readonly { id: number }[]> => {
  const response = await fetch(`${storeUrl}/api/uni/product/${slug}`, { headers: { accept: 'application/json' } });
  return ((await response.json()) as { data: { variants: { id: number }[] } }).data.variants;
};

const cartVariantIds = async (storeUrl: string, token: string): Promise<number[]> =>
  (
    // A cart line's `id` is its variant's (uni_product_variants_id), as the cart's own journey reads it.
    await customerApi<{ data: { r_more_transaction_cart_details: { id: number }[] } }>(storeUrl, token, 'GET', 'more/transaction/cart')
  ).json.data.r_more_transaction_cart_details.map((line) => line.id);

const headerCount = (page: Page) => page.getByTestId('wishlist-link').getAttribute('aria-label');

describe('/profile/wishlist and the guest wishlist sync', () => {
  for (const viewport of ['phone', 'desktop'] as const satisfies readonly ViewportName[]) {
    test(`a guest's hearts reach the account at login and leave the device; remove one and add one to the cart (${viewport})`, async ({ shopper, store }) => {
      await resetMock(store);
      const session = await logIn(store.url);
      const before = await wishedOnServer(store.url, session.token);
      expect(before.length).toBeGreaterThan(0);

      // As a guest: hearts on two products of one variant that the account has not wished yet.
      const { page } = await shopper.visit('/products', viewport);
      await waitForHydration(page);
      const cards = page.getByTestId('product-card');
      await cards.first().waitFor({ timeout: 15_000 });
      const chosen: { name: string; slug: string; variantId: number }[] = [];
      for (let index = 0; index < (await cards.count()) && chosen.length < 2; index++) {
        const card = cards.nth(index);
        const href = (await card.locator('a').first().getAttribute('href')) ?? '';
        const slug = decodeURIComponent(href.replace(/^\/product\//, ''));
        if (!href.startsWith('/product/') || before.some((product) => product.slug === slug)) continue;
        const variants = await variantsOf(store.url, slug);
        if (variants.length !== 1) continue;
        chosen.push({ name: await card.getByRole('heading').innerText(), slug, variantId: variants[0]!.id });
      }
      expect(chosen).toHaveLength(2);
      for (const product of chosen) {
        const heart = page.getByRole('button', { name: `Wishlist ${product.name}`, exact: true });
        await heart.click();
        expect(await heart.getAttribute('aria-pressed')).toBe('true');
      }
      expect(await headerCount(page)).toBe('Wishlist, 2 produk');
      expect(JSON.parse((await page.evaluate((key) => localStorage.getItem(key), GUEST_WISHLIST_KEY)) ?? '[]')).toHaveLength(2);
      expect(await seriousViolations(page)).toEqual([]);

      // Log in through the page: the guest list is sent to the account (sync-guest), then cleared from the device.
      // (The header's heart sends a guest to log in and back to the wishlist: wishlistLinkFor.)
      await page.getByTestId('wishlist-link').click();
      await page.waitForURL((url) => url.pathname === '/login' && url.search === '?redirect=%2Fprofile%2Fwishlist');
      await waitForHydration(page);
      const main = page.locator('main');
      await main.getByLabel('Email', { exact: true }).fill(demoCustomer.email);
      await main.getByLabel('Kata Sandi', { exact: true }).fill(demoCustomer.password);
      await main.getByRole('button', { name: 'Masuk', exact: true }).click();
      await page.waitForURL((url) => url.pathname === '/profile/wishlist');
      const total = before.length + 2;
      await expect.poll(async () => (await wishedOnServer(store.url, session.token)).map((product) => product.slug), { timeout: 10_000 }).toEqual(
        expect.arrayContaining(chosen.map((product) => product.slug)),
      );
      await expect.poll(() => page.evaluate((key) => localStorage.getItem(key), GUEST_WISHLIST_KEY)).toBeNull();
      await expect.poll(() => headerCount(page), { timeout: 10_000 }).toBe(`Wishlist, ${total} produk`);

      // The page lists them all as product cards with their hearts on.
      const items = page.getByTestId('wishlist-item');
      await expect.poll(() => items.count(), { timeout: 15_000 }).toBe(total);
      expect(await page.locator('h1').allInnerTexts()).toEqual(['Wishlist Saya']);
      for (const product of chosen) expect(await page.getByRole('heading', { name: product.name, exact: true }).count()).toBe(1);
      for (const heart of await page.getByTestId('wishlist-item').getByTestId('card-wishlist').all()) expect(await heart.getAttribute('aria-pressed')).toBe('true');
      expect(await seriousViolations(page)).toEqual([]);

      // Remove one: gone from the page, and the header's count falls at once.
      const removed = before[0]!;
      await page.getByRole('button', { name: `Hapus ${removed.name} dari wishlist`, exact: true }).click();
      await expect.poll(() => headerCount(page)).toBe(`Wishlist, ${total - 1} produk`);
      expect(await items.count()).toBe(total - 1);
      await expect.poll(() => page.getByTestId('wishlist-status').innerText()).toBe(`${removed.name} dihapus dari wishlist.`);
      await expect.poll(async () => (await wishedOnServer(store.url, session.token)).some((product) => product.id === removed.id)).toBe(false);

      // Add a synced product to the cart from its card.
      const cartBefore = await cartVariantIds(store.url, session.token);
      expect(cartBefore).not.toContain(chosen[0]!.variantId);
      await page.getByRole('button', { name: `Tambah ${chosen[0]!.name} ke keranjang`, exact: true }).click();
      await page.getByText('Produk ditambahkan ke keranjang').first().waitFor();
      await expect.poll(() => cartVariantIds(store.url, session.token), { timeout: 10_000 }).toContain(chosen[0]!.variantId);
      expect(shopper.problemsSoFar().filter((line) => !isApiRefusalNote(line))).toEqual([]);
      // A login, a sync and two lists on a shared machine: more than the default minute.
    }, 150_000);
  }
});

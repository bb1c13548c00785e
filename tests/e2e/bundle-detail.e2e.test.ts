import type { Page } from 'playwright-core';
import { describe, expect, test } from './harness/fixtures';
import { waitForHydration } from './harness/hydration';
import { purchaseBarProblems } from './harness/purchase-bar';
import { GUEST_CART_KEY } from './harness/session';
import type { ViewportName } from './harness/viewports';

/**
 * The bundle page (issue 10, point 5): "the components with their quantities
 * (initial quantity × line quantity), the bundle price and saving, add to cart
 * and buy now", at both widths against the seeded mock.
 */

const BUNDLE = 'paket-ruang-makan-senja';

interface Envelope<T> {
  data: T;
}

const api = async <T,>(storeUrl: string, path: string): Promise<T> => ((await (await fetch(`${storeUrl}/api/${path}`)).json()) as Envelope<T>).data;

interface StoredCart {
  lines: { variantId: number; quantity: number; bundle: { variantId: number; quantity: number; quantityPerBundle: number }[] }[];
}

const guestCart = (page: Page) =>
  page.evaluate((key) => JSON.parse(window.localStorage.getItem(key) ?? '{"lines":[]}') as StoredCart, GUEST_CART_KEY);

describe('bundle page', () => {
  for (const viewport of ['phone', 'desktop'] as const satisfies readonly ViewportName[]) {
    test(`shows what the bundle holds for the quantity chosen, and adds it with its components (${viewport})`, async ({ shopper, store }) => {
      const bundle = await api<{ id: number; name: string; variants: { id: number; price_normal: number; price_discount: number }[] }>(
        store.url,
        `uni/product/${BUNDLE}`,
      );
      const parts = await api<{ uni_product_variants_id: number; name: string; quantity: number }[]>(store.url, `uni/product/bundle/${bundle.id}`);
      expect(parts.some((part) => part.quantity > 1), 'the seed bundle holds a part more than once').toBe(true);

      const page = await shopper.open(`/bundle/${BUNDLE}`, viewport);
      await waitForHydration(page);
      expect(await page.locator('main h1').innerText()).toBe(bundle.name);
      const quantities = () => page.getByTestId('bundle-components').locator('li').allInnerTexts();
      const expected = (times: number) => parts.map((part) => `${part.quantity * times} ×`);
      await expect.poll(async () => (await quantities()).map((text) => text.match(/\d+ ×/)?.[0])).toEqual(expected(1));

      const variant = bundle.variants[0]!;
      if (variant.price_normal > variant.price_discount) {
        expect(await page.getByTestId('bundle-saving').innerText()).toContain(`Hemat Rp${(variant.price_normal - variant.price_discount).toLocaleString('id-ID')}`);
      }

      await page.getByRole('button', { name: 'Tambah jumlah' }).click();
      await expect.poll(async () => (await quantities()).map((text) => text.match(/\d+ ×/)?.[0])).toEqual(expected(2));

      await page.getByTestId('add-to-cart').click();
      await expect.poll(() => page.getByTestId('cart-count').innerText()).toBe('2');
      // The dropdown opens in an effect after the count renders: wait for it rather than read it at once.
      await expect.poll(() => page.getByTestId('cart-dropdown').innerText()).toContain(bundle.name);
      const [line] = (await guestCart(page)).lines;
      expect(line!.quantity).toBe(2);
      // "Bundle component quantities are the initial quantity times the line quantity" (document 1 §4).
      expect(line!.bundle.map((part) => [part.variantId, part.quantityPerBundle, part.quantity])).toEqual(
        parts.map((part) => [part.uni_product_variants_id, part.quantity, part.quantity * 2]),
      );
      expect(shopper.problemsSoFar()).toEqual([]);
    });
  }

  test('buy now takes the bundle to /cart', async ({ shopper }) => {
    const page = await shopper.open(`/bundle/${BUNDLE}`, 'phone');
    await waitForHydration(page);
    await page.getByTestId('buy-now').click();
    await expect.poll(() => new URL(page.url()).pathname).toBe('/cart');
    expect((await guestCart(page)).lines).toHaveLength(1);
  });

  test('a bundle opened as /product/{slug} moves to /bundle/{slug}, and a product opened as a bundle to /product/{slug}', async ({ shopper }) => {
    const page = await shopper.open(`/product/${BUNDLE}`, 'desktop');
    await waitForHydration(page);
    await expect.poll(() => new URL(page.url()).pathname).toBe(`/bundle/${BUNDLE}`);
    const product = await shopper.open('/bundle/ranjang-klasik-sagara-laci-sorong', 'desktop');
    await waitForHydration(product);
    await expect.poll(() => new URL(product.url()).pathname).toBe('/product/ranjang-klasik-sagara-laci-sorong');
  });

  test('/bundle without a slug answers 404', async ({ shopper }) => {
    const { response } = await shopper.visit('/bundle', 'phone');
    expect(response?.status()).toBe(404);
  });

  test('on a phone the bundle\'s price and both buttons are a bar above the bottom navigation on the first screen, and its "Tambah ke Keranjang" adds the bundle', async ({ shopper }) => {
    const page = await shopper.open(`/bundle/${BUNDLE}`, 'phone');
    await waitForHydration(page);
    expect(await purchaseBarProblems(page)).toEqual([]);
    expect(await page.getByTestId('purchase-bar-price').innerText()).toBe(await page.getByTestId('detail-price').locator('p').first().innerText());
    await page.getByTestId('purchase-bar').getByRole('button', { name: 'Tambah ke Keranjang' }).click();
    await expect.poll(async () => (await guestCart(page)).lines.map((line) => [line.quantity, line.bundle.length > 0])).toEqual([[1, true]]);
    expect(shopper.problemsSoFar()).toEqual([]);
  });
});

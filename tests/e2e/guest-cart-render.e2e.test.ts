import type { BrowserContext, Page } from 'playwright-core';
import { describe, expect, test } from './harness/fixtures';
import { waitForHydration } from './harness/hydration';
import { addFromProductPage } from './harness/product-page';
import { GUEST_CART_KEY } from './harness/session';
import type { ViewportName } from './harness/viewports';

/**
 * Issue 39, point 3: a guest's /cart rendered on the server. The guest's cart stays in local storage; beside it the
 * page keeps the cart's outline in a cookie sent with /cart alone (adapters' cart-cookie.ts), from which the server
 * prices the lines through the public product calls. The browser hydrates that HTML only when its own cart is the
 * one rendered (the tag in the page's data), and renders its own afresh otherwise.
 */

const CART_COOKIE = 'more_cart';
const viewportNames = ['phone', 'desktop'] as const satisfies readonly ViewportName[];
const BED = 'ranjang-klasik-sagara-laci-sorong';


/** Every element <main> loses after the first paint (hydration keeps the server's HTML; rendering afresh does not). */
const watchMain = () => {
  const lost: string[] = [];
  (window as unknown as { lostFromMain: string[] }).lostFromMain = lost;
  document.addEventListener('DOMContentLoaded', () => {
    const main = document.querySelector('main');
    if (!main) return;
    (window as unknown as { firstMain: Element }).firstMain = main;
    new MutationObserver((records) => {
      for (const record of records) for (const node of record.removedNodes) if (node instanceof Element && !node.classList.contains('skel')) lost.push(node.outerHTML.slice(0, 80));
    }).observe(main, { childList: true, subtree: true });
  });
};
/** The cart's outline cookie once the page has written it (its writer is a chunk of its own, loaded with the first outline). */
const cartCookie = async (context: BrowserContext) => {
  await expect.poll(async () => (await context.cookies()).some((candidate) => candidate.name === CART_COOKIE), { timeout: 10_000 }).toBe(true);
  return (await context.cookies()).find((candidate) => candidate.name === CART_COOKIE)!;
};
const lostFromMain = (page: Page) => page.evaluate(() => (window as unknown as { lostFromMain: string[] }).lostFromMain);
/** Whether the <main> the server sent is still the page's (hydrated over), not replaced by a render afresh. */
const keepsServersMain = (page: Page) => page.evaluate(() => document.contains((window as unknown as { firstMain: Element }).firstMain));
const pageData = (html: string) => JSON.parse(/id="store-page">([^<]*)</.exec(html)?.[1] ?? '{}') as { guestCart?: string };
const mainOf = (html: string) => html.slice(html.indexOf('<main'), html.indexOf('</main>'));

describe('a guest\'s cart rendered on the server (issue 39)', () => {
  for (const viewport of viewportNames) {
    test(`a guest's /cart holds their lines, note and totals in the server's HTML and hydrates without a change, at ${viewport} width`, async ({ shopper }) => {
      const context = await shopper.newContext(viewport);
      const { page } = await shopper.openIn(context, '/', viewport);
      await addFromProductPage(page, BED, 2);
      await page.goto('/cart');
      await waitForHydration(page);
      await page.getByTestId('cart-note').fill('Tolong kirim sore hari');
      const lineName = 'Ranjang Klasik Sagara Laci Sorong';
      expect(await page.getByTestId('cart-line').innerText()).toContain(lineName);

      // The outline beside the cart: for /cart alone, readable by no other page's request.
      await expect.poll(async () => (await cartCookie(context)).value).toMatch(/!Tolong%20kirim%20sore%20hari$/);
      const cookie = await cartCookie(context);
      expect(cookie?.path).toBe('/cart');
      expect(cookie?.sameSite).toBe('Lax');
      expect(cookie?.value).toMatch(new RegExp(`^${BED}:\\d+:2:1!Tolong%20kirim%20sore%20hari$`));

      await context.addInitScript(watchMain);
      const again = await shopper.openIn(context, '/cart', viewport);
      const html = (await again.response?.text()) ?? '';
      expect(again.response?.headers()['cache-control']).toBe('private, no-store');
      expect(pageData(html).guestCart).toMatch(/^[0-9a-f]{16}$/);
      expect(mainOf(html)).toContain(lineName);
      expect(mainOf(html)).toContain('Tolong kirim sore hari');
      expect(mainOf(html)).toContain('Total Belanja');
      expect(mainOf(html).match(/aria-busy="true"/g) ?? [], 'no skeleton where the cart is').toEqual([]);
      await waitForHydration(again.page);
      expect(await again.page.getByTestId('cart-line').count()).toBe(1);
      expect(await keepsServersMain(again.page), 'the server\'s page hydrated, not rendered afresh').toBe(true);
      expect(await lostFromMain(again.page), 'the server\'s cart kept by hydration').toEqual([]);
      // The header's count from the first paint (the bottom navigation's on a phone).
      const count = again.page.getByTestId(viewport === 'phone' ? 'bottom-navigation-cart-count' : 'cart-count');
      expect(await count.innerText()).toBe('2');
      expect(shopper.problemsSoFar(), 'a hydration mismatch is an uncaught error here').toEqual([]);
    });
  }

  test('a cart changed since the cookie (another tab, another price) is rendered afresh from the device: the shopper sees their own cart, no error', async ({ shopper }) => {
    const context = await shopper.newContext('phone');
      const { page } = await shopper.openIn(context, '/', 'phone');
    await addFromProductPage(page, BED, 1);
    await cartCookie(context);
    await page.close();
    // The stored cart says another price than the product's now (changed in another page, whose cart then saves
    // nothing more); the cookie still names the same line.
    const other = (await shopper.openIn(context, '/about', 'phone')).page;
    await other.evaluate((key) => {
      const cart = JSON.parse(localStorage.getItem(key) ?? '{}') as { lines: { unitPrice: number }[] };
      cart.lines[0]!.unitPrice = 1_234_000;
      localStorage.setItem(key, JSON.stringify(cart));
    }, GUEST_CART_KEY);
    await other.close();
    await context.addInitScript(watchMain);
    const again = await shopper.openIn(context, '/cart', 'phone');
    const html = (await again.response?.text()) ?? '';
    expect(pageData(html).guestCart).toMatch(/^[0-9a-f]{16}$/);
    expect(mainOf(html)).not.toContain('Rp1.234.000');
    await waitForHydration(again.page);
    await expect.poll(() => again.page.locator('main').innerText()).toContain('Rp1.234.000');
    expect(await again.page.getByTestId('cart-line').count()).toBe(1);
    // Rendered afresh, not hydrated over: the server's lines made way for the device's.
    expect(await keepsServersMain(again.page)).toBe(false);
    expect(shopper.problemsSoFar()).toEqual([]);
  });

  test('the cookie goes when the cart empties, and a guest without one gets the cart rendered by the browser as before', async ({ shopper }) => {
    const context = await shopper.newContext('desktop');
      const { page } = await shopper.openIn(context, '/', 'desktop');
    await addFromProductPage(page, BED, 1);
    await page.goto('/cart');
    await waitForHydration(page);
    await page.getByTestId('cart-line-remove').click();
    await page.getByTestId('cart-empty').waitFor();
    await expect.poll(async () => (await context.cookies()).some((cookie) => cookie.name === CART_COOKIE)).toBe(false);
    const again = await shopper.openIn(context, '/cart', 'desktop');
    const html = (await again.response?.text()) ?? '';
    expect(pageData(html).guestCart).toBeUndefined();
    await waitForHydration(again.page);
    await again.page.getByTestId('cart-empty').waitFor();
    expect(shopper.problemsSoFar()).toEqual([]);
  });
});

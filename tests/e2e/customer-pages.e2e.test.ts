import { NEW_CUSTOMER } from '@more/mock-server';
import type { BrowserContext, Page } from 'playwright-core';
import { sessionTag } from '../../web/src/app/composition-root/rendered-session';
import { seriousViolations } from './harness/accessibility';
import { customerApi } from './harness/customer-api';
import { describe, expect, test } from './harness/fixtures';
import { waitForHydration } from './harness/hydration';
import { SESSION_KEY, logIn, sessionStorageEntries } from './harness/session';
import type { Shopper } from './harness/shopper';
import type { ViewportName } from './harness/viewports';

/**
 * Issue 39: the customer's own pages rendered on the server. The browser keeps the storefront's session cookie beside
 * its token (web/server/session-cookie.ts); a page asked with it holds the customer's lines, orders and header, and
 * the browser hydrates it without a change. The server HTML is read with JavaScript off, as a phone shows it before
 * its scripts run.
 */

const SESSION_COOKIE = 'more_session';
const viewportNames = ['phone', 'desktop'] as const satisfies readonly ViewportName[];
type Session = Awaited<ReturnType<typeof logIn>>;

/** A shopper's browser that logged in through the store: the token in its storage, the storefront's cookie beside it. */
const customerBrowser = async (shopper: Shopper, storeUrl: string, session: Session, viewport: ViewportName, javaScript = true): Promise<BrowserContext> => {
  const context = await shopper.newContext(viewport, javaScript ? {} : { javaScript: false });
  await context.addCookies([{ name: SESSION_COOKIE, value: session.token, url: storeUrl, httpOnly: true, sameSite: 'Lax' }]);
  if (javaScript) {
    // Written once, on the store's first page of this browser (a new tab starts at about:blank, which has no storage);
    // never again, so that a logout stays one.
    await context.addInitScript(
      ([origin, key, value]) => {
        if (window.location.origin !== origin || window.localStorage.getItem('e2e:session-seeded') !== null) return;
        window.localStorage.setItem('e2e:session-seeded', '1');
        window.localStorage.setItem(key, value);
      },
      [new URL(storeUrl).origin, SESSION_KEY, sessionStorageEntries(session)[SESSION_KEY]!] as const,
    );
  }
  return context;
};

const cartLineNames = async (storeUrl: string, token: string) =>
  (await customerApi<{ data: { r_more_transaction_cart_details: { name_long: string }[] } }>(storeUrl, token, 'GET', 'more/transaction/cart')).json.data.r_more_transaction_cart_details.map(
    (line) => line.name_long,
  );

const orderNumbers = async (storeUrl: string, token: string) =>
  (await customerApi<{ data: { data: { ordersn: string }[] } }>(storeUrl, token, 'GET', 'more/transaction/order?page=1&per_page=10')).json.data.data.map((order) => order.ordersn);

/** What the page's data says the server rendered it as (web/src/app/composition-root/rendered-session.ts). */
const renderedSessionOf = (html: string): unknown => (JSON.parse(/id="store-page">([^<]*)</.exec(html)?.[1] ?? '{}') as { session?: unknown }).session ?? null;

const mainText = async (page: Page) => (await page.locator('main').innerText()).replace(/\s+/g, ' ');

describe('the customer\'s own pages, rendered on the server (issue 39)', () => {
  for (const viewport of viewportNames) {
    test(`the server's HTML of /cart and /profile/orders holds the demo customer's lines, orders and header, at ${viewport} width`, async ({ shopper, store }) => {
      const session = await logIn(store.url);
      const lines = await cartLineNames(store.url, session.token);
      const orders = await orderNumbers(store.url, session.token);
      expect(lines.length, 'the seed gives the demo customer a cart').toBeGreaterThan(0);
      expect(orders.length, 'and orders').toBeGreaterThan(0);
      const context = await customerBrowser(shopper, store.url, session, viewport, false);

      const cart = await shopper.openIn(context, '/cart', viewport);
      expect(cart.response?.headers()['cache-control']).toBe('private, no-store');
      const cartText = await mainText(cart.page);
      for (const name of lines) expect(cartText, `the line "${name}" in the server's /cart`).toContain(name);
      expect(cartText).toContain('Total Belanja');
      expect(await cart.page.locator('main [aria-busy="true"]').count(), 'no skeleton where the cart is').toBe(0);
      // The header's cart count is the customer's, in the server's HTML (the bottom navigation's on a phone).
      const count = cart.page.getByTestId(viewport === 'phone' ? 'bottom-navigation-cart-count' : 'cart-count');
      expect(Number(await count.innerText())).toBeGreaterThan(0);

      const list = await shopper.openIn(context, '/profile/orders', viewport);
      const listText = await mainText(list.page);
      expect(await list.page.locator('main h1').innerText()).toBe('Pesanan Saya');
      for (const number of orders.slice(0, 3)) expect(listText, `order ${number} in the server's /profile/orders`).toContain(number);
      expect(shopper.problemsSoFar()).toEqual([]);
    });
  }

  test('the browser hydrates the customer\'s page as the server rendered it: same lines at once, no error, no guest view first', async ({ shopper, store }) => {
    const session = await logIn(store.url);
    const lines = await cartLineNames(store.url, session.token);
    const context = await customerBrowser(shopper, store.url, session, 'phone');
    const { page, response } = await shopper.openIn(context, '/cart', 'phone');
    const html = (await response?.text()) ?? '';
    expect(renderedSessionOf(html)).toEqual({ as: 'customer', tag: sessionTag(session.token) });
    expect(html, 'the page never holds the token itself').not.toContain(session.token);
    for (const name of lines) expect(html).toContain(name);
    // The lines were there before any script ran, and stay: the page's first render in the browser equals the server's.
    await waitForHydration(page);
    expect(await page.getByTestId('cart-line').count()).toBe(lines.length);
    expect(shopper.problemsSoFar(), 'a hydration mismatch is an uncaught error here').toEqual([]);
  });

  test('a second customer in another browser sees only their own cart and orders, page after page', async ({ shopper, store }) => {
    const sinta = await logIn(store.url);
    const budi = await logIn(store.url, { email: NEW_CUSTOMER.email, password: NEW_CUSTOMER.password });
    const sintaLines = await cartLineNames(store.url, sinta.token);
    const sintaOrders = await orderNumbers(store.url, sinta.token);
    const sintaBrowser = await customerBrowser(shopper, store.url, sinta, 'desktop');
    const budiBrowser = await customerBrowser(shopper, store.url, budi, 'phone');
    // Interleaved, so that anything one render kept would reach the other's.
    for (const path of ['/cart', '/profile/orders', '/cart']) {
      const hers = await shopper.openIn(sintaBrowser, path, 'desktop');
      const his = await shopper.openIn(budiBrowser, path, 'phone');
      const [herHtml, hisHtml] = await Promise.all([hers.response!.text(), his.response!.text()]);
      expect(renderedSessionOf(herHtml)).toEqual({ as: 'customer', tag: sessionTag(sinta.token) });
      expect(renderedSessionOf(hisHtml)).toEqual({ as: 'customer', tag: sessionTag(budi.token) });
      for (const mine of [...sintaLines, ...sintaOrders]) expect(hisHtml, `${path} of the second customer`).not.toContain(mine);
      expect(hisHtml).not.toContain(sinta.token);
      await waitForHydration(his.page);
      if (path === '/cart') {
        expect(await his.page.getByTestId('cart-line').count()).toBe(0);
        expect(await hers.page.getByTestId('cart-line').count()).toBe(sintaLines.length);
      } else {
        await his.page.getByTestId('orders-empty').waitFor();
        expect(await mainText(hers.page)).toContain(sintaOrders[0]!);
      }
    }
    expect(shopper.problemsSoFar()).toEqual([]);
  });

  test('logging out in one tab: the next page, in another tab, is rendered as a guest\'s, and the cookie is gone', async ({ shopper, store }) => {
    const session = await logIn(store.url);
    const context = await customerBrowser(shopper, store.url, session, 'desktop');
    const other = await shopper.openIn(context, '/cart', 'desktop');
    await waitForHydration(other.page);
    const tab = await shopper.openIn(context, '/profile', 'desktop');
    await waitForHydration(tab.page);
    await tab.page.getByRole('button', { name: 'Keluar' }).click();
    await tab.page.waitForURL((url) => url.pathname === '/');
    await expect.poll(async () => (await context.cookies()).some((cookie) => cookie.name === SESSION_COOKIE), { message: 'the session cookie after logout' }).toBe(false);

    // The other tab followed the logout ("a login or logout in one tab is seen in the others") and went home.
    await other.page.waitForURL((url) => url.pathname === '/');
    const next = await other.page.goto('/cart');
    const html = (await next?.text()) ?? '';
    expect(renderedSessionOf(html)).toBeNull();
    expect(next?.headers()['cache-control']).not.toContain('private');
    expect(html).not.toContain('Sinta');
    await waitForHydration(other.page);
    await other.page.getByText('Keranjang belanja Anda masih kosong').first().waitFor();
    expect(shopper.problemsSoFar()).toEqual([]);
  });

  test('a token the API no longer takes: the page is rendered as a guest\'s, the cookie removed, and the browser logs out with the unAuth toast', async ({ shopper, store }) => {
    const session = await logIn(store.url);
    const context = await customerBrowser(shopper, store.url, session, 'phone');
    // The server forgets the token (as when it expires): the store's logout call for that token.
    expect((await fetch(`${store.url}/api/auth/logout`, { method: 'POST', headers: { authorization: `Bearer ${session.token}` } })).status).toBe(200);

    const { page, response } = await shopper.openIn(context, '/profile/orders', 'phone');
    expect(response?.headers()['cache-control']).toBe('private, no-store');
    expect(await response?.headerValue('set-cookie')).toMatch(new RegExp(`^${SESSION_COOKIE}=; Max-Age=0`));
    const html = (await response?.text()) ?? '';
    expect(renderedSessionOf(html)).toEqual({ as: 'expired' });
    expect(html).not.toContain('Sinta');
    await page.waitForURL((url) => url.pathname === '/' && new URLSearchParams(url.search).has('unAuth'), { timeout: 15_000 });
    await page.getByTestId('session-expired-toast').waitFor();
    expect(await page.getByTestId('session-expired-toast').innerText()).toContain('Sesi telah habis, silahkan login kembali');
    expect(await page.evaluate((key) => window.localStorage.getItem(key), SESSION_KEY), 'the session is gone from the browser').toBeNull();
    expect((await context.cookies()).some((cookie) => cookie.name === SESSION_COOKIE)).toBe(false);
    // The refused session's 401 is the only note Chromium makes.
    expect(shopper.problemsSoFar().filter((line) => !line.includes('status of 401'))).toEqual([]);
  });

  for (const viewport of viewportNames) {
    test(`axe finds nothing serious on the customer's server-rendered pages at ${viewport} width`, async ({ shopper, store }) => {
      const session = await logIn(store.url);
      const context = await customerBrowser(shopper, store.url, session, viewport);
      for (const path of ['/cart', '/checkout', '/profile/orders', '/profile', '/profile/wishlist', '/profile/pay']) {
        const { page, response } = await shopper.openIn(context, path, viewport);
        expect(renderedSessionOf((await response?.text()) ?? ''), path).toEqual({ as: 'customer', tag: sessionTag(session.token) });
        await waitForHydration(page);
        expect(await seriousViolations(page), `axe-core on ${path}`).toEqual([]);
      }
      expect(shopper.problemsSoFar()).toEqual([]);
    });
  }

  /** Every personal page of document 1 §2 the customer opens from the profile menu, the checkout and the invoices. */
  const personalPages = [
    '/checkout',
    '/profile',
    '/profile/orders',
    '/profile/order/MORE-20261119-0107',
    '/profile/pay',
    '/profile/wishlist',
    '/profile/address',
    '/profile/vouchers',
    '/profile/point',
    '/profile/notifications',
    '/invoice',
  ];
  /** What the page has shifted so far (the layout shifts no input caused), from the page's own performance timeline. */
  const layoutShift = (page: Page) =>
    page.evaluate(
      () =>
        new Promise<number>((resolve) => {
          let total = 0;
          new PerformanceObserver((list) => {
            for (const entry of list.getEntries() as unknown as { value: number; hadRecentInput: boolean }[]) if (!entry.hadRecentInput) total += entry.value;
          }).observe({ type: 'layout-shift', buffered: true });
          setTimeout(() => resolve(total), 100);
        }),
    );
  const busyInMain = (html: string) => (html.slice(html.indexOf('<main'), html.indexOf('</main>')).match(/aria-busy="true"/g) ?? []).length;

  for (const viewport of viewportNames) {
    test(`every personal page is the customer's in the server's HTML and hydrates without a skeleton, an error or a shift, at ${viewport} width`, async ({ shopper, store }) => {
      const session = await logIn(store.url);
      const context = await customerBrowser(shopper, store.url, session, viewport);
      // Every element the page's <main> loses from its first paint on: hydration keeps the server's HTML, and nothing
      // is thrown away for a skeleton and drawn again (a device's own part, a placeholder marked .skel, may be replaced).
      await context.addInitScript(() => {
        const lost: string[] = [];
        (window as unknown as { lostFromMain: string[] }).lostFromMain = lost;
        document.addEventListener('DOMContentLoaded', () => {
          const main = document.querySelector('main');
          if (!main) return;
          new MutationObserver((records) => {
            for (const record of records) {
              for (const node of record.removedNodes) if (node instanceof Element && !node.classList.contains('skel')) lost.push(node.outerHTML.slice(0, 100));
            }
          }).observe(main, { childList: true, subtree: true });
        });
      });
      for (const path of personalPages) {
        const { page, response } = await shopper.openIn(context, path, viewport);
        const html = (await response?.text()) ?? '';
        expect(renderedSessionOf(html), path).toEqual({ as: 'customer', tag: sessionTag(session.token) });
        expect(busyInMain(html), `no skeleton in the server's ${path}`).toBe(0);
        await waitForHydration(page);
        expect(await page.locator('main [aria-busy="true"]').count(), `none after hydration on ${path}`).toBe(0);
        expect(await page.evaluate(() => (window as unknown as { lostFromMain: string[] }).lostFromMain), `what ${path} threw away after its first paint`).toEqual([]);
        expect(await layoutShift(page), `layout shift on ${path}`).toBeLessThan(0.02);
        await page.close();
      }
      expect(shopper.problemsSoFar(), 'a hydration mismatch is an uncaught error here').toEqual([]);
    });
  }

  test('a checkout under way in the tab (another address chosen) survives a reload: rendered afresh from the tab, not from the cart', async ({ shopper, store }) => {
    const session = await logIn(store.url);
    const context = await customerBrowser(shopper, store.url, session, 'phone');
    const { page, response } = await shopper.openIn(context, '/checkout', 'phone');
    const html = (await response?.text()) ?? '';
    expect(renderedSessionOf(html)).toEqual({ as: 'customer', tag: sessionTag(session.token) });
    // The server opened it from the account's cart: the default address chosen, its couriers listed.
    expect(html).toMatch(/<input type="radio" name="address" checked="" value="\d+"/);
    await waitForHydration(page);
    const other = page.getByTestId('address-choice').getByRole('radio').nth(1);
    await other.check();
    await page.getByTestId('shipping-options').getByRole('radio').first().waitFor();
    const chosen = await other.getAttribute('value');

    await page.reload();
    await waitForHydration(page);
    await expect.poll(() => page.getByTestId('address-choice').locator('input[type="radio"]:checked').getAttribute('value'), { message: 'the address chosen before the reload' }).toBe(chosen);
    expect(shopper.problemsSoFar(), 'rendered afresh, never hydrated over another checkout').toEqual([]);
  });

  test('a login through the login page sets the cookie (HttpOnly, from the store\'s own endpoint), and the next page is the customer\'s', async ({ shopper }) => {
    const context = await shopper.newContext('phone');
    const { page } = await shopper.openIn(context, '/login', 'phone');
    await waitForHydration(page);
    const form = page.getByRole('form', { name: 'Masuk dengan email' });
    await form.getByLabel('Email').fill('pembeli@more.test');
    await form.getByLabel('Kata Sandi', { exact: true }).fill('Rahasia123');
    await form.getByRole('button', { name: 'Masuk' }).click();
    await page.waitForURL((url) => url.pathname === '/');
    await expect.poll(async () => (await context.cookies()).find((cookie) => cookie.name === SESSION_COOKIE)?.httpOnly ?? null, { message: 'the session cookie' }).toBe(true);
    const next = await page.goto('/profile/orders');
    expect((renderedSessionOf((await next?.text()) ?? '') as { as?: string } | null)?.as).toBe('customer');
    expect(shopper.problemsSoFar()).toEqual([]);
  });
});

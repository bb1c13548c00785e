import type { Cart } from '@more/core';
import { searchPath } from '@more/core';
import type { Page } from 'playwright-core';
import { describe, expect, test } from './harness/fixtures';
import { closeHomePopup } from './harness/home-popup';
import { waitForHydration } from './harness/hydration';
import { GUEST_CART_KEY, SESSION_KEY, demoCustomer, logIn, sessionStorageEntries } from './harness/session';
import { isApiRefusalNote } from './harness/shopper';

/**
 * A shopper's journeys through the header and the doors (document 1 §2, §4,
 * §8; document 2 §6, §8): log in and come back, the expired session's toast,
 * a logout seen in another tab, the search box by keyboard, the cart
 * dropdown, and no redirect off the store after login.
 */

const storedSession = (page: Page) => page.evaluate((key) => window.localStorage.getItem(key), SESSION_KEY);

const fillLoginForm = async (page: Page) => {
  const main = page.locator('main');
  await main.getByLabel('Email', { exact: true }).fill(demoCustomer.email);
  await main.getByLabel('Kata Sandi', { exact: true }).fill(demoCustomer.password);
  await main.getByRole('button', { name: 'Masuk', exact: true }).click();
};

const pathOf = (page: Page) => {
  const url = new URL(page.url());
  return `${url.pathname}${url.search}`;
};

describe('journeys', () => {
  test('log in and come back to the guarded page', async ({ shopper }) => {
    const { page } = await shopper.visit('/profile', 'desktop');
    await page.waitForURL((url) => `${url.pathname}${url.search}` === '/login?redirect=%2Fprofile');
    await waitForHydration(page);
    expect(await page.getByTestId('login-link').count(), 'a guest sees the login icon').toBe(1);

    await fillLoginForm(page);
    await page.waitForURL((url) => url.pathname === '/profile' && url.search === '');
    await expect.poll(() => page.locator('main').innerText({ timeout: 1_000 }), { message: 'the profile shows the customer\'s name', timeout: 10_000 }).toContain(demoCustomer.name);
    await page.getByTestId('profile-menu-button').waitFor();
    expect(await page.getByTestId('login-link').count(), 'the login icon gives way to the profile menu').toBe(0);
    const stored = JSON.parse((await storedSession(page)) ?? 'null') as { token: string | null; user: { email: string } | null } | null;
    expect(stored?.token, 'a token kept in the browser').toBeTruthy();
    expect(stored?.user?.email).toBe(demoCustomer.email);
    expect(shopper.problemsSoFar()).toEqual([]);
  });

  test('five wrong passwords for an address: the login page says the server holds it back for 15 minutes (429), and nothing is uncaught', async ({ shopper }) => {
    const { page } = await shopper.visit('/login', 'phone');
    await waitForHydration(page);
    const main = page.locator('main');
    // An address no one else in this file logs in with: the lock is the address's (mock-server's limits.ts).
    await main.getByLabel('Email', { exact: true }).fill('tamu.penasaran@more.test');
    const said: string[] = [];
    for (let attempt = 1; attempt <= 5; attempt++) {
      await main.getByLabel('Kata Sandi', { exact: true }).fill(`salah-sandi-${attempt}`);
      const answered = page.waitForResponse((response) => response.url().endsWith('/api/auth/login'));
      await main.getByRole('button', { name: 'Masuk', exact: true }).click();
      said.push(String((await answered).status()));
    }
    expect(said).toEqual(['401', '401', '401', '401', '429']);
    await expect.poll(() => main.innerText()).toContain('Terlalu banyak percobaan masuk. Coba lagi dalam 15 menit.');
    expect(new URL(page.url()).pathname).toBe('/login');
    // Chromium notes the 401 and 429 answers in the console; nothing else may be there.
    expect(shopper.problemsSoFar().filter((line) => !isApiRefusalNote(line))).toEqual([]);
  });

  test('the 401 toast: an expired session logs out locally, goes to /?unAuth and says "Sesi telah habis, silahkan login kembali" for 5 seconds', async ({ shopper, store }) => {
    const session = await logIn(store.url);
    const { page } = await shopper.visit('/', 'desktop', { storage: sessionStorageEntries(session) });
    await waitForHydration(page);
    await page.getByTestId('profile-menu-button').waitFor();

    // The server forgets the token (as when it expires): the store's logout call for that token.
    const ended = await fetch(`${store.url}/api/auth/logout`, { method: 'POST', headers: { authorization: `Bearer ${session.token}` } });
    expect(ended.status).toBe(200);

    await page.goto('/profile');
    await page.waitForURL((url) => url.pathname === '/' && new URLSearchParams(url.search).has('unAuth'), { timeout: 15_000 });
    const toast = page.getByTestId('session-expired-toast');
    await toast.waitFor({ state: 'visible' });
    const shownAt = Date.now();
    expect(await toast.innerText()).toContain('Sesi telah habis, silahkan login kembali');
    await page.getByTestId('login-link').waitFor();
    const stored = JSON.parse((await storedSession(page)) ?? 'null') as { token: string | null } | null;
    expect(stored?.token ?? null, 'the session is gone from the browser').toBeNull();

    await toast.waitFor({ state: 'hidden', timeout: 10_000 });
    const shownFor = Date.now() - shownAt;
    expect(shownFor, 'the toast shows for about 5 seconds').toBeGreaterThan(4_000);
    expect(shownFor, 'the toast shows for about 5 seconds').toBeLessThan(7_000);
    expect(new URLSearchParams(new URL(page.url()).search).has('unAuth'), 'a reload does not show it again').toBe(false);
    // Chromium notes the 401 answers in the console; nothing else may be there.
    expect(shopper.problemsSoFar().filter((line) => !isApiRefusalNote(line))).toEqual([]);
  });

  test('logout in one tab is seen in another', async ({ shopper, store }) => {
    const context = await shopper.newContext('desktop');
    const storage = sessionStorageEntries(await logIn(store.url));
    const { page: tabA } = await shopper.openIn(context, '/', 'desktop', { storage });
    const { page: tabB } = await shopper.openIn(context, '/', 'desktop');
    await Promise.all([waitForHydration(tabA), waitForHydration(tabB)]);
    await closeHomePopup(tabA);
    await tabA.getByTestId('profile-menu-button').waitFor();
    await tabB.getByTestId('profile-menu-button').waitFor();

    await tabA.getByTestId('profile-menu-button').click();
    await tabA.getByRole('button', { name: 'Keluar' }).click();
    await tabA.getByTestId('login-link').waitFor();
    await tabB.getByTestId('login-link').waitFor({ timeout: 3_000 });
    expect(await tabB.getByTestId('profile-menu-button').count()).toBe(0);
    expect(await storedSession(tabB).then((stored) => (JSON.parse(stored ?? 'null') as { token: string | null } | null)?.token ?? null)).toBeNull();
    expect(shopper.problemsSoFar()).toEqual([]);
  });

  test('search suggestions by keyboard: type "sofa", ArrowDown twice, Enter → the product list for that suggestion', async ({ shopper, store }) => {
    const answer = (await (await fetch(`${store.url}/api/uni/product/search?q=sofa`)).json()) as { data: { results: { keyword: string }[] } };
    const expected = [...new Set(answer.data.results.map((result) => result.keyword.trim()))].slice(0, 8);
    expect(expected.length, 'the mock has suggestions for "sofa"').toBeGreaterThanOrEqual(2);

    const { page } = await shopper.visit('/', 'desktop');
    await waitForHydration(page);
    await closeHomePopup(page);
    const box = page.getByTestId('search-box');
    expect(await box.getAttribute('role')).toBe('combobox');
    await box.pressSequentially('sofa', { delay: 30 });

    const listbox = page.getByRole('listbox');
    const options = listbox.getByRole('option');
    await expect.poll(() => options.allInnerTexts(), { timeout: 10_000 }).toEqual(expected);
    expect(await box.getAttribute('aria-expanded')).toBe('true');

    await box.press('ArrowDown');
    await box.press('ArrowDown');
    const second = options.nth(1);
    expect(await second.getAttribute('aria-selected')).toBe('true');
    expect(await box.getAttribute('aria-activedescendant')).toBe(await second.getAttribute('id'));
    const chosen = (await second.innerText()).trim();
    expect(chosen).toBe(expected[1]);

    await box.press('Enter');
    const target = searchPath(chosen);
    await page.waitForURL((url) => `${url.pathname}${url.search}` === target);
    expect(pathOf(page)).toMatch(/^\/products\/q=/);
    expect(shopper.problemsSoFar()).toEqual([]);
  });

  test('the cart dropdown: empty, then with a guest\'s line', async ({ shopper, store }) => {
    const { page } = await shopper.visit('/', 'desktop');
    await waitForHydration(page);
    await closeHomePopup(page);
    await page.getByTestId('cart-button').click();
    const dropdown = page.getByTestId('cart-dropdown');
    await dropdown.waitFor({ state: 'visible' });
    expect(await dropdown.innerText()).toContain('Belum Ada Produk');
    expect(await dropdown.getByRole('link', { name: 'Belanja Sekarang' }).isVisible()).toBe(true);
    expect(await page.getByTestId('cart-count').count(), 'no count on an empty cart').toBe(0);

    // A guest's cart as the browser keeps it (adapters/src/storage/stored-shapes.ts): two of one variant.
    interface ProductAnswer {
      data: { slug: string; name: string; variants: { id: number; variant: string; color: string | null; price_normal: number; price_discount: number; stock: number; image: { image_url: string; alt_text: string } | null }[] };
    }
    const newest = (await (await fetch(`${store.url}/api/uni/product?type=terbaru&per_page=1`)).json()) as { data: { data: { slug: string }[] } };
    const product = ((await (await fetch(`${store.url}/api/uni/product/${newest.data.data[0]!.slug}`)).json()) as ProductAnswer).data;
    const variant = product.variants.find((candidate) => candidate.stock >= 2)!;
    const cart: Cart = {
      note: '',
      lines: [
        {
          variantId: variant.id,
          slug: product.slug,
          nameLong: `${product.name} ${variant.variant}${variant.color ? ` ${variant.color}` : ''}`,
          nameShort: product.name,
          image: variant.image ? { url: variant.image.image_url, alt: variant.image.alt_text } : null,
          unitPrice: variant.price_discount,
          normalPrice: variant.price_normal,
          quantity: 2,
          stockAvailable: variant.stock,
          validStock: variant.stock,
          selected: true,
          isRedeem: false,
          comboId: null,
          bundle: [],
          flashSale: null,
          freeGift: null,
          preOrder: null,
          combo: null,
        },
      ],
    };
    await page.evaluate(([key, value]) => window.localStorage.setItem(key!, value!), [GUEST_CART_KEY, JSON.stringify(cart)]);
    await page.reload();
    await waitForHydration(page);
    await expect.poll(() => page.getByTestId('cart-count').innerText({ timeout: 500 }).catch(() => ''), { message: 'the unit count on the cart icon', timeout: 10_000 }).toBe('2');

    await page.getByTestId('cart-button').click();
    await dropdown.waitFor({ state: 'visible' });
    const text = await dropdown.innerText();
    expect(text).toContain('Baru Ditambahkan');
    expect(text).toMatch(/\b2 barang\b/);
    expect(text).toContain(cart.lines[0]!.nameLong);
    const showCart = dropdown.getByRole('link', { name: 'Tampilkan Keranjang Belanja' });
    expect(await showCart.getAttribute('href')).toBe('/cart');
    expect(shopper.problemsSoFar()).toEqual([]);
  });

  test('no open redirect: /login?redirect=//evil.example lands on / after logging in', async ({ shopper }) => {
    const { page } = await shopper.visit('/login?redirect=//evil.example', 'phone');
    await waitForHydration(page);
    await fillLoginForm(page);
    await page.waitForURL((url) => url.pathname === '/' && url.search === '', { timeout: 15_000 });
    expect(new URL(page.url()).origin).toBe(shopper.storeUrl);
    await page.getByTestId('profile-menu-button').waitFor({ state: 'attached' });
    expect(shopper.problemsSoFar(), 'nothing left loopback').toEqual([]);
  });
});

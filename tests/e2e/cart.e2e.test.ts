import type { BrowserContext, Page } from 'playwright-core';
import { customerApi } from './harness/customer-api';
import { describe, expect, test } from './harness/fixtures';
import { waitForHydration } from './harness/hydration';
import { addFromProductPage } from './harness/product-page';
import { demoCustomer, logIn, sessionStorageEntries } from './harness/session';
import { resetMock } from './harness/store';
import type { ViewportName } from './harness/viewports';

/**
 * The cart page (issue 11; document 1 §2, §4, §5): a guest's cart survives a
 * reload and a login with every line and unit; a second tab sees a change;
 * the stepper stops at stock; a forced line stays at 1; a removal takes the
 * reward lines with it; the header and the bottom navigation agree with it.
 */

const viewportNames = ['phone', 'desktop'] as const satisfies readonly ViewportName[];

interface ShownLine {
  readonly name: string;
  readonly quantity: number;
}

const linesOn = async (page: Page): Promise<ShownLine[]> => {
  const rows = page.getByTestId('cart-line');
  const shown: ShownLine[] = [];
  for (let index = 0; index < (await rows.count()); index++) {
    const row = rows.nth(index);
    shown.push({ name: await row.getByTestId('cart-line-name').innerText(), quantity: Number(await row.getByTestId('cart-line-quantity').innerText()) });
  }
  return shown;
};

const units = (lines: readonly ShownLine[]) => lines.reduce((sum, line) => sum + line.quantity, 0);

const openCart = async (page: Page) => {
  await page.goto('/cart');
  await waitForHydration(page);
  await page.getByTestId('cart-line').first().waitFor();
};

/** The count on the header's bag, or on the bottom navigation's Keranjang on a phone. */
const headerCount = async (page: Page, viewport: ViewportName) =>
  Number(await page.getByTestId(viewport === 'phone' ? 'bottom-navigation-cart-count' : 'cart-count').innerText());

interface ApiLine {
  id: number;
  name_long: string;
  quantity: number;
  valid_stock: number;
  is_selected: boolean;
  is_reedem: boolean;
  id_combo: number | null;
}

const apiCart = async (storeUrl: string, token: string) =>
  (await customerApi<{ data: { note: string | null; r_more_transaction_cart_details: ApiLine[] } }>(storeUrl, token, 'GET', 'more/transaction/cart')).json.data;

const saveApiCart = async (storeUrl: string, token: string, lines: readonly Pick<ApiLine, 'id' | 'quantity' | 'is_selected' | 'is_reedem' | 'id_combo'>[], note = '') => {
  const { status } = await customerApi(storeUrl, token, 'POST', 'more/transaction/cart', { note, r_more_transaction_cart_details: lines });
  expect(status).toBe(200);
};


const newestSlugs = async (storeUrl: string): Promise<string[]> => {
  const answer = await fetch(`${storeUrl}/api/uni/product?type=terbaru&per_page=12&is_bundle=0`);
  const body = (await answer.json()) as { data: { data: { slug: string; stock: number; seo_4: string | null }[] } };
  return body.data.data.filter((product) => product.stock > 10 && !product.seo_4?.startsWith('FLASH')).map((product) => product.slug);
};

describe('the cart page', () => {
  for (const viewport of viewportNames) {
    test(`a guest fills a cart, reloads, logs in and finds every line and unit (${viewport})`, async ({ shopper, store }) => {
      await resetMock(store);
      const session = await logIn(store.url);
      const account = await apiCart(store.url, session.token);
      const [first, second] = (await newestSlugs(store.url)).filter((slug) => !account.r_more_transaction_cart_details.some((line) => line.name_long.toLowerCase().includes(slug.split('-')[1] ?? '')));
      const context = await shopper.newContext(viewport);
      const { page } = await shopper.openIn(context, '/', viewport);
      await addFromProductPage(page, first!, 2);
      await addFromProductPage(page, second!, 1);

      await openCart(page);
      const asGuest = await linesOn(page);
      expect(asGuest).toHaveLength(2);
      expect(units(asGuest)).toBe(3);
      await page.reload();
      await waitForHydration(page);
      await page.getByTestId('cart-line').first().waitFor();
      expect(await linesOn(page), 'a guest\'s cart survives a reload').toEqual(asGuest);

      // Checkout asks a guest to log in, and brings them on to the checkout (checkout.e2e follows it there).
      await page.getByTestId('cart-checkout').click();
      await page.waitForURL((url) => url.pathname === '/login' && url.search === '?redirect=%2Fcheckout');
      await waitForHydration(page);
      const main = page.locator('main');
      await main.getByLabel('Email', { exact: true }).fill(demoCustomer.email);
      await main.getByLabel('Kata Sandi', { exact: true }).fill(demoCustomer.password);
      await main.getByRole('button', { name: 'Masuk', exact: true }).click();
      await page.waitForURL((url) => url.pathname === '/checkout');
      await openCart(page);
      const expectedUnits = units(asGuest) + account.r_more_transaction_cart_details.reduce((sum, line) => sum + line.quantity, 0);
      await expect.poll(async () => units(await linesOn(page)), { timeout: 10_000 }).toBe(expectedUnits);
      const merged = await linesOn(page);
      expect(merged).toHaveLength(2 + account.r_more_transaction_cart_details.length);
      // Each guest line is there with its units. Its name may now read as the server writes it ("Nama - Warna" where the
      // guest's line said "Nama (Varian - Warna)"), depending on whether the account's answer has arrived: the product is the same.
      // Its colour is what follows the last " - " (a colour may hold a hyphen itself: "Abu-abu").
      const productOf = (name: string) => {
        const base = name.replace(/ \(.*\)$/, '');
        const colour = base.lastIndexOf(' - ');
        return colour === -1 ? base : base.slice(0, colour);
      };
      for (const line of asGuest) {
        expect(merged.map((kept) => ({ product: productOf(kept.name), quantity: kept.quantity }))).toContainEqual({ product: productOf(line.name), quantity: line.quantity });
      }
      // The account keeps the merge: the server's cart has every unit.
      await expect.poll(async () => (await apiCart(store.url, session.token)).r_more_transaction_cart_details.reduce((sum, line) => sum + line.quantity, 0)).toBe(expectedUnits);
      expect(await headerCount(page, viewport), 'the header (or bottom navigation) counts the same units').toBe(expectedUnits);
      expect(shopper.problemsSoFar()).toEqual([]);
    });

    test(`the stepper stops at stock, a forced line stays at 1, and the header agrees (${viewport})`, async ({ shopper, store }) => {
      await resetMock(store);
      const session = await logIn(store.url);
      const { page } = await shopper.visit('/cart', viewport, { storage: sessionStorageEntries(session) });
      await waitForHydration(page);
      await page.getByTestId('cart-line').first().waitFor();
      const account = await apiCart(store.url, session.token);
      const plain = account.r_more_transaction_cart_details.find((line) => line.valid_stock > line.quantity && line.valid_stock < 12)!;
      const forced = account.r_more_transaction_cart_details.find((line) => line !== plain)!;

      const plainRow = page.getByTestId('cart-line').filter({ hasText: plain.name_long });
      // A shopper scrolls the line into view (on a phone the checkout bar covers the page's lower edge).
      await plainRow.evaluate((row) => row.scrollIntoView({ block: 'center' }));
      for (let click = plain.quantity; click < plain.valid_stock + 2; click++) await plainRow.getByTestId('cart-line-increase').click({ force: true });
      expect(Number(await plainRow.getByTestId('cart-line-quantity').innerText()), '"Quantity can never exceed valid stock"').toBe(plain.valid_stock);
      expect(await plainRow.getByTestId('cart-line-increase').getAttribute('aria-disabled')).toBe('true');
      expect(await plainRow.innerText()).toContain(`Stok tersisa ${plain.valid_stock}`);

      const forcedRow = page.getByTestId('cart-line').filter({ hasText: forced.name_long });
      await forcedRow.evaluate((row) => row.scrollIntoView({ block: 'center' }));
      await forcedRow.getByTestId('cart-line-increase').click({ force: true });
      expect(Number(await forcedRow.getByTestId('cart-line-quantity').innerText()), 'a free-gift line that disallows multiple purchase stays at 1').toBe(1);
      expect(await forcedRow.innerText()).toContain('hanya dapat dibeli 1 per pesanan');

      const total = plain.valid_stock + 1;
      expect(await headerCount(page, viewport)).toBe(total);
      // Saved 250 ms after the last change (document 2 §9): the server holds it.
      await expect.poll(async () => (await apiCart(store.url, session.token)).r_more_transaction_cart_details.find((line) => line.id === plain.id)?.quantity).toBe(plain.valid_stock);
      // "−" never goes below 1.
      for (let click = 0; click < plain.valid_stock + 1; click++) {
        const minus = plainRow.getByTestId('cart-line-decrease');
        if (await minus.isDisabled()) break;
        await minus.click();
      }
      expect(Number(await plainRow.getByTestId('cart-line-quantity').innerText())).toBe(1);
      expect(shopper.problemsSoFar()).toEqual([]);
    });
  }

  test('a second tab sees a change within a second, for a customer and for a guest', async ({ shopper, store }) => {
    await resetMock(store);
    const session = await logIn(store.url);
    const context: BrowserContext = await shopper.newContext('desktop');
    await context.addInitScript((entries) => {
      // A new tab starts at about:blank, which has no storage to read (a SecurityError the uncaught-error watch
      // rightly reports): the session is written into the store's own pages only.
      if (window.location.origin === 'null') return;
      for (const [key, value] of Object.entries(entries)) if (window.localStorage.getItem(key) === null) window.localStorage.setItem(key, value);
    }, sessionStorageEntries(session));
    const { page: first } = await shopper.openIn(context, '/cart', 'desktop');
    const { page: second } = await shopper.openIn(context, '/cart', 'desktop');
    for (const tab of [first, second]) {
      await waitForHydration(tab);
      await tab.getByTestId('cart-line').first().waitFor();
    }
    const before = await linesOn(second);
    const row = first.getByTestId('cart-line').filter({ hasText: before[1]!.name });
    await row.getByTestId('cart-line-decrease').click();
    const changedAt = Date.now();
    await expect.poll(async () => (await linesOn(second))[1]?.quantity, { timeout: 1_000, interval: 50 }).toBe(before[1]!.quantity - 1);
    expect(Date.now() - changedAt).toBeLessThan(1_000);
    await second.getByTestId('cart-note').fill('Kirim setelah jam 5 sore');
    await expect.poll(() => first.getByTestId('cart-note').inputValue(), { timeout: 1_000, interval: 50 }).toBe('Kirim setelah jam 5 sore');

    // A guest: the cart lives in the browser; a product added in one tab shows in the other's cart.
    const guest = await shopper.newContext('phone');
    const { page: shopping } = await shopper.openIn(guest, '/', 'phone');
    const { page: looking } = await shopper.openIn(guest, '/cart', 'phone');
    await waitForHydration(looking);
    await looking.getByTestId('cart-empty').waitFor();
    const [slug] = await newestSlugs(store.url);
    await addFromProductPage(shopping, slug!, 1);
    const addedAt = Date.now();
    await expect.poll(async () => (await linesOn(looking)).length, { timeout: 1_000, interval: 50 }).toBe(1);
    expect(Date.now() - addedAt).toBeLessThan(1_000);
    expect(shopper.problemsSoFar()).toEqual([]);
  });

  test('a change made just before the page goes away is saved ("a pending save is sent when the page is hidden")', async ({ shopper, store }) => {
    await resetMock(store);
    const session = await logIn(store.url);
    const { page } = await shopper.visit('/cart', 'phone', { storage: sessionStorageEntries(session) });
    await waitForHydration(page);
    await page.getByTestId('cart-line').first().waitFor();
    const account = await apiCart(store.url, session.token);
    const line = account.r_more_transaction_cart_details.find((candidate) => candidate.quantity > 1)!;
    const row = page.getByTestId('cart-line').filter({ hasText: line.name_long });
    await row.evaluate((element) => element.scrollIntoView({ block: 'center' }));
    // "−", then the shopper leaves at once: well inside the 250 ms the save waits for more changes.
    await row.getByTestId('cart-line-decrease').click();
    await page.goto('about:blank');
    await expect
      .poll(async () => (await apiCart(store.url, session.token)).r_more_transaction_cart_details.find((candidate) => candidate.id === line.id)?.quantity, { timeout: 3_000 })
      .toBe(line.quantity - 1);
    expect(shopper.problemsSoFar()).toEqual([]);
  });

  test('a page the server rendered before the last save landed shows the cart as the shopper left it (a login\'s merge, a change just before a reload)', async ({ shopper, store }) => {
    await resetMock(store);
    const session = await logIn(store.url);
    const { page } = await shopper.visit('/cart', 'phone', { storage: sessionStorageEntries(session) });
    await waitForHydration(page);
    await page.getByTestId('cart-line').first().waitFor();
    const account = await apiCart(store.url, session.token);
    const line = account.r_more_transaction_cart_details.find((candidate) => candidate.quantity > 1)!;
    // The page as the server renders it now, for this session (the context's cookie): the line with its units as they are.
    const before = await page.context().request.get(`${store.url}/cart`);
    const staleHtml = await before.text();
    expect(staleHtml).toContain(line.name_long);
    const row = page.getByTestId('cart-line').filter({ hasText: line.name_long });
    await row.evaluate((element) => element.scrollIntoView({ block: 'center' }));
    await row.getByTestId('cart-line-decrease').click();
    await expect.poll(async () => (await apiCart(store.url, session.token)).r_more_transaction_cart_details.find((candidate) => candidate.id === line.id)?.quantity).toBe(line.quantity - 1);
    // The reload gets the page rendered before the save landed, as a server that read the cart a moment too early sends it.
    await page.route(`${store.url}/cart`, (route) => route.fulfill({ status: 200, contentType: 'text/html; charset=utf-8', body: staleHtml }), { times: 1 });
    await page.reload();
    await waitForHydration(page);
    const shownUnits = async () => Number(await page.getByTestId('cart-line').filter({ hasText: line.name_long }).getByTestId('cart-line-quantity').innerText());
    await expect.poll(shownUnits, { timeout: 5_000 }).toBe(line.quantity - 1);
    expect((await apiCart(store.url, session.token)).r_more_transaction_cart_details.find((candidate) => candidate.id === line.id)?.quantity, 'nothing saved the stale units back').toBe(line.quantity - 1);
    expect(shopper.problemsSoFar()).toEqual([]);
  });

  test('removing an item removes the reward lines too, and says so', async ({ shopper, store }) => {
    await resetMock(store);
    const session = await logIn(store.url);
    const account = await apiCart(store.url, session.token);
    const lines = account.r_more_transaction_cart_details.map(({ id, quantity, is_selected, is_reedem, id_combo }) => ({ id, quantity, is_selected, is_reedem, id_combo }));
    const reward = { ...lines[1]!, quantity: 1, is_reedem: true };
    await saveApiCart(store.url, session.token, [...lines, reward], account.note ?? '');

    const { page } = await shopper.visit('/cart', 'desktop', { storage: sessionStorageEntries(session) });
    await waitForHydration(page);
    await page.getByTestId('cart-line').first().waitFor();
    await expect.poll(async () => (await linesOn(page)).length).toBe(3);
    expect(await page.getByTestId('cart-line').filter({ hasText: 'Hadiah Poin' }).count()).toBe(1);

    const first = page.getByTestId('cart-line').filter({ hasNotText: 'Hadiah Poin' }).first();
    const name = await first.getByTestId('cart-line-name').innerText();
    await first.getByTestId('cart-line-remove').click();
    await expect.poll(async () => (await linesOn(page)).length).toBe(1);
    expect(await page.getByTestId('cart-line').filter({ hasText: 'Hadiah Poin' }).count(), '"Removing an item also removes all redeem (reward) lines"').toBe(0);
    expect(await page.getByTestId('cart-notice').innerText()).toBe(`${name} dihapus dari keranjang. Hadiah poin di keranjang ikut dihapus.`);
    await expect.poll(async () => (await apiCart(store.url, session.token)).r_more_transaction_cart_details.length).toBe(1);
    expect(shopper.problemsSoFar()).toEqual([]);
  });

  test('"Beli Kombo" puts the product and its partner at the combo price in the cart, shown with the deal it belongs to', async ({ shopper, store }) => {
    const answer = await fetch(`${store.url}/api/uni/product/combo`);
    const [deal] = ((await answer.json()) as { data: { id: number; product: { slug: string }; free_product: { name: string } }[] }).data;
    const { page } = await shopper.visit(`/product/${deal!.product.slug}`, 'phone');
    await waitForHydration(page);
    const buy = page.getByTestId('buy-combo').first();
    await buy.scrollIntoViewIfNeeded();
    await buy.click();
    await expect.poll(() => page.getByTestId('buy-combo-note').first().innerText()).toBe('Kombo ditambahkan ke keranjang');
    await page.getByRole('link', { name: /^Keranjang/ }).click();
    await page.waitForURL((url) => url.pathname === '/cart');
    await page.getByTestId('cart-line').first().waitFor();
    const rows = page.getByTestId('cart-line');
    expect(await rows.count()).toBe(2);
    const partner = rows.filter({ hasText: 'Kombo Hemat' });
    expect(await partner.getByTestId('cart-line-belongs-to').innerText()).toMatch(/^Paket Kombo Hemat · Rp/);
    expect(await partner.getByTestId('cart-line-name').innerText()).toContain(deal!.free_product.name);
    expect(shopper.problemsSoFar()).toEqual([]);
  });

  test('an empty cart says so and leads to the products; selecting none keeps checkout waiting', async ({ shopper }) => {
    const { page } = await shopper.visit('/cart', 'phone');
    await waitForHydration(page);
    await page.getByTestId('cart-empty').waitFor();
    expect(await page.getByTestId('cart-empty').innerText()).toContain('Keranjang belanja Anda masih kosong');
    await page.getByRole('link', { name: 'Belanja Sekarang' }).click();
    await page.waitForURL((url) => url.pathname === '/products');
    expect(shopper.problemsSoFar()).toEqual([]);
  });
});

import { execFileSync } from 'node:child_process';
import { mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { NEW_CUSTOMER } from '@more/mock-server';
import type { Page } from 'playwright-core';
import { describe, expect, test } from './harness/fixtures';
import { seriousViolations } from './harness/accessibility';
import { customerApi } from './harness/customer-api';
import { waitForHydration } from './harness/hydration';
import { logIn, sessionStorageEntries } from './harness/session';
import { isApiRefusalNote } from './harness/shopper';
import { resetMock } from './harness/store';
import type { ViewportName } from './harness/viewports';

/**
 * The shopper's orders (issue 11): the order page /profile/order/{ordersn},
 * "Buy again: re-adds the items of an order, including combos, and checks
 * stock. If any line fails, it shows the stock dialog and adds none"
 * (document 1 §4; document 2 §8 "dialog titled 'Stok Tidak Tersedia' … no
 * items added"), /invoice and the printed invoice /invoice-print/{ordersn}, as
 * the demo customer, whose seed holds one order in each status.
 */

interface CartLineWire {
  readonly id: number;
  readonly quantity: number;
}

/** The customer's cart lines on the server (GET more/transaction/cart): what buying again did or did not add. */
const cartLines = async (storeUrl: string, token: string): Promise<readonly CartLineWire[]> =>
  (await customerApi<{ data: { r_more_transaction_cart_details: CartLineWire[] } }>(storeUrl, token, 'GET', 'more/transaction/cart')).json.data
    .r_more_transaction_cart_details;

/** The items of one of the customer's orders (GET more/transaction/order/{id}). */
const orderItems = async (storeUrl: string, token: string, ordersn: string) =>
  (await customerApi<{ data: { items: { uni_product_variants_id: number; quantity: number }[] } }>(storeUrl, token, 'GET', `more/transaction/order/${ordersn}`)).json.data.items;

/** Another customer buys every unit left of a variant (the summary caps the quantity at the stock), so it is sold out. */
const sellOut = async (storeUrl: string, variantId: number) => {
  const other = await logIn(storeUrl, { email: NEW_CUSTOMER.email, password: NEW_CUSTOMER.password });
  const order = { items: [{ uni_product_variants_id: variantId, quantity: 999 }], shipping_code: 'jne-jtr:3578', payment_code: 'bca-va' };
  expect((await customerApi(storeUrl, other.token, 'POST', 'more/transaction/order/pre-checkout-summary', order)).status).toBe(200);
  expect((await customerApi(storeUrl, other.token, 'POST', 'more/transaction/order', order)).status).toBe(200);
};

/** axe-core's serious and critical findings on what the page shows now (the routes gate sees these pages only as a guest). */
const openAsCustomer = async (shopper: { visit: (path: string, viewport: ViewportName, options: { storage: Record<string, string> }) => Promise<{ page: Page }> }, storeUrl: string, path: string, viewport: ViewportName) => {
  const session = await logIn(storeUrl);
  const { page } = await shopper.visit(path, viewport, { storage: sessionStorageEntries(session) });
  await waitForHydration(page);
  return { page, token: session.token };
};

/** The demo customer's seeded orders, newest first (mock-server/src/seed/shared-ids.ts, DEMO_ORDERS). */
const DEMO_ORDERS = {
  awaitingPayment: { ordersn: 'MORE-20261119-0107', billNo: 'INV-20261119-0107' },
  processing: { ordersn: 'MORE-20261117-0088', billNo: 'INV-20261117-0088' },
  shipped: { ordersn: 'MORE-20261115-0042', billNo: 'INV-20261115-0042' },
  completed: { ordersn: 'MORE-20261020-0311', billNo: 'INV-20261020-0311' },
  cancelled: { ordersn: 'MORE-20261002-0275', billNo: 'INV-20261002-0275' },
} as const;
const completed = DEMO_ORDERS.completed;
const viewports: readonly ViewportName[] = ['phone', 'desktop'];

describe('the order page, /profile/order/{ordersn}', () => {
  for (const viewport of viewports) {
    test(`shows a seeded order in full, found by its ordersn or its bill number (${viewport})`, async ({ shopper, store }) => {
      await resetMock(store);
      const { page } = await openAsCustomer(shopper, store.url, `/profile/order/${DEMO_ORDERS.awaitingPayment.ordersn}`, viewport);
      await page.getByTestId('order-detail').waitFor({ timeout: 15_000 });
      expect(await page.getByTestId('order-number').innerText()).toBe(DEMO_ORDERS.awaitingPayment.ordersn);
      expect(await page.getByTestId('order-status').innerText()).toBe('Menunggu Pembayaran');
      expect(await page.getByTestId('order-detail').innerText()).toMatch(/19 November 2026 10:15/);
      const virtualAccount = await page.getByTestId('virtual-account').innerText();
      expect(virtualAccount).toMatch(/^8014\d{10}$/);
      // "Salin" puts the number the bank's app asks for on the clipboard.
      await page.context().grantPermissions(['clipboard-read', 'clipboard-write'], { origin: store.url });
      await page.getByRole('button', { name: 'Salin nomor Virtual Account' }).click();
      await expect.poll(() => page.getByRole('button', { name: 'Salin nomor Virtual Account' }).innerText()).toBe('Tersalin');
      expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(virtualAccount);
      expect(await page.getByRole('link', { name: 'Cara Pembayaran' }).getAttribute('href')).toBe(`/checkout/information/${DEMO_ORDERS.awaitingPayment.ordersn}`);
      expect(await page.getByRole('link', { name: 'Cetak Invoice' }).getAttribute('href')).toBe(`/invoice-print/${DEMO_ORDERS.awaitingPayment.ordersn}`);
      expect(await page.locator('h1').count()).toBe(1);
      expect(await seriousViolations(page)).toEqual([]);

      // "thanks redirects to /profile/order/{bill_no}" (document 1 §2): the same order under its bill number.
      await page.goto(`/profile/order/${DEMO_ORDERS.awaitingPayment.billNo}`);
      await page.getByTestId('order-detail').waitFor({ timeout: 15_000 });
      expect(await page.getByTestId('order-number').innerText()).toBe(DEMO_ORDERS.awaitingPayment.ordersn);
      expect(shopper.problemsSoFar()).toEqual([]);
    });

    test(`"Beli Lagi" with a line sold out shows "Stok Tidak Tersedia" and adds nothing (${viewport})`, async ({ shopper, store }) => {
      await resetMock(store);
      const demo = await logIn(store.url);
      const items = await orderItems(store.url, demo.token, completed.ordersn);
      await sellOut(store.url, items[0]!.uni_product_variants_id);
      const before = await cartLines(store.url, demo.token);

      const { page, token } = await openAsCustomer(shopper, store.url, `/profile/order/${completed.ordersn}`, viewport);
      await page.getByRole('button', { name: 'Beli Lagi' }).click();
      const dialog = page.getByRole('alertdialog', { name: 'Stok Tidak Tersedia' });
      await dialog.waitFor({ timeout: 15_000 });
      expect(await dialog.innerText()).toContain('Maaf, beberapa item tidak memiliki stok yang cukup');
      // Focus on OK; Escape closes it.
      expect(await page.evaluate(() => document.activeElement?.textContent)).toBe('OK');
      expect(await seriousViolations(page)).toEqual([]);
      await page.keyboard.press('Escape');
      await dialog.waitFor({ state: 'detached' });
      expect(new URL(page.url()).pathname).toBe(`/profile/order/${completed.ordersn}`);

      // Nothing was added, not even after the cart's save would have gone out.
      await page.waitForTimeout(800);
      expect(await cartLines(store.url, token)).toEqual(before);
      expect(shopper.problemsSoFar().filter((line) => !isApiRefusalNote(line))).toEqual([]);
    });
  }

  test('"Beli Lagi" with every item in stock adds them all and opens /cart', async ({ shopper, store }) => {
    await resetMock(store);
    const { page, token } = await openAsCustomer(shopper, store.url, `/profile/order/${completed.ordersn}`, 'phone');
    const items = await orderItems(store.url, token, completed.ordersn);
    const quantityOf = (lines: readonly CartLineWire[], variantId: number) => lines.find((line) => line.id === variantId)?.quantity ?? 0;
    const before = await cartLines(store.url, token);

    await page.getByRole('button', { name: 'Beli Lagi' }).click();
    await page.waitForURL((url) => url.pathname === '/cart', { timeout: 15_000 });
    await expect
      .poll(async () => {
        const after = await cartLines(store.url, token);
        return items.map((item) => quantityOf(after, item.uni_product_variants_id) - quantityOf(before, item.uni_product_variants_id));
      }, { timeout: 10_000 })
      .toEqual(items.map((item) => item.quantity));
    expect(shopper.problemsSoFar().filter((line) => !isApiRefusalNote(line))).toEqual([]);
  });
});

describe('/invoice and /invoice-print/{ordersn}', () => {
  for (const viewport of viewports) {
    test(`/invoice lists the customer's invoices newest first with their links (${viewport})`, async ({ shopper, store }) => {
      await resetMock(store);
      const { page } = await openAsCustomer(shopper, store.url, '/invoice', viewport);
      await page.getByTestId('invoice-list').waitFor({ timeout: 15_000 });
      const titles = await page.getByTestId('invoice-card').locator('h2').allInnerTexts();
      expect(await seriousViolations(page)).toEqual([]);
      expect(titles).toEqual([DEMO_ORDERS.awaitingPayment, DEMO_ORDERS.processing, DEMO_ORDERS.shipped, DEMO_ORDERS.completed, DEMO_ORDERS.cancelled].map((order) => order.billNo));
      await page.getByRole('link', { name: `Lihat Invoice ${completed.billNo}` }).click();
      await page.getByTestId('invoice-document').waitFor({ timeout: 15_000 });
      expect(new URL(page.url()).pathname).toBe(`/invoice-print/${completed.ordersn}`);
      expect(shopper.problemsSoFar()).toEqual([]);
    });
  }

  test('a guest is asked to log in and comes back to the invoice', async ({ shopper }) => {
    const page = await shopper.open(`/invoice-print/${completed.ordersn}`, 'phone');
    await waitForHydration(page);
    const login = page.getByRole('link', { name: 'Masuk', exact: true });
    expect(await login.getAttribute('href')).toBe(`/login?redirect=${encodeURIComponent(`/invoice-print/${completed.ordersn}`)}`);
    expect(await page.getByTestId('invoice-document').count()).toBe(0);
    expect(shopper.problemsSoFar()).toEqual([]);
  });

  test('prints on one A4 page without the store\'s frame', async ({ shopper, store }) => {
    await resetMock(store);
    const { page } = await openAsCustomer(shopper, store.url, `/invoice-print/${completed.ordersn}`, 'desktop');
    await page.getByTestId('invoice-document').waitFor({ timeout: 15_000 });
    expect(await page.locator('header').first().isVisible()).toBe(true);
    expect(await seriousViolations(page)).toEqual([]);

    await page.emulateMedia({ media: 'print' });
    // The frame and the "Cetak" button are off paper; the invoice is on it.
    for (const hidden of ['header', '[data-testid="site-footer"]', '[data-testid="bottom-navigation"]', '[data-testid="print-invoice"]']) {
      expect(await page.locator(hidden).first().isVisible(), hidden).toBe(false);
    }
    expect(await page.getByTestId('invoice-document').isVisible()).toBe(true);
    expect(await page.getByTestId('invoice-number').innerText()).toBe(completed.billNo);
    const colours = await page.getByTestId('invoice-document').evaluate((invoice) => {
      const style = getComputedStyle(invoice);
      return { color: style.color, shadow: style.boxShadow };
    });
    expect(colours).toEqual({ color: 'rgb(0, 0, 0)', shadow: 'none' });

    const pdf = await page.pdf({ format: 'A4', printBackground: true });
    const pages = pdf.toString('latin1').match(/\/Type\s*\/Page(?!s)/g) ?? [];
    expect(pages).toHaveLength(1);
    let pdftotext = false;
    try {
      execFileSync('which', ['pdftotext'], { stdio: 'ignore' });
      pdftotext = true;
    } catch {
      // Not installed here: the print-media layout above is the check.
    }
    if (pdftotext) {
      const dir = mkdtempSync(join(tmpdir(), 'invoice-'));
      const file = join(dir, 'invoice.pdf');
      writeFileSync(file, pdf);
      execFileSync('pdftotext', ['-layout', file, join(dir, 'invoice.txt')]);
      const text = readFileSync(join(dir, 'invoice.txt'), 'utf8');
      expect(text).toContain(completed.billNo);
      expect(text).toContain('Total Pembayaran');
      expect(text).not.toContain('Langsung ke konten');
    }
    expect(shopper.problemsSoFar()).toEqual([]);
  });
});

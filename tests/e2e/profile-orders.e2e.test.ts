import { DEMO_ORDERS, DEMO_SHIPPED_WAYBILL } from '@more/mock-server';
import type { Page } from 'playwright-core';
import { describe, expect, test } from './harness/fixtures';
import { seriousViolations } from './harness/accessibility';
import { waitForHydration } from './harness/hydration';
import { logIn, sessionStorageEntries } from './harness/session';
import { isApiRefusalNote } from './harness/shopper';
import { payOrder, resetMock } from './harness/store';
import type { ViewportName } from './harness/viewports';

/**
 * The customer's orders (issue 20): the profile's frame (document 1 §2,
 * "/profile … children", "/plain-menu (the mobile profile menu)"),
 * /profile/orders with a tab per order state, and the order actions of
 * document 1 §4 ("cancel (with note_cancel), complete and tracking"), as the
 * demo customer, whose seed holds one order in each state.
 */

const card = (page: Page, ordersn: string) => page.locator(`[data-testid="order-card"][data-order="${ordersn}"]`);

const tabs: readonly (readonly [string, string, string])[] = [
  ['Menunggu Pembayaran', 'awaiting-payment', DEMO_ORDERS.awaitingPayment.ordersn],
  ['Diproses', 'processing', DEMO_ORDERS.processing.ordersn],
  ['Dikirim', 'shipped', DEMO_ORDERS.shipped.ordersn],
  ['Selesai', 'completed', DEMO_ORDERS.completed.ordersn],
  ['Dibatalkan', 'cancelled', DEMO_ORDERS.cancelled.ordersn],
];

describe('/profile/orders and the order actions', () => {
  for (const viewport of ['phone', 'desktop'] as const satisfies readonly ViewportName[]) {
    test(`opens each tab, cancels with a note, completes a shipped order and tracks it (${viewport})`, async ({ shopper, store }) => {
      await resetMock(store);
      const session = await logIn(store.url);
      const { page } = await shopper.visit('/profile/orders', viewport, { storage: sessionStorageEntries(session) });
      await waitForHydration(page);
      await card(page, DEMO_ORDERS.awaitingPayment.ordersn).waitFor({ timeout: 15_000 });
      expect(await page.locator('h1').allInnerTexts()).toEqual(['Pesanan Saya']);
      // Newest first: the order awaiting payment (19 November) heads the list.
      expect(await page.getByTestId('order-card').first().getAttribute('data-order')).toBe(DEMO_ORDERS.awaitingPayment.ordersn);
      expect(await seriousViolations(page)).toEqual([]);

      // Each tab lists its state, kept in the address.
      const nav = page.getByRole('navigation', { name: 'Status pesanan' });
      for (const [label, status, ordersn] of tabs) {
        await nav.getByRole('link', { name: label }).click();
        await page.waitForURL((url) => url.search === `?status=${status}`);
        await card(page, ordersn).waitFor({ timeout: 15_000 });
        expect(await nav.getByRole('link', { name: label }).getAttribute('aria-current')).toBe('page');
        for (const text of await page.getByTestId('order-card-status').allInnerTexts()) expect(text).toBe(label);
      }

      // Cancel the order awaiting payment: the note is required, counted, and the order shows cancelled at once.
      await nav.getByRole('link', { name: 'Menunggu Pembayaran' }).click();
      const unpaid = card(page, DEMO_ORDERS.awaitingPayment.ordersn);
      await unpaid.waitFor({ timeout: 15_000 });
      await unpaid.getByRole('button', { name: 'Batalkan Pesanan' }).click();
      const cancel = page.getByRole('dialog', { name: 'Batalkan Pesanan' });
      await cancel.waitFor();
      await cancel.getByRole('button', { name: 'Batalkan Pesanan' }).click();
      expect(await cancel.getByText('Alasan pembatalan wajib diisi').count()).toBe(1);
      expect(await page.evaluate(() => document.activeElement?.getAttribute('name'))).toBe('note_cancel');
      await page.keyboard.type('Ingin mengganti warna');
      expect(await cancel.getByText('21/500').count()).toBe(1);
      expect(await seriousViolations(page)).toEqual([]);
      await cancel.getByRole('button', { name: 'Batalkan Pesanan' }).click();
      await cancel.waitFor({ state: 'detached' });
      await expect.poll(() => unpaid.getByTestId('order-card-status').innerText()).toBe('Dibatalkan');
      expect(await unpaid.getByRole('status').innerText()).toBe('Pesanan berhasil dibatalkan');
      // …and moved to the cancelled tab.
      await nav.getByRole('link', { name: 'Dibatalkan' }).click();
      await card(page, DEMO_ORDERS.awaitingPayment.ordersn).waitFor({ timeout: 15_000 });

      // Track the shipped order: the courier's waybill and the timeline; Escape closes it.
      await nav.getByRole('link', { name: 'Dikirim' }).click();
      const shipped = card(page, DEMO_ORDERS.shipped.ordersn);
      await shipped.waitFor({ timeout: 15_000 });
      await shipped.getByRole('button', { name: 'Lacak Pesanan' }).click();
      const tracking = page.getByTestId('tracking-timeline');
      await tracking.waitFor({ timeout: 15_000 });
      expect(await tracking.innerText()).toContain(DEMO_SHIPPED_WAYBILL);
      expect(await tracking.locator('li').count()).toBeGreaterThan(1);
      expect(await seriousViolations(page)).toEqual([]);
      await page.keyboard.press('Escape');
      await tracking.waitFor({ state: 'detached' });
      expect(await page.evaluate(() => document.activeElement?.textContent)).toBe('Lacak Pesanan');

      // Complete it after the confirmation.
      await shipped.getByRole('button', { name: 'Pesanan Diterima' }).click();
      const confirm = page.getByRole('alertdialog', { name: 'Pesanan Diterima' });
      await confirm.getByRole('button', { name: 'Ya, Sudah Diterima' }).click();
      await expect.poll(() => shipped.getByTestId('order-card-status').innerText()).toBe('Selesai');
      expect(shopper.problemsSoFar().filter((line) => !isApiRefusalNote(line))).toEqual([]);
    });
  }

  for (const viewport of ['phone', 'desktop'] as const satisfies readonly ViewportName[]) {
    test(`finishes a pending payment from /profile/pay: the virtual account copied, the time left, then paid (${viewport})`, async ({ shopper, store }) => {
      await resetMock(store);
      const session = await logIn(store.url);
      const { page } = await shopper.visit('/profile/pay', viewport, { storage: sessionStorageEntries(session) });
      await waitForHydration(page);
      const unpaid = page.locator(`[data-testid="pending-payment"][data-order="${DEMO_ORDERS.awaitingPayment.ordersn}"]`);
      await unpaid.waitFor({ timeout: 15_000 });
      expect(await page.locator('h1').allInnerTexts()).toEqual(['Menunggu Pembayaran']);
      // Only the order awaiting payment is listed, with how to pay it.
      expect(await page.getByTestId('pending-payment').count()).toBe(1);
      const virtualAccount = await unpaid.getByTestId('va-number').innerText();
      expect(virtualAccount).toMatch(/^\d{10,}$/);
      expect(await unpaid.innerText()).toMatch(/Bayar sebelum \d{1,2} \w+ 2026 \d{2}:\d{2} WIB/);
      const timer = unpaid.getByRole('timer');
      const first = await timer.innerText();
      expect(first).toMatch(/^\d{2,}:\d{2}:\d{2}$/);
      await expect.poll(() => timer.innerText(), { timeout: 5_000 }).not.toBe(first);
      await page.context().grantPermissions(['clipboard-read', 'clipboard-write'], { origin: store.url });
      await unpaid.getByRole('button', { name: 'Salin nomor Virtual Account' }).click();
      await expect.poll(() => unpaid.getByRole('button', { name: 'Salin nomor Virtual Account' }).innerText()).toBe('Tersalin');
      expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(virtualAccount);
      await unpaid.getByText('Cara Pembayaran').click();
      expect(await unpaid.locator('details ol li').count()).toBeGreaterThan(2);
      expect(await seriousViolations(page)).toEqual([]);
      if (viewport === 'desktop') {
        expect(await page.getByRole('navigation', { name: 'Menu akun' }).locator('[aria-current="page"]').innerText()).toBe('Pembayaran');
      }

      // The bank tells the store it is paid: nothing is left to pay, and the order is being processed.
      await payOrder(store, DEMO_ORDERS.awaitingPayment.ordersn);
      await page.reload();
      await page.getByTestId('pending-payments-empty').waitFor({ timeout: 15_000 });
      expect(await page.getByTestId('pending-payments-empty').innerText()).toContain('Tidak ada pesanan yang menunggu pembayaran');
      await page.getByRole('link', { name: 'Lihat Pesanan Saya' }).click();
      await page.getByRole('navigation', { name: 'Status pesanan' }).getByRole('link', { name: 'Diproses' }).click();
      await expect.poll(() => card(page, DEMO_ORDERS.awaitingPayment.ordersn).getByTestId('order-card-status').innerText(), { timeout: 15_000 }).toBe('Diproses');
      expect(shopper.problemsSoFar().filter((line) => !isApiRefusalNote(line))).toEqual([]);
    });
  }

  test('a tracking refusal shows the server\'s message (document 2 §8), on the order page', async ({ shopper, store }) => {
    await resetMock(store);
    const session = await logIn(store.url);
    const { page } = await shopper.visit(`/profile/order/${DEMO_ORDERS.processing.ordersn}`, 'desktop', { storage: sessionStorageEntries(session) });
    await waitForHydration(page);
    await page.getByTestId('order-detail').waitFor({ timeout: 15_000 });
    // The mock answers tracking of an order not yet shipped with its data; a 500 is the failure this page must word.
    await page.route('**/api/more/transaction/order/tracking', (route) => route.fulfill({ status: 500, contentType: 'application/json', body: '{"message":"Server Error"}' }));
    await page.getByRole('button', { name: 'Lacak Pesanan' }).click();
    const failed = page.getByTestId('tracking-failed');
    await failed.waitFor({ timeout: 15_000 });
    expect(await failed.innerText()).toMatch(/Server Error|Failed to get tracking data/);
  });
});

describe('"Beri Ulasan" of a completed order', () => {
  for (const viewport of ['phone', 'desktop'] as const satisfies readonly ViewportName[]) {
    test(`the completed order offers it in the list and on its page, and it opens the review form for its product (${viewport})`, async ({ shopper, store }) => {
      await resetMock(store);
      const session = await logIn(store.url);
      const { page } = await shopper.visit('/profile/orders', viewport, { storage: sessionStorageEntries(session) });
      await waitForHydration(page);
      const reviewLinks = page.getByTestId('order-review-link');
      await reviewLinks.first().waitFor({ timeout: 15_000 });
      // Only the completed order: the shipped, processing, unpaid and cancelled ones have nothing to review.
      expect(await reviewLinks.evaluateAll((links) => links.map((link) => new URL((link as HTMLAnchorElement).href).searchParams.get('ordersn')))).toEqual([DEMO_ORDERS.completed.ordersn]);

      await page.goto('/profile/order/' + DEMO_ORDERS.completed.ordersn);
      await waitForHydration(page);
      const onPage = page.getByTestId('order-detail').getByRole('link', { name: 'Beri Ulasan' });
      await onPage.waitFor({ timeout: 15_000 });
      await onPage.click();
      await page.waitForURL((url) => url.pathname === '/profile/review' && url.searchParams.get('ordersn') === DEMO_ORDERS.completed.ordersn);
      const dialog = page.getByTestId('review-dialog');
      await dialog.waitFor({ timeout: 15_000 });
      expect(await dialog.getByRole('heading', { name: 'Tulis Ulasan' }).count()).toBe(1);
      expect(await seriousViolations(page)).toEqual([]);
      expect(shopper.problemsSoFar().filter((note) => !isApiRefusalNote(note))).toEqual([]);
    });
  }
});

describe('the profile\'s frame', () => {
  test('on a desktop every page of the profile has the menu beside it, the current section marked', async ({ shopper, store }) => {
    const session = await logIn(store.url);
    const { page } = await shopper.visit('/profile/orders', 'desktop', { storage: sessionStorageEntries(session) });
    await waitForHydration(page);
    const menu = page.getByRole('navigation', { name: 'Menu akun' });
    expect(await menu.getByRole('link').allInnerTexts()).toEqual([
      'Informasi Akun', 'Pesanan', 'Pembayaran', 'Ulasan', 'Komplain', 'Event', 'Alamat', 'Dropshipper', 'Rekening Bank', 'Notifikasi', 'Password', 'Voucher', 'Chat', 'Poin', 'Wishlist',
    ]);
    expect(await menu.locator('[aria-current="page"]').innerText()).toBe('Pesanan');
    await menu.getByRole('link', { name: 'Informasi Akun' }).click();
    await page.waitForURL((url) => url.pathname === '/profile');
    expect(await menu.locator('[aria-current="page"]').innerText()).toBe('Informasi Akun');
    // The header's "Pesanan" leads to the orders.
    await page.goto('/profile/order/' + DEMO_ORDERS.completed.ordersn);
    await page.getByTestId('order-detail').waitFor({ timeout: 15_000 });
    expect(await menu.locator('[aria-current="page"]').innerText()).toBe('Pesanan');
  });

  test('on a phone the Profil tab opens /plain-menu, and its rows open the pages', async ({ shopper, store }) => {
    const session = await logIn(store.url);
    // From the cart (the home page greets with its popup).
    const { page } = await shopper.visit('/cart', 'phone', { storage: sessionStorageEntries(session) });
    await waitForHydration(page);
    await page.getByRole('link', { name: 'Profil' }).click();
    await page.waitForURL((url) => url.pathname === '/plain-menu');
    expect(await page.locator('h1').innerText()).toBe('Akun Saya');
    await page.getByRole('main').getByRole('link', { name: 'Pesanan' }).click();
    await page.waitForURL((url) => url.pathname === '/profile/orders');
    await page.getByTestId('order-card').first().waitFor({ timeout: 15_000 });
    // The page alone, with the way back to the menu.
    expect(await page.getByRole('navigation', { name: 'Menu akun' }).isVisible()).toBe(false);
    await page.getByRole('link', { name: 'Menu Akun' }).click();
    await page.waitForURL((url) => url.pathname === '/plain-menu');
    expect(await seriousViolations(page)).toEqual([]);
  });
});

import type { Page } from 'playwright-core';
import { describe, expect, test } from './harness/fixtures';
import { customerApi } from './harness/customer-api';
import { waitForHydration } from './harness/hydration';
import { logIn, sessionStorageEntries } from './harness/session';
import { isApiRefusalNote } from './harness/shopper';
import { resetMock } from './harness/store';
import type { ViewportName } from './harness/viewports';

/**
 * An order paid by GoPay, as the demo customer: placing it confirms it with
 * the ways on (pay, the order, shopping on); "Bayar Sekarang" leads to its
 * payment information, which shows the QRIS code the gateway gave (an inline
 * SVG with its name) and, on a phone, the button that opens the app; the
 * order's "Cara Pembayaran" leads there too.
 */

const placeGopayOrder = async (page: Page) => {
  await page.getByTestId('checkout').waitFor({ timeout: 15_000 });
  const courier = page.getByTestId('shipping-options').getByRole('radio').first();
  await courier.waitFor();
  await courier.check();
  await page.getByTestId('to-payment').click();
  await page.waitForURL((url) => url.pathname === '/checkout/payment');
  await page.getByRole('radio', { name: /GoPay/ }).check();
  await page.getByTestId('to-review').click();
  await page.waitForURL((url) => url.pathname === '/checkout/review');
  await page.getByTestId('grand-total').waitFor();
  await page.getByTestId('place-order').click();
};

describe('paying an order by e-wallet', () => {
  for (const viewport of ['phone', 'desktop'] as const satisfies readonly ViewportName[]) {
    test(`at ${viewport} width: the confirmation's ways on, the QR code and app link, and "Cara Pembayaran"`, async ({ shopper, store }) => {
      await resetMock(store);
      const session = await logIn(store.url);
      const { page } = await shopper.visit('/checkout', viewport, { storage: sessionStorageEntries(session) });
      await waitForHydration(page);
      await placeGopayOrder(page);

      // The confirmation, and the three ways on.
      await page.waitForURL((url) => url.pathname === '/checkout/success', { timeout: 15_000 });
      expect(await page.getByTestId('checkout-step-title').innerText()).toBe('Pesanan Berhasil Dibuat');
      const confirmation = page.getByTestId('order-placed');
      const orderNumber = await confirmation.getByTestId('placed-order-number').innerText();
      expect(orderNumber).toMatch(/^MORE-\d{8}-\d{4}$/);
      const ways = confirmation.getByRole('navigation', { name: 'Langkah berikutnya' }).getByRole('link');
      expect(await ways.allInnerTexts()).toEqual(['Bayar Sekarang', 'Lihat Pesanan', 'Lanjut Belanja']);
      expect(await page.getByTestId('placed-order-order').getAttribute('href')).toBe(`/profile/order/${orderNumber.replace(/^MORE/, 'INV')}`);
      expect(await page.getByTestId('placed-order-shop').getAttribute('href')).toBe('/products');

      // "Bayar Sekarang": the payment information with the gateway's QRIS code and, on a phone, the app link.
      const { json } = await customerApi<{ data: { e_wallet: { qr_string: string; deeplink_url: string } } }>(store.url, session.token, 'GET', `more/transaction/order/apps/${orderNumber}`);
      await page.getByTestId('placed-order-pay').click();
      await page.waitForURL((url) => url.pathname === `/checkout/information/${orderNumber}`);
      // The drawn code (its encoder comes in a chunk of its own; a square of its size and name stands in until then).
      const qr = page.getByTestId('payment-qr');
      await qr.waitFor({ timeout: 10_000 });
      expect(await qr.evaluate((node) => node.tagName.toLowerCase())).toBe('svg');
      expect(await qr.getAttribute('aria-label')).toBe('Kode QR pembayaran GoPay');
      expect(await qr.getAttribute('data-qr-text')).toBe(json.data.e_wallet.qr_string);
      const box = await qr.boundingBox();
      expect(box!.width, 'large enough to scan from a screen').toBeGreaterThanOrEqual(220);
      const appLink = page.getByRole('link', { name: 'Buka aplikasi GoPay' });
      if (viewport === 'phone') {
        expect(await appLink.getAttribute('href')).toBe(json.data.e_wallet.deeplink_url);
        // On a phone the app comes first, above the code.
        expect((await appLink.boundingBox())!.y).toBeLessThan(box!.y);
      } else {
        expect(await appLink.isVisible(), 'a desktop has no wallet app to open').toBe(false);
      }
      expect(await page.getByTestId('e-wallet-expiry').innerText()).toMatch(/^Kode QR berlaku hingga \d{2} \w+ \d{4} \d{2}:\d{2} WIB$/);
      expect(await page.getByTestId('payment-information').innerText()).not.toContain('Ikuti petunjuk');

      // The order's "Cara Pembayaran" leads to the same instructions.
      await page.goto(`${store.url}/profile/order/${orderNumber}`);
      await waitForHydration(page);
      const guide = page.getByRole('link', { name: 'Cara Pembayaran' });
      await guide.waitFor({ timeout: 10_000 });
      await guide.click();
      await page.waitForURL((url) => url.pathname === `/checkout/information/${orderNumber}`);
      await page.getByRole('img', { name: 'Kode QR pembayaran GoPay' }).waitFor({ timeout: 10_000 });

      expect(shopper.problemsSoFar().filter((line) => !isApiRefusalNote(line))).toEqual([]);
    });
  }
});

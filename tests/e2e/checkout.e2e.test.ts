import type { Page } from 'playwright-core';
import { describe, expect, test } from './harness/fixtures';
import { customerApi } from './harness/customer-api';
import { waitForHydration } from './harness/hydration';
import { logIn, sessionStorageEntries } from './harness/session';
import { isApiRefusalNote } from './harness/shopper';
import { resetMock } from './harness/store';
import type { ViewportName } from './harness/viewports';
import { chooseIn } from './harness/region-chooser';

/**
 * The checkout (issue 11; document 1 §2 "/checkout (default child: shipping),
 * with children: payment, review, success"; §4 "Voucher: a failure clears the
 * applied voucher. The code is sent upper-cased."; document 2 §4 "A
 * save-transaction answer with status code 403 makes the checkout summary be
 * replaced by the data returned"), as the demo customer, whose seeded cart
 * holds two selected lines.
 */

/** How many orders the customer has (GET more/transaction/order). */
const orderCount = async (storeUrl: string, token: string): Promise<number> => {
  const { json } = await customerApi<{ data: { total: number } }>(storeUrl, token, 'GET', 'more/transaction/order?page=1&per_page=1');
  return json.data.total;
};

const pathOf = (page: Page) => new URL(page.url()).pathname;

const openCheckout = async (shopper: { visit: (path: string, viewport: ViewportName, options: { storage: Record<string, string> }) => Promise<{ page: Page }> }, storeUrl: string, viewport: ViewportName) => {
  const session = await logIn(storeUrl);
  const { page } = await shopper.visit('/checkout', viewport, { storage: sessionStorageEntries(session) });
  await waitForHydration(page);
  await page.getByTestId('checkout').waitFor({ timeout: 15_000 });
  return { page, token: session.token };
};

const chooseFirstCourier = async (page: Page) => {
  const courier = page.getByTestId('shipping-options').getByRole('radio').first();
  await courier.waitFor();
  await courier.check();
  return courier.getAttribute('value');
};

/** Placing lands on the success step: the order confirmed, and "Lihat Pesanan" leads to it as /checkout/thanks would (document 1 §2). */
const expectOrderPlaced = async (page: Page) => {
  await page.waitForURL((url) => url.pathname === '/checkout/success', { timeout: 15_000 });
  await page.getByTestId('order-placed').waitFor();
  expect(await page.getByTestId('placed-order-order').getAttribute('href')).toMatch(/^\/profile\/order\/INV-\d{8}-\d{4}$/);
};

const stepTitle = (page: Page) => page.getByTestId('checkout-step-title').innerText();

describe('checkout', () => {
  for (const viewport of ['phone', 'desktop'] as const) {
    test(`at ${viewport} width: a new address region by region, a voucher, Back, a reload, and one order for a double click`, async ({ shopper, store }) => {
      await resetMock(store);
      const { page, token } = await openCheckout(shopper, store.url, viewport);
      expect(await stepTitle(page)).toBe('Pengiriman');
      expect(await page.locator('[aria-current="step"]').innerText()).toContain('Pengiriman');

      // A refused step says what is missing.
      await page.getByTestId('address-choice').getByRole('radio').first().waitFor();
      await page.getByTestId('to-payment').click();
      expect(await page.getByTestId('checkout-missing').innerText()).toContain('Pilih jasa pengiriman');

      // A new address, its regions chosen in turn (document 2 §7, "Regions and banks").
      await page.getByTestId('address-add').click();
      const form = page.getByTestId('address-form');
      await form.getByLabel('Nama penerima').fill('Dewi Anggraini');
      await form.getByLabel('Nomor ponsel').fill('081298765432');
      // Searchable choosers (the address book's own form): typed into, then picked.
      await chooseIn(form, 'Provinsi', 'jawa timur', { option: 'JAWA TIMUR' });
      await chooseIn(form, 'Kota/Kabupaten', 'surabaya', { option: 'KOTA SURABAYA' });
      await chooseIn(form, 'Kecamatan', '');
      await chooseIn(form, 'Kelurahan/Desa', '');
      await form.getByLabel('Kode pos').fill('60281');
      await form.getByLabel('Alamat lengkap').fill('Jl. Kertajaya Indah No. 21, RT 03/RW 04');
      await page.getByTestId('address-save').click();
      await form.waitFor({ state: 'detached' });
      const chosenAddress = page.getByTestId('address-choice').getByRole('radio', { checked: true });
      expect(await chosenAddress.locator('xpath=..').innerText()).toContain('Dewi Anggraini');
      const addressId = await chosenAddress.getAttribute('value');

      const courier = await chooseFirstCourier(page);
      await page.getByTestId('to-payment').click();
      await page.waitForURL((url) => url.pathname === '/checkout/payment');
      await expect.poll(() => stepTitle(page)).toBe('Pembayaran');
      // The heading takes the focus a task after the step shows (CheckoutPage.tsx: after the frame's move to <main>).
      await expect
        .poll(() => page.evaluate(() => document.activeElement?.getAttribute('data-testid')), { message: 'the step heading takes the focus' })
        .toBe('checkout-step-title');
      const bank = page.getByRole('radio', { name: /BCA Virtual Account/ });
      await bank.check();

      // A reload keeps what was chosen; Back goes one step back, to the chosen address and courier.
      await page.reload();
      await waitForHydration(page);
      await page.getByTestId('checkout').waitFor();
      expect(pathOf(page)).toBe('/checkout/payment');
      await expect.poll(() => page.getByRole('radio', { name: /BCA Virtual Account/ }).isChecked(), { timeout: 10_000 }).toBe(true);
      await page.goBack();
      await page.waitForURL((url) => url.pathname === '/checkout');
      await expect.poll(() => stepTitle(page)).toBe('Pengiriman');
      await expect.poll(() => page.getByTestId('address-choice').getByRole('radio', { checked: true }).getAttribute('value'), { timeout: 10_000 }).toBe(addressId);
      await expect.poll(() => page.getByTestId('shipping-options').getByRole('radio', { checked: true }).getAttribute('value'), { timeout: 10_000 }).toBe(courier);

      await page.getByTestId('to-payment').click();
      await page.waitForURL((url) => url.pathname === '/checkout/payment');
      await page.getByTestId('to-review').click();
      await page.waitForURL((url) => url.pathname === '/checkout/review');
      await page.getByTestId('grand-total').waitFor();

      // "The code is sent upper-cased": a lowercase code is applied.
      await page.getByTestId('voucher-code').fill('diskon10');
      await page.getByTestId('voucher-apply').click();
      await page.getByTestId('voucher-applied').waitFor();
      expect(await page.getByTestId('voucher-applied').innerText()).toContain('DISKON10');
      await expect.poll(() => page.getByTestId('checkout-summary').innerText()).toContain('Potongan');

      // "Voucher: a failure clears the applied voucher": the server's reason is shown.
      await page.getByTestId('voucher-code').fill('merdeka17');
      await page.getByTestId('voucher-apply').click();
      await page.getByTestId('voucher-error').waitFor();
      expect(await page.getByTestId('voucher-error').innerText()).toBe('Voucher MERDEKA17 sudah berakhir');
      expect(await page.getByTestId('voucher-applied').count()).toBe(0);
      await expect.poll(() => page.getByTestId('checkout-summary').innerText()).not.toContain('Potongan');
      await page.getByTestId('grand-total').waitFor();

      // "Choose from the shopper's vouchers" (GET more/voucher, device web), by keyboard: the list opens
      // from its line, a voucher's Pakai applies it, and the focus is back on the line as the list closes.
      const picker = page.getByTestId('shoppers-vouchers');
      await picker.locator('summary').focus();
      await page.keyboard.press('Enter');
      await page.getByRole('button', { name: 'Pakai voucher DISKON10' }).focus();
      await page.keyboard.press('Enter');
      await page.getByTestId('voucher-applied').waitFor();
      expect(await page.getByTestId('voucher-applied').innerText()).toContain('DISKON10');
      await expect.poll(() => page.getByTestId('checkout-summary').innerText()).toContain('Potongan');
      expect(await picker.evaluate((details) => (details as HTMLDetailsElement).open)).toBe(false);
      expect(await page.evaluate(() => document.activeElement?.tagName)).toBe('SUMMARY');

      // One order per submit: a double click makes one order.
      const before = await orderCount(store.url, token);
      await page.getByTestId('place-order').dblclick();
      await expectOrderPlaced(page);
      expect(await orderCount(store.url, token)).toBe(before + 1);
      // The ordered lines left the cart (and the draft with them).
      const cart = await customerApi<{ data: { r_more_transaction_cart_details: unknown[]; note: string | null } }>(store.url, token, 'GET', 'more/transaction/cart');
      expect(cart.json.data.r_more_transaction_cart_details).toEqual([]);
      expect(await page.evaluate(() => window.sessionStorage.getItem('more:v1:checkout-draft'))).toBeNull();

      expect(shopper.problemsSoFar().filter((line) => !isApiRefusalNote(line))).toEqual([]);
    });
  }

  test('an order sent as a dropshipper: an empty form is refused field by field, a new one is saved and chosen, kept across a reload, and sent with the order', async ({ shopper, store }) => {
    await resetMock(store);
    const { page, token } = await openCheckout(shopper, store.url, 'phone');
    await page.getByTestId('address-choice').getByRole('radio', { checked: true }).waitFor();
    await chooseFirstCourier(page);

    // "Kirim sebagai dropshipper" is off by default; on, the customer's dropshippers and a form for a new one.
    const toggle = page.getByTestId('dropship-toggle');
    expect(await toggle.isChecked()).toBe(false);
    await toggle.check();
    await page.getByRole('radio', { name: /Sinta Living Store/ }).waitFor();
    const form = page.getByRole('form', { name: 'Dropshipper baru' });
    await form.getByRole('button', { name: 'Simpan Dropshipper' }).click();
    await expect.poll(() => form.getByLabel('Nama pengirim').getAttribute('aria-invalid')).toBe('true');
    expect(await form.getByLabel('Nomor ponsel pengirim').getAttribute('aria-invalid')).toBe('true');

    await form.getByLabel('Nama pengirim').fill('Toko Berkah Jaya');
    await form.getByLabel('Nomor ponsel pengirim').fill('081234567890');
    await form.getByRole('button', { name: 'Simpan Dropshipper' }).click();
    const saved = page.getByRole('radio', { name: /Toko Berkah Jaya/ });
    await expect.poll(() => saved.isChecked(), { timeout: 10_000 }).toBe(true);
    const { json } = await customerApi<{ data: { id: number; name: string }[] }>(store.url, token, 'POST', 'more/user/dropshippers/index', {});
    const created = json.data.find((dropshipper) => dropshipper.name === 'Toko Berkah Jaya');
    expect(created).toBeDefined();

    // The choice lives in the checkout's draft: a reload keeps it.
    await page.reload();
    await waitForHydration(page);
    await expect.poll(() => page.getByRole('radio', { name: /Toko Berkah Jaya/ }).isChecked(), { timeout: 10_000 }).toBe(true);

    await page.getByTestId('to-payment').click();
    await page.waitForURL((url) => url.pathname === '/checkout/payment');
    await page.getByRole('radio', { name: /BCA Virtual Account/ }).check();
    await page.getByTestId('to-review').click();
    await page.waitForURL((url) => url.pathname === '/checkout/review');
    await page.getByTestId('grand-total').waitFor();
    const sent = page.waitForRequest((request) => request.method() === 'POST' && new URL(request.url()).pathname === '/api/more/transaction/order');
    await page.getByTestId('place-order').click();
    expect((await sent).postDataJSON()).toMatchObject({ dropshipper_id: created!.id });
    await expectOrderPlaced(page);
    expect(shopper.problemsSoFar().filter((line) => !isApiRefusalNote(line))).toEqual([]);
  });

  test('a 403 to the save replaces the summary, says what changed, and the next submit places the order', async ({ shopper, store }) => {
    await resetMock(store);
    const { page, token } = await openCheckout(shopper, store.url, 'desktop');
    await page.getByTestId('address-choice').getByRole('radio', { checked: true }).waitFor();
    const addressId = Number(await page.getByTestId('address-choice').getByRole('radio', { checked: true }).getAttribute('value'));
    const shippingCode = await chooseFirstCourier(page);
    await page.getByTestId('to-payment').click();
    const bank = page.getByRole('radio', { name: /BCA Virtual Account/ });
    await bank.check();
    const paymentCode = await bank.getAttribute('value');
    await page.getByTestId('to-review').click();
    await page.getByTestId('grand-total').waitFor();
    const totalSeen = await page.getByTestId('grand-total').innerText();

    // Meanwhile the same customer orders most of one line's stock elsewhere (another tab, the app): its quantity no longer fits.
    const cart = await customerApi<{ data: { r_more_transaction_cart_details: { id: number; quantity: number; valid_stock: number }[] } }>(store.url, token, 'GET', 'more/transaction/cart');
    const line = cart.json.data.r_more_transaction_cart_details.find((each) => each.quantity > 1)!;
    expect(line, 'the demo cart has a line of more than one unit').toBeTruthy();
    const elsewhere = {
      items: [{ uni_product_variants_id: line.id, quantity: line.valid_stock - 1 }],
      address_id: addressId,
      shipping_code: shippingCode,
      payment_code: paymentCode,
    };
    expect((await customerApi(store.url, token, 'POST', 'more/transaction/order/pre-checkout-summary', elsewhere)).status).toBe(200);
    expect((await customerApi(store.url, token, 'POST', 'more/transaction/order', elsewhere)).status).toBe(200);
    const before = await orderCount(store.url, token);

    await page.getByTestId('place-order').click();
    await page.getByTestId('summary-replaced').waitFor({ timeout: 15_000 });
    const notice = await page.getByTestId('summary-replaced').innerText();
    // What is to be paid is the receipt's "Total tagihan" (issue 35: the old notice called it "Total belanja",
    // the receipt's name for the goods alone).
    expect(notice).toContain(`Total tagihan berubah dari ${totalSeen} menjadi`);
    expect(pathOf(page)).toBe('/checkout/review');
    expect(await orderCount(store.url, token), 'no order for the refused save').toBe(before);
    expect(await page.getByTestId('grand-total').innerText()).not.toBe(totalSeen);

    await page.getByTestId('place-order').click();
    await expectOrderPlaced(page);
    expect(await orderCount(store.url, token)).toBe(before + 1);
    expect(shopper.problemsSoFar().filter((line) => !isApiRefusalNote(line))).toEqual([]);
  });

  test('/checkout/information/{ordersn} shows a guest how to pay and a way to log in, and the customer the virtual account', async ({ shopper, store }) => {
    await resetMock(store);
    const guest = await shopper.open('/checkout/information/MORE-20261119-0107');
    await waitForHydration(guest);
    expect(await guest.getByTestId('payment-information').innerText()).toContain('MORE-20261119-0107');
    expect(await guest.getByTestId('payment-login').getAttribute('href')).toBe('/login?redirect=%2Fcheckout%2Finformation%2FMORE-20261119-0107');

    const session = await logIn(store.url);
    const { page } = await shopper.visit('/checkout/information/MORE-20261119-0107', 'phone', { storage: sessionStorageEntries(session) });
    await waitForHydration(page);
    await page.getByTestId('va-number').waitFor({ timeout: 10_000 });
    expect(await page.getByTestId('payment-information').innerText()).toContain('Masukkan nomor Virtual Account');
    expect(shopper.problemsSoFar().filter((line) => !isApiRefusalNote(line))).toEqual([]);
  });

  test('/checkout/thanks?bill_no=… sends a web shopper to the order page', async ({ shopper, store }) => {
    const session = await logIn(store.url);
    const { page } = await shopper.visit('/checkout/thanks?bill_no=INV-20261119-0107', 'phone', { storage: sessionStorageEntries(session) });
    await page.waitForURL((url) => url.pathname === '/profile/order/INV-20261119-0107', { timeout: 15_000 });
  });
});

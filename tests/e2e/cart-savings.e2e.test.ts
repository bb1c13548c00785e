import type { Page } from 'playwright-core';
import { customerApi } from './harness/customer-api';
import { describe, expect, test } from './harness/fixtures';
import { waitForHydration } from './harness/hydration';
import { logIn, sessionStorageEntries } from './harness/session';
import { type Shopper, isApiRefusalNote } from './harness/shopper';
import { resetMock } from './harness/store';

/**
 * What the cart charges and what it says is saved: a voucher typed in the
 * cart takes its `potongan` off the summary's total and gives it back when
 * removed (document 1 §3, §4); a product that brings a free item is not
 * called free, and a Kombo Hemat line costs the price its deal advertises.
 */

interface ApiLine {
  id: number;
  name_long: string;
  quantity: number;
  valid_price: number;
  subtotal: number;
  is_selected: boolean;
  is_reedem: boolean;
  id_combo: number | null;
  get_free: unknown;
}

interface Deal {
  id: number;
  free_uni_product_variants_id: number;
  combo_price: number;
}

/** Rupiah text ("Rp1.234.500") to a number. */
const rupiah = async (page: Page, testId: string) => Number((await page.getByTestId(testId).innerText()).replace(/[^\d]/g, ''));

/** The demo customer's cart (a product that brings a free item, a plain one) plus a Kombo Hemat partner, on /cart at desktop size. */
const openCartWithCombo = async ({ shopper, store }: { readonly shopper: Shopper; readonly store: { readonly url: string } }) => {
  await resetMock(store);
  const session = await logIn(store.url);
  const cartAnswer = await customerApi<{ data: { r_more_transaction_cart_details: ApiLine[] } }>(store.url, session.token, 'GET', 'more/transaction/cart');
  const lines = cartAnswer.json.data.r_more_transaction_cart_details;
  const deals = ((await (await fetch(`${store.url}/api/uni/product/combo`)).json()) as { data: Deal[] }).data;
  const deal = deals.find((candidate) => !lines.some((line) => line.id === candidate.free_uni_product_variants_id))!;
  const saved = await customerApi(store.url, session.token, 'POST', 'more/transaction/cart', {
    note: '',
    r_more_transaction_cart_details: [
      ...lines.map((line) => ({ id: line.id, quantity: line.quantity, is_selected: true, is_reedem: line.is_reedem, id_combo: line.id_combo })),
      { id: deal.free_uni_product_variants_id, quantity: 1, is_selected: true, is_reedem: false, id_combo: deal.id },
    ],
  });
  expect(saved.status).toBe(200);
  const { page } = await shopper.visit('/cart', 'desktop', { storage: sessionStorageEntries(session) });
  await waitForHydration(page);
  await page.getByTestId('cart-line').first().waitFor({ timeout: 25_000 });
  await expect.poll(() => page.getByTestId('cart-line').count(), { timeout: 10_000 }).toBe(lines.length + 1);
  return { page, lines, deal };
};

describe('savings in the cart', () => {
  test('a product that brings a free item is not labelled free and shows what it costs; a combo line costs what its deal advertised', async ({ shopper, store }) => {
    const { page, lines, deal } = await openCartWithCombo({ shopper, store });
    const giftOwner = lines.find((line) => line.get_free !== null)!;
    const giftRow = page.getByTestId('cart-line').filter({ hasText: giftOwner.name_long });
    expect(await giftRow.innerText()).toContain('Dapat Hadiah');
    expect(await giftRow.innerText()).not.toMatch(/gratis/i);
    expect(Number((await giftRow.getByTestId('cart-line-subtotal').innerText()).replace(/[^\d]/g, ''))).toBe(giftOwner.subtotal);
    expect(giftOwner.subtotal).toBeGreaterThan(0);
    const comboRow = page.getByTestId('cart-line').filter({ hasText: 'Kombo Hemat' });
    expect(Number((await comboRow.getByTestId('cart-line-price').innerText()).replace(/[^\d]/g, ''))).toBe(deal.combo_price);
    expect(shopper.problemsSoFar()).toEqual([]);
  });

  test('a voucher drops the total by its discount, removing it or a refused code brings the total back', async ({ shopper, store }) => {
    const { page } = await openCartWithCombo({ shopper, store });
    const before = await rupiah(page, 'cart-subtotal');
    await page.getByTestId('cart-voucher-code').fill('diskon10');
    await page.getByTestId('cart-voucher-apply').click();
    await page.getByTestId('cart-voucher-discount').waitFor({ timeout: 10_000 });
    const discount = await rupiah(page, 'cart-voucher-discount');
    expect(discount).toBeGreaterThan(0);
    expect(await page.getByTestId('cart-summary').innerText()).toContain('Potongan Voucher DISKON10');
    expect(await rupiah(page, 'cart-total')).toBe(before - discount);

    await page.getByTestId('cart-voucher-remove').click();
    await expect.poll(() => page.getByTestId('cart-total').count(), { timeout: 5_000 }).toBe(0);
    expect(await rupiah(page, 'cart-subtotal')).toBe(before);

    // A refused code clears what was applied (document 1 §4) and says why.
    await page.getByTestId('cart-voucher-code').fill('DISKON10');
    await page.getByTestId('cart-voucher-apply').click();
    await page.getByTestId('cart-total').waitFor({ timeout: 10_000 });
    await page.getByTestId('cart-voucher-code').fill('TIDAKADA');
    await page.getByTestId('cart-voucher-apply').click();
    await page.getByTestId('cart-voucher-error').waitFor({ timeout: 10_000 });
    expect(await page.getByTestId('cart-total').count()).toBe(0);
    expect(await rupiah(page, 'cart-subtotal')).toBe(before);
    expect(shopper.problemsSoFar().filter((line) => !isApiRefusalNote(line))).toEqual([]);
  });
});

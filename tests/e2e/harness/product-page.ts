import type { Page } from 'playwright-core';
import { expect } from './fixtures';
import { waitForHydration } from './hydration';

/** Adds a product from its page, as a shopper does: the first colour and variant it offers, then "add". */
export const addFromProductPage = async (page: Page, slug: string, quantity: number) => {
  await page.goto(`/product/${slug}`);
  await waitForHydration(page);
  for (const group of await page.locator('main fieldset').all()) await group.locator('label').filter({ hasNotText: 'Stok Habis' }).first().click();
  for (let more = 1; more < quantity; more++) await page.getByRole('button', { name: 'Tambah jumlah' }).click();
  await page.getByTestId('add-to-cart').click();
  await expect.poll(() => page.getByTestId('add-to-cart').innerText()).toContain('Ditambahkan');
};

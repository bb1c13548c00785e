import { describe, expect, test } from './harness/fixtures';
import { seriousViolations } from './harness/accessibility';
import { waitForHydration } from './harness/hydration';
import { chooseIn } from './harness/region-chooser';
import { logIn, sessionStorageEntries } from './harness/session';
import { resetMock } from './harness/store';
import type { ViewportName } from './harness/viewports';

/**
 * The dropshippers and the bank accounts (issue 21 point 4; document 2 §7,
 * "Addresses, dropshippers, bank accounts"; "Regions and banks": GET uni/bank
 * with the banks' icons), as the demo customer: each added, edited and
 * deleted after a confirmation; an account already there refused by the
 * server, its message beside the field.
 */

describe('/profile/dropshipper and /profile/banks', () => {
  for (const viewport of ['phone', 'desktop'] as const satisfies readonly ViewportName[]) {
    test(`adds, edits and deletes a dropshipper and a bank account; a refused account says why beside its field (${viewport})`, async ({ shopper, store }) => {
      await resetMock(store);
      const session = await logIn(store.url);
      const { page } = await shopper.visit('/profile/dropshipper', viewport, { storage: sessionStorageEntries(session) });
      await waitForHydration(page);
      const dropshippers = page.getByTestId('dropshipper-card');
      await dropshippers.first().waitFor({ timeout: 15_000 });
      expect(await page.locator('h1').allInnerTexts()).toEqual(['Dropshipper']);
      const before = await dropshippers.count();
      expect(await seriousViolations(page)).toEqual([]);

      await page.getByTestId('dropshipper-add').click();
      const add = page.getByRole('dialog', { name: 'Tambah Dropshipper' });
      await add.getByRole('button', { name: 'Simpan Dropshipper' }).click();
      await expect.poll(() => add.getByLabel('Nama pengirim').getAttribute('aria-invalid')).toBe('true');
      await add.getByLabel('Nama pengirim').fill('Toko Berkah Jaya');
      await add.getByLabel('Nomor ponsel pengirim').fill('081234567890');
      await add.getByRole('button', { name: 'Simpan Dropshipper' }).click();
      await add.waitFor({ state: 'detached' });
      // Newest first.
      await expect.poll(() => dropshippers.first().getByRole('heading').innerText()).toBe('Toko Berkah Jaya');
      expect(await dropshippers.count()).toBe(before + 1);

      await dropshippers.first().getByRole('button', { name: 'Ubah Toko Berkah Jaya' }).click();
      const edit = page.getByRole('dialog', { name: 'Ubah Dropshipper' });
      expect(await edit.getByLabel('Nama pengirim').inputValue()).toBe('Toko Berkah Jaya');
      await edit.getByLabel('Nama pengirim').fill('Toko Berkah Jaya Abadi');
      await edit.getByRole('button', { name: 'Simpan Dropshipper' }).click();
      await edit.waitFor({ state: 'detached' });
      await expect.poll(() => dropshippers.first().getByRole('heading').innerText()).toBe('Toko Berkah Jaya Abadi');

      await dropshippers.first().getByRole('button', { name: 'Hapus Toko Berkah Jaya Abadi' }).click();
      const confirm = page.getByRole('alertdialog', { name: 'Hapus dropshipper?' });
      await confirm.getByRole('button', { name: 'Ya, Hapus' }).click();
      await confirm.waitFor({ state: 'detached' });
      await expect.poll(() => page.getByTestId('dropshipper-said').innerText()).toBe('Dropshipper berhasil dihapus');
      expect(await dropshippers.count()).toBe(before);

      // Bank accounts: the banks of GET uni/bank with their logos, served by the store's own origin.
      // Through the profile menu (on a phone it is the "Menu Akun" page).
      if (viewport === 'phone') {
        await page.getByRole('link', { name: 'Menu Akun' }).click();
        await page.waitForURL((url) => url.pathname !== '/profile/dropshipper');
      }
      await page.getByRole('link', { name: 'Rekening Bank', exact: true }).click();
      await page.waitForURL((url) => url.pathname === '/profile/banks');
      const accounts = page.getByTestId('bank-card');
      await accounts.first().waitFor({ timeout: 15_000 });
      const accountsBefore = await accounts.count();
      const logo = accounts.first().locator('img');
      expect(new URL((await logo.getAttribute('src'))!, page.url()).origin).toBe(new URL(page.url()).origin);
      await expect.poll(() => logo.evaluate((image: HTMLImageElement) => image.complete && image.naturalWidth > 0)).toBe(true);
      expect(await seriousViolations(page)).toEqual([]);

      // The same account twice is refused by the server: its message beside the number, what was typed kept.
      await page.getByTestId('bank-add').click();
      const bankForm = page.getByRole('dialog', { name: 'Tambah Rekening Bank' });
      await chooseIn(bankForm, 'Bank', 'bca', { keyboard: true });
      await bankForm.getByLabel('Nomor rekening').fill('0881234567');
      await bankForm.getByLabel('Nama pemilik rekening').fill('Sinta Wulandari');
      await bankForm.getByRole('button', { name: 'Simpan Rekening' }).click();
      await bankForm.getByText('Nomor rekening ini sudah terdaftar di bank yang sama').waitFor();
      const number = bankForm.getByLabel('Nomor rekening');
      expect(await number.getAttribute('aria-invalid')).toBe('true');
      expect(await number.inputValue()).toBe('0881234567');
      await expect.poll(() => page.evaluate(() => document.activeElement?.getAttribute('name'))).toBe('accountNumber');
      expect(await seriousViolations(page)).toEqual([]);

      await number.fill('7770001234');
      await bankForm.getByRole('button', { name: 'Simpan Rekening' }).click();
      await bankForm.waitFor({ state: 'detached' });
      await expect.poll(() => accounts.first().innerText()).toContain('•••• 1234');
      expect(await accounts.count()).toBe(accountsBefore + 1);

      const added = accounts.first();
      const name = (await added.getByRole('button', { name: /^Hapus / }).getAttribute('aria-label'))!;
      await added.getByRole('button', { name }).click();
      const removeAccount = page.getByRole('alertdialog', { name: 'Hapus rekening?' });
      await removeAccount.getByRole('button', { name: 'Ya, Hapus' }).click();
      await removeAccount.waitFor({ state: 'detached' });
      await expect.poll(() => page.getByTestId('bank-said').innerText()).toBe('Rekening berhasil dihapus');
      expect(await accounts.count()).toBe(accountsBefore);
    });
  }
});

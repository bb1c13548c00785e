import { describe, expect, test } from './harness/fixtures';
import { seriousViolations } from './harness/accessibility';
import { waitForHydration } from './harness/hydration';
import { demoCustomer, logIn, sessionStorageEntries } from './harness/session';
import { resetMock } from './harness/store';
import type { ViewportName } from './harness/viewports';

/**
 * /profile/password (issue 21 point 2): more/user/have/password decides
 * between change (old and new, at least 8 characters, more/user/password)
 * and a first password; after a change the shopper logs in with the new
 * password only.
 */

describe('/profile/password', () => {
  for (const viewport of ['phone', 'desktop'] as const satisfies readonly ViewportName[]) {
    test(`changes the password; the new one logs in and the old one no longer does (${viewport})`, async ({ shopper, store }) => {
      await resetMock(store);
      const session = await logIn(store.url);
      const { page } = await shopper.visit('/profile/password', viewport, { storage: sessionStorageEntries(session) });
      await waitForHydration(page);
      const form = page.getByRole('form', { name: 'Ubah kata sandi' });
      await form.waitFor({ timeout: 15_000 });
      expect(await page.locator('h1').allInnerTexts()).toEqual(['Ubah Kata Sandi']);
      expect(await seriousViolations(page)).toEqual([]);

      // Too short: said beside the field, focus on it, nothing sent.
      await form.getByLabel('Kata Sandi Lama', { exact: true }).fill(demoCustomer.password);
      await form.getByLabel('Kata Sandi Baru', { exact: true }).fill('pendek');
      await form.getByRole('button', { name: 'Simpan Kata Sandi' }).click();
      expect(await form.getByText('Kata sandi minimal 8 karakter').count()).toBe(1);

      // A wrong old password: the server's reason beside its field, what was typed kept.
      await form.getByLabel('Kata Sandi Lama', { exact: true }).fill('BukanIni123');
      await form.getByLabel('Kata Sandi Baru', { exact: true }).fill('KataBaru2026');
      await form.getByLabel('Ulangi Kata Sandi Baru', { exact: true }).fill('KataBaru2026');
      await form.getByRole('button', { name: 'Simpan Kata Sandi' }).click();
      await form.getByText('Kata sandi lama salah').first().waitFor();
      expect(await form.getByLabel('Kata Sandi Baru', { exact: true }).inputValue()).toBe('KataBaru2026');
      expect(await seriousViolations(page)).toEqual([]);

      await form.getByLabel('Kata Sandi Lama', { exact: true }).fill(demoCustomer.password);
      await form.getByRole('button', { name: 'Simpan Kata Sandi' }).click();
      await page.getByText('Kata sandi berhasil diubah. Gunakan kata sandi baru saat masuk berikutnya.').waitFor();

      await expect(logIn(store.url, { email: demoCustomer.email, password: demoCustomer.password })).rejects.toThrow(/answered 401|answered 422/);
      expect((await logIn(store.url, { email: demoCustomer.email, password: 'KataBaru2026' })).user?.email).toBe(demoCustomer.email);
    });
  }
});

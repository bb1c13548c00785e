import { describe, expect, test } from './harness/fixtures';
import { seriousViolations } from './harness/accessibility';
import { waitForHydration } from './harness/hydration';
import { logIn, sessionStorageEntries } from './harness/session';
import { resetMock } from './harness/store';
import type { ViewportName } from './harness/viewports';

/**
 * Account information, /profile (issue 21 point 1): the details saved with
 * PUT more/user/update and the header's name changing at once; the photo
 * refused before any request when it is no image or over 2 MB (multipart
 * `picture`, more/user/store); the email changed with PUT more/user/email
 * and shown unverified; the phone confirmed by a WhatsApp code
 * (message/wa/otp, "000000 is always accepted (mock only)", README).
 */

describe('/profile: account information', () => {
  for (const viewport of ['phone', 'desktop'] as const satisfies readonly ViewportName[]) {
    test(`edits the name, refuses wrong photos unsent, changes the email and confirms the phone (${viewport})`, async ({ shopper, store }) => {
      await resetMock(store);
      const session = await logIn(store.url);
      const uploads: string[] = [];
      const { page } = await shopper.visit('/profile', viewport, {
        storage: sessionStorageEntries(session),
        beforeNavigation: (p) => p.on('request', (request) => void (request.url().includes('more/user/store') && uploads.push(request.url()))),
      });
      await waitForHydration(page);
      const details = page.getByRole('form', { name: 'Data Diri' });
      await details.waitFor({ timeout: 15_000 });
      await page.getByTestId('profile-progress').waitFor({ timeout: 15_000 });
      expect(await page.locator('h1').allInnerTexts()).toEqual(['Informasi Akun']);
      expect(await page.locator('meter').count()).toBe(1);
      expect(await seriousViolations(page)).toEqual([]);

      // The name: validated beside the field, then saved, and the header says the new name at once.
      const name = details.getByLabel('Nama Lengkap', { exact: true });
      await name.fill('');
      await details.getByRole('button', { name: 'Simpan Perubahan' }).click();
      expect(await details.getByText('Nama wajib diisi').count()).toBe(1);
      expect(await page.evaluate(() => document.activeElement?.getAttribute('name'))).toBe('name');
      await name.fill('Sinta Ayu Lestari');
      await details.getByRole('button', { name: 'Simpan Perubahan' }).click();
      await details.getByText('Profil berhasil diperbarui').waitFor();
      await expect.poll(() => page.getByTestId('profile-menu-button').getAttribute('aria-label')).toBe('Menu akun Sinta Ayu Lestari');
      expect(await page.getByTestId('account-information').innerText()).toContain('Sinta Ayu Lestari');

      // Photos: a text file and a 3 MB picture are refused with their reasons, and nothing is sent.
      const photo = page.getByTestId('profile-photo-input');
      await photo.setInputFiles({ name: 'catatan.txt', mimeType: 'text/plain', buffer: Buffer.from('bukan gambar') });
      await page.getByText('catatan.txt bukan gambar. Pilih foto JPG, PNG, WEBP atau GIF.').waitFor();
      await photo.setInputFiles({ name: 'besar.jpg', mimeType: 'image/jpeg', buffer: Buffer.alloc(3 * 1024 * 1024, 1) });
      await page.getByText('besar.jpg terlalu besar (3,0 MB). Ukuran maksimal 2 MB.').waitFor();
      expect(uploads).toEqual([]);
      // A real picture goes, once, and its new address shows in the header's menu at once.
      const png = Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==', 'base64');
      await photo.setInputFiles({ name: 'saya.png', mimeType: 'image/png', buffer: png });
      await page.getByText('Foto profil berhasil diperbarui').waitFor();
      expect(uploads).toHaveLength(1);

      // The email: changed, then shown unverified with a way to get a code.
      const email = page.getByRole('region', { name: 'Email' });
      await email.getByRole('button', { name: 'Ubah Email' }).click();
      await email.getByLabel('Email Baru', { exact: true }).fill('sinta.baru@more.test');
      await email.getByRole('button', { name: 'Simpan Email' }).click();
      await expect.poll(() => page.getByTestId('profile-email').innerText()).toContain('sinta.baru@more.test');
      expect(await page.getByTestId('profile-email').innerText()).toContain('Belum diverifikasi');
      expect(await email.getByRole('button', { name: 'Kirim kode verifikasi' }).count()).toBe(1);

      // The phone: a code by WhatsApp, a countdown before another, then confirmed and saved.
      const phone = page.getByRole('region', { name: 'Nomor HP' });
      await phone.getByRole('button', { name: /Nomor HP/ }).click();
      await phone.getByLabel('Nomor WhatsApp', { exact: true }).fill('081298765432');
      await phone.getByRole('button', { name: 'Kirim Kode' }).click();
      await phone.getByText(/Kirim ulang kode dalam \d+ detik/).waitFor();
      expect(await seriousViolations(page)).toEqual([]);
      await phone.getByLabel('Kode OTP', { exact: true }).fill('12');
      await phone.getByRole('button', { name: 'Verifikasi' }).click();
      expect(await phone.getByText('Kode OTP terdiri dari 6 angka').count()).toBe(1);
      await phone.getByLabel('Kode OTP', { exact: true }).fill('000000');
      await phone.getByRole('button', { name: 'Verifikasi' }).click();
      await phone.getByText('Nomor HP berhasil diverifikasi dan disimpan').waitFor();
      expect(await page.getByTestId('profile-phone').innerText()).toBe('081298765432');
    });
  }
});

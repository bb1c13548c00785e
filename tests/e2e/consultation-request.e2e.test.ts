import type { Page } from 'playwright-core';
import { describe, expect, test } from './harness/fixtures';
import { seriousViolations } from './harness/accessibility';
import { waitForHydration } from './harness/hydration';
import { demoCustomer } from './harness/session';
import { isApiRefusalNote } from './harness/shopper';
import { resetMock } from './harness/store';
import type { ViewportName } from './harness/viewports';

/**
 * The consultation request on /desain-interior (issue 22 point 5: "a guest
 * who starts it is sent to login and comes back to the form with what was
 * typed still there; a sent request shows a confirmation with what happens
 * next; never sent twice"), over document 2 §7 "Consultation"
 * (`POST more/project`, `GET more/project/data/property`, `.../location`)
 * and §6 (more/ needs login).
 */

const DRAFT_KEY = 'more:v1:consultation-draft';

const activeName = (page: Page) => page.evaluate(() => document.activeElement?.getAttribute('name') ?? document.activeElement?.textContent ?? null);
const keptDraft = (page: Page) => page.evaluate((key) => window.sessionStorage.getItem(key), DRAFT_KEY);

describe('the consultation request (issue 22 points 5 and 7)', () => {
  for (const viewport of ['phone', 'desktop'] as const satisfies readonly ViewportName[]) {
    test(`a guest starts a request, logs in on the way, and sends it with the typed text intact, once (${viewport})`, async ({ shopper, store }) => {
      await resetMock(store);
      const posts: string[] = [];
      const { page } = await shopper.visit('/desain-interior', viewport, {
        beforeNavigation: (tab) =>
          tab.on('request', (request) => {
            if (request.method() === 'POST' && new URL(request.url()).pathname === '/api/more/project') posts.push(request.url());
          }),
      });
      await waitForHydration(page);
      const section = page.locator('#konsultasi');
      expect(await section.getByRole('heading', { level: 2 }).innerText()).toBe('Konsultasi Desain Interior');
      expect(await section.getByTestId('consultation-login-note').isVisible()).toBe(true);

      // Validation beside the fields, focus on the first; a guest stays here until the text is right.
      const toLogin = section.getByRole('button', { name: 'Masuk untuk Mengirim Permintaan' });
      await toLogin.click();
      expect(await section.getByText('Nama wajib diisi').count()).toBe(1);
      expect(await section.getByText('Nomor WhatsApp wajib diisi').count()).toBe(1);
      await expect.poll(() => activeName(page)).toBe('name');
      expect(await seriousViolations(page, '#konsultasi')).toEqual([]);

      await page.keyboard.type('Sinta Wulandari');
      await section.getByLabel('Nomor WhatsApp').fill('0812-3456-7890');
      await section.getByLabel('Ceritakan kebutuhan Anda (opsional)').fill('Rumah dua lantai di Citraland, ingin ruang keluarga bergaya japandi.');
      expect(await section.getByText('Nama wajib diisi').count(), 'the message goes as the field is corrected').toBe(0);
      await toLogin.click();

      // To login with the way back to the section.
      await page.waitForURL((url) => url.pathname === '/login');
      expect(new URL(page.url()).searchParams.get('redirect')).toBe('/desain-interior#konsultasi');
      await waitForHydration(page);
      const main = page.locator('main');
      await main.getByLabel('Email', { exact: true }).fill(demoCustomer.email);
      await main.getByLabel('Kata Sandi', { exact: true }).fill(demoCustomer.password);
      await main.getByRole('button', { name: 'Masuk', exact: true }).click();

      // Back at the form, scrolled to it, the typed text intact.
      await page.waitForURL((url) => url.pathname === '/desain-interior' && url.hash === '#konsultasi');
      await section.getByRole('group', { name: 'Jenis properti' }).waitFor({ timeout: 15_000 });
      expect(await section.getByLabel('Nama lengkap').inputValue()).toBe('Sinta Wulandari');
      expect(await section.getByLabel('Nomor WhatsApp').inputValue()).toBe('0812-3456-7890');
      expect(await section.getByLabel('Ceritakan kebutuhan Anda (opsional)').inputValue()).toBe('Rumah dua lantai di Citraland, ingin ruang keluarga bergaya japandi.');
      await expect.poll(() => page.evaluate(() => document.activeElement?.textContent)).toBe('Konsultasi Desain Interior');
      const top = await section.getByRole('heading', { level: 2 }).evaluate((heading) => heading.getBoundingClientRect().top);
      expect(top).toBeGreaterThanOrEqual(0);
      expect(top).toBeLessThan(await page.evaluate(() => window.innerHeight / 2));

      // A customer must choose from the two lists.
      const send = section.getByRole('button', { name: 'Kirim Permintaan', exact: true });
      await send.click();
      expect(await section.getByText('Pilih jenis properti').count()).toBe(1);
      expect(await section.getByText('Pilih lokasi properti').count()).toBe(1);
      await expect.poll(() => activeName(page)).toBe('propertyTypeId');
      expect(await seriousViolations(page, '#konsultasi')).toEqual([]);
      // By keyboard: Space chooses the focused type.
      await page.keyboard.press('Space');
      await section.getByRole('radio', { name: 'Surabaya' }).check();
      expect(await section.getByRole('radio', { name: 'Rumah' }).isChecked()).toBe(true);
      expect(posts).toEqual([]);

      // A double click sends one request.
      await send.dblclick();
      const sent = section.getByTestId('consultation-sent');
      await sent.waitFor({ timeout: 15_000 });
      expect(await sent.getAttribute('role')).toBe('status');
      await expect.poll(() => page.evaluate(() => document.activeElement?.getAttribute('data-testid'))).toBe('consultation-sent');
      expect(await sent.getByTestId('consultation-code').innerText()).toMatch(/^KONS-\d{8}-\d{4}$/);
      expect(await sent.innerText()).toContain('WhatsApp di nomor 0812-3456-7890 dalam 1x24 jam pada hari kerja');
      expect(posts).toHaveLength(1);
      expect(await seriousViolations(page, '#konsultasi')).toEqual([]);

      // A reload shows the confirmation and sends nothing.
      await page.reload();
      await waitForHydration(page);
      await sent.waitFor();
      expect(posts).toHaveLength(1);
      expect(await keptDraft(page)).toContain('KONS-');

      // After logout nothing of it stays in the tab.
      if (viewport === 'desktop') {
        await page.getByTestId('profile-menu-button').click();
        await page.getByRole('button', { name: 'Keluar' }).click();
      } else {
        await page.goto('/plain-menu');
        await waitForHydration(page);
        await page.locator('main').getByRole('button', { name: 'Keluar' }).click();
      }
      await page.getByTestId('login-link').waitFor({ timeout: 15_000 });
      expect(await keptDraft(page)).toBeNull();
      expect(shopper.problemsSoFar().filter((line) => !isApiRefusalNote(line))).toEqual([]);
    });
  }
});

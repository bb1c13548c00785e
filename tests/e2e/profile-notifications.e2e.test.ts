import { DEMO_CUSTOMER } from '@more/mock-server';
import type { Page } from 'playwright-core';
import { describe, expect, test } from './harness/fixtures';
import { seriousViolations } from './harness/accessibility';
import { waitForHydration } from './harness/hydration';
import { logIn, sessionStorageEntries } from './harness/session';
import { isApiRefusalNote } from './harness/shopper';
import { resetMock } from './harness/store';
import type { ViewportName } from './harness/viewports';

/**
 * /profile/notifications (issue 21 points 5 and 8): document 1 §3
 * "Notification: title, subtitle, created_at, image_url, detail_url,
 * read_status (0 is unread); list, unread count and pagination"; document 2 §7
 * "POST more/user/notification/update-read; POST more/setting/reminder" and
 * "more/user/token | push token; form fields device_id, device_name,
 * device_os, access_token, firebase_token, app_version"; §9 "Push-token app
 * version label 'more v2'". The demo customer's seed has 5 unread of 14.
 */

const headerCount = (page: Page) => page.getByTestId('notifications-count');

describe('/profile/notifications', () => {
  for (const viewport of ['phone', 'desktop'] as const satisfies readonly ViewportName[]) {
    test(`marks one read and all read with the header count falling at once; registers the device once when the switch is turned on (${viewport})`, async ({ shopper, store }) => {
      await resetMock(store);
      const session = await logIn(store.url);
      const tokenRequests: string[] = [];
      const { page } = await shopper.visit('/profile/notifications', viewport, {
        storage: sessionStorageEntries(session),
        beforeNavigation: async (page) => {
          await page.context().grantPermissions(['notifications'], { origin: store.url });
          page.on('request', (request) => {
            if (request.url().includes('/more/user/token')) tokenRequests.push(request.method());
          });
        },
      });
      await waitForHydration(page);
      const items = page.getByTestId('notification');
      await items.first().waitFor({ timeout: 15_000 });
      expect(await page.locator('h1').allInnerTexts()).toEqual(['Notifikasi']);
      expect(await items.count()).toBe(4);
      expect(await page.getByTestId('notifications-unread').innerText()).toBe('5 belum dibaca');
      await expect.poll(() => headerCount(page).innerText()).toBe('5');
      // Unread is said to screen readers, and the date is Indonesian (document 2 §9's DD MMMM YYYY HH:mm; the mock's clock is today's).
      expect(await items.first().innerText()).toMatch(/Pesanan Sedang Dikirim[\s\S]*\d{2} (Januari|Februari|Maret|April|Mei|Juni|Juli|Agustus|September|Oktober|November|Desember) \d{4} \d{2}:\d{2}/);
      expect(await items.first().locator('.visually-hidden').innerText()).toContain('Belum dibaca');
      expect(await seriousViolations(page)).toEqual([]);

      // Load more appends 4.
      await page.getByRole('button', { name: 'Muat lebih banyak' }).click();
      await expect.poll(() => items.count()).toBe(8);

      // Opening one marks it read (the header at once) and follows its detail_url inside the store.
      const first = items.first();
      const href = await first.getByRole('link').getAttribute('href');
      expect(href).toMatch(/^\/profile\/order\//);
      await first.getByRole('link').click();
      await page.waitForURL((url) => url.pathname === href);
      await expect.poll(() => headerCount(page).innerText()).toBe('4');
      await page.goBack();
      await items.first().waitFor({ timeout: 15_000 });
      expect(await items.first().getAttribute('data-read')).toBe('true');
      expect(await page.getByTestId('notifications-unread').innerText()).toBe('4 belum dibaca');

      // "Tandai semua dibaca": every one read, the count gone from the header.
      await page.getByRole('button', { name: 'Tandai semua dibaca' }).click();
      expect(await page.getByTestId('notifications-unread').innerText()).toBe('Semua notifikasi sudah dibaca');
      await headerCount(page).waitFor({ state: 'detached' });
      expect(await items.evaluateAll((all) => all.every((item) => item.getAttribute('data-read') === 'true'))).toBe(true);
      await expect.poll(() => store.mockApi.db.notifications.all().filter((n) => n.customerId === DEMO_CUSTOMER.id && !n.read).length).toBe(0);

      // Push: nothing before the switch; then exactly one registration, with the form of document 2 §7.
      expect(tokenRequests).toEqual([]);
      const toggle = page.getByRole('switch', { name: 'Notifikasi di perangkat ini' });
      expect(await toggle.isChecked()).toBe(false);
      await toggle.click();
      await page.getByText('Perangkat ini terdaftar untuk notifikasi.', { exact: false }).waitFor({ timeout: 15_000 });
      expect(await toggle.isChecked()).toBe(true);
      await toggle.click({ force: true });
      await page.waitForTimeout(300);
      expect(tokenRequests).toEqual(['POST']);
      const devices = store.mockApi.db.pushDevices.all().filter((d) => d.customerId === DEMO_CUSTOMER.id && d.deviceId.startsWith('web-'));
      expect(devices).toHaveLength(1);
      expect(devices[0]).toMatchObject({ appVersion: 'more v2', deviceName: expect.stringMatching(/^Chrome \d+$/) as unknown });
      expect(devices[0]!.firebaseToken).toBe(`web-notification:${devices[0]!.deviceId}`);

      // Reminders on.
      await page.getByRole('radio', { name: 'Aktif', exact: true }).check();
      await page.getByText('Pengingat diaktifkan.').waitFor();
      expect(await seriousViolations(page)).toEqual([]);
      expect(shopper.problemsSoFar().filter((line) => !isApiRefusalNote(line))).toEqual([]);
    });
  }
});

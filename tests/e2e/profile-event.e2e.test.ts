import type { Page } from 'playwright-core';
import { describe, expect, test } from './harness/fixtures';
import { seriousViolations } from './harness/accessibility';
import { waitForHydration } from './harness/hydration';
import { logIn, sessionStorageEntries } from './harness/session';
import { isApiRefusalNote } from './harness/shopper';
import { type RunningStore, resetMock } from './harness/store';
import type { ViewportName } from './harness/viewports';

/**
 * Giveaways and events (issue 20, point 8; document 2 §7: "POST
 * more/event/index", "POST more/user/giveaway/index with query", "POST
 * more/user/giveaway/store", "DELETE more/user/giveaway/destroy/{id}";
 * document 1 §4: "Giveaway claims can be created, listed and deleted"), as
 * the demo customer, whose seed has events running (one with places left,
 * one full), one about to start, and a claim of a past event on its way.
 */

const DAY_MS = 24 * 3_600_000;

const eventCard = (page: Page, title: string) => page.getByTestId('event-card').filter({ has: page.getByRole('heading', { name: title, exact: true }) });
const claimCard = (page: Page, title: string) => page.getByTestId('claim-card').filter({ has: page.getByRole('heading', { name: title, exact: true }) });

/** The seed again, on a clock back at the real time (the browser's): the events' phases agree on both sides. */
const freshSeed = async (store: RunningStore) => {
  store.mockApi.clock.set(Date.now());
  await resetMock(store);
};

describe('/profile/event: giveaway events and claims', () => {
  for (const viewport of ['phone', 'desktop'] as const satisfies readonly ViewportName[]) {
    test(`claims a running event, sees it waiting, and deletes it after a confirmation (${viewport})`, async ({ shopper, store }) => {
      await freshSeed(store);
      const session = await logIn(store.url);
      const { page } = await shopper.visit('/profile/event', viewport, { storage: sessionStorageEntries(session) });
      await waitForHydration(page);
      const yearEnd = eventCard(page, 'Giveaway Akhir Tahun');
      await yearEnd.waitFor({ timeout: 15_000 });
      expect(await page.locator('h1').allInnerTexts()).toEqual(['Event & Giveaway']);
      await claimCard(page, 'Giveaway MOREVERSARY').waitFor({ timeout: 15_000 });

      // Core's reasons stand where "Klaim" would be: the event about to start, the one whose places are taken.
      expect(await eventCard(page, 'Giveaway Harbolnas 12.12').getByTestId('event-claim-note').innerText()).toBe('Event giveaway belum dimulai');
      expect(await eventCard(page, 'Giveaway Kilat Jumat').getByTestId('event-claim-note').innerText()).toBe('Kuota giveaway sudah habis');
      expect(await eventCard(page, 'Giveaway Kilat Jumat').getByRole('button').count()).toBe(0);
      expect(await yearEnd.getByTestId('event-phase').innerText()).toMatch(/^berlangsung$/i);
      // The past claim, on its way, with its waybill; it can no longer be deleted.
      const past = claimCard(page, 'Giveaway MOREVERSARY');
      expect(await past.getByTestId('claim-status').innerText()).toBe('Hadiah dalam pengiriman');
      expect(await past.getByTestId('claim-waybill').innerText()).toBe('JNE0201GA1026');
      expect(await past.getByRole('button', { name: /Hapus/ }).count()).toBe(0);
      expect(await seriousViolations(page)).toEqual([]);

      // Claim by keyboard: the claim heads "Klaim Saya", waiting, and focus goes to what is said in the button's place.
      const quotaBefore = await yearEnd.getByTestId('event-quota').innerText();
      await yearEnd.getByRole('button', { name: 'Klaim Giveaway Akhir Tahun' }).focus();
      await page.keyboard.press('Enter');
      const claimed = claimCard(page, 'Giveaway Akhir Tahun');
      await claimed.waitFor({ timeout: 15_000 });
      expect(await page.getByTestId('claim-card').first().getAttribute('data-claim')).toBe(await claimed.getAttribute('data-claim'));
      expect(await claimed.getByTestId('claim-status').innerText()).toBe('Menunggu verifikasi');
      expect(await yearEnd.getByTestId('event-claim-note').innerText()).toBe('Giveaway berhasil diklaim');
      await expect.poll(() => page.evaluate(() => document.activeElement?.getAttribute('data-testid'))).toBe('event-claim-note');
      expect(await yearEnd.getByTestId('event-quota').innerText()).not.toBe(quotaBefore);
      expect(await seriousViolations(page)).toEqual([]);

      // Delete it: a confirmation first ("Kembali" keeps it), then it leaves the list and the event can be claimed again.
      await claimed.getByRole('button', { name: 'Hapus klaim Giveaway Akhir Tahun' }).click();
      const confirm = page.getByRole('alertdialog', { name: 'Hapus Klaim' });
      await confirm.waitFor();
      expect(await seriousViolations(page)).toEqual([]);
      await page.keyboard.press('Escape');
      await confirm.waitFor({ state: 'detached' });
      expect(await claimed.count()).toBe(1);
      await claimed.getByRole('button', { name: 'Hapus klaim Giveaway Akhir Tahun' }).click();
      await confirm.getByRole('button', { name: 'Ya, Hapus' }).click();
      await confirm.waitFor({ state: 'detached' });
      await claimed.waitFor({ state: 'detached', timeout: 15_000 });
      expect(await page.getByRole('status').filter({ hasText: 'Klaim giveaway berhasil dihapus' }).count()).toBe(1);
      // Its button is gone with it: focus lands on the list it left, once the modal has let go of the page.
      await expect.poll(() => page.evaluate(() => document.activeElement?.textContent)).toBe('Klaim Saya');
      expect(await yearEnd.getByRole('button', { name: 'Klaim Giveaway Akhir Tahun' }).count()).toBe(1);
      expect(await page.getByTestId('claim-card').count()).toBe(1);

      // The server forgot it too.
      await page.reload();
      await waitForHydration(page);
      await past.waitFor({ timeout: 15_000 });
      expect(await claimed.count()).toBe(0);
      expect(shopper.problemsSoFar().filter((line) => !isApiRefusalNote(line))).toEqual([]);
    });
  }

  test('the new-customer gift refuses the demo customer, who has ordered for months, and says why', async ({ shopper, store }) => {
    await freshSeed(store);
    const session = await logIn(store.url);
    const { page } = await shopper.visit('/profile/event', 'desktop', { storage: sessionStorageEntries(session) });
    await waitForHydration(page);
    const gift = eventCard(page, 'Hadiah Pelanggan Baru');
    await gift.waitFor({ timeout: 15_000 });
    expect(await gift.innerText()).toContain('belum pernah berbelanja');
    await gift.getByRole('button', { name: 'Klaim Hadiah Pelanggan Baru' }).click();
    await expect
      .poll(() => gift.getByTestId('event-claim-note').innerText(), { timeout: 15_000 })
      .toBe('Giveaway ini khusus pelanggan baru yang belum pernah berbelanja');
    expect(await gift.getByRole('button').count()).toBe(0);
    expect(await claimCard(page, 'Hadiah Pelanggan Baru').count()).toBe(0);
    expect(shopper.problemsSoFar().filter((line) => !isApiRefusalNote(line))).toEqual([]);
  });

  test('a claim the server refuses shows the server\'s reason in place of "Klaim"', async ({ shopper, store }) => {
    await freshSeed(store);
    const session = await logIn(store.url);
    const { page } = await shopper.visit('/profile/event', 'desktop', { storage: sessionStorageEntries(session) });
    await waitForHydration(page);
    const yearEnd = eventCard(page, 'Giveaway Akhir Tahun');
    await yearEnd.waitFor({ timeout: 15_000 });
    // On the server's clock the event ends while the page is open; the browser's clock still says it runs.
    store.mockApi.clock.advance(15 * DAY_MS);
    try {
      await yearEnd.getByRole('button', { name: 'Klaim Giveaway Akhir Tahun' }).click();
      await expect.poll(() => yearEnd.getByTestId('event-claim-note').innerText(), { timeout: 15_000 }).toBe('Event giveaway sudah berakhir');
      expect(await yearEnd.getByRole('button').count()).toBe(0);
      expect(await claimCard(page, 'Giveaway Akhir Tahun').count()).toBe(0);
      expect(await seriousViolations(page)).toEqual([]);
      expect(shopper.problemsSoFar().filter((line) => !isApiRefusalNote(line))).toEqual([]);
    } finally {
      await freshSeed(store);
    }
  });
});

import type { Page } from 'playwright-core';
import { describe, expect, test } from './harness/fixtures';
import { seriousViolations } from './harness/accessibility';
import { waitForHydration } from './harness/hydration';
import { demoCustomer, logIn, sessionStorageEntries } from './harness/session';
import { resetMock } from './harness/store';
import type { ViewportName } from './harness/viewports';

/**
 * The anniversary pages (issue 23 points 3 and 8): /moreversary and
 * /moreversary-retail (document 1 §2). The offers are public and in the
 * server's HTML; the customer's own anniversary is `more/user/moreversary`
 * (document 2 §7 "Auth and user"), which needs login (document 2 §6): a guest
 * is invited to log in and comes back to the same page.
 */

const logOut = async (page: Page, viewport: ViewportName) => {
  if (viewport === 'desktop') {
    await page.getByTestId('profile-menu-button').click();
    await page.getByRole('button', { name: 'Keluar' }).click();
  } else {
    await page.goto('/plain-menu');
    await waitForHydration(page);
    await page.locator('main').getByRole('button', { name: 'Keluar' }).click();
  }
  await page.getByTestId('login-link').waitFor({ timeout: 15_000 });
};

describe('MOREVERSARY: the anniversary pages', () => {
  for (const viewport of ['phone', 'desktop'] as const satisfies readonly ViewportName[]) {
    test(`a guest sees the offers from the server and the invitation; logging in comes back with the customer's anniversary; logout drops it (${viewport})`, async ({ shopper, store }) => {
      await resetMock(store);
      const campaign = store.mockApi.db.moreversaries.all()[0]!;
      const inStock = new Set(store.mockApi.db.products.all().filter((p) => p.variants.some((v) => v.stock > 0)).map((p) => p.name));

      // The server's HTML, before any script: the story, the offers as product cards, the invitation, the giveaway.
      const html = await (await fetch(`${store.url}/moreversary`)).text();
      expect(html).toContain('MOREVERSARY: Rayakan Ulang Tahun MORE Bersama Kami');
      expect(html.match(/data-testid="product-card"/g)).toHaveLength(8);
      expect(html).toContain('Masuk untuk melihat hadiah ulang tahun Anda');
      expect(html).toContain('<title>MOREVERSARY: Promo Ulang Tahun | MORE Furniture</title>');
      expect(html).toContain('"@type":"BreadcrumbList"');
      expect(html).toMatch(/<meta property="og:image" content="[^"]+"/);
      expect(html).not.toContain(campaign.reward);

      const { page, response } = await shopper.visit('/moreversary', viewport);
      expect(response?.status()).toBe(200);
      await waitForHydration(page);
      expect(await page.locator('h1').allInnerTexts()).toEqual(['MOREVERSARY: Rayakan Ulang Tahun MORE Bersama Kami']);
      const names = await page.getByTestId('moreversary-offers').locator('[data-testid="product-card"] h3').allInnerTexts();
      expect(names).toHaveLength(8);
      for (const name of names) expect(inStock.has(name)).toBe(true);
      expect(await page.getByTestId('moreversary-giveaway').getByRole('link', { name: 'Ikuti Giveaway' }).getAttribute('href')).toBe('/profile/event');
      const invitation = page.getByTestId('moreversary-login');
      await invitation.waitFor();
      expect(await seriousViolations(page)).toEqual([]);

      await invitation.getByRole('link', { name: 'Masuk' }).click();
      await page.waitForURL((url) => url.pathname === '/login' && url.search === `?redirect=${encodeURIComponent('/moreversary')}`);
      await waitForHydration(page);
      const main = page.locator('main');
      await main.getByLabel('Email', { exact: true }).fill(demoCustomer.email);
      await main.getByLabel('Kata Sandi', { exact: true }).fill(demoCustomer.password);
      await main.getByRole('button', { name: 'Masuk', exact: true }).click();
      await page.waitForURL((url) => url.pathname === '/moreversary');

      const card = page.getByTestId('moreversary-card');
      await card.waitFor({ timeout: 15_000 });
      expect(await card.getByRole('heading', { level: 3 }).innerText()).toBe(campaign.title);
      const text = await card.innerText();
      expect(text).toContain('Sedang berlangsung');
      expect(text).toMatch(/Member sejak \d{2} \S+ \d{4}/);
      expect(text).toMatch(/\d{2} \S+ \d{4} \d{2}:\d{2} – \d{2} \S+ \d{4} \d{2}:\d{2} WIB/);
      // The demo customer has been a member for long enough: the reward, as the server words it.
      expect(await page.getByTestId('moreversary-eligible').innerText()).toContain(campaign.reward);
      expect(await invitation.count()).toBe(0);
      expect(await seriousViolations(page)).toEqual([]);

      await logOut(page, viewport);
      await page.goto('/moreversary');
      await waitForHydration(page);
      await page.getByTestId('moreversary-login').waitFor({ timeout: 15_000 });
      expect(await page.getByTestId('moreversary-card').count()).toBe(0);
      expect(await page.locator('main').innerText()).not.toContain(campaign.reward);
      expect(shopper.problemsSoFar()).toEqual([]);
    });

    test(`the retail page: the showroom's hours, what to bring, and the member card for the cashier (${viewport})`, async ({ shopper, store }) => {
      await resetMock(store);
      const html = await (await fetch(`${store.url}/moreversary-retail`)).text();
      expect(html).toContain('Rayakan MOREVERSARY Langsung di Showroom MORE');
      expect(html).toContain('Senin–Minggu, 09.00–21.00 WIB');
      expect(html.match(/data-testid="product-card"/g)).toHaveLength(8);

      const { page } = await shopper.visit('/moreversary-retail', viewport);
      await waitForHydration(page);
      const visit = page.getByTestId('moreversary-showroom');
      expect(await visit.getByTestId('moreversary-hours').innerText()).toBe('Senin–Minggu, 09.00–21.00 WIB');
      await expect.poll(() => visit.getByText(/^Sedang (buka|tutup)$/).count()).toBe(1);
      expect(await visit.getByRole('link', { name: 'Lihat alamat dan peta showroom' }).getAttribute('href')).toBe('/offline-store');
      expect(await visit.getByRole('listitem').count()).toBe(2);
      expect(await page.getByRole('navigation', { name: 'Breadcrumb' }).getByRole('link').allInnerTexts()).toEqual(['Beranda', 'MOREVERSARY']);
      const invitation = page.getByTestId('moreversary-login');
      await invitation.waitFor();
      expect(await invitation.innerText()).toContain('kasir showroom');
      expect(await seriousViolations(page)).toEqual([]);

      await invitation.getByRole('link', { name: 'Masuk' }).click();
      await page.waitForURL((url) => url.pathname === '/login' && url.search === `?redirect=${encodeURIComponent('/moreversary-retail')}`);
      await waitForHydration(page);
      const main = page.locator('main');
      await main.getByLabel('Email', { exact: true }).fill(demoCustomer.email);
      await main.getByLabel('Kata Sandi', { exact: true }).fill(demoCustomer.password);
      await main.getByRole('button', { name: 'Masuk', exact: true }).click();
      await page.waitForURL((url) => url.pathname === '/moreversary-retail');
      const card = page.getByTestId('moreversary-card');
      await card.waitFor({ timeout: 15_000 });
      // The card to present: the member's name, and the cashier's instruction instead of the online voucher link.
      expect(await card.getByRole('definition').first().innerText()).toBe(store.mockApi.db.customers.all().find((c) => c.email === demoCustomer.email)!.name);
      expect(await card.innerText()).toContain('Tunjukkan kartu ini ke kasir showroom MORE');
      expect(await card.getByRole('link', { name: 'Lihat Voucher Saya' }).count()).toBe(0);
      expect(await seriousViolations(page)).toEqual([]);
      expect(shopper.problemsSoFar()).toEqual([]);
    });
  }

  test('a campaign that is over is said kindly, with the offers still there', async ({ shopper, store }) => {
    await resetMock(store);
    const session = await logIn(store.url);
    const campaign = store.mockApi.db.moreversaries.all()[0]!;
    const ended = campaign.startAt - 86_400;
    await store.mockApi.db.moreversaries.update((q) => q.where({ title: campaign.title }), {
      data(record) {
        record.startAt = ended - 30 * 86_400;
        record.endAt = ended;
      },
    });
    const { page } = await shopper.visit('/moreversary', 'phone', { storage: sessionStorageEntries(session) });
    await waitForHydration(page);
    const over = page.getByTestId('moreversary-over');
    await over.waitFor({ timeout: 15_000 });
    expect(await over.innerText()).toContain(`${campaign.title} sudah berakhir pada`);
    expect(await page.getByTestId('moreversary-card').innerText()).toContain('Sudah berakhir');
    expect(await page.locator('main').innerText()).not.toContain(campaign.reward);
    expect(await page.getByTestId('moreversary-offers').locator('[data-testid="product-card"]').count()).toBe(8);
    expect(shopper.problemsSoFar()).toEqual([]);
    await resetMock(store);
  });
});

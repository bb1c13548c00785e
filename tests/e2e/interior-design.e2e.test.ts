import type { Page } from 'playwright-core';
import { describe, expect, test } from './harness/fixtures';
import { seriousViolations } from './harness/accessibility';
import { waitForHydration } from './harness/hydration';
import { demoCustomer, logIn, sessionStorageEntries } from './harness/session';
import type { RunningStore } from './harness/store';
import { resetMock } from './harness/store';
import type { ViewportName } from './harness/viewports';

/**
 * Interior design (issue 22 points 3, 4, 6, 7): /desain-interior and its city
 * pages, a project at /desain-interior/{slug} and /portfolio/{slug}.
 * Document 2 §6: "more/interior/customer" needs login, so a guest is invited
 * to log in and comes back to the same page; document 1 §9: "interior list 12".
 */

/** The seed's projects as the list answers them: newest first, of a city or all. */
const seededTitles = (store: RunningStore, city: string | null = null) =>
  store.mockApi.db.interiorProjects
    .all()
    .filter((project) => city === null || project.city === city)
    .sort((a, b) => b.completedAt - a.completedAt || a.id - b.id)
    .map((project) => project.title);

const cardTitles = (page: Page) => page.getByTestId('interior-projects').locator('h3').allInnerTexts();

const PROJECT = 'rumah-klasik-modern-di-gresik-kota-baru';

describe('interior design: the service, its cities, the customers\' projects', () => {
  for (const viewport of ['phone', 'desktop'] as const satisfies readonly ViewportName[]) {
    test(`a guest is invited to log in, comes back to the same page, and pages through the projects (${viewport})`, async ({ shopper, store }) => {
      await resetMock(store);
      const all = seededTitles(store);
      expect(all.length).toBeGreaterThan(24);
      const { page, response } = await shopper.visit('/desain-interior?page=2', viewport);
      expect(response?.status()).toBe(200);
      await waitForHydration(page);
      expect(await page.locator('h1').allInnerTexts()).toEqual(['Desain Interior']);
      // The service's public parts: what it offers, its numbered process, the three cities.
      expect(await page.locator('ol li h3').allInnerTexts()).toEqual(['Konsultasi', 'Survei & Pengukuran', 'Desain 3D', 'Produksi', 'Pemasangan']);
      for (const city of ['Surabaya', 'Gresik', 'Sidoarjo'])
        expect(await page.getByRole('link', { name: `Desain Interior ${city}` }).getAttribute('href')).toBe(`/desain-interior/${city.toLowerCase()}`);
      const invitation = page.getByTestId('interior-login');
      await invitation.waitFor();
      expect(await page.getByTestId('interior-projects').count()).toBe(0);
      expect(await seriousViolations(page)).toEqual([]);

      await invitation.getByRole('link', { name: 'Masuk untuk Melihat' }).click();
      await page.waitForURL((url) => url.pathname === '/login' && url.search === `?redirect=${encodeURIComponent('/desain-interior?page=2')}`);
      await waitForHydration(page);
      const main = page.locator('main');
      await main.getByLabel('Email', { exact: true }).fill(demoCustomer.email);
      await main.getByLabel('Kata Sandi', { exact: true }).fill(demoCustomer.password);
      await main.getByRole('button', { name: 'Masuk', exact: true }).click();
      await page.waitForURL((url) => url.pathname === '/desain-interior' && url.search === '?page=2');
      await page.getByTestId('interior-projects').waitFor({ timeout: 15_000 });
      // "interior list 12" (document 1 §9): the second page is the 13th to the 24th project.
      expect(await cardTitles(page)).toEqual(all.slice(12, 24));
      expect(await invitation.count()).toBe(0);
      expect(await seriousViolations(page)).toEqual([]);

      // Page 3, and back with the browser: each page has its address.
      const pager = page.getByRole('navigation', { name: 'Halaman proyek' });
      await pager.getByRole('link', { name: 'Halaman 3', exact: true }).click();
      await page.waitForURL((url) => url.search === '?page=3');
      await expect.poll(() => cardTitles(page)).toEqual(all.slice(24, 36));
      await page.goBack();
      await page.waitForURL((url) => url.search === '?page=2');
      await expect.poll(() => cardTitles(page)).toEqual(all.slice(12, 24));
      await pager.getByRole('link', { name: 'Halaman 1', exact: true }).click();
      await page.waitForURL((url) => url.search === '');
      await expect.poll(() => cardTitles(page)).toEqual(all.slice(0, 12));

      // The city filter, kept in the address: Gresik's projects only, on one page.
      const filter = page.getByRole('navigation', { name: 'Filter kota' });
      await filter.getByRole('link', { name: 'Gresik' }).click();
      await page.waitForURL((url) => url.search === '?kota=gresik');
      await expect.poll(() => cardTitles(page)).toEqual(seededTitles(store, 'gresik'));
      expect(await filter.getByRole('link', { name: 'Gresik' }).getAttribute('aria-current')).toBe('page');
      for (const meta of await page.getByTestId('interior-projects').locator('p').allInnerTexts()) expect(meta).toMatch(/· Gresik$/);
      expect(await pager.count()).toBe(0);
      expect(shopper.problemsSoFar()).toEqual([]);
    });

    test(`the demo customer opens a project and moves through its photos by keyboard (${viewport})`, async ({ shopper, store }) => {
      await resetMock(store);
      const session = await logIn(store.url);
      const { page } = await shopper.visit('/desain-interior/gresik', viewport, { storage: sessionStorageEntries(session) });
      await waitForHydration(page);
      expect(await page.locator('h1').innerText()).toBe('Desain Interior Gresik');
      await page.getByTestId('interior-projects').waitFor({ timeout: 15_000 });
      expect(await cardTitles(page)).toEqual(seededTitles(store, 'gresik'));
      const seeded = store.mockApi.db.interiorProjects.all().find((project) => project.slug === PROJECT)!;

      await page.getByRole('link', { name: new RegExp(`^${seeded.title}`) }).click();
      await page.waitForURL((url) => url.pathname === `/desain-interior/${PROJECT}`);
      await expect.poll(() => page.locator('h1').innerText(), { timeout: 15_000 }).toBe(seeded.title);
      const facts = page.getByRole('definition');
      await facts.first().waitFor();
      expect(await facts.allInnerTexts()).toEqual(expect.arrayContaining(['Gresik', seeded.area, 'Rumah', seeded.style, `${seeded.areaSquareMetres} m²`]));
      expect(await page.getByRole('navigation', { name: 'Breadcrumb' }).getByRole('link').allInnerTexts()).toEqual(['Beranda', 'Desain Interior', 'Gresik']);

      // The cover and one photo per room; the arrow keys step through them, round the ends.
      const photos = seeded.rooms.length + 1;
      const gallery = page.getByRole('region', { name: `Foto ${seeded.title}` });
      const count = gallery.getByText(new RegExp(`^\\d+ / ${photos}$`));
      expect(await count.innerText()).toBe(`1 / ${photos}`);
      await gallery.getByRole('list', { name: `Foto 1 dari ${photos}` }).focus();
      await page.keyboard.press('ArrowRight');
      await expect.poll(() => count.innerText()).toBe(`2 / ${photos}`);
      await page.keyboard.press('ArrowLeft');
      await page.keyboard.press('ArrowLeft');
      await expect.poll(() => count.innerText()).toBe(`${photos} / ${photos}`);
      expect(await seriousViolations(page)).toEqual([]);

      // The call to consult leads to the request form of the project's city.
      await page.getByRole('link', { name: 'Ajukan Konsultasi Gratis' }).click();
      await page.waitForURL((url) => url.pathname === '/desain-interior/gresik' && url.hash === '#konsultasi');
      await page.locator('#konsultasi').waitFor();
      expect(shopper.problemsSoFar()).toEqual([]);
    });
  }

  test('/gresik answers 301 from the server to its city page, which shows Gresik', async ({ shopper, store }) => {
    const answer = await fetch(`${store.url}/gresik`, { redirect: 'manual' });
    expect(answer.status).toBe(301);
    expect(new URL(answer.headers.get('location')!, store.url).pathname).toBe('/desain-interior/gresik');
    const { page } = await shopper.visit('/gresik', 'phone');
    await waitForHydration(page);
    expect(new URL(page.url()).pathname).toBe('/desain-interior/gresik');
    expect(await page.locator('h1').innerText()).toBe('Desain Interior Gresik');
    expect(await page.getByTestId('interior-city-intro').innerText()).toContain('Gresik');
    expect(await page.title()).toBe('Desain Interior Gresik | MORE Furniture');
    expect(shopper.problemsSoFar()).toEqual([]);
  });

  test("/portfolio/{slug} is the project's page, its canonical address /desain-interior/{slug}; a guest sees its frame and the invitation", async ({ shopper, store }) => {
    const html = await (await fetch(`${store.url}/portfolio/${PROJECT}`)).text();
    expect(html).toContain(`<link rel="canonical" href="${store.url}/desain-interior/${PROJECT}" />`);
    expect(html).toContain(`<meta property="og:image" content="${store.url}/desain-interior.png" />`);
    expect(html).toContain('"@type":"BreadcrumbList"');
    // The server never asks more/ (it needs login): the page's frame carries the project's name from its address.
    expect(html).toContain('Rumah Klasik Modern di Gresik Kota Baru');
    const { page } = await shopper.visit(`/portfolio/${PROJECT}`, 'desktop');
    await waitForHydration(page);
    expect(await page.locator('link[rel="canonical"]').getAttribute('href')).toBe(`${store.url}/desain-interior/${PROJECT}`);
    const invitation = page.getByTestId('interior-login');
    await invitation.waitFor();
    expect(await invitation.getByRole('link', { name: 'Masuk untuk Melihat' }).getAttribute('href')).toBe(`/login?redirect=${encodeURIComponent(`/portfolio/${PROJECT}`)}`);
    expect(await seriousViolations(page)).toEqual([]);
    expect(shopper.problemsSoFar()).toEqual([]);
  });
});

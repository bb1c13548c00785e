import { describe, expect, test } from './harness/fixtures';
import { seriousViolations } from './harness/accessibility';
import { waitForHydration } from './harness/hydration';
import type { ViewportName } from './harness/viewports';

// Issue 23 point 1, 2 and 8: "open an exhibition and share its address; choose two activities for
// reminders and find them chosen after a reload; a partner's products open"; "/vr/{slug}: a showroom
// room's page ..., 404 for an unknown slug". Document 2 §7 "Virtual showroom": `reminder?activities={ids}`.

const viewportNames = ['phone', 'desktop'] as const satisfies readonly ViewportName[];

describe('MOREVERSE', () => {
  for (const viewport of viewportNames) {
    test(`opens an exhibition from /moreverse and shares its address, at ${viewport} width`, async ({ shopper, store }) => {
      // The phone has a share sheet (recorded here); the desktop has none and copies the address.
      const { page } = await shopper.visit('/moreverse', viewport, {
        beforeNavigation: (opened) =>
          opened.addInitScript((withSheet) => {
            const shared: unknown[] = [];
            Object.assign(window, { __shared: shared });
            Object.defineProperty(Navigator.prototype, 'share', {
              configurable: true,
              value: withSheet ? (data: unknown) => (shared.push(data), Promise.resolve()) : undefined,
            });
          }, viewport === 'phone'),
      });
      await waitForHydration(page);
      expect(await page.getByRole('heading', { level: 1 }).textContent()).toBe('MOREVERSE');
      expect(await seriousViolations(page)).toEqual([]);

      const card = page.getByTestId('exhibition-card').first();
      const partnerName = ((await card.getByRole('heading').textContent()) ?? '').replace(/^Pameran /, '');
      await card.getByRole('link', { name: /Lihat pameran/ }).click();
      await page.waitForURL(/\/moreverse\/pameran\/\d+$/);
      const exhibition = page.getByTestId('exhibition');
      await exhibition.waitFor();
      const title = (await page.getByRole('heading', { level: 1 }).textContent()) ?? '';
      expect(title.length).toBeGreaterThan(3);
      expect(await exhibition.textContent()).toContain(partnerName);
      expect(await page.getByRole('navigation', { name: 'Breadcrumb' }).textContent()).toBe(`BerandaMOREVERSE${title}`);
      expect(await exhibition.locator('[data-testid="phase"]').first().textContent()).toMatch(/^(Akan Datang|Sedang Berlangsung|Selesai)$/);
      expect(await exhibition.getByRole('list', { name: /^Produk pameran/ }).getByRole('listitem').count()).toBeGreaterThan(0);

      const address = page.url();
      if (viewport === 'phone') {
        await page.getByRole('button', { name: 'Bagikan' }).click();
        expect(await page.evaluate(() => (window as unknown as { __shared: { url: string; title: string }[] }).__shared)).toEqual([{ title, url: address }]);
      } else {
        expect(await page.getByTestId('share-address').textContent()).toBe(address);
        await page.getByRole('button', { name: 'Salin alamat pameran' }).waitFor();
      }
      expect(await seriousViolations(page)).toEqual([]);

      // The shared address renders on the server for whoever opens it.
      const answer = await fetch(address.replace(/^https?:\/\/[^/]+/, store.url));
      expect(answer.status).toBe(200);
      const html = await answer.text();
      expect(html).toContain(`<h1`);
      expect(html).toContain(title.replace(/&/g, '&amp;'));
      expect(html).toMatch(/<title>[^<]*\| MOREVERSE MORE Furniture<\/title>/);
      expect(html).toContain('"@type":"BreadcrumbList"');
      expect(shopper.problemsSoFar()).toEqual([]);
    });

    test(`keeps two chosen reminders after a reload, at ${viewport} width`, async ({ shopper }) => {
      const page = await shopper.open('/moreverse', viewport);
      await waitForHydration(page);
      const toggles = page.getByRole('button', { name: /^Ingatkan Saya: / });
      await toggles.first().waitFor();
      const names = [await toggles.nth(0).getAttribute('aria-label'), await toggles.nth(1).getAttribute('aria-label')];
      for (const name of names) {
        const toggle = page.getByRole('button', { name: name!, exact: true });
        expect(await toggle.getAttribute('aria-pressed')).toBe('false');
        await toggle.click();
        await page.waitForFunction((label) => document.querySelector(`button[aria-label="${label}"]`)?.getAttribute('aria-pressed') === 'true', name);
      }
      await page.getByTestId('reminder').nth(1).waitFor();

      await page.reload();
      await waitForHydration(page);
      for (const name of names) {
        const toggle = page.getByRole('button', { name: name!, exact: true });
        await page.waitForFunction((label) => document.querySelector(`button[aria-label="${label}"]`)?.getAttribute('aria-pressed') === 'true', name);
        expect(await toggle.getAttribute('aria-pressed')).toBe('true');
      }
      const reminders = page.getByTestId('reminder');
      await reminders.nth(1).waitFor();
      expect(await reminders.count()).toBe(2);
      const titles = names.map((name) => name!.replace(/^Ingatkan Saya: /, ''));
      const texts = await reminders.allTextContents();
      for (const title of titles) expect(texts.some((text) => text.includes(title))).toBe(true);
      expect(await page.evaluate(() => JSON.parse(window.localStorage.getItem('more:v1:moreverse-reminders') ?? '[]') as number[])).toHaveLength(2);
      expect(await seriousViolations(page)).toEqual([]);

      // Unchosen again, it leaves the list.
      await page.getByRole('button', { name: names[0]!, exact: true }).click();
      await page.waitForFunction(() => document.querySelectorAll('[data-testid="reminder"]').length === 1);
      expect(shopper.problemsSoFar()).toEqual([]);
    });

    test(`opens a partner's products and loads more, at ${viewport} width`, async ({ shopper }) => {
      const page = await shopper.open('/moreverse', viewport);
      await waitForHydration(page);
      const partner = page.getByTestId('partner').first();
      const name = (await partner.getByRole('heading').textContent()) ?? '';
      const open = partner.getByRole('button', { name: /^Lihat Produk \(\d+\)$/ });
      const count = Number(/\((\d+)\)/.exec((await open.textContent()) ?? '')![1]);
      expect(await open.getAttribute('aria-expanded')).toBe('false');
      await open.focus();
      await page.keyboard.press('Enter');
      const region = page.getByRole('region', { name: `Produk ${name}` });
      const cards = region.getByRole('list', { name: `Produk ${name}` }).locator(':scope > li');
      await cards.first().waitFor();
      expect(await partner.getByRole('button', { name: 'Tutup Produk' }).getAttribute('aria-expanded')).toBe('true');
      expect(await cards.count()).toBe(Math.min(8, count));
      expect(await cards.first().getByRole('link').first().getAttribute('href')).toMatch(/^\/product\//);
      if (count > 8) {
        await region.getByRole('button', { name: 'Muat lagi' }).click();
        await page.waitForFunction((expected) => document.querySelectorAll('[data-testid="partner-products"]:not([hidden]) ul[aria-label] > li').length === expected, Math.min(16, count));
      }
      expect(await seriousViolations(page)).toEqual([]);
      await partner.getByRole('button', { name: 'Tutup Produk' }).click();
      expect(await region.isHidden()).toBe(true);
      expect(shopper.problemsSoFar()).toEqual([]);
    });

    test(`a room of the map renders at /vr/{slug}, and an unknown room is a 404, at ${viewport} width`, async ({ shopper, store }) => {
      const page = await shopper.open('/moreverse', viewport);
      await waitForHydration(page);
      const area = page.getByTestId('showroom-area').first();
      const areaName = (await area.getByRole('heading').textContent()) ?? '';
      await area.getByRole('link', { name: areaName }).click();
      await page.waitForURL(/\/vr\/[a-z0-9-]+$/);
      await page.getByTestId('room').waitFor();
      expect(await page.getByRole('heading', { level: 1 }).textContent()).toBe(areaName);
      expect(await page.getByTestId('room-booth').count()).toBeGreaterThan(0);
      expect(await page.getByRole('link', { name: 'Kembali ke peta MOREVERSE' }).getAttribute('href')).toBe('/moreverse');
      expect(await seriousViolations(page)).toEqual([]);

      const html = await (await fetch(page.url().replace(/^https?:\/\/[^/]+/, store.url))).text();
      expect(html).toContain(`<title>${areaName.replace(/&/g, '&amp;')} | MOREVERSE MORE Furniture</title>`);

      const unknown = await shopper.visit('/vr/ruang-yang-tidak-ada', viewport);
      expect(unknown.response?.status()).toBe(404);
      expect(await unknown.page.title()).toMatch(/Halaman Tidak di Temukan/);
      const notExhibition = await fetch(`${store.url}/moreverse/pameran/999999`);
      expect(notExhibition.status).toBe(404);
      expect((await fetch(`${store.url}/moreverse/pameran/abc`)).status).toBe(404);
    });
  }

  test('plays a video file from the store\'s own media, and links out to a video elsewhere, never embedding', async ({ shopper, store }) => {
    const { db } = store.mockApi;
    const [first] = db.showroomVideos.all().sort((a, b) => b.publishedAt - a.publishedAt);
    await db.showroomVideos.update((q) => q.where({ id: first!.id }), {
      data(record) {
        record.filePath = 'video/tur-virtual.mp4';
      },
    });
    try {
      const page = await shopper.open('/moreverse', 'desktop');
      await waitForHydration(page);
      const videos = page.getByTestId('video');
      expect(await page.locator('iframe').count()).toBe(0);
      const player = videos.locator('video');
      expect(await player.count()).toBe(1);
      expect(await player.getAttribute('preload')).toBe('none');
      expect(await player.locator('source').getAttribute('src')).toMatch(/\/media\/video\/tur-virtual\.mp4$/);
      const outLinks = page.getByRole('link', { name: /^Tonton di YouTube: / });
      expect(await outLinks.count()).toBe((await videos.count()) - 1);
      // Each links to its own video, newest first as listed (the first plays here), not to the channel.
      const published = db.showroomVideos
        .all()
        .filter((video) => video.publishedAt * 1000 <= store.mockApi.clock.now())
        .sort((a, b) => b.publishedAt - a.publishedAt || b.id - a.id);
      expect(await outLinks.evaluateAll((links) => links.map((a) => a.getAttribute('href')))).toEqual(published.slice(1).map((video) => video.watchUrl));
      expect(await outLinks.first().getAttribute('rel')).toContain('noopener');
      expect(await outLinks.first().getAttribute('target')).toBe('_blank');
    } finally {
      await db.showroomVideos.update((q) => q.where({ id: first!.id }), {
        data(record) {
          record.filePath = null;
        },
      });
    }
  });
});

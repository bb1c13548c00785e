import { describe, expect, test } from './harness/fixtures';
import { waitForHydration } from './harness/hydration';

/**
 * The store's outward links (document 1 §1, "There are affiliate and partner links"; §2, "Some paths redirect to
 * external landing pages: a retail landing page, a warranty registration page"): the footer links the configured
 * landings by the store's own paths, which redirect; MOREVERSE links each partner out to its site.
 */
describe('outward links', () => {
  for (const viewport of ['phone', 'desktop'] as const) {
    test(`at ${viewport} width: the footer's retail and warranty links lead to their configured landings`, async ({ shopper, store }) => {
      const { page } = await shopper.visit('/', viewport);
      await waitForHydration(page);
      const footer = page.getByRole('contentinfo');
      const landings = [
        { name: 'Toko Retail', path: '/retail', to: 'https://retail.morefurniture.id/' },
        { name: 'Registrasi Garansi', path: '/garansi', to: 'https://garansi.morefurniture.id/registrasi' },
      ];
      for (const { name, path, to } of landings) {
        const link = footer.getByRole('link', { name });
        expect(await link.getAttribute('href')).toBe(path);
        const answer = await page.request.get(`${store.url}${path}`, { maxRedirects: 0 });
        expect(answer.status(), path).toBeGreaterThanOrEqual(301);
        expect(answer.status(), path).toBeLessThanOrEqual(308);
        expect(answer.headers().location).toBe(to);
      }
      // The marketplace's token refresh is a landing too, but no page for a shopper: never linked.
      expect(await footer.locator('a[href="/marketplace/refresh-token"]').count()).toBe(0);
    });
  }

  test('MOREVERSE links its partners out to their own sites, in a new tab', async ({ shopper }) => {
    const { page } = await shopper.visit('/moreverse', 'desktop');
    await waitForHydration(page);
    const sites = page.getByRole('link', { name: /^Kunjungi situs / });
    await sites.first().waitFor({ timeout: 15_000 });
    expect(await sites.count()).toBeGreaterThan(0);
    for (const site of await sites.all()) {
      expect(await site.getAttribute('href')).toMatch(/^https:\/\//);
      expect(await site.getAttribute('target')).toBe('_blank');
      expect(await site.getAttribute('rel')).toContain('noopener');
    }
  });
});

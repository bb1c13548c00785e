import type { Page } from 'playwright-core';
import { describe, expect, test } from './harness/fixtures';
import { manifest } from './harness/bundle';
import { waitForHydration } from './harness/hydration';

/**
 * "Chunk load failure (timeout 120 s or missing) | chunk load error; stylesheet chunk failure gives a CSS chunk error"
 * (document 2 §8; §9: "Chunk load time-out 120 s"), in Chromium: a shopper on home follows a link to the interior
 * design page, whose script or stylesheet does not arrive.
 */

const PAGE_KEY = 'src/features/consultation/pages/InteriorDesignPage.tsx';
const pageChunk = manifest[PAGE_KEY]!;
const script = `/${pageChunk.file}`;
const stylesheet = `/${pageChunk.css![0]!}`;

/** A link followed in the page (the router's own navigation), not a new document. */
const follow = (page: Page, path: string) =>
  page.evaluate((to) => {
    history.pushState(null, '', to);
    dispatchEvent(new PopStateEvent('popstate'));
  }, path);

const failure = (page: Page) => page.getByRole('alert').filter({ has: page.getByRole('button', { name: 'Muat Ulang' }) });

describe('chunk failures (document 2 §8)', () => {
  test('a missing script gives the chunk load error, and "Muat Ulang" brings the page', async ({ shopper }) => {
    const { page } = await shopper.visit('/', 'phone');
    await waitForHydration(page);
    await page.route(`**${script}`, (route) => route.abort('failed'));
    await follow(page, '/desain-interior');
    await failure(page).waitFor({ timeout: 15_000 });
    expect(await failure(page).getAttribute('data-failure')).toBe('chunk');
    expect(await failure(page).getByRole('heading').innerText()).toBe('Halaman belum berhasil dimuat.');
    // The frame stays: the shopper can still go elsewhere.
    expect(await page.getByRole('banner').count()).toBeGreaterThan(0);

    await page.unroute(`**${script}`);
    await failure(page).getByRole('button', { name: 'Muat Ulang' }).click();
    await page.waitForLoadState('load');
    await waitForHydration(page);
    expect(new URL(page.url()).pathname).toBe('/desain-interior');
    expect(await failure(page).count()).toBe(0);
    await page.getByRole('heading', { level: 1 }).first().waitFor();
  });

  test('a script with no answer for 120 s gives the chunk load error, not a moment before', async ({ shopper }) => {
    const { page } = await shopper.visit('/', 'desktop', { beforeNavigation: (tab) => tab.clock.install() });
    await waitForHydration(page);
    // Asked, never answered: the request hangs until the page closes.
    await page.route(`**${script}`, () => undefined);
    const asked = page.waitForRequest((request) => request.url().endsWith(script));
    await follow(page, '/desain-interior');
    await asked;
    await page.clock.fastForward(119_000);
    expect(await failure(page).count()).toBe(0);
    await page.clock.fastForward(1_500);
    await failure(page).waitFor({ timeout: 15_000 });
    expect(await failure(page).getAttribute('data-failure')).toBe('chunk');
    expect(await failure(page).getByRole('heading').innerText()).toBe('Halaman belum berhasil dimuat.');
  });

  test('a stylesheet that fails gives its own CSS chunk error, with "Muat Ulang"', async ({ shopper }) => {
    const { page } = await shopper.visit('/', 'desktop');
    await waitForHydration(page);
    await page.route(`**${stylesheet}`, (route) => route.abort('failed'));
    await follow(page, '/desain-interior');
    await failure(page).waitFor({ timeout: 15_000 });
    expect(await failure(page).getAttribute('data-failure')).toBe('stylesheet');
    expect(await failure(page).getByRole('heading').innerText()).toBe('Tampilan halaman belum berhasil dimuat.');
    // What failed, in the console: the stylesheet, nothing else.
    expect(shopper.problemsSoFar().filter((line) => !line.includes('Failed to load resource') && !line.includes('did not load') && !line.includes('Unable to preload CSS'))).toEqual([]);
  });
});

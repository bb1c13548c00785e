import type { Page } from 'playwright-core';
import { closeHomePopup } from './harness/home-popup';
import { waitForHydration } from './harness/hydration';
import { describe, expect, test } from './harness/fixtures';
import type { ViewportName } from './harness/viewports';

/*
 * What a shopper saw in the screenshots of the issue "Layout": a popup whose headline was cut,
 * a banner whose text ran into its button, a blue frame around the page after a navigation,
 * a category titled "Semua Produk", and Paket Hemat twice in the phone's menu.
 */

const viewportNames = ['phone', 'desktop'] as const satisfies readonly ViewportName[];

interface Box {
  x: number;
  y: number;
  width: number;
  height: number;
}

/**
 * An artwork of the mock (the drawing behind its photo), opened as its own SVG document so Chromium lays its text out with the
 * fonts it really has: the headline's lines (text and boxes), its button's and furniture's boxes,
 * the drawing's size, and its label (aria-label) to compare the drawn words with.
 */
const artworkGeometry = async (page: Page, url: string) => {
  const art = await page.context().newPage();
  // Pages show the photo resized by the store's image endpoint (/_image?url=…, issue 41), and the mock serves banners
  // and popups as JPEG photos of its drawings: the drawing itself is at the source's address with `.svg`.
  const source = new URL(url).pathname === '/_image' ? new URL(url).searchParams.get('url')! : url;
  await art.goto(source.replace(/\.jpg(?=$|[?#])/, '.svg'));
  const geometry = await art.evaluate(() => {
    const svg = document.documentElement as unknown as SVGSVGElement;
    const boxOf = (element: Element | null) => {
      if (!element) return null;
      const { x, y, width, height } = (element as SVGGraphicsElement).getBBox();
      return { x, y, width, height };
    };
    const lines = [...svg.querySelectorAll('[data-part="headline"] text')];
    return {
      label: svg.getAttribute('aria-label') ?? '',
      size: { width: svg.viewBox.baseVal.width, height: svg.viewBox.baseVal.height },
      lines: lines.map((line) => ({ text: line.textContent ?? '', box: boxOf(line)! })),
      button: boxOf(svg.querySelector('[data-part="button"] rect')),
      illustration: boxOf(svg.querySelector('[data-part="illustration"]')),
    };
  });
  await art.close();
  return geometry;
};

const overlap = (a: Box, b: Box) => a.x < b.x + b.width && b.x < a.x + a.width && a.y < b.y + b.height && b.y < a.y + a.height;

/** Every word of the label drawn, each line inside the drawing, none on the button or the furniture. */
const expectWholeHeadline = async (page: Page, url: string) => {
  const art = await artworkGeometry(page, url);
  expect(art.lines.length, url).toBeGreaterThan(0);
  expect(art.lines.map((line) => line.text).join(' '), url).toBe(art.label.replace(/\s+/g, ' ').trim());
  for (const { text, box } of art.lines) {
    expect(box.x, `"${text}" in ${url}`).toBeGreaterThanOrEqual(0);
    expect(box.y, `"${text}" in ${url}`).toBeGreaterThanOrEqual(0);
    expect(box.x + box.width, `"${text}" in ${url}`).toBeLessThanOrEqual(art.size.width);
    expect(box.y + box.height, `"${text}" in ${url}`).toBeLessThanOrEqual(art.size.height);
    if (art.button) expect(overlap(box, art.button), `"${text}" on the button of ${url}`).toBe(false);
    if (art.illustration) expect(overlap(box, art.illustration), `"${text}" on the furniture of ${url}`).toBe(false);
  }
};

describe('layout: the home popup', () => {
  for (const viewport of viewportNames) {
    test(`shows its whole headline, nothing of the image clipped, at ${viewport} width`, async ({ shopper }) => {
      const page = await shopper.open('/', viewport);
      const popup = page.getByTestId('home-popup');
      await popup.waitFor();
      const image = popup.locator('img');
      await image.evaluate((img) => (img as HTMLImageElement).decode());
      const fit = await popup.evaluate((dialog) => {
        const img = dialog.querySelector('img')!;
        const frame = dialog.getBoundingClientRect();
        const picture = img.getBoundingClientRect();
        return {
          inside: picture.left >= frame.left - 1 && picture.right <= frame.right + 1 && picture.top >= frame.top - 1 && picture.bottom <= frame.bottom + 1,
          onScreen: picture.top >= 0 && picture.left >= 0 && picture.bottom <= innerHeight && picture.right <= innerWidth,
          // The whole square drawing is shown: not cropped by object-fit.
          ratio: picture.width / picture.height,
          natural: img.naturalWidth / img.naturalHeight,
        };
      });
      expect(fit).toMatchObject({ inside: true, onScreen: true });
      expect(Math.abs(fit.ratio - fit.natural)).toBeLessThan(0.02);
      await expectWholeHeadline(page, await image.evaluate((img) => (img as HTMLImageElement).currentSrc));
      expect(shopper.problemsSoFar()).toEqual([]);
    });
  }
});

describe('layout: the home banners', () => {
  for (const viewport of viewportNames) {
    test(`keep their text off their button and their furniture at ${viewport} width`, async ({ shopper }) => {
      const page = await shopper.open('/', viewport);
      await closeHomePopup(page);
      const banners = page.getByTestId('home-banner');
      await banners.first().waitFor();
      // The drawing each width shows (document 1 §9: the phone image at 550 px or less).
      const urls = await banners.evaluateAll((links, phone) =>
        links.map((link) => (phone ? link.querySelector('source')!.getAttribute('srcset')!.split(' ')[0]! : (link.querySelector('img') as HTMLImageElement).src)),
        viewport === 'phone',
      );
      expect(urls.length).toBeGreaterThan(2);
      for (const url of new Set(urls)) await expectWholeHeadline(page, new URL(url, page.url()).href);

      // The interior-design banner is HTML: its words and its button side by side, not on each other.
      const interior = page.getByTestId('interior-banner');
      await interior.scrollIntoViewIfNeeded();
      const parts = await interior.evaluate((link) => [...link.children].map((child) => child.getBoundingClientRect().toJSON() as Box));
      expect(parts.length).toBe(4);
      for (const [i, a] of parts.entries()) for (const b of parts.slice(i + 1)) expect(overlap(a, b)).toBe(false);
      expect(shopper.problemsSoFar()).toEqual([]);
    });
  }
});

/** The focused element's outline as drawn. */
const focusedOutline = (page: Page) =>
  page.evaluate(() => {
    const element = document.activeElement as HTMLElement;
    const style = getComputedStyle(element);
    return { tag: element.tagName, id: element.id, drawn: style.outlineStyle !== 'none' && parseFloat(style.outlineWidth) > 0 };
  });

describe('layout: focus after a navigation', () => {
  for (const viewport of viewportNames) {
    test(`moves to the page's content without a frame around it, while Tab still shows a ring, at ${viewport} width`, async ({ shopper }) => {
      const page = await shopper.open('/', viewport);
      await waitForHydration(page);
      await closeHomePopup(page);
      // A navigation in the browser: the bottom navigation's Produk on a phone, the header's Paket Hemat on a desktop.
      if (viewport === 'phone') await page.getByRole('navigation', { name: 'Navigasi bawah' }).getByRole('link', { name: 'Produk' }).click();
      else await page.getByRole('banner').getByRole('link', { name: 'Paket Hemat' }).click();
      await page.waitForURL((url) => url.pathname.startsWith('/products'));
      await expect.poll(() => page.evaluate(() => document.activeElement?.id)).toBe('konten');
      expect(await focusedOutline(page)).toEqual({ tag: 'MAIN', id: 'konten', drawn: false });

      await page.keyboard.press('Tab');
      const next = await focusedOutline(page);
      expect(next.tag).not.toBe('MAIN');
      expect(next.drawn).toBe(true);
      expect(shopper.problemsSoFar()).toEqual([]);
    });
  }
});

/** Opens the phone's menu with its sections unfolded, or only the one named (a section stays unfolded from an earlier visit). */
const openPhoneMenu = async (page: Page, section?: string) => {
  await page.getByTestId('mobile-menu-button').click();
  const menu = page.getByRole('navigation', { name: 'Kategori produk' });
  await menu.locator('summary').first().waitFor();
  const folded = menu.locator('details:not([open]) > summary', section ? { hasText: section } : {});
  while ((await folded.count()) > 0) await folded.first().click();
  return menu;
};

describe('layout: a category opened from the menu', () => {
  for (const viewport of viewportNames) {
    test(`is headed and titled with its name (and its sub-category's) at ${viewport} width`, async ({ shopper }) => {
      // A light page with the header (the home page's popup and carousels are other tests' business).
      const page = await shopper.open('/about', viewport);
      await waitForHydration(page);
      const choose = async (name: string) => {
        if (viewport === 'phone') await (await openPhoneMenu(page, 'Ruangan')).getByRole('link', { name, exact: true }).click();
        else {
          await page.getByRole('button', { name: /Ruangan/ }).click();
          await page.getByRole('banner').getByRole('link', { name, exact: true }).click();
        }
      };
      await choose('Kamar Tidur');
      await page.waitForURL((url) => url.pathname === '/products/categories%5B%5D=1');
      await expect.poll(() => page.locator('main h1').innerText(), { timeout: 15_000 }).toBe('Kamar Tidur');
      // The head follows once the list's module and head have arrived.
      await expect.poll(() => page.title(), { timeout: 15_000 }).toBe('Kamar Tidur | MORE Furniture');
      // A sub-category once, at the width with the mega-menu (the phone's menu leads to the same list).
      expect(shopper.problemsSoFar()).toEqual([]);
      if (viewport === 'phone') return;
      await choose('Nakas');
      await page.waitForURL((url) => url.pathname.includes('sub_category'));
      await expect.poll(() => page.locator('main h1').innerText(), { timeout: 15_000 }).toBe('Kamar Tidur: Nakas');
      expect(shopper.problemsSoFar()).toEqual([]);
    });
  }

  test('is titled with its name in the server\'s HTML too', async ({ shopper }) => {
    const page = await shopper.open('/products/categories%5B%5D=1', 'desktop');
    expect(await page.locator('main h1').innerText()).toBe('Kamar Tidur');
    expect(await page.title()).toBe('Kamar Tidur | MORE Furniture');
    await page.goto('/products');
    expect(await page.locator('main h1').innerText()).toBe('Semua Produk');
  });
});

describe('layout: the phone menu', () => {
  test('lists every destination once, Paket Hemat among them', async ({ shopper }) => {
    const page = await shopper.open('/about', 'phone');
    await waitForHydration(page);
    const menu = await openPhoneMenu(page);
    const links = await menu.getByRole('link').evaluateAll((anchors) => anchors.map((a) => ({ href: a.getAttribute('href'), text: a.textContent?.trim() })));
    expect(links.length).toBeGreaterThan(30);
    const hrefs = links.map((link) => link.href);
    expect(hrefs.filter((href, index) => hrefs.indexOf(href) !== index)).toEqual([]);
    expect(links.filter((link) => link.text === 'Paket Hemat')).toEqual([{ href: '/products/category_group=123', text: 'Paket Hemat' }]);
    expect(shopper.problemsSoFar()).toEqual([]);
  });
});

import type { BrowserContext, Locator, Page } from 'playwright-core';
import { waitForHydration } from './harness/hydration';
import { describe, expect, test } from './harness/fixtures';
import type { ViewportName } from './harness/viewports';
import type { Shopper } from './harness/shopper';

/**
 * Product cards show at most 3 photos (document 2 §9; issue 40, point 6): the cover, and the next two where a shopper
 * looks for them, a swipe on a phone and the mouse on a desktop. The two are not downloaded before then, and the
 * card's box does not move when they come.
 */

const LIST = '/products';
/** The photo an address shows: the source a resized address names (/_image?url=…, issue 41), or the address itself. */
const photoOf = (address: string): string => {
  const url = new URL(address);
  return url.pathname === '/_image' ? (url.searchParams.get('url') ?? address) : address;
};
const isProductPhoto = (address: string) => new URL(photoOf(address)).pathname.startsWith('/media/products/');

/** The list page in a fresh context, with every product photo the page asks for noted from the first request on. */
const openList = async (shopper: Shopper, viewport: ViewportName) => {
  const context: BrowserContext = await shopper.newContext(viewport);
  const requested: string[] = [];
  context.on('request', (request) => {
    if (isProductPhoto(request.url())) requested.push(photoOf(request.url()));
  });
  const { page } = await shopper.openIn(context, LIST, viewport);
  await waitForHydration(page);
  await page.getByTestId('product-card').first().waitFor();
  return { page, requested };
};

/** The first card with three photos (three slides in its row). */
const cardWithThreePhotos = async (page: Page): Promise<Locator> => {
  const cards = page.getByTestId('product-card');
  const count = await cards.count();
  for (let index = 0; index < count; index++) {
    const card = cards.nth(index);
    if ((await rowOf(card).locator(':scope > div').count()) === 3) return card;
  }
  throw new Error('no card with three photos on the list: the seed gives most products 3 or more');
};

const rowOf = (card: Locator) => card.locator('img').first().locator('xpath=../..');
const coverSources = async (page: Page) =>
  (await page.getByTestId('product-card').evaluateAll((cards) => cards.map((card) => card.querySelector('img')!.src))).map(photoOf);
const box = (card: Locator) => card.evaluate((element) => {
  const { width, height } = element.getBoundingClientRect();
  return { width, height };
});

describe('product cards show at most 3 photos, the next two only when the shopper looks for them', () => {
  test('at phone width a swipe brings the 2nd photo; the page never scrolls sideways and the card keeps its size', async ({ shopper }) => {
    const { page, requested } = await openList(shopper, 'phone');
    expect(await page.getByTestId('product-card').locator('img').count()).toBe(await page.getByTestId('product-card').count());
    // Only covers were asked for: no card's 2nd or 3rd photo on the first paint.
    const covers = new Set(await coverSources(page));
    expect(requested.filter((url) => !covers.has(url))).toEqual([]);

    const card = await cardWithThreePhotos(page);
    await card.scrollIntoViewIfNeeded();
    const before = await box(card);
    const row = rowOf(card);
    // A swipe as the browser ends it: the row scrolled by one photo's width, snapped.
    await row.evaluate((element) => element.scrollTo({ left: element.clientWidth, behavior: 'instant' }));
    await expect.poll(() => card.locator('img').count()).toBe(3);
    const second = await card.locator('img').nth(1).getAttribute('src');
    await expect.poll(() => requested.includes(photoOf(new URL(second!, page.url()).href))).toBe(true);
    await expect.poll(() => card.locator('img').nth(1).evaluate((image) => (image as HTMLImageElement).complete && (image as HTMLImageElement).naturalWidth > 0)).toBe(true);
    // The 2nd photo fills the photo box, and the page has not moved sideways.
    const [rowBox, secondBox] = await Promise.all([row.boundingBox(), card.locator('img').nth(1).boundingBox()]);
    expect(Math.abs(secondBox!.x - rowBox!.x)).toBeLessThan(1);
    expect(await page.evaluate(() => [window.scrollX, document.documentElement.scrollWidth <= window.innerWidth])).toEqual([0, true]);
    expect(await box(card)).toEqual(before);
    // The dots say the 2nd of 3 is shown.
    expect(await row.locator('xpath=following-sibling::span[1]/span').evaluateAll((dots) => dots.map((dot) => getComputedStyle(dot).backgroundColor === 'rgb(255, 255, 255)'))).toEqual([false, true, false]);
  });

  test('at desktop width a mouse over the photo shows another one, and leaving brings the cover back', async ({ shopper }) => {
    const { page, requested } = await openList(shopper, 'desktop');
    const covers = new Set(await coverSources(page));
    expect(requested.filter((url) => !covers.has(url))).toEqual([]);

    const card = await cardWithThreePhotos(page);
    await card.scrollIntoViewIfNeeded();
    const row = rowOf(card);
    const area = (await row.boundingBox())!;
    const before = await box(card);
    // The right third of the photo: the 3rd photo; the middle: the 2nd.
    await page.mouse.move(area.x + area.width * 0.9, area.y + area.height / 2, { steps: 4 });
    await expect.poll(() => card.locator('img').count()).toBe(3);
    await expect.poll(() => row.evaluate((element) => Math.round(element.scrollLeft / element.clientWidth))).toBe(2);
    await page.mouse.move(area.x + area.width * 0.5, area.y + area.height / 2, { steps: 2 });
    await expect.poll(() => row.evaluate((element) => Math.round(element.scrollLeft / element.clientWidth))).toBe(1);
    const second = photoOf(new URL((await card.locator('img').nth(1).getAttribute('src'))!, page.url()).href);
    expect(requested).toContain(second);
    // The card lifts a little on hover (its own transform): its box keeps its size.
    expect(await box(card)).toEqual(before);
    await page.mouse.move(area.x - 40, area.y - 40);
    await expect.poll(() => row.evaluate((element) => element.scrollLeft)).toBe(0);
    expect(await page.evaluate(() => window.scrollX)).toBe(0);
  });
});

describe('a product card reached by Tab', () => {
  test('shows its focus ring round the whole card, the photo included, and Enter opens the product', async ({ shopper }) => {
    const { page } = await openList(shopper, 'phone');
    const card = page.getByTestId('product-card').first();
    // Tab from a control just before the grid, as a keyboard user arrives at the first card.
    await card.getByRole('link').first().evaluate((link) => {
      const before = document.createElement('button');
      before.textContent = 'sebelum';
      link.closest('ul')!.before(before);
      before.focus();
    });
    await page.keyboard.press('Tab');
    const ring = await card.getByRole('link').first().evaluate((link) => {
      const style = getComputedStyle(link, '::after');
      const box = link.getBoundingClientRect();
      const photo = link.querySelector('img')!.getBoundingClientRect();
      return { focused: document.activeElement === link, border: style.borderTopWidth, zIndex: style.zIndex, covers: box.top <= photo.top && box.bottom >= photo.bottom };
    });
    // Drawn over the photo's box (positioned, it hid the link's own outline there before).
    expect(ring).toEqual({ focused: true, border: '3px', zIndex: '2', covers: true });
    await page.keyboard.press('Enter');
    await page.waitForURL(/\/product\//);
  });
});

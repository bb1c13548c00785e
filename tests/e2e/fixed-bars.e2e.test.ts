import type { Page } from 'playwright-core';
import { describe, expect, test } from './harness/fixtures';
import { waitForHydration } from './harness/hydration';
import { whatCovers } from './harness/purchase-bar';
import { loggedInStorage } from './harness/session';
import type { ViewportName } from './harness/viewports';

/**
 * What stays fixed over the page (the sticky header; on phones the bottom
 * navigation and the cart's checkout bar) never hides the control the
 * keyboard is on (WCAG 2.4.11 "Focus Not Obscured"). The browser leaves a
 * focused control wherever it already is in the viewport, under a bar too,
 * unless the page's scroll padding keeps it clear: global.css.
 */

/** The focused control, and the fixed bar found over its centre if one hides it. */
const focusedUnderABar = (page: Page) =>
  page.evaluate(() => {
    const focused = document.activeElement as HTMLElement | null;
    if (!focused || focused === document.body) return null;
    const box = focused.getBoundingClientRect();
    if (box.width === 0 || box.height === 0) return null;
    const bars = 'header, [data-testid="bottom-navigation"], [data-page-bar]';
    // A control inside a bar is on top of the page by design.
    if (focused.closest(bars)) return null;
    const onTop = document.elementFromPoint(box.left + box.width / 2, box.top + box.height / 2);
    const bar = onTop?.closest(bars);
    const name = (focused.getAttribute('aria-label') ?? focused.textContent ?? focused.tagName).trim().slice(0, 40);
    return bar ? `"${name}" under ${bar.tagName.toLowerCase()}${bar.hasAttribute('data-page-bar') ? ' (the page bar)' : ''}` : null;
  });

const tabThrough = async (page: Page, key: 'Tab' | 'Shift+Tab', presses: number) => {
  const hidden: string[] = [];
  for (let press = 0; press < presses; press++) {
    await page.keyboard.press(key);
    const under = await focusedUnderABar(page);
    if (under) hidden.push(under);
  }
  return hidden;
};

describe('the fixed bars never hide the focused control', () => {
  for (const viewport of ['phone', 'desktop'] as const satisfies readonly ViewportName[]) {
    test(`the customer's cart at ${viewport} width, by Tab and by Shift+Tab`, async ({ shopper, store }) => {
      const { page } = await shopper.visit('/cart', viewport, { storage: await loggedInStorage(store.url) });
      await waitForHydration(page);
      await page.getByTestId('cart-line').first().waitFor();

      // The scroll padding's header height is the header's: a taller header would hide what it clears.
      const [header, padding] = await page.evaluate(() => [document.querySelector('header')!.getBoundingClientRect().height, getComputedStyle(document.documentElement).getPropertyValue('--sticky-header-space')]);
      expect(Math.abs(header - Number.parseFloat(padding)), `the header is ${header}px, the scroll padding clears ${padding}`).toBeLessThanOrEqual(1);

      // Forward from the top through the lines, the note and the summary; then back up from where it ended.
      const forward = await tabThrough(page, 'Tab', 45);
      const back = await tabThrough(page, 'Shift+Tab', 45);
      expect([...forward, ...back]).toEqual([]);
      expect(shopper.problemsSoFar()).toEqual([]);
    });
  }
});

/**
 * The floating buttons (back to top, the messaging app, the chat) and the
 * bars never cover a product page's "Tambah ke Keranjang" and "Beli
 * Sekarang", wherever the page is scrolled: on a phone the buttons are the
 * page's own bar above the bottom navigation, with the floating buttons
 * stacked above it; from 768 px the page's content keeps out of the floating
 * buttons' lane. A customer, so the messaging app's button shows too.
 */
describe('nothing fixed covers the product page\'s actions, at any scroll position', () => {
  const pages = { product: '/product/ranjang-klasik-sagara-laci-sorong', bundle: '/bundle/paket-ruang-makan-senja' } as const;
  for (const viewport of ['phone', 'tablet', 'desktop'] as const satisfies readonly ViewportName[]) {
    for (const [kind, path] of Object.entries(pages)) {
      test(`the ${kind} page at ${viewport} width`, async ({ shopper, store }) => {
        const { page } = await shopper.visit(path, viewport, { storage: await loggedInStorage(store.url) });
        await waitForHydration(page);
        await page.getByTestId('whatsapp-button').waitFor();
        await page.getByTestId('chat-widget').waitFor();
        const actions = [page.getByTestId('add-to-cart'), page.getByTestId('buy-now')];

        const covered: string[] = [];
        let checked = 0;
        // Down the page a third of a screen at a time (back to top shows from 100 px), then the very bottom.
        const height = await page.evaluate(() => window.innerHeight);
        for (let step = 0; ; step++) {
          const y = await page.evaluate((to) => {
            window.scrollTo({ top: to, behavior: 'instant' });
            return window.scrollY;
          }, step * Math.round(height / 3));
          await page.evaluate(() => new Promise((frame) => requestAnimationFrame(() => requestAnimationFrame(frame))));
          for (const action of actions) {
            const points = await whatCovers(action);
            const label = (await action.innerText()).trim();
            covered.push(...points.map((point) => `${label} scrolled to ${y}: ${point}`));
            const box = (await action.boundingBox())!;
            if (box.y + box.height > 0 && box.y < height) checked++;
          }
          const atEnd = await page.evaluate(() => Math.ceil(window.scrollY + window.innerHeight) >= document.documentElement.scrollHeight);
          if (atEnd || step > 60) break;
        }
        expect(checked, 'the actions were in view at some scroll positions').toBeGreaterThan(1);
        expect(covered).toEqual([]);
        expect(shopper.problemsSoFar()).toEqual([]);
      });
    }
  }
});

import type { Locator, Page } from 'playwright-core';

/**
 * What covers a control where a shopper would press it: the element found on
 * top at its centre and near its corners, when that is not the control (or
 * inside it). Empty when nothing does. Points under the sticky header are
 * skipped: there the control has scrolled out of the page's view.
 */
export const whatCovers = (control: Locator): Promise<string[]> =>
  control.evaluate((element) => {
    const box = element.getBoundingClientRect();
    const headerBottom = document.querySelector('header')?.getBoundingClientRect().bottom ?? 0;
    // Inside its rounded corners: a pill's corner point at 4 px lies outside the button, on what holds it.
    const radius = Math.min(parseFloat(getComputedStyle(element).borderTopLeftRadius) || 0, box.width / 2, box.height / 2);
    const inset = Math.min(4 + radius * (1 - Math.SQRT1_2), box.width / 4, box.height / 4);
    const points = [
      [box.left + box.width / 2, box.top + box.height / 2],
      [box.left + inset, box.top + inset],
      [box.right - inset, box.top + inset],
      [box.left + inset, box.bottom - inset],
      [box.right - inset, box.bottom - inset],
    ] as const;
    const name = (node: Element) =>
      node.getAttribute('data-testid') ?? node.getAttribute('aria-label') ?? `${node.tagName.toLowerCase()}.${[...node.classList].join('.')}`;
    return points.flatMap(([x, y]) => {
      if (y < headerBottom || y >= window.innerHeight || x < 0 || x >= window.innerWidth) return [];
      const top = document.elementFromPoint(x, y);
      if (top && (top === element || element.contains(top))) return [];
      const covering = top?.closest('[data-testid]') ?? top;
      return [`(${Math.round(x)}, ${Math.round(y)}) under ${covering ? name(covering) : 'nothing'}`];
    });
  });

/** The bottom navigation's top edge on a phone (the viewport's bottom where there is none). */
export const bottomNavigationTop = (page: Page): Promise<number> =>
  page.evaluate(() => {
    const navigation = document.querySelector('[data-testid="bottom-navigation"]');
    const box = navigation?.getBoundingClientRect();
    return box && box.height > 0 ? box.top : window.innerHeight;
  });

/**
 * On a phone's first screen, before any scroll: the purchase bar's price and
 * both buttons are in view, above the bottom navigation, and nothing covers
 * the buttons. What is wrong, as sentences (empty when all is well).
 */
export const purchaseBarProblems = async (page: Page): Promise<string[]> => {
  const problems: string[] = [];
  if ((await page.evaluate(() => window.scrollY)) !== 0) problems.push('the page is scrolled');
  const navigationTop = await bottomNavigationTop(page);
  const bar = page.getByTestId('purchase-bar');
  const parts = { price: bar.getByTestId('purchase-bar-price'), add: bar.getByTestId('add-to-cart'), buy: bar.getByTestId('buy-now') };
  for (const [part, locator] of Object.entries(parts)) {
    const box = await locator.boundingBox();
    if (!box || !(await locator.isVisible())) {
      problems.push(`the bar's ${part} is not shown`);
      continue;
    }
    if (box.y < 0 || box.y + box.height > navigationTop + 0.5) problems.push(`the bar's ${part} is at ${box.y}–${box.y + box.height}, the bottom navigation at ${navigationTop}`);
    if (part !== 'price') problems.push(...(await whatCovers(locator)).map((point) => `the bar's ${part} at ${point}`));
  }
  return problems;
};

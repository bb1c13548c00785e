import type { Page } from 'playwright-core';

/**
 * Closes the home page's popup, as a shopper would, when the seed has one: it
 * is a modal dialog that opens after hydration ("The popup shows when popups
 * exist and stays until the user closes it", document 1 §4), so the rest of
 * the page is out of reach until then.
 */
export const closeHomePopup = async (page: Page): Promise<void> => {
  const popup = page.getByTestId('home-popup');
  await popup.waitFor({ timeout: 5_000 }).catch(() => undefined);
  if (await popup.isVisible()) await page.keyboard.press('Escape');
  await popup.waitFor({ state: 'detached' });
};

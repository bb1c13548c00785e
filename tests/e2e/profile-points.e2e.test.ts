import { describe, expect, test } from './harness/fixtures';
import { seriousViolations } from './harness/accessibility';
import { waitForHydration } from './harness/hydration';
import { logIn, sessionStorageEntries } from './harness/session';
import { isApiRefusalNote } from './harness/shopper';
import { resetMock } from './harness/store';
import type { ViewportName } from './harness/viewports';

/**
 * /profile/point as the demo customer, whose seed holds 12.500 points: the
 * balance (the current user's optional `points`), the rewards for points
 * (`GET more/promotion/reedem`) with their cost, a reward the balance does
 * not cover saying how many points are missing, and a product reward
 * redeemed into the cart as a reward line (`is_reedem`).
 */

describe('/profile/point', () => {
  for (const viewport of ['phone', 'desktop'] as const satisfies readonly ViewportName[]) {
    test(`shows the balance and the rewards, refuses one the points do not cover, and redeems a product into the cart (${viewport})`, async ({ shopper, store }) => {
      await resetMock(store);
      const session = await logIn(store.url);
      const { page } = await shopper.visit('/profile/point', viewport, { storage: sessionStorageEntries(session) });
      await waitForHydration(page);
      const balance = page.getByTestId('points-balance-card');
      await balance.waitFor({ timeout: 15_000 });
      expect(await balance.innerText()).toContain('12.500 Poin');
      const cards = page.getByTestId('reward-card');
      await cards.first().waitFor({ timeout: 15_000 });
      expect(await cards.count()).toBeGreaterThan(1);
      for (const text of await cards.allInnerTexts()) expect(text).toMatch(/\d[\d.]* Poin/);

      // The Rp250.000 voucher costs 22.000 points: more than the balance.
      const tooDear = cards.filter({ hasText: 'Voucher Belanja Rp250.000' });
      expect(await tooDear.innerText()).toContain('Poin belum cukup');
      expect(await seriousViolations(page)).toEqual([]);

      const redeemable = page.getByTestId('redeem-reward').and(page.locator(':not([disabled])')).first();
      await redeemable.click();
      await page.waitForURL((url) => url.pathname === '/cart', { timeout: 15_000 });
      await page.getByText('Hadiah Poin').first().waitFor({ timeout: 15_000 });
      expect(shopper.problemsSoFar().filter((note) => !isApiRefusalNote(note))).toEqual([]);
    });
  }
});

import { customerApi } from './harness/customer-api';
import { describe, expect, test } from './harness/fixtures';
import { seriousViolations } from './harness/accessibility';
import { waitForHydration } from './harness/hydration';
import { logIn, sessionStorageEntries } from './harness/session';
import { isApiRefusalNote } from './harness/shopper';
import { resetMock } from './harness/store';
import type { ViewportName } from './harness/viewports';

/**
 * The customer's vouchers and points (issue 21 point 7): /profile/vouchers
 * lists `GET more/voucher?device=web` with code, value, minimum and expiry,
 * "Salin" copies a code and "Pakai" applies it to the cart and goes there;
 * /profile/point lists the rewards for points (`GET more/promotion/reedem`)
 * with their costs, and no balance (document 2 has no call for one).
 */

interface VoucherWire {
  readonly code: string;
  readonly title: string;
  readonly min_purchase: number;
}

describe('/profile/vouchers and /profile/point', () => {
  for (const viewport of ['phone', 'desktop'] as const satisfies readonly ViewportName[]) {
    test(`lists the vouchers, copies a code, applies one and sees it on the cart; lists the rewards for points (${viewport})`, async ({ shopper, store }) => {
      await resetMock(store);
      const session = await logIn(store.url);
      const vouchers = (await customerApi<{ data: VoucherWire[] }>(store.url, session.token, 'GET', 'more/voucher?device=web')).json.data;
      const noMinimum = vouchers.find((voucher) => voucher.min_purchase === 0);
      expect(noMinimum, 'the mock has a voucher without a minimum spend').toBeDefined();

      const { page } = await shopper.visit('/profile/vouchers', viewport, { storage: sessionStorageEntries(session) });
      await waitForHydration(page);
      const cards = page.getByTestId('voucher-card');
      await cards.first().waitFor({ timeout: 15_000 });
      expect(await page.locator('h1').allInnerTexts()).toEqual(['Voucher Saya']);
      expect(await cards.getByTestId('voucher-code').allInnerTexts()).toEqual(vouchers.map((voucher) => voucher.code));
      const card = cards.filter({ has: page.getByText(noMinimum!.code, { exact: true }) });
      expect(await card.getByRole('heading').innerText()).toBe(noMinimum!.title);
      expect(await card.innerText()).toContain('Tanpa minimum belanja');
      expect(await card.innerText()).toMatch(/Berlaku hingga \d{2} \w+ 20\d{2} \d{2}:\d{2}/);
      expect(await seriousViolations(page)).toEqual([]);

      // "Salin": the code on the clipboard, and a status line that says so.
      await page.context().grantPermissions(['clipboard-read', 'clipboard-write'], { origin: store.url });
      await card.getByRole('button', { name: `Salin kode ${noMinimum!.code}` }).click();
      await expect.poll(() => card.getByRole('status').innerText()).toBe(`Kode ${noMinimum!.code} disalin`);
      expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(noMinimum!.code);

      // "Pakai": the server applies it to the cart (set-voucher), and the cart shows it.
      await card.getByRole('button', { name: `Pakai voucher ${noMinimum!.code}` }).click();
      await page.waitForURL((url) => url.pathname === '/cart', { timeout: 15_000 });
      const applied = page.getByTestId('cart-voucher');
      await applied.waitFor({ timeout: 15_000 });
      expect(await applied.innerText()).toContain(`${noMinimum!.code} dipakai`);
      expect(await applied.innerText()).toMatch(/potongan Rp[\d.]+/);
      expect(await seriousViolations(page)).toEqual([]);

      // The points page lists the mock's rewards with their costs, under the balance the account has (profile-points.e2e).
      const rewards = (await customerApi<{ data: { title: string }[] }>(store.url, session.token, 'GET', 'more/promotion/reedem')).json.data;
      expect(rewards.length).toBeGreaterThan(0);
      await page.goto('/profile/point');
      await waitForHydration(page);
      const rewardCards = page.getByTestId('reward-card');
      await rewardCards.first().waitFor({ timeout: 15_000 });
      expect(await page.locator('h1').allInnerTexts()).toEqual(['Poin Saya']);
      expect(await rewardCards.count()).toBe(rewards.length);
      for (const text of await rewardCards.allInnerTexts()) expect(text).toMatch(/[\d.]+ Poin/);
      expect(await page.getByTestId('points-balance-card').innerText()).toMatch(/Saldo Poin\s+[\d.]+ Poin/);
      expect(await seriousViolations(page)).toEqual([]);
      expect(shopper.problemsSoFar().filter((line) => !isApiRefusalNote(line))).toEqual([]);
    }, 150_000);
  }
});

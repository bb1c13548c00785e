import { describe, expect, test } from './harness/fixtures';
import { closeHomePopup } from './harness/home-popup';
import { waitForHydration } from './harness/hydration';
import { loggedInStorage } from './harness/session';
import type { RunningStore } from './harness/store';

interface GroupAnswer {
  data: { id: number; title: string; start: number; end: number }[];
}

/** The mock's flash-sale groups as the store reads them (`POST uni/product/flashsale`). */
const groupsOf = async (store: RunningStore) =>
  ((await (await fetch(`${store.url}/api/uni/product/flashsale`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: '{}' })).json()) as GroupAnswer).data;

const secondsOf = (clock: string) => {
  const [h, m, s] = clock.split(':').map(Number);
  return h! * 3600 + m! * 60 + s!;
};

describe('flash sale: phases and countdown on the mock clock', () => {
  test('"Akan datang" turns "Berlangsung" when the clock passes the start, and the countdown ticks down', async ({ shopper, store }) => {
    const upcoming = (await groupsOf(store)).find((group) => group.start * 1000 > store.mockApi.clock.now());
    expect(upcoming, 'the seed has an upcoming flash sale').toBeDefined();
    const startMs = upcoming!.start * 1000;
    // The mock and the browser stand 30 s before the start: the mock answers as it would then,
    // and the page's countdown runs on the browser's (Playwright's) clock.
    store.mockApi.clock.set(startMs - 30_000);
    try {
      const { page } = await shopper.visit('/', 'desktop', {
        // Paused 2 s before the start, however long loading takes; the test moves it on.
        beforeNavigation: async (tab) => {
          await tab.clock.install({ time: startMs - 30_000 });
          await tab.clock.pauseAt(startMs - 2_000);
        },
      });
      await waitForHydration(page);
      await closeHomePopup(page);
      const group = page.getByTestId('flash-sale-group').filter({ hasText: upcoming!.title });
      await expect.poll(() => group.getAttribute('data-phase')).toBe('upcoming');
      expect(await group.getByTestId('flash-sale-phase').innerText()).toMatch(/akan datang/i);
      // Prices are partly masked before the start.
      expect(await group.getByTestId('flash-sale-price').first().innerText()).toMatch(/^Rp[\d.]+x[x.]*$/);
      expect(await group.getByTestId('flash-sale-countdown').count()).toBe(0);

      await page.clock.runFor(3_000);
      await expect.poll(() => group.getAttribute('data-phase')).toBe('running');
      expect(await group.getByTestId('flash-sale-phase').innerText()).toMatch(/berlangsung/i);
      expect(await group.getByTestId('flash-sale-price').first().innerText()).toMatch(/^Rp\d{1,3}(\.\d{3})+$/);
      const countdown = group.getByTestId('flash-sale-countdown');
      const first = secondsOf(await countdown.innerText());
      expect(first).toBeLessThanOrEqual(upcoming!.end - upcoming!.start);
      await page.clock.runFor(2_000);
      await expect.poll(async () => secondsOf(await countdown.innerText())).toBe(first - 2);
      expect(await countdown.innerText()).toMatch(/^\d{2,}:\d{2}:\d{2}$/);
      expect(shopper.problemsSoFar()).toEqual([]);
    } finally {
      store.mockApi.clock.set(Date.now());
    }
  });
});

describe('★ flash-sale reminder (issue 10 point 6)', () => {
  test('a guest is sent to login with the way back, and comes back after logging in', async ({ shopper }) => {
    const { page } = await shopper.visit('/', 'phone');
    await waitForHydration(page);
    await closeHomePopup(page);
    await page.getByRole('button', { name: 'Ingatkan Saya' }).first().click();
    await page.waitForURL((url) => url.pathname === '/login');
    expect(new URL(page.url()).searchParams.get('redirect')).toBe('/');
    const main = page.locator('main');
    await main.getByLabel('Email', { exact: true }).fill('pembeli@more.test');
    await main.getByLabel('Kata Sandi', { exact: true }).fill('Rahasia123');
    await main.getByRole('button', { name: 'Masuk', exact: true }).click();
    await page.waitForURL((url) => url.pathname === '/');
    expect(shopper.problemsSoFar()).toEqual([]);
  });

  test('a customer switches the reminder on (POST more/setting/reminder) and sees the confirmation', async ({ shopper, store }) => {
    const reminderCalls: string[] = [];
    const { page } = await shopper.visit('/', 'desktop', {
      storage: await loggedInStorage(store.url),
      beforeNavigation: (tab) =>
        tab.on('request', (request) => {
          if (request.url().includes('/api/more/setting/reminder')) reminderCalls.push(request.method());
        }),
    });
    await waitForHydration(page);
    await closeHomePopup(page);
    const button = page.getByRole('button', { name: 'Ingatkan Saya' }).first();
    await button.click();
    await page.getByText('Pengingat aktif. Kami akan mengabari Anda saat flash sale dimulai.').first().waitFor();
    expect(await page.getByRole('button', { name: 'Pengingat Aktif' }).first().isDisabled()).toBe(true);
    expect(reminderCalls).toEqual(['POST']);
    expect(shopper.problemsSoFar()).toEqual([]);
  });
});

describe('/product/sale', () => {
  for (const viewport of ['phone', 'desktop'] as const) {
    test(`at ${viewport} width: every active group on large cards with its stock bar, under the h1 "Flash Sale"`, async ({ shopper, store }) => {
      const groups = await groupsOf(store);
      const { page, response } = await shopper.visit('/product/sale', viewport);
      expect(response?.status()).toBe(200);
      await waitForHydration(page);
      expect(await page.locator('main h1').innerText()).toBe('Flash Sale');
      expect(await page.getByTestId('flash-sale-group').locator('h2').allInnerTexts()).toEqual(groups.map((group) => group.title));
      // "Hampir Habis" is the small card's label only.
      expect(await page.getByTestId('stock-label').allInnerTexts()).not.toContain('Hampir Habis');
      const widths = await page.getByTestId('stock-bar').evaluateAll((bars) => bars.map((bar) => (bar as HTMLElement).style.width));
      for (const width of widths) expect(width).toMatch(/^\d{1,3}%$/);
      expect(await page.title()).toContain('Flash Sale');
      expect(shopper.problemsSoFar()).toEqual([]);
    });
  }

  test('with no flash sale: says so and offers the way to the products', async ({ shopper, store }) => {
    const lastEnd = Math.max(...(await groupsOf(store)).map((group) => group.end));
    store.mockApi.clock.set(lastEnd * 1000 + 60_000);
    try {
      const { page } = await shopper.visit('/product/sale', 'phone');
      await waitForHydration(page);
      await page.getByTestId('flash-sale-empty').waitFor();
      expect(await page.getByText('Belum ada flash sale saat ini.').isVisible()).toBe(true);
      expect(await page.getByRole('link', { name: 'Lihat Semua Produk' }).getAttribute('href')).toBe('/products');
      expect(shopper.problemsSoFar()).toEqual([]);
    } finally {
      store.mockApi.clock.set(Date.now());
    }
  });
});

/**
 * `npm run bench:cart`: how long a shopper on a phone waits from a press of
 * "+" on the cart page to the new quantity on screen (issue 11). Debian's
 * Chromium at phone size with its CPU slowed 4x (Lighthouse's mobile
 * setting), the demo customer's cart, 20 presses of "+" (each followed by a
 * "−", so the line stays within its stock); prints the median and the spread.
 *
 *   --url http://127.0.0.1:5173   measure a store that is already running
 *                                 (otherwise this starts `npm start` on a free port)
 *   --presses 20                  how many presses of "+" are timed
 *
 * The time runs from the press's event (its timeStamp, when the browser took
 * the input) to the first frame painted after the quantity changed: the
 * moment the shopper can see it.
 */
import type { ChildProcess } from 'node:child_process';
import { parseArgs } from 'node:util';
import { DEMO_CUSTOMER } from '@more/mock-server';
import { chromium } from 'playwright-core';
import { startStore, stopStore } from './bench-store';

const { values: options } = parseArgs({ options: { url: { type: 'string' }, presses: { type: 'string', default: '20' } }, strict: true });
const presses = Number(options.presses);
if (!Number.isInteger(presses) || presses < 1) throw new Error(`--presses must be a whole number above 0, not "${options.presses}"`);

const median = (values: readonly number[]) => {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[middle]! : (sorted[middle - 1]! + sorted[middle]!) / 2;
};

let store: ChildProcess | undefined;
let storeUrl = options.url?.replace(/\/+$/, '');
try {
  if (!storeUrl) {
    const started = await startStore();
    store = started.child;
    storeUrl = started.url;
  }
  const answer = await fetch(`${storeUrl}/api/auth/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json; charset=utf-8' },
    body: JSON.stringify({ email: DEMO_CUSTOMER.email, password: DEMO_CUSTOMER.password }),
  });
  const { data } = (await answer.json()) as { data: { token: string; user: { name: string; email: string; picture: string | null; have_password: boolean } } };
  const session = { token: data.token, user: { name: data.user.name, email: data.user.email, picture: data.user.picture, hasPassword: data.user.have_password } };

  const browser = await chromium.launch({ executablePath: '/usr/bin/chromium', args: ['--headless', '--no-sandbox', '--disable-gpu', '--disable-background-networking'] });
  const context = await browser.newContext({ viewport: { width: 390, height: 844 }, deviceScaleFactor: 2, isMobile: true, hasTouch: true, locale: 'id-ID' });
  await context.addInitScript((stored) => window.localStorage.setItem('more:v1:session', stored), JSON.stringify(session));
  const page = await context.newPage();
  const cdp = await context.newCDPSession(page);
  await page.goto(`${storeUrl}/cart`);
  // The line with the most room: "+" then "−" keep it within its stock.
  const row = page.getByTestId('cart-line').filter({ has: page.locator('[data-testid="cart-line-increase"]:not([aria-disabled])') }).first();
  await row.waitFor({ timeout: 30_000 });
  await row.evaluate((element) => element.scrollIntoView({ block: 'center' }));
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 });

  /** Arms a timer in the page, presses the button as a finger would (a real input event), and reads the timer. */
  const timePress = async (testId: string) => {
    await row.getByTestId(testId).evaluate((button) => {
      const quantity = button.closest('[data-testid="cart-line"]')!.querySelector('[data-testid="cart-line-quantity"]')!;
      const before = quantity.textContent;
      (window as unknown as { pressTimer: Promise<number> }).pressTimer = new Promise<number>((resolve) => {
        let pressedAt = 0;
        button.addEventListener('click', (event) => (pressedAt = event.timeStamp), { once: true, capture: true });
        const observer = new MutationObserver(() => {
          if (quantity.textContent === before) return;
          observer.disconnect();
          // The frame that shows it: the next animation frame, then its paint.
          requestAnimationFrame(() => setTimeout(() => resolve(performance.now() - pressedAt)));
        });
        observer.observe(quantity, { childList: true, characterData: true, subtree: true });
      });
    });
    await row.getByTestId(testId).click();
    return page.evaluate(() => (window as unknown as { pressTimer: Promise<number> }).pressTimer);
  };

  const samples: number[] = [];
  for (let press = 0; press < presses; press++) {
    samples.push(await timePress('cart-line-increase'));
    await timePress('cart-line-decrease');
    await page.waitForTimeout(300);
  }
  await browser.close();
  const sorted = [...samples].sort((a, b) => a - b);
  console.log(`"+" to the new quantity on screen, ${presses} presses, phone, CPU 4x slower:`);
  console.log(`  median ${median(samples).toFixed(1)} ms, fastest ${sorted[0]!.toFixed(1)} ms, slowest ${sorted.at(-1)!.toFixed(1)} ms`);
} finally {
  if (store) await stopStore(store);
}

import { profileSections } from '@more/core';
import { DEMO_CUSTOMER } from '@more/mock-server';
import type { Page } from 'playwright-core';
import { describe, expect, test } from './harness/fixtures';
import { closeHomePopup } from './harness/home-popup';
import { waitForHydration } from './harness/hydration';
import { logIn, sessionStorageEntries } from './harness/session';
import { isApiRefusalNote } from './harness/shopper';
import { resetMock } from './harness/store';

/**
 * Issue 21, "Must not": "Leave one customer's data for the next: after logout
 * and after a 401, nothing of the last customer remains on screen or in
 * browser storage (a test checks storage after each)". The customer first
 * opens every page of the profile (each section of its menu) and the
 * checkout, so each feature has had its chance to keep something.
 */

/** What would say who the last customer was, or let someone act as them. */
const tracesOf = (token: string) => [token, DEMO_CUSTOMER.email, DEMO_CUSTOMER.name, DEMO_CUSTOMER.phone, 'Mohon dikirim pada sore hari.'];

const browserStorage = (page: Page) =>
  page.evaluate(() => ({ local: { ...window.localStorage }, tab: { ...window.sessionStorage }, cookies: document.cookie }));

const tracesLeft = async (page: Page, token: string) => {
  const stored = JSON.stringify(await browserStorage(page));
  const shown = await page.locator('body').innerText();
  return {
    stored: tracesOf(token).filter((trace) => stored.includes(trace)),
    shown: tracesOf(token).filter((trace) => shown.includes(trace)),
  };
};

/** Resolves once no request of the page has been on its way for `quietMs` (the pages' API calls answered, and kept if anything keeps them). */
const quietNetwork = async (page: Page, quietMs = 200, timeoutMs = 15_000) => {
  let inFlight = 0;
  let lastChange = Date.now();
  const started = () => ((inFlight += 1), (lastChange = Date.now()));
  const ended = () => ((inFlight = Math.max(0, inFlight - 1)), (lastChange = Date.now()));
  page.on('request', started);
  page.on('requestfinished', ended);
  page.on('requestfailed', ended);
  try {
    await expect.poll(() => inFlight === 0 && Date.now() - lastChange >= quietMs, { timeout: timeoutMs, interval: 50 }).toBe(true);
  } finally {
    page.off('request', started);
    page.off('requestfinished', ended);
    page.off('requestfailed', ended);
  }
};

/**
 * The customer goes through every page of the profile and the checkout, as a customer does: within the store, from one
 * page to the next (the router follows history.pushState), so each page's data is asked for and kept by the same running
 * app that the logout then has to clear. One server render and hydration in all, instead of one per page.
 */
const visitEverything = async (page: Page) => {
  for (const path of [...profileSections.map((section) => section.href), '/checkout']) {
    const settled = quietNetwork(page);
    await page.evaluate((next) => window.history.pushState(null, '', next), path);
    await expect.poll(() => page.evaluate(() => window.location.pathname)).toBe(path.split('?')[0]);
    await page.locator('main').waitFor();
    await settled;
    // The page came with its data: no chunk or call failure stands in for it.
    expect(await page.getByRole('button', { name: /^(Muat Ulang|Coba Lagi)$/ }).count(), path).toBe(0);
  }
  const stored = JSON.stringify(await browserStorage(page));
  expect(stored, 'the session is kept while logged in (else the test proves nothing)').toContain(DEMO_CUSTOMER.email);
};

describe('nothing of the last customer remains', () => {
  test('after logout: not in localStorage, sessionStorage or cookies, and not on screen', async ({ shopper, store }) => {
    await resetMock(store);
    const session = await logIn(store.url);
    const { page } = await shopper.visit('/', 'desktop', { storage: sessionStorageEntries(session) });
    await waitForHydration(page);
    await visitEverything(page);

    // The header's menu (the home page has no profile side menu with its own "Keluar").
    await page.goto('/');
    await waitForHydration(page);
    await closeHomePopup(page);
    await page.getByTestId('profile-menu-button').click();
    await page.getByRole('button', { name: 'Keluar' }).click();
    await page.getByTestId('login-link').waitFor();
    await page.waitForLoadState('networkidle');
    expect(await tracesLeft(page, session.token)).toEqual({ stored: [], shown: [] });

    // Back through the history to the profile's pages: each asks for a login and shows nothing of the customer.
    await page.goBack();
    await page.waitForLoadState('networkidle');
    expect(await tracesLeft(page, session.token)).toEqual({ stored: [], shown: [] });
    await page.goto('/profile/address');
    await page.waitForURL((url) => url.pathname === '/login');
    await page.waitForLoadState('networkidle');
    expect(await tracesLeft(page, session.token)).toEqual({ stored: [], shown: [] });
    expect(shopper.problemsSoFar().filter((line) => !isApiRefusalNote(line))).toEqual([]);
  });

  test('after a 401 (the session ended on the server): nothing in storage, nothing on screen', async ({ shopper, store }) => {
    await resetMock(store);
    const session = await logIn(store.url);
    const context = await shopper.newContext('phone');
    const { page: visited } = await shopper.openIn(context, '/', 'phone', { storage: sessionStorageEntries(session) });
    await waitForHydration(visited);
    await visitEverything(visited);
    // Closed before the session ends: an open page would meet the 401 itself (its chat poll asks every few seconds),
    // log out there and leave the next page a guest's, which this test is not about (CI met exactly that once).
    await visited.close();

    const ended = await fetch(`${store.url}/api/auth/logout`, { method: 'POST', headers: { authorization: `Bearer ${session.token}` } });
    expect(ended.status).toBe(200);
    const { page } = await shopper.openIn(context, '/profile/orders', 'phone');
    await page.waitForURL((url) => url.pathname === '/' && new URLSearchParams(url.search).has('unAuth'), { timeout: 15_000 });
    await page.getByTestId('login-link').waitFor();
    await page.waitForLoadState('networkidle');
    expect(await tracesLeft(page, session.token)).toEqual({ stored: [], shown: [] });
    expect(shopper.problemsSoFar().filter((line) => !isApiRefusalNote(line))).toEqual([]);
  });
});

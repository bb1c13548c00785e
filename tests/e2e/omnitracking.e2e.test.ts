import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { DEMO_ORDERS, DEMO_SHIPPED_WAYBILL, NEW_CUSTOMER } from '@more/mock-server';
import { MOCK_SHIPMENT_TOKEN } from '@more/mock-server/defaults';
import type { Page } from 'playwright-core';
import { onTestFinished } from 'vitest';
import { describe, expect, test } from './harness/fixtures';
import { seriousViolations } from './harness/accessibility';
import { waitForHydration } from './harness/hydration';
import { webClientDist } from './harness/paths';
import { logIn, sessionStorageEntries } from './harness/session';
import type { Shopper } from './harness/shopper';
import { resetMock, setMockClock } from './harness/store';
import type { ViewportName } from './harness/viewports';

/**
 * Shipment tracking, /omnitracking/{sn?} (issue 20, point 5; document 1 §2;
 * document 2 §6, §7 "Shipment service", §8 "Tracking failure: server message
 * or 'Failed to get tracking data'", "Customer lookup failure: 'Failed to get
 * customer data'"). The storefront's server alone calls the shipment service;
 * a number alone shows the customer masked (first name, city); the owner and a
 * lookup by phone see them in full. Must not: "Send the shipment service's
 * credentials to the browser".
 */

const SHIPPED = DEMO_ORDERS.shipped.ordersn;
const SURNAME_OR_STREET = /Wulandari|Airlangga/;

const customerCard = (page: Page) => page.getByTestId('shipment-customer');

/** The failures a test made on purpose: the desk's 502 while the service fails, and Chromium's note of each. */
const unexpectedProblems = (shopper: Shopper, path: string, documentStatus = 200) =>
  (documentStatus === 200 ? shopper.problemsSoFar() : shopper.problemsBesidesDocumentStatus(path, documentStatus)).filter(
    (line) => !/\] 502 from http:\/\/127\.0\.0\.1:\d+\/omnitracking\/api\//.test(line) && !/status of 502 .*\/omnitracking\/api\//.test(line),
  );

describe('/omnitracking/{sn?}', () => {
  for (const viewport of ['phone', 'desktop'] as const satisfies readonly ViewportName[]) {
    // On the phone the parcel is on its way (the morning after it left); on the desktop, today, it was handed over long ago.
    const journey =
      viewport === 'phone'
        ? { at: Date.parse('2026-11-17T10:00:00+07:00'), status: 'Dalam perjalanan', newest: 'Paket diberangkatkan dari Gresik' }
        : { at: null, status: 'Terkirim', newest: 'Paket diterima oleh Sinta' };
    test(`a number alone: the tracking, the customer masked in the server's HTML and after hydration (${viewport}: ${journey.status})`, async ({ shopper, store }) => {
      await resetMock(store);
      await setMockClock(store, journey.at ?? Date.now());
      // The rest of the file runs on today's clock.
      onTestFinished(() => setMockClock(store, Date.now()));
      const path = `/omnitracking/${DEMO_SHIPPED_WAYBILL}`;
      const html = await (await fetch(`${store.url}${path}`)).text();
      expect(html).toContain(journey.status);
      expect(html).toContain('Sinta');
      expect(html).not.toMatch(SURNAME_OR_STREET);
      const { page, response } = await shopper.visit(path, viewport);
      expect(response?.status()).toBe(200);
      await waitForHydration(page);
      await page.getByTestId('shipment-details').waitFor();
      expect(await page.locator('h1').allInnerTexts()).toEqual(['Lacak Pengiriman']);
      expect(await page.title()).toBe(`Lacak Pengiriman ${SHIPPED} | MORE Furniture`);
      expect(await page.getByRole('list', { name: 'Tahap pesanan' }).getByRole('listitem').count()).toBeGreaterThan(1);
      expect(await page.getByRole('list', { name: 'Riwayat kurir, terbaru di atas' }).getByRole('listitem').first().innerText()).toContain(journey.newest);
      expect(await customerCard(page).getAttribute('data-disclosure')).toBe('masked');
      expect(await page.locator('body').innerText()).not.toMatch(SURNAME_OR_STREET);
      expect(await seriousViolations(page)).toEqual([]);
      expect(unexpectedProblems(shopper, path)).toEqual([]);
    });

    test(`the logged-in owner sees the customer in full without a reload; another customer does not (${viewport})`, async ({ shopper, store }) => {
      await resetMock(store);
      const path = `/omnitracking/${SHIPPED}`;
      const owner = await shopper.visit(path, viewport, { storage: sessionStorageEntries(await logIn(store.url)) });
      await waitForHydration(owner.page);
      await expect.poll(() => customerCard(owner.page).getAttribute('data-disclosure'), { timeout: 10_000 }).toBe('full');
      expect(await customerCard(owner.page).innerText()).toContain('Sinta Wulandari');
      expect(await customerCard(owner.page).innerText()).toContain('Jl. Airlangga');
      expect(await seriousViolations(owner.page)).toEqual([]);

      const stranger = await shopper.visit(path, viewport, { storage: sessionStorageEntries(await logIn(store.url, NEW_CUSTOMER)) });
      await waitForHydration(stranger.page);
      await stranger.page.getByTestId('shipment-details').waitFor();
      expect(await customerCard(stranger.page).getAttribute('data-disclosure')).toBe('masked');
      expect(await stranger.page.locator('body').innerText()).not.toMatch(SURNAME_OR_STREET);
      expect(unexpectedProblems(shopper, path)).toEqual([]);
    });

    test(`by lookup: a wrong phone says "Failed to get customer data", the right one shows the shipment in full (${viewport})`, async ({ shopper, store }) => {
      await resetMock(store);
      const { page } = await shopper.visit('/omnitracking', viewport);
      await waitForHydration(page);
      expect(await seriousViolations(page)).toEqual([]);
      const orderNumber = page.getByRole('textbox', { name: 'Nomor Pesanan', exact: true });
      const phone = page.getByRole('textbox', { name: 'Nomor HP', exact: true });
      const submit = page.getByRole('button', { name: 'Lacak Pesanan' });
      await submit.click();
      expect(await orderNumber.getAttribute('aria-invalid')).toBe('true');
      await expect.poll(() => orderNumber.evaluate((input) => input === document.activeElement)).toBe(true);
      expect(await page.getByText('Nomor pesanan wajib diisi').isVisible()).toBe(true);

      await orderNumber.fill(SHIPPED.toLowerCase());
      await phone.fill('0811 1111 1111');
      await submit.click();
      await expect.poll(() => page.getByTestId('shipment-lookup-failed').innerText().catch(() => ''), { timeout: 10_000 }).toBe('Failed to get customer data');
      expect(await phone.inputValue()).toBe('0811 1111 1111');

      await phone.fill('+62 812-3456-7890');
      await submit.click();
      await page.waitForURL((url) => url.pathname === `/omnitracking/${SHIPPED}`);
      await page.getByTestId('shipment-details').waitFor();
      expect(await customerCard(page).getAttribute('data-disclosure')).toBe('full');
      expect(await customerCard(page).innerText()).toContain('Sinta Wulandari');
      expect(unexpectedProblems(shopper, '/omnitracking').filter((line) => !line.includes('status of 404'))).toEqual([]);
    });

    test(`the service failing: its message, or "Failed to get tracking data"; "Coba Lagi" once it is back (${viewport})`, async ({ shopper, store }) => {
      await resetMock(store);
      const path = `/omnitracking/${SHIPPED}`;
      store.mockApi.setShipmentFaults({ track: { status: 503, message: 'Layanan pengiriman sedang gangguan' } });
      const withMessage = await shopper.visit(path, viewport);
      await waitForHydration(withMessage.page);
      const failed = withMessage.page.getByTestId('shipment-failed');
      expect(await failed.innerText()).toContain('Layanan pengiriman sedang gangguan');
      expect(await seriousViolations(withMessage.page)).toEqual([]);

      store.mockApi.setShipmentFaults({ track: { status: 502, message: null } });
      const without = await shopper.visit(path, viewport);
      await waitForHydration(without.page);
      expect(await without.page.getByTestId('shipment-failed').innerText()).toContain('Failed to get tracking data');

      store.mockApi.setShipmentFaults({ track: null });
      await without.page.getByRole('button', { name: 'Coba Lagi' }).click();
      await without.page.getByTestId('shipment-details').waitFor({ timeout: 10_000 });

      // The lookup's side: the service cannot find customers.
      store.mockApi.setShipmentFaults({ customer: { status: 500, message: 'Database error' } });
      const lookup = await shopper.visit('/omnitracking', viewport);
      await waitForHydration(lookup.page);
      await lookup.page.getByRole('textbox', { name: 'Nomor Pesanan', exact: true }).fill(SHIPPED);
      await lookup.page.getByRole('textbox', { name: 'Nomor HP', exact: true }).fill('081234567890');
      await lookup.page.getByRole('button', { name: 'Lacak Pesanan' }).click();
      await expect.poll(() => lookup.page.getByTestId('shipment-lookup-failed').innerText().catch(() => ''), { timeout: 10_000 }).toBe('Failed to get customer data');
      store.mockApi.setShipmentFaults({ customer: null });
      expect(unexpectedProblems(shopper, path)).toEqual([]);
    });

    test(`an unknown number: 404, said in Indonesian, with the lookup (${viewport})`, async ({ shopper, store }) => {
      await resetMock(store);
      const path = '/omnitracking/MORE-20200101-0001';
      const { page, response } = await shopper.visit(path, viewport);
      expect(response?.status()).toBe(404);
      await waitForHydration(page);
      expect(await page.getByTestId('shipment-not-found').innerText()).toContain('Pengiriman tidak ditemukan');
      expect(await page.getByTestId('shipment-lookup').isVisible()).toBe(true);
      expect(await seriousViolations(page)).toEqual([]);
      expect(unexpectedProblems(shopper, path, 404)).toEqual([]);
    });
  }

  test('the shipment service\'s token is in no page, no built client asset and no answer of the storefront', async ({ shopper, store }) => {
    await resetMock(store);
    const files = (dir: string): string[] => readdirSync(dir).flatMap((name) => (statSync(join(dir, name)).isDirectory() ? files(join(dir, name)) : [join(dir, name)]));
    const assets = files(webClientDist).filter((file) => /\.(js|css|html|json|map|txt|svg)$/.test(file));
    expect(assets.length).toBeGreaterThan(10);
    for (const file of assets) expect(readFileSync(file, 'utf8').includes(MOCK_SHIPMENT_TOKEN), file).toBe(false);

    for (const path of ['/', `/omnitracking/${SHIPPED}`, '/omnitracking', '/omnitracking/MORE-20200101-0001', '/profile/orders']) {
      const response = await fetch(`${store.url}${path}`);
      const text = await response.text();
      for (const token of [MOCK_SHIPMENT_TOKEN, store.mockApi.shipmentToken]) expect(text.includes(token), path).toBe(false);
      expect(text).not.toMatch(/shipmentToken|shipmentApiUrl/);
      expect(response.headers.get('content-security-policy')).not.toContain('/shipment');
    }
    const session = await logIn(store.url);
    const answers = [
      await fetch(`${store.url}/omnitracking/api/shipment/${SHIPPED}`, { headers: { authorization: `Bearer ${session.token}` } }),
      await fetch(`${store.url}/omnitracking/api/shipment/lookup`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ order_number: SHIPPED, phone: '081234567890' }),
      }),
      await fetch(`${store.url}/omnitracking/api/shipment/lookup`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: '{' }),
    ];
    expect(answers.map((answer) => answer.status)).toEqual([200, 200, 400]);
    for (const answer of answers) {
      const text = await answer.text();
      // The README's token and the secret the server really sends the mock.
      for (const token of [MOCK_SHIPMENT_TOKEN, store.mockApi.shipmentToken]) {
        expect(text.includes(token)).toBe(false);
        expect([...answer.headers.values()].join(' ')).not.toContain(token);
      }
    }
    // And the browser itself never asks the shipment service.
    const asked: string[] = [];
    const { page } = await shopper.visit(`/omnitracking/${SHIPPED}`, 'phone', {
      beforeNavigation: (tab) => tab.on('request', (request) => asked.push(new URL(request.url()).pathname)),
    });
    await waitForHydration(page);
    expect(asked.filter((pathname) => pathname.startsWith('/shipment/'))).toEqual([]);
  });
});

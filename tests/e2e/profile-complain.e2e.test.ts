import { DEMO_ORDERS } from '@more/mock-server';
import { describe, expect, test } from './harness/fixtures';
import { seriousViolations } from './harness/accessibility';
import { waitForHydration } from './harness/hydration';
import { logIn, sessionStorageEntries } from './harness/session';
import { isApiRefusalNote } from './harness/shopper';
import { resetMock } from './harness/store';
import type { ViewportName } from './harness/viewports';

/**
 * Complaints (issue 20, point 7; document 2 §7, "Reviews and complaints":
 * "POST more/product/complain; GET more/product/complain/templates; …
 * upload at more/product/complain/upload; POST more/product/complain/multi-upload"),
 * as the demo customer, whose seed holds a shipped and a completed order.
 */

/** Two small PNGs (1×1, a red and a blue pixel): real pictures, as the mock checks the bytes. */
const pixel = (name: string, base64: string) => ({ name, mimeType: 'image/png', buffer: Buffer.from(base64, 'base64') });
const photos = [
  pixel('retak-1.png', 'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8DwHwAFBQIAX8jx0gAAAABJRU5ErkJggg=='),
  pixel('retak-2.png', 'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPj/HwADAgH/lSQTOQAAAABJRU5ErkJggg=='),
];

describe('/profile/complain and /profile/complain-detail', () => {
  for (const viewport of ['phone', 'desktop'] as const satisfies readonly ViewportName[]) {
    test(`files a complaint with two photos (multi-upload) and sees it listed with its date (${viewport})`, async ({ shopper, store }) => {
      await resetMock(store);
      const session = await logIn(store.url);
      const { page } = await shopper.visit('/profile/complain', viewport, { storage: sessionStorageEntries(session) });
      await waitForHydration(page);
      const shipped = page.locator(`[data-testid="complaint-order"][data-order="${DEMO_ORDERS.shipped.ordersn}"]`);
      await shipped.waitFor({ timeout: 15_000 });
      expect(await page.locator('h1').allInnerTexts()).toEqual(['Komplain']);
      // Shipped and completed orders only: nothing awaiting payment, processing or cancelled.
      const listed = await page.getByTestId('complaint-order').evaluateAll((cards) => cards.map((card) => card.getAttribute('data-order')));
      expect(listed).toEqual([DEMO_ORDERS.shipped.ordersn, DEMO_ORDERS.completed.ordersn]);
      expect(await page.getByTestId('sent-complaints').count()).toBe(0);
      expect(await seriousViolations(page)).toEqual([]);

      const line = shipped.getByTestId('complaint-line').first();
      const productName = (await line.locator('p').first().innerText()).trim();
      await line.getByRole('link', { name: /^Ajukan Komplain/ }).click();
      await page.waitForURL((url) => url.pathname === '/profile/complain-detail' && url.searchParams.get('ordersn') === DEMO_ORDERS.shipped.ordersn);
      await page.getByTestId('complaint-subject').waitFor({ timeout: 15_000 });
      expect(await page.getByTestId('complaint-subject').innerText()).toContain(productName);

      // The reasons are the templates (complain/templates); one is picked by keyboard.
      const reasons = page.getByRole('group', { name: 'Alasan komplain (opsional)' });
      expect(await reasons.getByRole('radio').count()).toBeGreaterThan(1);
      await reasons.getByRole('radio').first().focus();
      await page.keyboard.press('Space');
      expect(await reasons.getByRole('radio').first().isChecked()).toBe(true);

      // A text too short is refused beside the field, which takes the focus; nothing is sent.
      const text = page.getByRole('textbox', { name: 'Ceritakan masalahnya' });
      await text.fill('Rusak');
      expect(await page.getByText('5/2000').count()).toBe(1);
      const sent: string[] = [];
      page.on('request', (request) => {
        if (request.url().includes('/api/more/product/complain')) sent.push(`${request.method()} ${new URL(request.url()).pathname}`);
      });
      await page.getByRole('button', { name: 'Kirim Komplain' }).click();
      await page.getByText('Keterangan komplain minimal 10 karakter').waitFor();
      expect(await page.evaluate(() => document.activeElement?.getAttribute('name'))).toBe('complain');
      expect(await text.getAttribute('aria-invalid')).toBe('true');
      expect(sent.filter((call) => call.endsWith('/product/complain'))).toEqual([]);
      expect(await seriousViolations(page)).toEqual([]);

      await page.keyboard.type(' total, kaki kursi patah saat paket dibuka');
      // Two photos chosen together go in one multi-upload.
      await page.getByLabel('Tambah foto').setInputFiles(photos);
      await expect.poll(() => page.getByText(/terunggah$/).count(), { timeout: 15_000 }).toBe(2);
      expect(sent.filter((call) => call.includes('upload'))).toEqual(['POST /api/more/product/complain/multi-upload']);
      expect(await seriousViolations(page)).toEqual([]);

      await page.getByRole('button', { name: 'Kirim Komplain' }).click();
      const done = page.getByTestId('complaint-sent');
      await done.waitFor({ timeout: 15_000 });
      expect(sent.filter((call) => call.endsWith('/product/complain'))).toEqual(['POST /api/more/product/complain']);
      expect(await page.evaluate(() => document.activeElement?.textContent)).toBe('Komplain berhasil dikirim');

      // Listed with its date on /profile/complain, its line marked.
      await done.getByRole('link', { name: 'Lihat Daftar Komplain' }).click();
      await page.waitForURL((url) => url.pathname === '/profile/complain');
      const complaint = page.getByTestId('sent-complaint');
      await complaint.waitFor({ timeout: 15_000 });
      const listedText = await complaint.innerText();
      expect(listedText).toContain(productName);
      expect(listedText).toContain('Rusak total, kaki kursi patah saat paket dibuka');
      expect(listedText).toMatch(/Tanggal\s*\d{2} (Januari|Februari|Maret|April|Mei|Juni|Juli|Agustus|September|Oktober|November|Desember) \d{4} \d{2}:\d{2}/);
      expect(listedText).toContain('Menunggu Ditinjau');
      await shipped.waitFor({ timeout: 15_000 });
      expect(await shipped.getByTestId('complaint-line').first().innerText()).toMatch(/Komplain terkirim \d{2} \w+ \d{4}/);
      expect(await seriousViolations(page)).toEqual([]);

      // Still listed after a reload, with its date and state: the orders tell of it, not this tab's memory.
      await page.reload();
      await waitForHydration(page);
      const afterReload = page.getByTestId('sent-complaint');
      await afterReload.waitFor({ timeout: 15_000 });
      const reloadedText = await afterReload.innerText();
      expect(reloadedText).toContain(productName);
      expect(reloadedText).toContain(DEMO_ORDERS.shipped.ordersn);
      expect(reloadedText).toMatch(/Tanggal\s*\d{2} (Januari|Februari|Maret|April|Mei|Juni|Juli|Agustus|September|Oktober|November|Desember) \d{4} \d{2}:\d{2}/);
      expect(reloadedText).toContain('Menunggu Ditinjau');
      expect(shopper.problemsSoFar().filter((note) => !isApiRefusalNote(note))).toEqual([]);
    });
  }

  test('an address naming no line says so, with the way back', async ({ shopper, store }) => {
    const session = await logIn(store.url);
    const { page } = await shopper.visit(`/profile/complain-detail?ordersn=${DEMO_ORDERS.processing.ordersn}&product=kursi`, 'desktop', { storage: sessionStorageEntries(session) });
    await waitForHydration(page);
    const unknown = page.getByTestId('complaint-line-unknown');
    await unknown.waitFor({ timeout: 15_000 });
    expect(await unknown.innerText()).toContain(`Pesanan ${DEMO_ORDERS.processing.ordersn} masih berstatus Diproses`);
    await unknown.getByRole('link', { name: 'Kembali ke Komplain' }).click();
    await page.waitForURL((url) => url.pathname === '/profile/complain');
    expect(await seriousViolations(page)).toEqual([]);
  });
});

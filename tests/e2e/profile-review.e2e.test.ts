import type { Request } from 'playwright-core';
import { describe, expect, test } from './harness/fixtures';
import { seriousViolations } from './harness/accessibility';
import { waitForHydration } from './harness/hydration';
import { logIn, sessionStorageEntries } from './harness/session';
import { isApiRefusalNote } from './harness/shopper';
import { resetMock } from './harness/store';
import type { ViewportName } from './harness/viewports';

/**
 * Reviews (issue 20, point 6; document 2 §7 "Reviews and complaints"): the
 * demo customer's completed order (DEMO_ORDERS.completed) holds two products
 * waiting for a review. A review with a photo is written, and shows on the
 * product page; files that are not a JPEG, PNG or WEBP of at most 5 MB are
 * refused before any request (issue 20, point 10).
 */

/** A PNG of 1×1 pixel, padded to `bytes` (the mock checks the signature, not the pixels). */
const png = (bytes = 68) => {
  const head = Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==', 'base64');
  return Buffer.concat([head, Buffer.alloc(Math.max(0, bytes - head.length))]);
};

const uploadsOf = (requests: readonly Request[]) => requests.filter((request) => new URL(request.url()).pathname.endsWith('/api/more/product/review/upload'));

describe('/profile/review', () => {
  for (const viewport of ['phone', 'desktop'] as const satisfies readonly ViewportName[]) {
    test(`writes a review with a photo and sees it on the product page; refuses a 6 MB file and a non-image before any request (${viewport})`, async ({ shopper, store }) => {
      await resetMock(store);
      const session = await logIn(store.url);
      const { page } = await shopper.visit('/profile/review', viewport, { storage: sessionStorageEntries(session) });
      const requests: Request[] = [];
      page.on('request', (request) => void requests.push(request));
      await waitForHydration(page);
      const waiting = page.getByTestId('review-waiting');
      await waiting.first().waitFor({ timeout: 15_000 });
      expect(await page.locator('h1').allInnerTexts()).toEqual(['Ulasan']);
      // The completed demo order's two products, each once.
      expect(await waiting.count()).toBe(2);
      expect(await page.getByRole('heading', { name: 'Menunggu Ulasan (2)' }).count()).toBe(1);
      expect(await seriousViolations(page)).toEqual([]);

      const first = waiting.first();
      const slug = (await first.getAttribute('data-product'))!;
      const name = await first.getByRole('heading').innerText();
      await first.getByRole('button', { name: `Tulis ulasan ${name}` }).click();
      const dialog = page.getByRole('dialog', { name: 'Tulis Ulasan' });
      const form = dialog.getByTestId('review-form');
      await form.waitFor({ timeout: 15_000 });

      // Stars are required: sending without them says so beside them, and focus goes to the first star.
      await form.getByRole('button', { name: 'Kirim Ulasan' }).click();
      await form.getByText('Pilih rating 1 sampai 5 bintang').waitFor();
      await expect
        .poll(() => page.evaluate(() => (document.activeElement instanceof HTMLInputElement ? `${document.activeElement.name}=${document.activeElement.value}` : null)))
        .toBe('rating=1');
      // By touch on a phone, by the mouse on a desktop; then the arrow keys, as in any radio group.
      const five = form.locator('label', { hasText: '5 dari 5 bintang' });
      if (viewport === 'phone') await five.tap();
      else await five.click();
      expect(await form.getByRole('radio', { name: '5 dari 5 bintang' }).isChecked()).toBe(true);
      await form.getByRole('radio', { name: '5 dari 5 bintang' }).focus();
      await page.keyboard.press('ArrowLeft');
      expect(await form.getByRole('radio', { name: '4 dari 5 bintang' }).isChecked()).toBe(true);
      expect(await form.getByText('Pilih rating 1 sampai 5 bintang').count()).toBe(0);

      // A 6 MB picture and a text file are refused beside the field, and nothing is uploaded.
      const input = form.getByLabel('Tambah foto');
      await input.setInputFiles([
        { name: 'terlalu-besar.png', mimeType: 'image/png', buffer: png(6 * 1024 * 1024) },
        { name: 'catatan.txt', mimeType: 'text/plain', buffer: Buffer.from('bukan gambar') },
      ]);
      await form.getByText('terlalu-besar.png terlalu besar (6,0 MB): maksimal 5 MB per foto').waitFor();
      expect(await form.getByText('catatan.txt tidak dapat diunggah: hanya gambar JPG, PNG atau WEBP').count()).toBe(1);
      expect(await form.getByText('0/5').count()).toBe(1);
      expect(uploadsOf(requests)).toEqual([]);

      // A template as a quick pick, then the shopper's own words after it.
      await form.getByRole('button', { name: 'Kualitas produk sangat baik' }).click();
      const text = form.getByRole('textbox', { name: 'Ulasan (opsional)' });
      await text.press('End');
      await text.pressSequentially('. Dudukannya empuk');
      const words = 'Kualitas produk sangat baik. Dudukannya empuk';
      expect(await text.inputValue()).toBe(words);

      // A photo, its upload's progress shown on the way: the browser is slowed so the bytes take a while to leave.
      const cdp = await page.context().newCDPSession(page);
      await cdp.send('Network.emulateNetworkConditions', { offline: false, latency: 20, downloadThroughput: -1, uploadThroughput: 400 * 1024 });
      // Every value the progress bars take, read every 20 ms until the photo is in.
      const seenProgress = page.evaluate(
        () =>
          new Promise<number[]>((resolve) => {
            const values = new Set<number>();
            const timer = setInterval(() => {
              for (const bar of document.querySelectorAll('progress')) values.add(bar.value);
              if (document.body.textContent?.includes('sofa-kami.png terunggah')) {
                clearInterval(timer);
                resolve([...values]);
              }
            }, 20);
          }),
      );
      await input.setInputFiles({ name: 'sofa-kami.png', mimeType: 'image/png', buffer: png(1024 * 1024) });
      await form.getByRole('progressbar', { name: 'Mengunggah sofa-kami.png' }).waitFor({ timeout: 10_000 });
      expect(await seriousViolations(page)).toEqual([]);
      await form.getByText('sofa-kami.png terunggah').waitFor({ timeout: 20_000 });
      const progress = await seenProgress;
      await cdp.send('Network.emulateNetworkConditions', { offline: false, latency: 0, downloadThroughput: -1, uploadThroughput: -1 });
      // Real progress: values between nothing and all of it were shown, not only 0 and 100.
      expect(progress.some((value) => value > 0 && value < 100)).toBe(true);
      expect(uploadsOf(requests)).toHaveLength(1);
      expect(await form.getByText('1/5').count()).toBe(1);
      // An image decodes a moment after it is in the page (later still on a busy machine): asked until it has.
      await expect
        .poll(() => form.getByRole('img', { name: 'Pratinjau sofa-kami.png' }).evaluate((img: HTMLImageElement) => img.src.startsWith('blob:') && img.naturalWidth > 0))
        .toBe(true);

      await form.getByRole('button', { name: 'Kirim Ulasan' }).click();
      const notice = page.getByTestId('review-sent');
      await notice.waitFor({ timeout: 15_000 });
      expect(await notice.innerText()).toBe('Terima kasih, ulasan berhasil dikirim');
      await dialog.waitFor({ state: 'detached' });
      expect(requests.filter((request) => request.method() === 'POST' && new URL(request.url()).pathname.endsWith('/api/more/product/review'))).toHaveLength(1);
      // The product moved to "Sudah Diulas", with the stars, the words and the photo.
      expect(await waiting.count()).toBe(1);
      const sent = page.locator(`[data-testid="review-sent-card"][data-product="${slug}"]`);
      expect(await sent.getByRole('img', { name: 'Rating 4 dari 5' }).count()).toBe(1);
      expect(await sent.innerText()).toContain(words);
      await expect.poll(() => sent.getByRole('img', { name: 'Foto ulasan 1' }).evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0)).toBe(true);
      expect(await seriousViolations(page)).toEqual([]);

      // On the product page, the review leads its reviews, with its photo.
      await sent.getByRole('link', { name: 'Lihat di halaman produk' }).click();
      await page.waitForURL((url) => url.pathname.endsWith(`/${slug}`));
      // The reviews are a later section, loaded as the shopper scrolls near them.
      const reviews = page.getByTestId('product-reviews');
      await expect
        .poll(
          async () => {
            await page.evaluate(() => window.scrollBy(0, 700));
            return reviews.count();
          },
          { timeout: 20_000 },
        )
        .toBe(1);
      await reviews.scrollIntoViewIfNeeded();
      await reviews.getByText(words).waitFor({ timeout: 15_000 });
      const thumbnail = reviews.getByRole('button', { name: /^Perbesar Foto ulasan .+ 1$/ }).first().locator('img');
      expect(await thumbnail.getAttribute('src')).toContain('/media/uploads/');
      await expect.poll(() => thumbnail.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0)).toBe(true);
      expect(shopper.problemsSoFar().filter((line) => !isApiRefusalNote(line))).toEqual([]);
    });
  }
});

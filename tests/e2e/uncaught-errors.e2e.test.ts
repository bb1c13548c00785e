import { describe, expect, test } from './harness/fixtures';
import { UncaughtErrors } from './harness/uncaught-errors';

/**
 * The fixture fails a test on any uncaught error of a page it opened (harness/fixtures.ts, uncaught-errors.ts),
 * though the test never reads its shopper's problems: React's hydration mismatch (#418) on every article page went
 * by while the gates passed.
 */

/** A page of its own that throws in each way a page's error goes uncaught; React reports a hydration mismatch with reportError. */
const THROWING_PAGE = `<!DOCTYPE html><html lang="id"><head><title>Uji</title></head><body><p>Uji</p><script>
  setTimeout(() => { throw new Error('thrown by a timer'); });
  Promise.reject(new Error('a rejection nobody handled'));
  reportError(new Error('Minified React error #418; visit https://react.dev/errors/418'));
</script></body></html>`;

const settle = () => new Promise((done) => setTimeout(done, 300));

describe('uncaught errors fail the test that opened the page', () => {
  test('the watch sees every uncaught error of a page opened by browser.newPage(), by a context, and by a page itself (a popup)', async ({ chromium, expect: check }) => {
    const uncaught = new UncaughtErrors();
    const browser = uncaught.watchBrowser(chromium);
    const tab = await browser.newPage();
    const context = await browser.newContext();
    try {
      await tab.setContent(THROWING_PAGE);
      const inContext = await context.newPage();
      await inContext.setContent(THROWING_PAGE);
      const [popup] = await Promise.all([context.waitForEvent('page'), inContext.evaluate(() => void window.open('about:blank'))]);
      await popup.evaluate(() => setTimeout(() => { throw new Error('thrown in a popup'); }));
      await settle();
      const seen = uncaught.errors.join('\n');
      for (const text of ['thrown by a timer', 'a rejection nobody handled', 'Minified React error #418', 'thrown in a popup']) check(seen, text).toContain(text);
      check(uncaught.errors).toHaveLength(7);
      check(() => uncaught.assertNone()).toThrow(/7 uncaught error\(s\).*#418/s);
    } finally {
      await tab.close();
      await context.close();
    }
  });

  test('a quiet page passes', async ({ chromium, expect: check }) => {
    const uncaught = new UncaughtErrors();
    const tab = await uncaught.watchBrowser(chromium).newPage();
    try {
      await tab.setContent('<!DOCTYPE html><p>Tenang</p><script>try { throw new Error("caught") } catch {}</script>');
      await settle();
      check(uncaught.errors).toEqual([]);
      check(() => uncaught.assertNone()).not.toThrow();
    } finally {
      await tab.close();
    }
  });

  // Expected to fail, and failing only by the fixture: the test itself asserts nothing about the page's errors.
  test.fails("a test whose shopper's page throws fails, though it never reads the shopper's problems", async ({ shopper }) => {
    const page = await shopper.open('/favicon.svg', 'phone');
    await page.evaluate(() => setTimeout(() => { throw new Error('thrown where no test looks'); }));
    await settle();
    expect(await page.title()).toBeDefined();
  });

  test.fails('a test that opens a page with the browser alone fails on its uncaught error too', async ({ browser, store }) => {
    const page = await browser.newPage();
    try {
      await page.goto(`${store.url}/favicon.svg`);
      await page.evaluate(() => setTimeout(() => { throw new Error('thrown in a bare tab'); }));
      await settle();
    } finally {
      await page.close();
    }
  });
});

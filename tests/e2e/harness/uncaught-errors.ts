import type { Browser, BrowserContext, Page } from 'playwright-core';

/**
 * Every uncaught error (`pageerror`) of every page a test opened: an exception
 * nothing caught, an unhandled rejection, and what React reports with
 * `reportError` (a hydration mismatch, Minified React error #418, is one). The
 * fixture fails the test on any of them, whether or not the test reads its
 * shopper's problems: a page that threw is broken however its assertions read.
 */
export class UncaughtErrors {
  readonly errors: string[] = [];
  private readonly watched = new WeakSet<Page>();

  /** Notes the page's uncaught errors from now on (once however often it is asked). */
  watchPage(page: Page): Page {
    if (this.watched.has(page)) return page;
    this.watched.add(page);
    page.on('pageerror', (error) => {
      let where = '(a page)';
      try {
        where = page.url();
      } catch {
        // A page closing as it threw has no address to give.
      }
      this.errors.push(`${where}: ${error.stack ?? error.message}`);
    });
    return page;
  }

  /** Watches every page of the context: those opened by the test, by the Shopper, or by the page itself (a popup). */
  watchContext(context: BrowserContext): BrowserContext {
    // 'page' is emitted before newPage() resolves, so no error of a page's first moments is missed.
    context.on('page', (page) => this.watchPage(page));
    for (const page of context.pages()) this.watchPage(page);
    return context;
  }

  /**
   * The browser as a test gets it: the same Chromium, with every context and
   * page it opens watched. (A Proxy: Playwright's Browser has no event for a new
   * context, and a test calls `browser.newPage()` or `newContext()` directly.)
   */
  watchBrowser(browser: Browser): Browser {
    return new Proxy(browser, {
      get: (target, property) => {
        if (property === 'newContext') return async (...args: Parameters<Browser['newContext']>) => this.watchContext(await target.newContext(...args));
        if (property === 'newPage') return async (...args: Parameters<Browser['newPage']>) => this.watchPage(await target.newPage(...args));
        const value: unknown = Reflect.get(target, property, target);
        return typeof value === 'function' ? (value as (...args: unknown[]) => unknown).bind(target) : value;
      },
    });
  }

  /** Throws with every uncaught error seen so far, if any. */
  assertNone(): void {
    if (this.errors.length === 0) return;
    throw new Error(`${this.errors.length} uncaught error(s) in the pages this test opened (pageerror; a React hydration mismatch is #418):\n${this.errors.join('\n---\n')}`);
  }
}

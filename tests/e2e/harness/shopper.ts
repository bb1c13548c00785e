import { mkdirSync, writeFileSync } from 'node:fs';
import type { Browser, BrowserContext, Page, Response } from 'playwright-core';
import { artifactsDir } from './paths';
import { type ViewportName, viewports } from './viewports';

export interface Visit {
  readonly page: Page;
  readonly viewport: ViewportName;
}

export interface VisitOptions {
  /**
   * localStorage entries of the store's origin written before the page loads
   * (a stored session, a guest cart). Written once: a reload or a logout is
   * not undone by them.
   */
  readonly storage?: Readonly<Record<string, string>>;
  /** False: the page as a client without JavaScript gets it (a crawler, a link preview). */
  readonly javaScript?: boolean;
  /** Runs before the page goes to its path: routes to intercept, listeners. */
  readonly beforeNavigation?: (page: Page) => unknown;
}

export interface OpenedPage {
  readonly page: Page;
  /** The answer to the page's document (after any redirect the browser followed). */
  readonly response: Response | null;
}

/**
 * Chromium's own console note of an API call answered 4xx ("Failed to load
 * resource … 422"): the store asked and was refused (an expired reset link,
 * an unknown verification id), which its page then explains. Not an error of
 * the store's code.
 */
export const isApiRefusalNote = (line: string): boolean =>
  /console\.error: Failed to load resource: the server responded with a status of 4\d\d\b.*\(at https?:\/\/[^/]+\/api\//.test(line);

const isLoopback = (url: string) => {
  const { protocol, hostname } = new URL(url);
  if (protocol === 'data:' || protocol === 'blob:' || protocol === 'about:') return true;
  return hostname === '127.0.0.1' || hostname === 'localhost' || hostname === '[::1]';
};

/**
 * A shopper with a browser: opens pages of the store at a phone's or a
 * desktop's width and notes everything that went wrong on the way (console
 * errors, uncaught exceptions, failed requests, any attempt to leave loopback).
 */
export class Shopper {
  private readonly contexts: BrowserContext[] = [];
  private readonly visits: Visit[] = [];
  readonly log: string[] = [];
  readonly problems: string[] = [];

  constructor(
    private readonly browser: Browser,
    readonly storeUrl: string,
  ) {}

  /** Opens `path` in a fresh context (no cookies or storage from other visits). */
  async open(path: string, viewport: ViewportName = 'phone'): Promise<Page> {
    return (await this.visit(path, viewport)).page;
  }

  /** Like `open`, with the document's answer and the options of a visit. */
  async visit(path: string, viewport: ViewportName = 'phone', options: VisitOptions = {}): Promise<OpenedPage> {
    const context = await this.newContext(viewport, options);
    return this.openIn(context, path, viewport, options);
  }

  /** A fresh context (one shopper's browser profile); pages opened in it share their storage, as tabs do. */
  async newContext(viewport: ViewportName = 'phone', options: Pick<VisitOptions, 'javaScript'> = {}): Promise<BrowserContext> {
    const context = await this.browser.newContext({
      ...viewports[viewport],
      baseURL: this.storeUrl,
      locale: 'id-ID',
      ...(options.javaScript === false ? { javaScriptEnabled: false } : {}),
    });
    this.contexts.push(context);
    // The store must work offline: anything beyond loopback is refused and reported.
    await context.route('**/*', (route) => {
      const url = route.request().url();
      if (isLoopback(url)) return route.continue();
      this.problems.push(`request outside loopback: ${url}`);
      return route.abort('blockedbyclient');
    });
    return context;
  }

  /** A new tab of `context` at `path`, watched like every other page. */
  async openIn(context: BrowserContext, path: string, viewport: ViewportName = 'phone', options: VisitOptions = {}): Promise<OpenedPage> {
    const page = await context.newPage();
    this.visits.push({ page, viewport });
    page.on('console', (message) => {
      // Where an error comes from says most about it ("Failed to load resource" names no address otherwise).
      const where = message.type() === 'error' && message.location().url ? ` (at ${message.location().url})` : '';
      const line = `[${viewport}] console.${message.type()}: ${message.text()}${where}`;
      this.log.push(line);
      if (message.type() === 'error') this.problems.push(line);
    });
    page.on('pageerror', (error) => {
      const line = `[${viewport}] uncaught: ${error.stack ?? error.message}`;
      this.log.push(line);
      this.problems.push(line);
    });
    page.on('requestfailed', (request) => {
      const reason = request.failure()?.errorText ?? 'failed';
      this.log.push(`[${viewport}] request failed: ${request.method()} ${request.url()} (${reason})`);
    });
    page.on('response', (response) => {
      if (response.status() >= 500) this.problems.push(`[${viewport}] ${response.status()} from ${response.url()}`);
    });
    if (options.storage && Object.keys(options.storage).length > 0) {
      // A small file of the store's origin, so its storage can be written before the page itself loads.
      await page.goto('/favicon.svg');
      await page.evaluate((entries) => {
        for (const [key, value] of Object.entries(entries)) window.localStorage.setItem(key, value);
      }, options.storage);
    }
    await options.beforeNavigation?.(page);
    const response = await page.goto(path);
    return { page, response };
  }

  /** Console errors, uncaught exceptions, 5xx answers and off-loopback requests so far. */
  problemsSoFar(): readonly string[] {
    return [...this.problems];
  }

  /**
   * The problems, less Chromium's own note of a page's document answered
   * with an error status the test expects (/404 answers 404): the store did
   * nothing wrong there.
   */
  problemsBesidesDocumentStatus(path: string, status: number): readonly string[] {
    const document = new URL(path, this.storeUrl).href;
    return this.problems.filter(
      (line) => !(line.includes(`Failed to load resource: the server responded with a status of ${status}`) && line.endsWith(`(at ${document})`)),
    );
  }

  /** Saves a screenshot of every open page and the console log, named after the test. */
  async saveEvidence(testName: string, folder = 'failures'): Promise<string> {
    const dir = `${artifactsDir}/${folder}`;
    mkdirSync(dir, { recursive: true });
    // Within a file name's 255 bytes, whatever the test's name.
    const base = testName.replace(/[^a-z0-9]+/gi, '-').replace(/^-|-$/g, '').toLowerCase().slice(0, 180);
    await Promise.all(
      this.visits
        .map((visit, index) => ({ ...visit, index }))
        .filter(({ page }) => !page.isClosed())
        .map(({ page, viewport, index }) =>
          // Evidence, not a test: a page that cannot be drawn (an SVG document after its error) is left out after 5 s
          // instead of Playwright's 30, which took a failing test past half its time.
          page.screenshot({ path: `${dir}/${base}-${index}-${viewport}.png`, fullPage: true, timeout: 5_000 }).catch(() => null),
        ),
    );
    writeFileSync(`${dir}/${base}.console.log`, `${this.log.join('\n')}\n`);
    return dir;
  }

  async close(): Promise<void> {
    await Promise.all(this.contexts.map((context) => context.close().catch(() => {})));
  }
}

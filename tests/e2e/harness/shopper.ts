import { mkdirSync, writeFileSync } from 'node:fs';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { artifactsDir } from './paths';
import { type ViewportName, viewports } from './viewports';

export interface Visit {
  readonly page: Page;
  readonly viewport: ViewportName;
}

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
    const context = await this.browser.newContext({ ...viewports[viewport], baseURL: this.storeUrl, locale: 'id-ID' });
    this.contexts.push(context);
    // The store must work offline: anything beyond loopback is refused and reported.
    await context.route('**/*', (route) => {
      const url = route.request().url();
      if (isLoopback(url)) return route.continue();
      this.problems.push(`request outside loopback: ${url}`);
      return route.abort('blockedbyclient');
    });
    const page = await context.newPage();
    this.visits.push({ page, viewport });
    page.on('console', (message) => {
      const line = `[${viewport}] console.${message.type()}: ${message.text()}`;
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
    await page.goto(path);
    return page;
  }

  /** Console errors, uncaught exceptions, 5xx answers and off-loopback requests so far. */
  problemsSoFar(): readonly string[] {
    return [...this.problems];
  }

  /** Saves a screenshot of every open page and the console log, named after the test. */
  async saveEvidence(testName: string, folder = 'failures'): Promise<string> {
    const dir = `${artifactsDir}/${folder}`;
    mkdirSync(dir, { recursive: true });
    const base = testName.replace(/[^a-z0-9]+/gi, '-').replace(/^-|-$/g, '').toLowerCase();
    await Promise.all(
      this.visits
        .map((visit, index) => ({ ...visit, index }))
        .filter(({ page }) => !page.isClosed())
        .map(({ page, viewport, index }) =>
          page.screenshot({ path: `${dir}/${base}-${index}-${viewport}.png`, fullPage: true }).catch(() => null),
        ),
    );
    writeFileSync(`${dir}/${base}.console.log`, `${this.log.join('\n')}\n`);
    return dir;
  }

  async close(): Promise<void> {
    await Promise.all(this.contexts.map((context) => context.close().catch(() => {})));
  }
}

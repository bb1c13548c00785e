import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { serveStatic } from '@more/mock-server/node';
import { afterAll, beforeAll } from 'vitest';
import { describe, expect, test } from './harness/fixtures';
import { demoDist } from './harness/paths';

/**
 * "in the browser as a service worker for a static demo build (npm run
 * build:demo produces a folder that any static host can serve, the whole store
 * working with no server)" (issue 4). The host here serves files and nothing
 * else: an /api/ request that reached it would get index.html, not data.
 */
describe('the static demo', () => {
  let host: Server;
  let url: string;
  const apiRequestsThatReachedTheHost: string[] = [];

  beforeAll(async () => {
    host = createServer((request, response) => {
      if (request.url?.startsWith('/api/') || request.url?.startsWith('/media/')) apiRequestsThatReachedTheHost.push(request.url);
      serveStatic(demoDist, request, response).catch(() => response.destroy());
    });
    await new Promise<void>((resolve) => host.listen(0, '127.0.0.1', resolve));
    url = `http://127.0.0.1:${(host.address() as AddressInfo).port}`;
  });
  afterAll(() => new Promise<void>((resolve) => host.close(() => resolve())));

  test('shows the newest products from the mock running in the shopper\'s browser', async ({ shopper }) => {
    const page = await shopper.open(`${url}/`, 'phone');
    // The newest products' block: the home page has other product cards too (groups, flash sale).
    const newest = page.locator('section[aria-labelledby="newest-products-title"]');
    const cards = newest.getByTestId('product-card');
    await cards.first().waitFor({ timeout: 30_000 });
    await expect.poll(() => cards.count()).toBe(8);
    for (const price of await newest.getByTestId('product-price').allTextContents()) expect(price).toMatch(/^Rp\d{1,3}(\.\d{3})*$/);
    // Scrolled to first: the home page's lower images load lazily, when they come near.
    await newest.scrollIntoViewIfNeeded();
    await cards.locator('img').evaluateAll((images) => Promise.all(images.map((img) => (img as HTMLImageElement).decode().catch(() => null))));
    const widths = await cards.locator('img').evaluateAll((images) => images.map((img) => (img as HTMLImageElement).naturalWidth));
    expect(widths.every((width) => width > 0)).toBe(true);
    expect(apiRequestsThatReachedTheHost).toEqual([]);
    expect(shopper.problemsSoFar()).toEqual([]);
  });
});

import type { Page } from 'playwright-core';

const SNAPSHOT = /<script type="application\/json" id="store-snapshot">[\s\S]*?<\/script>/;

/**
 * Serves the page's documents without the API answers the server embedded
 * (the `store-snapshot` element). The server renders with the real API; with
 * no snapshot the browser's loaders ask the network, where a test's
 * `page.route` can answer them as it likes. Returns the documents that came
 * without one to remove (an error page, a redirect's body).
 */
export const withoutApiSnapshot = async (page: Page): Promise<string[]> => {
  const withoutSnapshot: string[] = [];
  await page.route('**/*', async (route) => {
    const request = route.request();
    if (request.resourceType() !== 'document' || request.frame() !== page.mainFrame()) return route.fallback();
    const response = await route.fetch();
    const html = await response.text();
    const headers = { ...response.headers() };
    // The body is served decoded, and shorter.
    delete headers['content-encoding'];
    delete headers['content-length'];
    if (!SNAPSHOT.test(html)) withoutSnapshot.push(`GET ${new URL(request.url()).pathname} answered ${response.status()} without a store-snapshot element`);
    await route.fulfill({ response, headers, body: html.replace(SNAPSHOT, '') });
  });
  return withoutSnapshot;
};

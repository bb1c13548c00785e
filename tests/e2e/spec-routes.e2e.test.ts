import { findRoute } from '../../web/src/app/routing/match';
import { redirectFor } from '../../web/src/app/routing/redirects';
import { describe, expect, test } from './harness/fixtures';
import { specRoutePatterns, specRoutesText, specSamplePath } from './harness/spec-routes';

/**
 * Issue 23, point 7: "Every route of document 1 §2 has its screen: a route
 * test lists the spec's routes (from the spec's text, not from the route
 * table) and fails on any that renders the home page without being the home
 * page." Document 1 §2: "Any unknown path shows the home page", so a route
 * without its row would quietly show the home page: this finds it.
 */

const HOME_HEADING = 'MORE Furniture: Belanja Furnitur dan Perlengkapan Rumah Online';
const DESKTOP_UA = 'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/156.0.0.0 Safari/537.36';

const patterns = specRoutePatterns();

describe('every route of document 1 §2 has its own screen', () => {
  test('the spec’s text names the routes this test walks', () => {
    // A few of each kind, so a change in how the section is parsed cannot leave the list quietly short.
    for (const pattern of ['/', '/products/{filter?}', '/moreverse', '/vr/{slug}', '/faq-apps', '/portfolio/{slug}', '/gresik', '/profile/wishlist', '/profile/point', '/checkout/thanks', '/checkout/information/{bill_no}', '/omnitracking/{sn?}', '/404']) {
      expect(patterns, pattern).toContain(pattern);
    }
    expect(patterns.length).toBeGreaterThan(60);
    expect(specRoutesText).toContain('Any unknown path shows the home page.');
  });

  test.for(patterns.map((pattern) => [pattern, specSamplePath(pattern)] as const))('%s (%s) is not the home page', async ([pattern, path], { store }) => {
    // The row the path finds, after the redirects of document 1 §2 (/gresik → /desain-interior/gresik, /buy ↔ /m/buy).
    const target = redirectFor(path, '', DESKTOP_UA)?.to ?? path;
    const { route, matched } = findRoute(target);
    if (path !== '/') {
      expect(matched, `${pattern} has no row: it falls back to the home page`).toBe(true);
      expect(route.page).not.toBe('home/HomePage');
    }
    // What the server sends for it, redirects followed.
    const response = await fetch(`${store.url}${path}`, { headers: { 'user-agent': DESKTOP_UA } });
    expect([200, 404], `${pattern} answers ${response.status}`).toContain(response.status);
    const html = await response.text();
    if (path === '/') expect(html).toContain(HOME_HEADING);
    else expect(html, `${pattern} renders the home page`).not.toContain(HOME_HEADING);
  });
});

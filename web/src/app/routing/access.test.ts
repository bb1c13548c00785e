import { bottomNavigationTabs, chatWidgetTarget, PLAIN_MENU_PATH, profileMenuItems, profileSections } from '@more/core';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { PRIVATE_PATH_PREFIXES, accessOf, guardPath, isPersonalPage, isPrivatePath } from './access';
import { notFoundRoute, storeRoutes } from './routes';
import { robotsTxt, sitemapPagePaths } from './search-engines';

describe('who may open a page: the route table alone (document 1 §2)', () => {
  it.each(['/invoice', '/plain-menu', '/profile', '/profile/wishlist', '/profile/order/SO-1', '/checkout', '/checkout/payment', '/checkout/review', '/checkout/success', '/checkout/thanks', '/buy'])(
    '%s needs login',
    (path) => expect(accessOf(path)).toBe('login'),
  );

  it.each(['/', '/products/type=terbaru', '/product/sofa', '/cart', '/checkout/information/SO-1', '/profiles-of-designers'])('%s does not', (path) => expect(accessOf(path)).toBe('public'));

  it('"an unauthenticated visitor goes to /login with a redirect query holding the wanted path"', () => {
    expect(guardPath('/profile/order/SO-1?tab=2', false)).toBe('/login?redirect=%2Fprofile%2Forder%2FSO-1%3Ftab%3D2');
    expect(guardPath('/profile', true)).toBeNull();
  });

  it('"/login (more-login) and /register: authenticated users are sent to /"', () => {
    expect(guardPath('/login', true)).toBe('/');
    expect(guardPath('/register', true)).toBe('/');
    expect(guardPath('/login', false)).toBeNull();
  });

  it('needs a customer for /plain-menu, every section of the profile and the chat inbox', () => {
    for (const href of [PLAIN_MENU_PATH, ...profileSections.map((section) => section.href)]) {
      expect(guardPath(href, false), href).toBe(`/login?redirect=${encodeURIComponent(href)}`);
      expect(guardPath(href, true)).toBeNull();
    }
    expect(chatWidgetTarget(false)).toBe(guardPath(chatWidgetTarget(true), false));
  });

  it('lists every section of the profile and the header menu\'s links as rows in the profile\'s frame', () => {
    const framed = new Set(storeRoutes.filter((route) => route.frame === 'profile/ProfileFrame').map((route) => route.path));
    for (const section of profileSections) expect(framed.has(section.href), section.href).toBe(true);
    for (const item of profileMenuItems) if (item.kind === 'link') expect(framed.has(item.href), item.href).toBe(true);
  });

  it('PROPERTY: no tab of the bottom navigation leads where the shopper would be turned away', () => {
    fc.assert(
      fc.property(fc.boolean(), (loggedIn) => {
        for (const tab of bottomNavigationTabs(loggedIn)) expect(guardPath(tab.href, loggedIn)).toBeNull();
      }),
    );
  });
});

describe("pages that show the shopper's own things (the server sends their skeletons)", () => {
  it("counts every page behind login, the cart a guest keeps on the device, an order's invoice and a reset link's page", () => {
    for (const path of ['/cart', '/cart/', '/m/buy', '/buy', '/checkout', '/profile/orders', '/invoice-print/MORE-1', '/forgotPassword/abc123'])
      expect(isPersonalPage(path), path).toBe(true);
    for (const path of ['/', '/products/type=terbaru', '/product/sofa', '/checkout/information/ORD-1', '/cartography', '/login', '/forgotPassword', '/invoice-printer'])
      expect(isPersonalPage(path), path).toBe(false);
    for (const route of storeRoutes) if (route.access === 'login') expect(isPersonalPage(route.path.replace(/:\w+\??/g, 'x')), route.path).toBe(true);
  });
});

describe('what search engines may read, from the table', () => {
  it('disallows the private addresses robots.txt has always named, each once', () => {
    expect([...PRIVATE_PATH_PREFIXES].sort()).toEqual(
      ['/profile', '/plain-menu', '/checkout', '/cart', '/buy', '/m/buy', '/invoice', '/login', '/register', '/forgotPassword', '/verify-email/', '/apple-login', '/omnitracking/'].sort(),
    );
    expect(robotsTxt('https://www.morefurniture.id', PRIVATE_PATH_PREFIXES)).toContain('Disallow: /omnitracking/\n');
    expect(isPrivatePath('/invoice-print/MORE-1')).toBe(true);
    expect(isPrivatePath('/checkout/information/ORD-1')).toBe(true);
    expect(isPrivatePath('/omnitracking')).toBe(false);
  });

  it("lists the store's own public pages in the sitemap, in the table's order", () => {
    expect(sitemapPagePaths(storeRoutes, notFoundRoute.path)).toEqual([
      '/', '/products', '/product/sale', '/promotion', '/artikel', '/desain-interior', '/desain-interior/surabaya', '/desain-interior/gresik', '/desain-interior/sidoarjo',
      '/moreverse', '/moreversary', '/moreversary-retail', '/about', '/faq', '/snk', '/offline-store', '/download',
    ]);
  });
});

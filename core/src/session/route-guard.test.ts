import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { afterLoginPath, guardRoute, isGuestOnly, isPersonalPage, redirectForAccess, requiresLogin } from './route-guard';
import { hasSessionExpiredMarker, SESSION_EXPIRED_MESSAGE, SESSION_EXPIRED_TOAST_MS } from './session-expired';

describe('routes that need login (document 1 §2)', () => {
  it.each(['/invoice', '/plain-menu', '/profile', '/profile/wishlist', '/profile/order/SO-1', '/checkout', '/checkout/payment', '/checkout/review', '/checkout/success', '/checkout/thanks', '/buy'])(
    '%s needs login',
    (path) => expect(requiresLogin(path)).toBe(true),
  );

  it.each(['/', '/products/type=terbaru', '/product/sofa', '/cart', '/checkout/information/SO-1', '/profiles-of-designers', '/login'])(
    '%s does not',
    (path) => expect(requiresLogin(path)).toBe(false),
  );

  it('"an unauthenticated visitor goes to /login with a redirect query holding the wanted path"', () => {
    expect(guardRoute('/profile/order/SO-1?tab=2', false)).toBe('/login?redirect=%2Fprofile%2Forder%2FSO-1%3Ftab%3D2');
    expect(guardRoute('/profile', true)).toBeNull();
  });

  it('"/login (more-login) and /register: authenticated users are sent to /"', () => {
    expect(isGuestOnly('/login')).toBe(true);
    expect(guardRoute('/login', true)).toBe('/');
    expect(guardRoute('/register', true)).toBe('/');
    expect(guardRoute('/login', false)).toBeNull();
  });

  it('returns to the wanted path after login, and only ever to a path of this store', () => {
    expect(afterLoginPath('?redirect=%2Fprofile%2Fwishlist')).toBe('/profile/wishlist');
    expect(afterLoginPath('')).toBe('/');
    fc.assert(
      fc.property(fc.string(), (redirect) => {
        const target = afterLoginPath(`?redirect=${encodeURIComponent(redirect)}`);
        expect(target.startsWith('/')).toBe(true);
        expect(target.startsWith('//')).toBe(false);
      }),
    );
  });

  it('never leaves the store, for any redirect a browser could resolve elsewhere (backslashes, tabs, newlines)', () => {
    // The URL standard's own parser (Node's), as the oracle of how a browser reads an address; core itself has no URL.
    const { URL } = globalThis as unknown as { URL: new (url: string, base: string) => { readonly origin: string } };
    const origin = 'https://www.morefurniture.id';
    for (const away of ['/\\evil.example', '/\\/evil.example', '/\t/evil.example', '/\n/evil.example', '\\\\evil.example', 'https://evil.example/', '//evil.example']) {
      expect(afterLoginPath(`?redirect=${encodeURIComponent(away)}`), away).toBe('/');
    }
    // Each piece is one a browser reads specially; any mix of them, after the first slash.
    const piece = fc.constantFrom('/', '\\', '\t', '\n', '\r', ' ', '\u0000', 'evil.example', '@', ':', '.', '%2F', '?', '#', 'profile');
    fc.assert(
      fc.property(fc.array(piece, { maxLength: 8 }), (pieces) => {
        const target = afterLoginPath(`?redirect=${encodeURIComponent(`/${pieces.join('')}`)}`);
        expect(new URL(target, origin).origin).toBe(origin);
      }),
      { numRuns: 2000 },
    );
  });

  it('round-trips any wanted path through the login redirect', () => {
    fc.assert(
      fc.property(fc.webPath().filter((p) => p.startsWith('/') && !p.startsWith('//')), (path) => {
        const wanted = `/profile${path}`;
        const login = guardRoute(wanted, false);
        expect(login).not.toBeNull();
        expect(afterLoginPath(login!.slice('/login'.length))).toBe(wanted);
      }),
    );
  });
});

describe('session expired notice (document 1 §2)', () => {
  it('shows "Sesi telah habis, silahkan login kembali" for 5 seconds when the query carries unAuth', () => {
    expect(SESSION_EXPIRED_MESSAGE).toBe('Sesi telah habis, silahkan login kembali');
    expect(SESSION_EXPIRED_TOAST_MS).toBe(5000);
    expect(hasSessionExpiredMarker('?unAuth')).toBe(true);
    expect(hasSessionExpiredMarker('a=1&unAuth=1')).toBe(true);
    expect(hasSessionExpiredMarker('?auth')).toBe(false);
  });
});

describe('redirectForAccess (the route table\'s access rules)', () => {
  it('sends a guest from a page that needs login to /login with the page to come back to', () => {
    expect(redirectForAccess('login', '/profile?tab=1', false)).toBe('/login?redirect=%2Fprofile%3Ftab%3D1');
    expect(redirectForAccess('login', '/profile', true)).toBeNull();
  });

  it('sends a customer from a guest-only page to / or, after login, to its redirect; never off the store', () => {
    expect(redirectForAccess('guest', '/login', true)).toBe('/');
    expect(redirectForAccess('guest', '/login?redirect=%2Fprofile', true)).toBe('/profile');
    expect(redirectForAccess('guest', '/login?redirect=%2F%2Fevil.example', true)).toBe('/');
    expect(redirectForAccess('guest', '/login', false)).toBeNull();
  });

  it('leaves public pages to everyone', () => {
    expect(redirectForAccess('public', '/', false)).toBeNull();
    expect(redirectForAccess('public', '/', true)).toBeNull();
  });
});

describe("pages that show the shopper's own things (the server sends their skeletons)", () => {
  it("counts every page behind login, the cart a guest keeps on the device, an order's invoice and a reset link's page", () => {
    fc.assert(
      fc.property(fc.webPath(), (path) => {
        if (requiresLogin(path)) expect(isPersonalPage(path)).toBe(true);
      }),
    );
    for (const path of ['/cart', '/cart/', '/m/buy', '/buy', '/checkout', '/profile/orders', '/invoice-print/MORE-1', '/forgotPassword/abc123'])
      expect(isPersonalPage(path), path).toBe(true);
    for (const path of ['/', '/products/type=terbaru', '/product/sofa', '/checkout/information/ORD-1', '/cartography', '/login', '/forgotPassword', '/invoice-printer'])
      expect(isPersonalPage(path), path).toBe(false);
  });
});

import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { afterLoginPath, isGuestOnly, redirectForAccess } from './route-guard';
import { SESSION_EXPIRED_MESSAGE } from '../shared/failure-text';
import { hasSessionExpiredMarker, SESSION_EXPIRED_TOAST_MS } from './session-expired';

describe('routes that need login (document 1 §2)', () => {
  it('"/login (more-login) and /register: authenticated users are sent to /"', () => {
    expect(isGuestOnly('/login')).toBe(true);
    expect(isGuestOnly('/register/')).toBe(true);
    expect(isGuestOnly('/login/more')).toBe(false);
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
        const login = redirectForAccess('login', wanted, false);
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

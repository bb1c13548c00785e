import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { findRoute, matchPattern } from './match';
import { INSPIRATION_ALL_PATH } from '@more/core';
import { redirectFor } from './redirects';
import { storeRoutes } from './routes';
import { componentImporters } from './component-importers';
import { pageManifestKey } from './pages';

const phone = 'Mozilla/5.0 (Linux; Android 14; SM-A546E) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/156.0.0.0 Mobile Safari/537.36';
const desktop = 'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/156.0.0.0 Safari/537.36';

describe('the route table', () => {
  it('has a page module for every row, and each path once', () => {
    for (const route of storeRoutes) expect(pageManifestKey(route.page).replace('src/', '../../') in componentImporters, route.page).toBe(true);
    expect(new Set(storeRoutes.map((route) => route.path)).size).toBe(storeRoutes.length);
    expect(pageManifestKey('home/HomePage')).toBe('src/features/home/pages/HomePage.tsx');
  });

  it('guards /profile for customers and closes /login and /register to them (document 1 §2)', () => {
    expect(findRoute('/profile').route.access).toBe('login');
    // Every child has its own row; another path under /profile is unknown (the home page).
    expect(findRoute('/profile/chats').route.page).toBe('chat/ChatsPage');
    expect(findRoute('/profile/tidak-ada').route.name).toBe('Home');
    expect(findRoute('/login').route.access).toBe('guest');
    expect(findRoute('/register').route.access).toBe('guest');
    expect(findRoute('/forgotPassword/abc').route.access).toBe('public');
  });

  it('"Any unknown path shows the home page"', () => {
    const match = findRoute('/tidak/ada/halaman-ini');
    expect(match.matched).toBe(false);
    expect(match.route.name).toBe('Home');
    // Paths of the table's own segments and any text between slashes (fast-check's webPath takes seconds a run on a busy machine).
    const segment = fc.oneof(fc.constantFrom(...new Set(storeRoutes.flatMap((route) => route.path.split('/')))), fc.string());
    fc.assert(
      fc.property(fc.array(segment, { maxLength: 5 }), (segments) => {
        const found = findRoute(`/${segments.join('/')}`);
        expect(storeRoutes).toContain(found.route);
      }),
    );
  });

  it('"/404 … titled "Halaman Tidak di Temukan"" answers 404', () => {
    const { route } = findRoute('/404');
    expect(route.status).toBe(404);
    expect(route.title).toBe('Halaman Tidak di Temukan');
  });

  it('reads parameters, decoded, and ignores a trailing slash', () => {
    expect(findRoute('/forgotPassword/tok%20en/').params).toEqual({ token: 'tok en' });
    expect(findRoute('/verify-email/42').params).toEqual({ id: '42' });
    expect(matchPattern('/bundle/:slug?', '/bundle')).toEqual({ slug: undefined });
    expect(matchPattern('/a/:b', '/a/b/c')).toBeNull();
  });

  it('routes a list filter with encoded brackets (as the links write it) and with raw ones (as typed) to the same list', () => {
    const encoded = findRoute('/products/categories%5B%5D=1&colors%5B%5D=Putih');
    const raw = findRoute('/products/categories[]=1&colors[]=Putih');
    expect(encoded.route.path).toBe('/products/:filter');
    expect(raw.route).toBe(encoded.route);
    expect(raw.params).toEqual(encoded.params);
  });
});

describe('redirects of document 1 §2', () => {
  it('"/konsultasi redirects permanently (301) to /desain-interior", keeping the query', () => {
    expect(redirectFor('/konsultasi', '', desktop)).toEqual({ to: '/desain-interior', status: 301 });
    expect(redirectFor('/konsultasi/', '?utm=ig', phone)).toEqual({ to: '/desain-interior?utm=ig', status: 301 });
  });

  it('"/desain-interior/surabaya, /gresik, /sidoarjo": the short city addresses lead for good to the one canonical page', () => {
    expect(redirectFor('/gresik', '', desktop)).toEqual({ to: '/desain-interior/gresik', status: 301 });
    expect(redirectFor('/sidoarjo/', '?utm=ig', phone)).toEqual({ to: '/desain-interior/sidoarjo?utm=ig', status: 301 });
    expect(redirectFor('/surabaya', '', desktop)).toBeNull();
  });

  it('/inspirasi (the home\'s old "Lihat Semua", no route of document 1) leads to every room\'s inspirations, /inspirasi/semua (302)', () => {
    expect(redirectFor('/inspirasi', '', desktop)).toEqual({ to: '/inspirasi/semua', status: 302 });
    // The rule writes core's address out (to keep the entry small): the two must agree.
    expect(redirectFor('/inspirasi', '', desktop)?.to).toBe(INSPIRATION_ALL_PATH);
    expect(redirectFor('/inspirasi/', '?utm=ig', phone)).toEqual({ to: '/inspirasi/semua?utm=ig', status: 302 });
    expect(redirectFor('/inspirasi/ruang-tamu', '', desktop)).toBeNull();
    expect(redirectFor('/inspirasi-detail/tamu', '', desktop)).toBeNull();
  });

  it('"/buy goes to /m/buy on mobile user agents … /m/buy goes to /buy on non-mobile agents"', () => {
    expect(redirectFor('/buy', '?id=1', phone)).toEqual({ to: '/m/buy?id=1', status: 302 });
    expect(redirectFor('/buy', '', desktop)).toBeNull();
    expect(redirectFor('/m/buy', '', desktop)).toEqual({ to: '/buy', status: 302 });
    expect(redirectFor('/m/buy', '', phone)).toBeNull();
  });

  it('leaves every other path alone', () => {
    expect(redirectFor('/', '', phone)).toBeNull();
    expect(redirectFor('/login', '?redirect=/buy', desktop)).toBeNull();
  });
});

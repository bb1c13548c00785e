import { aUser } from '@more/core/testing';
import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { doorWorld, renderAt, signedInAs } from '../account-doors.fixture';
import AppleLoginPage from './AppleLoginPage';

const page = <AppleLoginPage params={{}} />;

describe('/apple-login (document 1 §2; document 2 lists no Apple call)', () => {
  it('says Apple sign-in lives in the MORE app and offers the store\'s ways in, keeping the redirect', () => {
    const world = doorWorld();
    renderAt('/apple-login?redirect=%2Fcart', page, world);
    expect(screen.getAllByRole('heading', { level: 1 }).map((h) => h.textContent)).toEqual(['Masuk dengan Apple']);
    expect(document.body.textContent).toContain('aplikasi MORE');
    expect(screen.getByRole('link', { name: 'Masuk dengan Email' }).getAttribute('href')).toBe('/login?redirect=%2Fcart');
    expect(screen.getByRole('button', { name: 'Masuk dengan Google' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Masuk dengan Facebook' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Daftar' }).getAttribute('href')).toBe('/register?redirect=%2Fcart');
    // No fake success: nothing was sent, nobody is logged in.
    expect(world.authApi.calls).toEqual([]);
    expect(world.auth.isLoggedIn).toBe(false);
  });

  it('names only the ways in this store offers: a store without providers offers email alone, with no divider', () => {
    renderAt('/apple-login', page, doorWorld(), { simulatedSignIn: false });
    expect(document.body.textContent).toContain('Di situs ini, silakan masuk dengan email.');
    expect(screen.queryByRole('button', { name: /Masuk dengan (Google|Facebook)/ })).toBeNull();
    expect(document.body.textContent).not.toMatch(/\batau\b/);
  });

  it('with Google configured and no mock: email or Google', () => {
    renderAt('/apple-login', page, doorWorld(), { googleClientId: 'klien-uji' });
    expect(document.body.textContent).toContain('silakan masuk dengan email atau Google.');
    expect(screen.getByRole('button', { name: 'Masuk dengan Google' })).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Masuk dengan Facebook' })).toBeNull();
  });

  it('tells a shopper who is already logged in, instead of offering the doors', () => {
    renderAt('/apple-login', page, doorWorld({ signedIn: signedInAs(aUser({ name: 'Sinta Pembeli' })) }));
    expect(screen.getByRole('status').textContent).toBe('Anda sudah masuk sebagai Sinta Pembeli.');
    expect(screen.queryByRole('link', { name: 'Masuk dengan Email' })).toBeNull();
  });
});

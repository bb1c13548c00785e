import { act, fireEvent, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { AccountMenu } from './AccountMenu';
import { HeaderDropdownsProvider } from './header-dropdowns';
import { type HeaderWorldOptions, aHeaderWorld, renderInWorld } from './header-world.fixture';

const setUp = (options: HeaderWorldOptions = {}) => {
  const world = aHeaderWorld(options);
  renderInWorld(
    world,
    <HeaderDropdownsProvider>
      <AccountMenu />
    </HeaderDropdownsProvider>,
  );
  return world;
};

describe('<AccountMenu>', () => {
  it('shows a guest the login icon, coming back to the page after login', () => {
    setUp({ path: '/products/q=meja' });
    const login = screen.getByTestId('login-link');
    expect(login.getAttribute('aria-label')).toBe('Masuk atau daftar');
    expect(login.getAttribute('href')).toBe('/login?redirect=%2Fproducts%2Fq%3Dmeja');
    expect(screen.queryByTestId('profile-menu-button')).toBeNull();
  });

  it('shows a customer the profile menu: Informasi Akun, Pesanan, Keluar', () => {
    setUp({ customer: true });
    expect(screen.queryByTestId('login-link')).toBeNull();
    const button = screen.getByTestId('profile-menu-button');
    expect(button.getAttribute('aria-label')).toBe('Menu akun Sinta Wulandari');
    expect(button.getAttribute('aria-expanded')).toBe('false');

    fireEvent.click(button);
    const panel = document.getElementById(button.getAttribute('aria-controls') ?? '') as HTMLElement;
    expect(panel.hidden).toBe(false);
    expect(within(panel).getByText('pembeli@more.test')).toBeTruthy();
    expect(within(panel).getByRole('link', { name: 'Informasi Akun' }).getAttribute('href')).toBe('/profile');
    expect(within(panel).getByRole('link', { name: 'Pesanan' }).getAttribute('href')).toBe('/profile/orders');
    expect(within(panel).getByRole('button', { name: 'Keluar' })).toBeTruthy();
  });

  it('Keluar logs out through the session, goes home and shows the login icon again', async () => {
    const world = setUp({ customer: true, path: '/profile' });
    fireEvent.click(screen.getByTestId('profile-menu-button'));
    await act(async () => {
      fireEvent.click(screen.getByRole('button', { name: 'Keluar' }));
      await Promise.resolve();
    });
    expect(world.authApi.calls).toEqual(['logout']);
    expect(world.auth.isLoggedIn).toBe(false);
    expect(world.location.history.at(-1)).toBe('/');
    expect(screen.getByTestId('login-link')).toBeTruthy();
  });
});

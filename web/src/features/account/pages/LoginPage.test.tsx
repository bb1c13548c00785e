import { accountFormMessages as m } from '@more/core';
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { doorWorld, renderAt } from '../account-doors.fixture';
import LoginPage from './LoginPage';

const page = <LoginPage params={{}} />;
const type = (label: RegExp | string, value: string) => fireEvent.change(screen.getByLabelText(label), { target: { value } });
const emailForm = () => screen.getByRole('form', { name: 'Masuk dengan email' });

describe('/login (document 1 §2, "/login (more-login)")', () => {
  afterEach(() => {
    window.sessionStorage.clear();
    window.history.replaceState(null, '', '/');
    vi.restoreAllMocks();
  });

  it('has one heading, labelled fields with autocomplete, and the ways to the other doors (keeping the redirect)', () => {
    renderAt('/login?redirect=%2Fcart', page, doorWorld());
    expect(screen.getAllByRole('heading', { level: 1 }).map((h) => h.textContent)).toEqual(['Masuk']);
    expect(screen.getByLabelText('Email').getAttribute('autocomplete')).toBe('username');
    expect(screen.getByLabelText('Kata Sandi').getAttribute('autocomplete')).toBe('current-password');
    expect(screen.getByRole('link', { name: 'Daftar' }).getAttribute('href')).toBe('/register?redirect=%2Fcart');
    expect(screen.getByRole('link', { name: 'Lupa kata sandi?' }).getAttribute('href')).toBe('/forgotPassword');
  });

  it('shows each mistake in Indonesian beside its field, tied to it, focuses the first, and sends nothing', async () => {
    const world = doorWorld();
    renderAt('/login', page, world);
    type('Email', 'sinta@');
    fireEvent.submit(emailForm());

    const email = screen.getByLabelText('Email');
    const password = screen.getByLabelText('Kata Sandi');
    expect(email.getAttribute('aria-invalid')).toBe('true');
    expect(document.getElementById(email.getAttribute('aria-describedby')!)?.textContent).toBe(m.emailInvalid);
    expect(document.getElementById(password.getAttribute('aria-describedby')!)?.textContent).toBe(m.passwordRequired);
    await waitFor(() => expect(document.activeElement).toBe(email));
    expect(world.authApi.calls).toEqual([]);

    type('Email', 'sinta@more.test');
    expect(email.getAttribute('aria-invalid')).toBeNull();
  });

  it("shows the server's message when it refuses: \"Email atau kata sandi salah\"", async () => {
    const world = doorWorld();
    renderAt('/login', page, world);
    type('Email', 'pembeli@more.test');
    type('Kata Sandi', 'SalahSekali');
    fireEvent.submit(emailForm());

    expect((await screen.findByRole('alert')).textContent).toBe('Email atau kata sandi salah');
    expect(world.auth.isLoggedIn).toBe(false);
    expect(screen.getByRole('button', { name: 'Masuk' }).hasAttribute('disabled')).toBe(false);
  });

  it('sends a double submit once: the button is disabled and busy while the first is on its way', async () => {
    const world = doorWorld();
    world.authApi.holding = true;
    const { path } = renderAt('/login', page, world);
    type('Email', 'pembeli@more.test');
    type('Kata Sandi', 'Rahasia123');

    fireEvent.submit(emailForm());
    fireEvent.submit(emailForm());
    fireEvent.click(screen.getByRole('button', { name: 'Mohon menunggu..' }));
    await waitFor(() => expect(world.authApi.held).toHaveLength(1));
    const button = screen.getByRole('button', { name: 'Mohon menunggu..' });
    expect(button.hasAttribute('disabled')).toBe(true);
    expect(button.getAttribute('aria-busy')).toBe('true');

    act(() => world.authApi.release());
    await waitFor(() => expect(path()).toBe('/'));
    expect(world.authApi.calls).toEqual(['login']);
  });

  it('"Login guard: … a redirect query holding the wanted path": goes there after login, replacing /login', async () => {
    const world = doorWorld();
    const { location } = renderAt('/login?redirect=%2Fprofile%3Ftab%3D1', page, world);
    type('Email', 'pembeli@more.test');
    type('Kata Sandi', 'Rahasia123');
    fireEvent.submit(emailForm());

    await waitFor(() => expect(location.history).toEqual(['/profile?tab=1']));
    expect(world.auth.isLoggedIn).toBe(true);
  });

  it('never follows a redirect off the store (//evil.example): home instead', async () => {
    const world = doorWorld();
    const { path } = renderAt('/login?redirect=%2F%2Fevil.example', page, world);
    type('Email', 'pembeli@more.test');
    type('Kata Sandi', 'Rahasia123');
    fireEvent.submit(emailForm());
    await waitFor(() => expect(path()).toBe('/'));
  });

  it('shows and hides the password', () => {
    renderAt('/login', page, doorWorld());
    const toggle = screen.getByRole('button', { name: 'Tampilkan kata sandi' });
    expect(screen.getByLabelText('Kata Sandi').getAttribute('type')).toBe('password');
    fireEvent.click(toggle);
    expect(screen.getByLabelText('Kata Sandi').getAttribute('type')).toBe('text');
    expect(toggle.getAttribute('aria-pressed')).toBe('true');
  });

  describe('social login: "through a social network and a search-and-identity provider" (document 1 §6)', () => {
    it('against the mock, opens a dialog labelled as a simulation that logs in with the mock provider token', async () => {
      const world = doorWorld();
      const { path } = renderAt('/login?redirect=%2Fcart', page, world);
      fireEvent.click(screen.getByRole('button', { name: 'Masuk dengan Google' }));

      const dialog = screen.getByRole('dialog', { name: 'Masuk dengan Google (simulasi)' });
      expect(dialog.hasAttribute('open')).toBe(true);
      expect(within(dialog).getAllByRole('heading', { level: 2 })).toHaveLength(1);
      fireEvent.change(within(dialog).getByLabelText('Email akun Google'), { target: { value: 'ayu@gmail.com' } });
      fireEvent.change(within(dialog).getByLabelText('Nama (opsional)'), { target: { value: 'Ayu Lestari' } });
      expect(dialog.textContent).toContain('mock-google:ayu@gmail.com:Ayu Lestari');
      fireEvent.submit(within(dialog).getByRole('button', { name: 'Lanjutkan' }).closest('form')!);

      await waitFor(() => expect(path()).toBe('/cart'));
      expect(world.authApi.providerTokens).toEqual(['mock-google:ayu@gmail.com:Ayu Lestari']);
      expect(world.auth.isLoggedIn).toBe(true);
    });

    it('checks the simulated identity before sending it, and closes on "Batal"', () => {
      const world = doorWorld();
      renderAt('/login', page, world);
      fireEvent.click(screen.getByRole('button', { name: 'Masuk dengan Facebook' }));
      const dialog = screen.getByRole('dialog', { name: 'Masuk dengan Facebook (simulasi)' });
      fireEvent.submit(within(dialog).getByRole('button', { name: 'Lanjutkan' }).closest('form')!);
      expect(within(dialog).getByLabelText('Email akun Facebook').getAttribute('aria-invalid')).toBe('true');
      expect(dialog.textContent).toContain(m.emailRequired);
      expect(world.authApi.calls).toEqual([]);

      fireEvent.click(within(dialog).getByRole('button', { name: 'Batal' }));
      expect(screen.queryByRole('dialog')).toBeNull();
    });

    it("with Google's client id, leaves for Google's sign-in page (the OAuth redirect flow), loading nothing before", () => {
      const assign = vi.spyOn(window.location, 'assign').mockImplementation(() => undefined);
      renderAt('/login?redirect=%2Fcart', page, doorWorld(), { googleClientId: 'client-123.apps.googleusercontent.com' });
      expect(document.querySelectorAll('script')).toHaveLength(0);

      fireEvent.click(screen.getByRole('button', { name: 'Masuk dengan Google' }));
      expect(screen.queryByRole('dialog')).toBeNull();
      const address = new URL(assign.mock.calls[0]![0]);
      expect(`${address.origin}${address.pathname}`).toBe('https://accounts.google.com/o/oauth2/v2/auth');
      expect(address.searchParams.get('client_id')).toBe('client-123.apps.googleusercontent.com');
      expect(address.searchParams.get('redirect_uri')).toBe(`${window.location.origin}/login`);
      expect(JSON.parse(window.sessionStorage.getItem('more.provider-login')!)).toMatchObject({ provider: 'google', redirect: '/cart' });
    });

    it('back from the provider: logs in with the token from the fragment and goes where the shopper was going', async () => {
      window.sessionStorage.setItem('more.provider-login', JSON.stringify({ provider: 'facebook', state: 's-1', redirect: '/cart' }));
      window.history.replaceState(null, '', '/login#access_token=fb-token&state=s-1');
      const world = doorWorld();
      const { location } = renderAt('/login', page, world, { facebookAppId: '4242' });

      // /login (the token off the address) was replaced in turn by /cart.
      await waitFor(() => expect(location.history).toEqual(['/cart']));
      expect(world.authApi.providerTokens).toEqual(['fb-token']);
    });

    it('back from the provider with a state this tab never sent: refused, with a way to try again', async () => {
      window.sessionStorage.setItem('more.provider-login', JSON.stringify({ provider: 'google', state: 'mine', redirect: null }));
      window.history.replaceState(null, '', '/login#access_token=stolen&state=theirs');
      const world = doorWorld();
      renderAt('/login', page, world, { googleClientId: 'client-123' });

      expect((await screen.findByRole('alert')).textContent).toContain('Login dengan Google tidak dapat diselesaikan');
      expect(world.authApi.calls).toEqual([]);
    });
  });
});

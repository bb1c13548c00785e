import { StoreFailure } from '@more/core';
import { aProfile } from '@more/core/testing';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderAt } from '../account-doors.fixture';
import { profileWorld } from '../profile/profile.fixture';
import ProfilePage from './ProfilePage';

const page = <ProfilePage params={{}} />;
const loggedIn = () => profileWorld();

describe('/profile, default child: account information (document 1 §2)', () => {
  it('shows a skeleton shaped like the card while more/user/show answers, then name, email and initials', async () => {
    const world = loggedIn();
    world.accountApi.profile = aProfile({ name: 'Sinta Pembeli', email: 'pembeli@more.test', picture: null, emailVerified: false });
    renderAt('/profile', page, world);
    expect(screen.getAllByRole('heading', { level: 1 }).map((h) => h.textContent)).toEqual(['Informasi Akun']);
    expect(screen.getByTestId('account-information-skeleton')).toBeTruthy();

    const card = await screen.findByTestId('account-information');
    expect(screen.queryByTestId('account-information-skeleton')).toBeNull();
    expect(card.textContent).toContain('Sinta Pembeli');
    expect(card.textContent).toContain('pembeli@more.test');
    expect(card.textContent).toContain('Belum diverifikasi');
    expect(screen.getByTestId('profile-initials').textContent).toBe('SP');
    expect(world.accountApi.calls).toEqual(['currentProfile', 'profileProgress']);
  });

  it('shows the picture when the customer has one, and initials if it fails to load', async () => {
    const world = loggedIn();
    world.accountApi.profile = aProfile({ name: 'Ayu Lestari', picture: 'https://media.test/avatar/ayu.jpg', emailVerified: true });
    renderAt('/profile', page, world);

    const picture = await screen.findByRole('img', { name: 'Foto profil Ayu Lestari' });
    expect(picture.getAttribute('src')).toBe('https://media.test/avatar/ayu.jpg');
    expect(screen.getByTestId('account-information').textContent).toContain('Terverifikasi');
    fireEvent.error(picture);
    expect(screen.getByRole('img', { name: 'Inisial Ayu Lestari' }).textContent).toBe('AL');
  });

  it('explains a failure in Indonesian and offers "Coba Lagi", which recovers', async () => {
    const world = loggedIn();
    world.accountApi.failWith = new StoreFailure('server', 'POST more/user/show', 'HTTP 500', { status: 500 });
    renderAt('/profile', page, world);

    const problem = await screen.findByRole('alert');
    expect(problem.textContent).toContain('Informasi akun belum dapat ditampilkan.');
    expect(problem.textContent).toContain('Server kami sedang mengalami gangguan');

    world.accountApi.failWith = null;
    fireEvent.click(screen.getByRole('button', { name: 'Coba Lagi' }));
    expect(await screen.findByTestId('account-information')).toBeTruthy();
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('"Keluar" logs out: "Logout clears user … then the token, and redirects home"', async () => {
    const world = loggedIn();
    renderAt('/profile', page, world);
    await screen.findByTestId('account-information');
    fireEvent.click(screen.getByRole('button', { name: 'Keluar' }));
    fireEvent.click(screen.getByRole('button', { name: 'Mohon menunggu..' }));

    await waitFor(() => expect(world.navigation.last).toBe('/'));
    expect(world.authApi.calls).toEqual(['logout']);
    expect(world.auth.isLoggedIn).toBe(false);
  });
});

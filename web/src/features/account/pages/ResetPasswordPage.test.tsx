import { accountFormMessages as m, StoreFailure } from '@more/core';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { doorWorld, renderAt } from '../account-doors.fixture';
import ResetPasswordPage from './ResetPasswordPage';

const INVALID_LINK = 'Tautan atur ulang kata sandi tidak valid atau sudah kedaluwarsa';

const withMailedLink = async () => {
  const world = doorWorld();
  await world.recoveryApi.requestReset('pembeli@more.test');
  return { world, token: world.recoveryApi.mailed[0]!.token };
};
const renderReset = (world: ReturnType<typeof doorWorld>, token: string) =>
  renderAt(`/forgotPassword/${token}`, <ResetPasswordPage params={{ token }} />, world);
const form = () => screen.getByRole('form', { name: 'Buat kata sandi baru' });

describe('/forgotPassword/{token} (document 1 §2)', () => {
  it('shows the form\'s shape while the link is checked, then the account\'s email and the new password fields', async () => {
    const { world, token } = await withMailedLink();
    renderReset(world, token);
    expect(screen.getByTestId('form-skeleton')).toBeTruthy();
    expect(screen.getAllByRole('heading', { level: 1 }).map((h) => h.textContent)).toEqual(['Atur Ulang Kata Sandi']);

    expect((await screen.findByLabelText<HTMLInputElement>('Email')).value).toBe('pembeli@more.test');
    expect(screen.queryByTestId('form-skeleton')).toBeNull();
    expect(screen.getByLabelText('Kata Sandi Baru').getAttribute('autocomplete')).toBe('new-password');
  });

  it('sets the new password with the link and offers to log in', async () => {
    const { world, token } = await withMailedLink();
    renderReset(world, token);
    await screen.findByLabelText('Kata Sandi Baru');
    fireEvent.change(screen.getByLabelText('Kata Sandi Baru'), { target: { value: 'RahasiaBaru1' } });
    fireEvent.change(screen.getByLabelText('Ulangi Kata Sandi Baru'), { target: { value: 'RahasiaBaru2' } });
    fireEvent.submit(form());
    expect(form().textContent).toContain(m.confirmationDifferent);

    fireEvent.change(screen.getByLabelText('Ulangi Kata Sandi Baru'), { target: { value: 'RahasiaBaru1' } });
    fireEvent.submit(form());
    expect((await screen.findByRole('status')).textContent).toContain('Kata sandi berhasil diubah');
    expect(screen.getByRole('link', { name: 'Masuk Sekarang' }).getAttribute('href')).toBe('/login');
    expect(world.recoveryApi.passwords.get('pembeli@more.test')).toBe('RahasiaBaru1');
  });

  it("a bad token shows the server's reason and the offer of a new link", async () => {
    renderReset(doorWorld(), 'sudah-dipakai');
    expect((await screen.findByRole('alert')).textContent).toContain(INVALID_LINK);
    expect(screen.getByRole('link', { name: 'Minta Tautan Baru' }).getAttribute('href')).toBe('/forgotPassword');
    expect(screen.queryByLabelText('Kata Sandi Baru')).toBeNull();
  });

  it('a link used up between the check and the submit offers a new one too', async () => {
    const { world, token } = await withMailedLink();
    renderReset(world, token);
    await screen.findByLabelText('Kata Sandi Baru');
    await world.recoveryApi.completeReset(token, 'DariTabLain1');
    fireEvent.change(screen.getByLabelText('Kata Sandi Baru'), { target: { value: 'RahasiaBaru1' } });
    fireEvent.change(screen.getByLabelText('Ulangi Kata Sandi Baru'), { target: { value: 'RahasiaBaru1' } });
    fireEvent.submit(form());

    expect((await screen.findByRole('link', { name: 'Minta Tautan Baru' })).getAttribute('href')).toBe('/forgotPassword');
    expect(screen.getByRole('alert').textContent).toContain(INVALID_LINK);
  });

  it('a check that did not reach the server says so in Indonesian and offers "Coba Lagi", which recovers', async () => {
    const { world, token } = await withMailedLink();
    vi.spyOn(world.recoveryApi, 'checkResetLink').mockRejectedValueOnce(new StoreFailure('network', 'GET mail/reset/valid/{token}', 'Failed to fetch'));
    renderReset(world, token);

    expect((await screen.findByRole('alert')).textContent).toContain('Koneksi ke server terputus');
    fireEvent.click(screen.getByRole('button', { name: 'Coba Lagi' }));
    expect(screen.getByTestId('form-skeleton')).toBeTruthy();
    await waitFor(() => expect(screen.getByLabelText('Kata Sandi Baru')).toBeTruthy());
    expect(screen.queryByRole('alert')).toBeNull();
  });
});

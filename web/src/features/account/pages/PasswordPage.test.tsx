import { StoreFailure } from '@more/core';
import { fireEvent, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderAt } from '../account-doors.fixture';
import { profileWorld } from '../profile/profile.fixture';
import PasswordPage from './PasswordPage';

const page = <PasswordPage params={{}} />;

describe('/profile/password (issue 21 point 2)', () => {
  it('shows a skeleton while more/user/have/password answers, then the change form; a wrong old password is said beside it', async () => {
    const world = profileWorld();
    renderAt('/profile/password', page, world);
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('Ubah Kata Sandi');
    const form = await screen.findByRole('form', { name: 'Ubah kata sandi' });

    fireEvent.change(within(form).getByLabelText('Kata Sandi Baru'), { target: { value: 'pendek' } });
    fireEvent.submit(form);
    expect(await within(form).findByText('Kata sandi minimal 8 karakter')).toBeTruthy();
    expect(within(form).getByText('Kata sandi lama wajib diisi')).toBeTruthy();
    expect(document.activeElement).toBe(within(form).getByLabelText('Kata Sandi Lama'));

    fireEvent.change(within(form).getByLabelText('Kata Sandi Lama'), { target: { value: 'Salah12345' } });
    fireEvent.change(within(form).getByLabelText('Kata Sandi Baru'), { target: { value: 'KataBaru2026' } });
    fireEvent.change(within(form).getByLabelText('Ulangi Kata Sandi Baru'), { target: { value: 'KataBaru2026' } });
    fireEvent.submit(form);
    expect(await within(form).findByText('Kata sandi lama salah')).toBeTruthy();
    expect(world.passwordApi.password).toBe('Rahasia123');

    fireEvent.change(within(form).getByLabelText('Kata Sandi Lama'), { target: { value: 'Rahasia123' } });
    fireEvent.submit(form);
    expect(await screen.findByText('Kata sandi berhasil diubah. Gunakan kata sandi baru saat masuk berikutnya.')).toBeTruthy();
    expect(world.passwordApi.password).toBe('KataBaru2026');
  });

  it('offers a first password to an account made by social login (more/user/reset)', async () => {
    const world = profileWorld({ password: null });
    renderAt('/profile/password', page, world);
    const form = await screen.findByRole('form', { name: 'Buat kata sandi' });
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('Buat Kata Sandi');
    expect(within(form).queryByLabelText('Kata Sandi Lama')).toBeNull();
    fireEvent.change(within(form).getByLabelText('Kata Sandi Baru'), { target: { value: 'PertamaKali1' } });
    fireEvent.change(within(form).getByLabelText('Ulangi Kata Sandi Baru'), { target: { value: 'PertamaKali1' } });
    fireEvent.submit(form);
    expect(await screen.findByText(/Kata sandi berhasil dibuat/)).toBeTruthy();
    expect(world.passwordApi.password).toBe('PertamaKali1');
  });

  it('explains a failure to load and offers "Coba Lagi", which recovers', async () => {
    const world = profileWorld();
    const real = world.passwordApi.hasPassword.bind(world.passwordApi);
    let fail = true;
    world.passwordApi.hasPassword = () => (fail ? Promise.reject(new StoreFailure('server', 'POST more/user/have/password', 'HTTP 500', { status: 500 })) : real());
    renderAt('/profile/password', page, world);
    expect((await screen.findByRole('alert')).textContent).toContain('Pengaturan kata sandi belum dapat ditampilkan.');
    fail = false;
    fireEvent.click(screen.getByRole('button', { name: 'Coba Lagi' }));
    expect(await screen.findByRole('form', { name: 'Ubah kata sandi' })).toBeTruthy();
  });
});

import { accountFormMessages as m } from '@more/core';
import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { doorWorld, renderAt } from '../account-doors.fixture';
import RegisterPage from './RegisterPage';

const page = <RegisterPage params={{}} />;
const type = (label: string, value: string) => fireEvent.change(screen.getByLabelText(label), { target: { value } });
const form = () => screen.getByRole('form', { name: 'Daftar dengan email' });
const errorOf = (label: string) => {
  const field = screen.getByLabelText(label);
  const describedBy = field.getAttribute('aria-describedby')?.split(' ') ?? [];
  return describedBy.map((id) => document.getElementById(id)?.textContent).find((text) => text && field.getAttribute('aria-invalid') === 'true');
};
const fillIn = (email: string) => {
  type('Nama Lengkap', 'Ayu Lestari');
  type('Email', email);
  type('Nomor HP', '0812 3456 7890');
  type('Kata Sandi', 'RahasiaAyu');
  type('Ulangi Kata Sandi', 'RahasiaAyu');
};

describe('/register (document 1 §2)', () => {
  it('has one heading and the way back to login, keeping the redirect', () => {
    renderAt('/register?redirect=%2Fcart', page, doorWorld());
    expect(screen.getAllByRole('heading', { level: 1 }).map((h) => h.textContent)).toEqual(['Daftar Akun']);
    expect(screen.getByRole('link', { name: 'Masuk' }).getAttribute('href')).toBe('/login?redirect=%2Fcart');
    expect(screen.getByLabelText('Nomor HP').getAttribute('autocomplete')).toBe('tel');
    expect(screen.getByLabelText('Kata Sandi').getAttribute('autocomplete')).toBe('new-password');
  });

  it('shows every mistake at once, each beside its field, and focuses the first', async () => {
    const world = doorWorld();
    renderAt('/register', page, world);
    type('Email', 'ayu@');
    type('Nomor HP', '12345');
    type('Kata Sandi', 'pendek');
    type('Ulangi Kata Sandi', 'lain');
    fireEvent.submit(form());

    expect(errorOf('Nama Lengkap')).toBe(m.nameRequired);
    expect(errorOf('Email')).toBe(m.emailInvalid);
    expect(errorOf('Nomor HP')).toBe(m.phoneInvalid);
    expect(errorOf('Kata Sandi')).toBe(m.passwordTooShort);
    expect(errorOf('Ulangi Kata Sandi')).toBe(m.confirmationDifferent);
    await waitFor(() => expect(document.activeElement).toBe(screen.getByLabelText('Nama Lengkap')));
    expect(world.authApi.calls).toEqual([]);
  });

  it("puts the server's reason for a field beside it (\"Email sudah terdaftar\"), once", async () => {
    const world = doorWorld();
    renderAt('/register', page, world);
    fillIn('pembeli@more.test');
    fireEvent.submit(form());

    await waitFor(() => expect(errorOf('Email')).toBe('Email sudah terdaftar'));
    expect(screen.queryByRole('alert')).toBeNull();
    await waitFor(() => expect(document.activeElement).toBe(screen.getByLabelText('Email')));
  });

  it('logs the new customer in and goes on to the redirect; a double submit registers once', async () => {
    const world = doorWorld();
    world.authApi.holding = true;
    const { path } = renderAt('/register?redirect=%2Fcart', page, world);
    fillIn('ayu@gmail.com');
    fireEvent.submit(form());
    fireEvent.submit(form());
    await waitFor(() => expect(world.authApi.held).toHaveLength(1));
    expect(screen.getByRole('button', { name: 'Mohon menunggu..' }).getAttribute('aria-busy')).toBe('true');

    act(() => world.authApi.release());
    await waitFor(() => expect(path()).toBe('/cart'));
    expect(world.authApi.calls).toEqual(['register']);
    expect(world.auth.current.user?.name).toBe('Ayu Lestari');
  });
});

import { accountFormMessages as m } from '@more/core';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { doorWorld, renderAt } from '../account-doors.fixture';
import ForgotPasswordPage from './ForgotPasswordPage';

const page = <ForgotPasswordPage params={{}} />;
const form = () => screen.getByRole('form', { name: 'Minta tautan atur ulang kata sandi' });

describe('/forgotPassword (document 1 §6: a guest may "reset password")', () => {
  it('has one heading and asks for a well-formed address before sending', () => {
    const world = doorWorld();
    renderAt('/forgotPassword', page, world);
    expect(screen.getAllByRole('heading', { level: 1 }).map((h) => h.textContent)).toEqual(['Lupa Kata Sandi']);
    fireEvent.submit(form());
    expect(screen.getByLabelText('Email').getAttribute('aria-invalid')).toBe('true');
    expect(form().textContent).toContain(m.emailRequired);
    expect(world.recoveryApi.mailed).toEqual([]);
  });

  it('mails the link and says so without telling whether the address has an account', async () => {
    const world = doorWorld();
    renderAt('/forgotPassword', page, world);
    fireEvent.change(screen.getByLabelText('Email'), { target: { value: ' pembeli@more.test ' } });
    fireEvent.submit(form());

    const done = await screen.findByRole('status');
    expect(done.textContent).toContain('Jika pembeli@more.test terdaftar di MORE');
    expect(world.recoveryApi.mailed.map((link) => link.email)).toEqual(['pembeli@more.test']);
    expect(screen.getByRole('button', { name: 'Kirim Ulang Tautan' })).toBeTruthy();
  });

  it('sends a double submit once', async () => {
    const world = doorWorld();
    renderAt('/forgotPassword', page, world);
    fireEvent.change(screen.getByLabelText('Email'), { target: { value: 'pembeli@more.test' } });
    fireEvent.submit(form());
    fireEvent.submit(form());
    await screen.findByRole('status');
    await waitFor(() => expect(world.recoveryApi.mailed).toHaveLength(1));
  });
});

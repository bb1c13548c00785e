import { fireEvent, render, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { FormAlert } from './FormAlert';

describe('<FormAlert>: "Alert boxes (error, info, success) show a single message or a list with a dismiss button" (document 2 §8)', () => {
  it('is dismissed by its button, and comes back with another message', () => {
    const { rerender } = render(<FormAlert tone="error">Kata sandi salah.</FormAlert>);
    expect(screen.getByRole('alert').textContent).toBe('Kata sandi salah.');
    fireEvent.click(screen.getByRole('button', { name: 'Tutup pesan' }));
    expect(screen.queryByRole('alert')).toBeNull();
    rerender(<FormAlert tone="error">Kata sandi salah.</FormAlert>);
    expect(screen.queryByRole('alert')).toBeNull();
    rerender(<FormAlert tone="error">Akun tidak ditemukan.</FormAlert>);
    expect(screen.getByRole('alert').textContent).toBe('Akun tidak ditemukan.');
  });

  it('asks its owner to drop the message when the owner keeps it', () => {
    const onDismiss = vi.fn();
    render(
      <FormAlert tone="success" onDismiss={onDismiss}>
        <ul>
          <li>Alamat disimpan.</li>
          <li>Alamat utama diganti.</li>
        </ul>
      </FormAlert>,
    );
    expect(screen.getByRole('status').querySelectorAll('li')).toHaveLength(2);
    fireEvent.click(screen.getByRole('button', { name: 'Tutup pesan' }));
    expect(onDismiss).toHaveBeenCalledTimes(1);
  });

  it('hides a list (an element) by its own button', () => {
    render(
      <FormAlert tone="info">
        <ul>
          <li>Periksa email Anda.</li>
        </ul>
      </FormAlert>,
    );
    fireEvent.click(screen.getByRole('button', { name: 'Tutup pesan' }));
    expect(screen.queryByRole('status')).toBeNull();
  });
});

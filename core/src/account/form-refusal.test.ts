import { describe, expect, it } from 'vitest';
import { StoreFailure } from '../shared/failure';
import { formRefusal } from './form-refusal';

const refused = (message: string, fieldErrors: Record<string, string[]>) =>
  new StoreFailure('rejected', 'POST auth/register', message, { status: 422, serverMessage: message, fieldErrors });

describe('a refused form, split between its fields and its alert', () => {
  it('puts a reason the server gives for a field beside it, and does not repeat it above the form', () => {
    expect(formRefusal(refused('Email sudah terdaftar', { email: ['Email sudah terdaftar'] }), ['email', 'name'])).toEqual({
      fieldErrors: { email: 'Email sudah terdaftar' },
      message: null,
    });
  });

  it("shows the server's own message above the form when it says more than the fields", () => {
    const refusal = formRefusal(refused('Data tidak valid', { phone: ['Nomor HP sudah dipakai'] }), ['phone']);
    expect(refusal).toEqual({ fieldErrors: { phone: 'Nomor HP sudah dipakai' }, message: 'Data tidak valid' });
  });

  it('keeps reasons for fields the form does not have in the message only', () => {
    expect(formRefusal(refused('Token tidak valid', { token: ['Token tidak valid'] }), ['email'])).toEqual({
      fieldErrors: {},
      message: 'Token tidak valid',
    });
  });

  it('"A 401 to a login is refused credentials": the server\'s message, above the form', () => {
    const wrong = new StoreFailure('unauthorized', 'POST auth/login', '401', { status: 401, serverMessage: 'Email atau kata sandi salah' });
    expect(formRefusal(wrong, ['email', 'password'])).toEqual({ fieldErrors: {}, message: 'Email atau kata sandi salah' });
  });

  it('explains a failure that is no refusal in the store\'s words', () => {
    const offline = new StoreFailure('network', 'POST auth/login', 'Failed to fetch');
    expect(formRefusal(offline, ['email']).message).toBe('Koneksi ke server terputus. Periksa koneksi internet Anda, lalu coba lagi.');
  });
});

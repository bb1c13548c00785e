import { describe, expect, it } from 'vitest';
import { StoreFailure, type StoreFailureKind } from './failure';
import { failureText, SESSION_EXPIRED_MESSAGE } from './failure-text';

const failure = (kind: StoreFailureKind, details: StoreFailure['details'] = {}, call = 'GET uni/product') => new StoreFailure(kind, call, kind, details);

describe('what a shopper reads when a call failed', () => {
  it.each([
    ['network', 'Koneksi ke server terputus. Periksa koneksi internet Anda, lalu coba lagi.'],
    ['server', 'Server kami sedang mengalami gangguan. Silakan coba beberapa saat lagi.'],
    ['invalid-response', 'Data dari server tidak dapat dibaca. Silakan coba lagi nanti.'],
    ['not-found', 'Data yang Anda cari tidak ditemukan.'],
    ['unauthorized', 'Sesi telah habis, silahkan login kembali'],
  ] as const)('%s: %s', (kind, text) => {
    expect(failureText(failure(kind, { serverMessage: 'Unauthenticated.' }))).toBe(text);
  });

  it('says the session is over with the home page\'s toast text', () => {
    expect(failureText(failure('unauthorized'))).toBe(SESSION_EXPIRED_MESSAGE);
  });

  it('gives a refusal\'s own reason, or a plain one when the server gave none', () => {
    expect(failureText(failure('rejected', { serverMessage: 'Email sudah terdaftar' }))).toBe('Email sudah terdaftar');
    expect(failureText(failure('rejected', { serverMessage: '  ' }))).toBe('Permintaan Anda tidak dapat diproses.');
    expect(failureText(failure('rejected'))).toBe('Permintaan Anda tidak dapat diproses.');
  });

  it('reads a 401 to a login as refused credentials, not an expired session', () => {
    expect(failureText(failure('unauthorized', { serverMessage: 'Email atau kata sandi salah' }, 'POST auth/login'))).toBe('Email atau kata sandi salah');
    expect(failureText(failure('unauthorized', {}, 'POST auth/google'))).toBe('Email atau kata sandi salah');
  });
});

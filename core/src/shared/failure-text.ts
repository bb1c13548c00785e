import type { StoreFailure } from './failure';

/**
 * What an expired session reads (document 1 §2, the toast after `?unAuth`), and so
 * what any call refused for want of a session says. Kept here, beside the other
 * failure texts, so that shared/ needs nothing of the session feature.
 */
export const SESSION_EXPIRED_MESSAGE = 'Sesi telah habis, silahkan login kembali';

const WRONG_CREDENTIALS_TEXT = 'Email atau kata sandi salah';

/**
 * What a shopper reads when a call failed. The spec gives the text for an
 * expired session; the others are written in the same plain voice. A refusal
 * carries the server's own reason, which says best what to change.
 */
export const failureText = (failure: StoreFailure): string => {
  switch (failure.kind) {
    case 'network':
      return 'Koneksi ke server terputus. Periksa koneksi internet Anda, lalu coba lagi.';
    case 'server':
      return 'Server kami sedang mengalami gangguan. Silakan coba beberapa saat lagi.';
    case 'invalid-response':
      return 'Data dari server tidak dapat dibaca. Silakan coba lagi nanti.';
    case 'not-found':
      return 'Data yang Anda cari tidak ditemukan.';
    case 'unauthorized':
      // A 401 to a login is refused credentials, not an expired session.
      return failure.call.startsWith('POST auth/')
        ? failure.details.serverMessage?.trim() || WRONG_CREDENTIALS_TEXT
        : SESSION_EXPIRED_MESSAGE;
    case 'rejected':
      return failure.details.serverMessage?.trim() || 'Permintaan Anda tidak dapat diproses.';
  }
};

import type { StoreFailure } from '@more/core';

/**
 * What a shopper reads when something did not load. The spec gives the text
 * for an expired session; the others are written in the same plain voice.
 */
export const failureMessage = (failure: StoreFailure): string => {
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
      return 'Sesi telah habis, silahkan login kembali';
    case 'rejected':
      return failure.details.serverMessage || 'Permintaan Anda tidak dapat diproses.';
  }
};

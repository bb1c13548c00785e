import { describe, expect, it } from 'vitest';
import { StoreFailure } from '../shared/failure';
import { feedbackRefusal } from './feedback-refusal';

const refused = (serverMessage: string, fieldErrors: Record<string, readonly string[]>) =>
  new StoreFailure('rejected', 'POST more/product/review', '422', { status: 422, serverMessage, fieldErrors });

describe('a refused review or complaint, split for its form', () => {
  it('puts the first non-empty reason of each wire field beside the form\'s field, and the message above', () => {
    const failure = refused('Data yang dikirim tidak valid', { review: ['', 'Ulasan terlalu panjang', 'kedua'], fileIds: ['Foto tidak ditemukan: 9'], other: ['x'] });
    expect(feedbackRefusal(failure, { text: 'review', photos: 'fileIds', rating: 'rating' })).toEqual({
      errors: { text: 'Ulasan terlalu panjang', photos: 'Foto tidak ditemukan: 9' },
      message: 'Data yang dikirim tidak valid',
    });
  });

  it('says the message only once: not above when it stands beside a field', () => {
    expect(feedbackRefusal(refused('Rating harus 1 sampai 5', { rating: ['Rating harus 1 sampai 5 '] }), { rating: 'rating' })).toEqual({
      errors: { rating: 'Rating harus 1 sampai 5 ' },
      message: null,
    });
  });

  it('has only the message for a failure without field reasons (no answer, a server error)', () => {
    const offline = new StoreFailure('network', 'POST more/product/review', 'offline');
    expect(feedbackRefusal(offline, { text: 'review' })).toEqual({ errors: {}, message: 'Koneksi ke server terputus. Periksa koneksi internet Anda, lalu coba lagi.' });
  });
});

import { MatchersV3 } from '@pact-foundation/pact';
import { HttpReviewsApi } from '@more/adapters';
import { describe, expect, it } from 'vitest';
import { bearer, DEMO_TOKEN, storeApiAt, storeApiPact } from '../pact-setup';
import { browserFile, fileOnDisk, PNG_BYTES, TEXT_BYTES } from './photo-files';
import { invalidFields, review, reviewUpload, templates } from './review-matchers';

const { boolean, eachLike, integer, number, string } = MatchersV3;

const reviewsApi = (url: string, token: string | null = DEMO_TOKEN) => new HttpReviewsApi(storeApiAt(url, token));

describe('reviews: GET more/product/review/{product_id}', () => {
  it('reads the first 3 reviews of a product with the review info', async () => {
    await storeApiPact()
      .addInteraction()
      .given('the demo customer is logged in')
      .given('a product has reviews', { productId: 7, count: 5 })
      .uponReceiving('a request for the first page of 3 reviews of product 7')
      .withRequest('GET', '/more/product/review/7', (request) =>
        request.query({ page: '1', per_page: '3', product_id: '7' }).headers(bearer(DEMO_TOKEN)),
      )
      .willRespondWith(200, (response) =>
        response.jsonBody({
          success: boolean(true),
          message: string('Berhasil'),
          data: {
            data: eachLike(review(), 3),
            page: integer(1),
            per_page: integer(3),
            product_id: integer(7),
            total: integer(5),
            total_pages: integer(2),
            rating: number(4.4),
          },
        }),
      )
      .executeTest(async (server) => {
        const page = await reviewsApi(server.url).reviewsOf(7);
        expect(page).toMatchObject({ page: 1, perPage: 3, productId: 7, total: 5, totalPages: 2, rating: 4.4 });
        expect(page.items[0]).toMatchObject({ productId: 7, rating: 5, reviewerName: 'Dewi K.', photos: [], createdAt: Date.UTC(2026, 10, 21, 12, 5) });
      });
  });
});

describe('reviews: GET more/product/review/templates', () => {
  it('reads the sentences a shopper can tap', async () => {
    await storeApiPact()
      .addInteraction()
      .given('the demo customer is logged in')
      .uponReceiving('a request for the review templates')
      .withRequest('GET', '/more/product/review/templates', (request) => request.headers(bearer(DEMO_TOKEN)))
      .willRespondWith(200, (response) =>
        response.jsonBody({ success: boolean(true), message: string('Berhasil'), data: templates('Kualitas produk sangat baik') }),
      )
      .executeTest(async (server) => {
        expect(await reviewsApi(server.url).templates()).toEqual([{ id: 1, text: 'Kualitas produk sangat baik' }]);
      });
  });

  it('is refused without a token (401)', async () => {
    await storeApiPact()
      .addInteraction()
      .given('nobody is logged in')
      .uponReceiving('a request for the review templates without a token')
      .withRequest('GET', '/more/product/review/templates')
      .willRespondWith(401, (response) => response.jsonBody({ success: false, message: string('Silakan login terlebih dahulu') }))
      .executeTest(async (server) => {
        await expect(reviewsApi(server.url, null).templates()).rejects.toMatchObject({ kind: 'unauthorized', details: { status: 401 } });
      });
  });
});

describe('reviews: POST more/product/review/upload (multipart)', () => {
  it('uploads a PNG photo and answers its id and address', async () => {
    await storeApiPact()
      .addInteraction()
      .given('the demo customer is logged in')
      .uponReceiving('a review photo upload of a PNG picture')
      .withRequest('POST', '/more/product/review/upload', (request) =>
        request.headers(bearer(DEMO_TOKEN)).multipartBody('image/png', fileOnDisk('kursi.png', PNG_BYTES), 'file'),
      )
      .willRespondWith(200, (response) =>
        response.jsonBody({ success: boolean(true), message: string('Foto berhasil diunggah'), data: reviewUpload(901, 'kursi.png') }),
      )
      .executeTest(async (server) => {
        const photo = await reviewsApi(server.url).uploadPhoto(browserFile('kursi.png', PNG_BYTES, 'image/png'));
        expect(photo).toEqual({ id: 901, url: 'http://127.0.0.1:5173/media/uploads/901/kursi.png', name: 'kursi.png' });
      });
  });

  it('refuses a file that is not a picture (422)', async () => {
    await storeApiPact()
      .addInteraction()
      .given('the demo customer is logged in')
      .uponReceiving('a review photo upload of a text file')
      .withRequest('POST', '/more/product/review/upload', (request) =>
        request.headers(bearer(DEMO_TOKEN)).multipartBody('text/plain', fileOnDisk('catatan.txt', TEXT_BYTES), 'file'),
      )
      .willRespondWith(422, (response) => response.jsonBody(invalidFields({ file: 'file harus berupa gambar JPG, PNG atau WEBP' })))
      .executeTest(async (server) => {
        await expect(reviewsApi(server.url).uploadPhoto(browserFile('catatan.txt', TEXT_BYTES, 'text/plain'))).rejects.toMatchObject({
          kind: 'rejected',
          call: 'POST more/product/review/upload',
          details: { status: 422, serverMessage: 'Data yang dikirim tidak valid' },
        });
      });
  });
});

describe('reviews: POST more/product/review/delete-file', () => {
  it('deletes a photo uploaded before, by id', async () => {
    await storeApiPact()
      .addInteraction()
      .given('the demo customer is logged in')
      .given('the demo customer has uploaded a photo', { id: 901, purpose: 'review' })
      .uponReceiving('a request to delete review photo 901')
      .withRequest('POST', '/more/product/review/delete-file', (request) => request.headers(bearer(DEMO_TOKEN)).jsonBody({ id: 901 }))
      .willRespondWith(200, (response) => response.jsonBody({ success: boolean(true), message: string('Foto dihapus'), data: { id: integer(901) } }))
      .executeTest(async (server) => {
        await expect(reviewsApi(server.url).deletePhoto(901)).resolves.toBeUndefined();
      });
  });
});

describe('reviews: POST more/product/review', () => {
  it('sends a 5-star review of a product the customer bought', async () => {
    const body = { product_id: 42, rating: 5, review: 'Kokoh, rapi dan pengirimannya cepat.', file_ids: [] };
    await storeApiPact()
      .addInteraction()
      .given('the demo customer is logged in')
      .given('the demo customer bought a product', { productId: 42 })
      .uponReceiving('a 5-star review of product 42')
      .withRequest('POST', '/more/product/review', (request) => request.headers(bearer(DEMO_TOKEN)).jsonBody(body))
      .willRespondWith(200, (response) =>
        response.jsonBody({
          success: boolean(true),
          message: string('Terima kasih, ulasan berhasil dikirim'),
          data: review({ id: integer(1500), product_id: integer(42), name: string('Sinta W.'), rating: integer(5), review: string(body.review) }),
        }),
      )
      .executeTest(async (server) => {
        const sent = await reviewsApi(server.url).submit({ productId: 42, rating: 5, text: body.review, photoIds: [] });
        expect(sent).toMatchObject({ id: 1500, productId: 42, rating: 5, text: body.review, reviewerName: 'Sinta W.', photos: [] });
      });
  });

  for (const [what, rating, reason] of [
    ['without a rating', undefined, 'rating wajib diisi'],
    ['with 6 stars', 6, 'rating maksimal 5'],
  ] as const) {
    it(`refuses a review ${what} (422)`, async () => {
      const body = { product_id: 42, ...(rating === undefined ? {} : { rating }), review: 'Bagus', file_ids: [] };
      await storeApiPact()
        .addInteraction()
        .given('the demo customer is logged in')
        .given('the demo customer bought a product', { productId: 42 })
        .uponReceiving(`a review of product 42 ${what}`)
        .withRequest('POST', '/more/product/review', (request) => request.headers(bearer(DEMO_TOKEN)).jsonBody(body))
        .willRespondWith(422, (response) => response.jsonBody(invalidFields({ rating: reason })))
        .executeTest(async (server) => {
          // The view never sends these; the adapter passes on what it is given and reads the refusal.
          const draft = { productId: 42, rating: rating as number, text: 'Bagus', photoIds: [] };
          await expect(reviewsApi(server.url).submit(draft)).rejects.toMatchObject({ kind: 'rejected', details: { status: 422 } });
        });
    });
  }
});

import { MatchersV3 } from '@pact-foundation/pact';
import { HttpComplaintsApi } from '@more/adapters';
import { describe, expect, it } from 'vitest';
import { bearer, DEMO_TOKEN, storeApiAt, storeApiPact } from '../pact-setup';
import { browserFile, fileOnDisk, PNG_BYTES } from './photo-files';
import { reviewUpload, templates } from './review-matchers';
import { wibTime } from '../matchers';

const { boolean, eachLike, integer, regex, string } = MatchersV3;

const complaintsApi = (url: string) => new HttpComplaintsApi(storeApiAt(url, DEMO_TOKEN));

describe('complaints: GET more/product/complain/templates', () => {
  it('reads the reasons a shopper can pick', async () => {
    await storeApiPact()
      .addInteraction()
      .given('the demo customer is logged in')
      .uponReceiving('a request for the complaint templates')
      .withRequest('GET', '/more/product/complain/templates', (request) => request.headers(bearer(DEMO_TOKEN)))
      .willRespondWith(200, (response) => response.jsonBody({ success: boolean(true), message: string('Berhasil'), data: templates('Barang rusak saat diterima') }))
      .executeTest(async (server) => {
        expect(await complaintsApi(server.url).templates()).toEqual([{ id: 1, text: 'Barang rusak saat diterima' }]);
      });
  });
});

describe('complaints: uploads (multipart)', () => {
  it('uploads one photo', async () => {
    await storeApiPact()
      .addInteraction()
      .given('the demo customer is logged in')
      .uponReceiving('a complaint photo upload of a PNG picture')
      .withRequest('POST', '/more/product/complain/upload', (request) =>
        request.headers(bearer(DEMO_TOKEN)).multipartBody('image/png', fileOnDisk('retak.png', PNG_BYTES), 'file'),
      )
      .willRespondWith(200, (response) => response.jsonBody({ success: boolean(true), message: string('Foto berhasil diunggah'), data: reviewUpload(902, 'retak.png') }))
      .executeTest(async (server) => {
        expect(await complaintsApi(server.url).uploadPhoto(browserFile('retak.png', PNG_BYTES, 'image/png'))).toMatchObject({ id: 902, name: 'retak.png' });
      });
  });

  it('uploads several photos in one call', async () => {
    await storeApiPact()
      .addInteraction()
      .given('the demo customer is logged in')
      .uponReceiving('a complaint upload of several PNG pictures')
      .withRequest('POST', '/more/product/complain/multi-upload', (request) =>
        request.headers(bearer(DEMO_TOKEN)).multipartBody('image/png', fileOnDisk('sudut.png', PNG_BYTES), 'files[]'),
      )
      .willRespondWith(200, (response) =>
        response.jsonBody({ success: boolean(true), message: string('2 foto berhasil diunggah'), data: eachLike(reviewUpload(903, 'sudut.png'), 1) }),
      )
      .executeTest(async (server) => {
        const photos = await complaintsApi(server.url).uploadPhotos([browserFile('sudut.png', PNG_BYTES, 'image/png'), browserFile('laci.png', PNG_BYTES, 'image/png')]);
        expect(photos[0]).toMatchObject({ id: 903, name: 'sudut.png' });
      });
  });

  it('deletes a photo uploaded before, by id', async () => {
    await storeApiPact()
      .addInteraction()
      .given('the demo customer is logged in')
      .given('the demo customer has uploaded a photo', { id: 904, purpose: 'complain' })
      .uponReceiving('a request to delete complaint photo 904')
      .withRequest('POST', '/more/product/complain/delete-file', (request) => request.headers(bearer(DEMO_TOKEN)).jsonBody({ id: 904 }))
      .willRespondWith(200, (response) => response.jsonBody({ success: boolean(true), message: string('Foto dihapus'), data: { id: integer(904) } }))
      .executeTest(async (server) => {
        await expect(complaintsApi(server.url).deletePhoto(904)).resolves.toBeUndefined();
      });
  });
});

describe('complaints: POST more/product/complain', () => {
  it('sends a complaint about a product of an order, with a reason and a photo', async () => {
    const body = { product_id: 42, complain: 'Sudut meja retak saat kardus dibuka.', file_ids: [905], ordersn: 'MORE-20261020-0311', template_id: 1 };
    await storeApiPact()
      .addInteraction()
      .given('the demo customer is logged in')
      .given('the demo customer bought a product', { productId: 42 })
      .given('the demo customer has uploaded a photo', { id: 905, purpose: 'complain' })
      .uponReceiving('a complaint about product 42 of order MORE-20261020-0311')
      .withRequest('POST', '/more/product/complain', (request) => request.headers(bearer(DEMO_TOKEN)).jsonBody(body))
      .willRespondWith(200, (response) =>
        response.jsonBody({
          success: boolean(true),
          message: string('Komplain berhasil dikirim'),
          data: {
            id: integer(12),
            product_id: integer(42),
            ordersn: string('MORE-20261020-0311'),
            template_id: integer(1),
            complain: string(body.complain),
            status: regex(/^(pending|in_review|resolved|rejected)$/, 'pending'),
            images: eachLike(reviewUpload(905, 'retak.png'), 1),
            created_at: wibTime(),
          },
        }),
      )
      .executeTest(async (server) => {
        const complaint = await complaintsApi(server.url).submit({
          productId: 42,
          orderNumber: 'MORE-20261020-0311',
          templateId: 1,
          text: body.complain,
          photoIds: [905],
        });
        expect(complaint).toMatchObject({ id: 12, productId: 42, orderNumber: 'MORE-20261020-0311', status: 'pending', photos: [{ id: 905 }] });
      });
  });
});

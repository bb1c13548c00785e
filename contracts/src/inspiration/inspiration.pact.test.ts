import { MatchersV3 } from '@pact-foundation/pact';
import { HttpInspirationApi } from '@more/adapters';
import { describe, expect, it } from 'vitest';
import { productCard } from '../catalogue/product-matchers';
import { storeApiAt, storeApiPact } from '../pact-setup';
import { refused } from '../promotions/content-matchers';
import { inspirationCard } from './inspiration-matchers';
import { imageUrl, ok, wibTime } from '../matchers';

const { eachLike, integer, string } = MatchersV3;

const inspirations = (url: string) => new HttpInspirationApi(storeApiAt(url));

const page = <T>(item: T, total: number) => ({ data: eachLike(item, 1), page: integer(1), per_page: integer(12), total: integer(total), total_pages: integer(1) });

describe('inspiration: GET uni/inspiration/room', () => {
  it('lists the rooms with how many inspirations each has', async () => {
    await storeApiPact()
      .addInteraction()
      .given('inspiration rooms exist')
      .uponReceiving('a request for the inspiration rooms')
      .withRequest('GET', '/uni/inspiration/room')
      .willRespondWith(200, (response) =>
        response.jsonBody(
          ok(
            eachLike(
              { id: integer(4), name: string('Ruang Tamu'), slug: string('ruang-tamu'), image_url: imageUrl('http://127.0.0.1:5173/media/art/category/Ruang%20Tamu.svg'), total: integer(5) },
              1,
            ),
          ),
        ),
      )
      .executeTest(async (server) => {
        expect(await inspirations(server.url).rooms()).toEqual([
          { id: 4, name: 'Ruang Tamu', slug: 'ruang-tamu', imageUrl: 'http://127.0.0.1:5173/media/art/category/Ruang%20Tamu.svg', inspirationCount: 5 },
        ]);
      });
  });
});

describe('inspiration: GET uni/inspiration', () => {
  it('lists the first page of a room\'s inspirations', async () => {
    await storeApiPact()
      .addInteraction()
      .given('inspirations exist in a room', { room: 'ruang-tamu' })
      .uponReceiving('a request for the first 12 inspirations of the living room')
      .withRequest('GET', '/uni/inspiration', (request) => request.query({ room: 'ruang-tamu', page: '1', per_page: '12' }))
      .willRespondWith(200, (response) => response.jsonBody(ok(page({ ...inspirationCard, room: { ...inspirationCard.room, slug: 'ruang-tamu' } }, 5))))
      .executeTest(async (server) => {
        const list = await inspirations(server.url).list({ room: 'ruang-tamu', page: 1, perPage: 12 });
        expect(list).toMatchObject({ page: 1, perPage: 12, total: 5 });
        expect(list.items[0]).toMatchObject({ slug: 'ruang-tamu-japandi-yang-hangat', room: { slug: 'ruang-tamu' } });
      });
  });
});

describe('inspiration: GET uni/inspiration/{id}', () => {
  it('reads one inspiration with its story and products', async () => {
    await storeApiPact()
      .addInteraction()
      .given('an inspiration exists', { id: 1 })
      .uponReceiving('a request for inspiration 1')
      .withRequest('GET', '/uni/inspiration/1')
      .willRespondWith(200, (response) =>
        response.jsonBody(
          ok({
            ...inspirationCard,
            id: 1,
            meta_desc: string('Ide menata ruang tamu bergaya japandi dengan furnitur pilihan MORE Furniture.'),
            style: string('Japandi'),
            content: eachLike(string('Kayu terang dan kain linen membuat ruang tamu terasa lapang.'), 1),
            images: eachLike({ image_url: imageUrl('http://127.0.0.1:5173/media/art/cover/Ruang%20Tamu%20Japandi.svg'), alt_text: string('Ruang Tamu Japandi') }, 1),
            product_ids: eachLike(integer(12), 1),
            created_at: wibTime('2026-11-01T09:00:00+07:00'),
          }),
        ),
      )
      .executeTest(async (server) => {
        const inspiration = await inspirations(server.url).inspiration(1);
        expect(inspiration).toMatchObject({
          id: 1,
          style: 'Japandi',
          paragraphs: ['Kayu terang dan kain linen membuat ruang tamu terasa lapang.'],
          productIds: [12],
          publishedAt: Date.UTC(2026, 10, 1, 2),
        });
      });
  });

  it('answers 404 for an id no inspiration has', async () => {
    await storeApiPact()
      .addInteraction()
      .given('no inspiration has the id', { id: 999999 })
      .uponReceiving('a request for an inspiration that does not exist')
      .withRequest('GET', '/uni/inspiration/999999')
      .willRespondWith(404, (response) => response.jsonBody(refused('Inspirasi tidak ditemukan')))
      .executeTest(async (server) => {
        await expect(inspirations(server.url).inspiration(999999)).rejects.toMatchObject({ kind: 'not-found', call: 'GET uni/inspiration/{id}' });
      });
  });
});

describe('inspiration: GET uni/product/inspiration/{id}', () => {
  it('lists the first page of an inspiration\'s products', async () => {
    await storeApiPact()
      .addInteraction()
      .given('an inspiration exists', { id: 1 })
      .uponReceiving('a request for the first 12 products of inspiration 1')
      .withRequest('GET', '/uni/product/inspiration/1', (request) => request.query({ page: '1', per_page: '12' }))
      .willRespondWith(200, (response) => response.jsonBody(ok(page({ ...productCard, slug: string('sofa-aruna-3-seater') }, 4))))
      .executeTest(async (server) => {
        const products = await inspirations(server.url).products(1, { page: 1, perPage: 12 });
        expect(products).toMatchObject({ page: 1, perPage: 12, total: 4 });
        expect(products.items[0]).toMatchObject({ slug: 'sofa-aruna-3-seater' });
      });
  });
});

import { MatchersV3 } from '@pact-foundation/pact';
import { HttpShowroomApi } from '@more/adapters';
import { describe, expect, it } from 'vitest';
import { productCard } from '../catalogue/product-matchers';
import { storeApiAt, storeApiPact } from '../pact-setup';
import { imageUrl, ok, wibTime } from '../matchers';

const { boolean, eachLike, integer, number, regex, string } = MatchersV3;

const showroom = (url: string) => new HttpShowroomApi(storeApiAt(url));

describe('showroom: GET moreverse/map', () => {
  it('reads the map with its areas and booths', async () => {
    await storeApiPact()
      .addInteraction()
      .given('the showroom has partners at booths')
      .uponReceiving('a request for the MOREVERSE map')
      .withRequest('GET', '/moreverse/map')
      .willRespondWith(200, (response) =>
        response.jsonBody(
          ok({
            image_url: imageUrl('http://127.0.0.1:5173/media/art/map/MOREVERSE.svg'),
            opening_hours: string('Senin-Minggu 09:00-21:00'),
            areas: eachLike(
              {
                id: integer(1),
                name: string('Galeri Kamar Tidur'),
                description: string('Kasur, ranjang, dan furnitur kamar tidur dari mitra pilihan.'),
                x: number(22),
                y: number(30),
                booths: eachLike({ code: string('A-01'), mitra_id: integer(1), mitra_name: string('Kasura Sleep Gallery'), exhibition_id: integer(1) }, 1),
              },
              1,
            ),
          }),
        ),
      )
      .executeTest(async (server) => {
        const map = await showroom(server.url).map();
        expect(map.openingHours).toBe('Senin-Minggu 09:00-21:00');
        expect(map.areas[0]).toMatchObject({ position: { x: 22, y: 30 }, booths: [{ code: 'A-01', partnerId: 1, exhibitionId: 1 }] });
      });
  });
});

describe('showroom: GET moreverse/mitra', () => {
  it('lists the partners', async () => {
    await storeApiPact()
      .addInteraction()
      .given('the showroom has partners at booths')
      .uponReceiving('a request for the MOREVERSE partners')
      .withRequest('GET', '/moreverse/mitra')
      .willRespondWith(200, (response) =>
        response.jsonBody(
          ok(
            eachLike(
              {
                id: integer(1),
                name: string('Kasura Sleep Gallery'),
                slug: string('kasura-sleep-gallery'),
                description: string('Spesialis kasur springbed, ranjang, dan nakas.'),
                logo_url: imageUrl('http://127.0.0.1:5173/media/art/logo/Kasura%20Sleep%20Gallery.svg'),
                booth_code: string('A-01'),
                product_count: integer(24),
              },
              1,
            ),
          ),
        ),
      )
      .executeTest(async (server) => {
        const [first] = await showroom(server.url).partners();
        expect(first).toMatchObject({ slug: 'kasura-sleep-gallery', boothCode: 'A-01', productCount: 24 });
      });
  });
});

describe('showroom: GET moreverse/exhibition/{id}', () => {
  it('reads one exhibition with its partner and products', async () => {
    await storeApiPact()
      .addInteraction()
      .given('an exhibition exists', { id: 1 })
      .uponReceiving('a request for exhibition 1')
      .withRequest('GET', '/moreverse/exhibition/1')
      .willRespondWith(200, (response) =>
        response.jsonBody(
          ok({
            id: 1,
            slug: string('pekan-tidur-nyenyak-kasura'),
            title: string('Pekan Tidur Nyenyak Kasura'),
            mitra: { id: integer(1), name: string('Kasura Sleep Gallery'), logo_url: imageUrl('http://127.0.0.1:5173/media/art/logo/Kasura.svg') },
            area_name: string('Galeri Kamar Tidur'),
            booth_code: string('A-01'),
            image_url: imageUrl('http://127.0.0.1:5173/media/art/cover/Pekan%20Tidur.svg'),
            content: eachLike(string('Coba langsung berbagai tingkat kekerasan kasur.'), 1),
            start_at: wibTime('2026-11-15T10:00:00+07:00'),
            end_at: wibTime('2026-12-05T10:00:00+07:00'),
            products: eachLike({ ...productCard, slug: string('kasur-springbed-aruna-160x200') }, 1),
          }),
        ),
      )
      .executeTest(async (server) => {
        const exhibition = await showroom(server.url).exhibition(1);
        expect(exhibition).toMatchObject({ id: 1, partner: { id: 1 }, boothCode: 'A-01', endsAt: Date.UTC(2026, 11, 5, 3) });
        expect(exhibition.products[0]).toMatchObject({ slug: 'kasur-springbed-aruna-160x200' });
      });
  });
});

describe('showroom: content lists', () => {
  it('lists the catalogues with their items (GET moreverse/catalogue)', async () => {
    await storeApiPact()
      .addInteraction()
      .given('the showroom has its content')
      .uponReceiving('a request for the MOREVERSE catalogues')
      .withRequest('GET', '/moreverse/catalogue')
      .willRespondWith(200, (response) =>
        response.jsonBody(
          ok(
            eachLike(
              {
                id: integer(1),
                title: string('Katalog MOREVERSE Akhir Tahun'),
                description: string('Pilihan produk dari semua mitra MOREVERSE.'),
                cover_url: imageUrl('http://127.0.0.1:5173/media/art/cover/Katalog.svg'),
                items: eachLike(
                  {
                    product_id: integer(7),
                    slug: string('meja-belajar-lestari-lipat'),
                    name: string('Meja Belajar Lestari Lipat'),
                    price: number(649_500),
                    price_rp: string('Rp649.500'),
                    image_url: imageUrl('http://127.0.0.1:5173/media/products/7/1.svg'),
                  },
                  1,
                ),
              },
              1,
            ),
          ),
        ),
      )
      .executeTest(async (server) => {
        const [first] = await showroom(server.url).catalogues();
        expect(first).toMatchObject({ partnerId: null, items: [{ productId: 7, price: 649_500, priceText: 'Rp649.500' }] });
      });
  });

  it('lists the videos (GET moreverse/video)', async () => {
    await storeApiPact()
      .addInteraction()
      .given('the showroom has its content')
      .uponReceiving('a request for the MOREVERSE videos')
      .withRequest('GET', '/moreverse/video')
      .willRespondWith(200, (response) =>
        response.jsonBody(
          ok(
            eachLike(
              {
                id: integer(1),
                title: string('Tur Virtual MOREVERSE dalam 3 Menit'),
                description: string('Berkeliling semua area MOREVERSE.'),
                thumbnail_url: imageUrl('http://127.0.0.1:5173/media/art/video/Tur%20Virtual.svg'),
                duration: integer(185),
                published_at: wibTime('2026-11-01T10:00:00+07:00'),
                // Where it plays: a page elsewhere, linked out (file_url, a file on the store's media, is optional and absent here).
                watch_url: regex(/^https:\/\/\S+$/, 'https://www.youtube.com/watch?v=Mv7TurVr185'),
              },
              1,
            ),
          ),
        ),
      )
      .executeTest(async (server) => {
        const [first] = await showroom(server.url).videos();
        expect(first).toMatchObject({ durationSeconds: 185, partnerId: null, publishedAt: Date.UTC(2026, 10, 1, 3), fileUrl: null, watchUrl: 'https://www.youtube.com/watch?v=Mv7TurVr185' });
      });
  });

  it('lists the activities (GET moreverse/activities)', async () => {
    await storeApiPact()
      .addInteraction()
      .given('the showroom has its content')
      .uponReceiving('a request for the MOREVERSE activities')
      .withRequest('GET', '/moreverse/activities')
      .willRespondWith(200, (response) =>
        response.jsonBody(
          ok(
            eachLike(
              {
                id: integer(2),
                title: string('Demo Merawat Kayu Jati'),
                description: string('Perajin memperagakan cara merawat furnitur kayu jati.'),
                area_name: string('Paviliun Ruang Makan & Dapur'),
                image_url: imageUrl('http://127.0.0.1:5173/media/art/cover/Demo.svg'),
                start_at: wibTime('2026-11-22T19:00:00+07:00'),
                end_at: wibTime('2026-11-22T20:00:00+07:00'),
              },
              1,
            ),
          ),
        ),
      )
      .executeTest(async (server) => {
        const [first] = await showroom(server.url).activities();
        expect(first).toMatchObject({ id: 2, startsAt: Date.UTC(2026, 10, 22, 12), endsAt: Date.UTC(2026, 10, 22, 13) });
      });
  });

  it('lists the notices (GET moreverse/notif)', async () => {
    await storeApiPact()
      .addInteraction()
      .given('the showroom has its content')
      .uponReceiving('a request for the MOREVERSE notices')
      .withRequest('GET', '/moreverse/notif')
      .willRespondWith(200, (response) =>
        response.jsonBody(
          ok(
            eachLike(
              {
                id: integer(3),
                title: string('Pameran Baru di Hall Ruang Keluarga'),
                message: string('Nusa Living Studio menghadirkan ruang keluarga bergaya Japandi.'),
                image_url: imageUrl('http://127.0.0.1:5173/media/art/square/Pameran%20Baru.svg'),
                created_at: wibTime('2026-11-19T10:00:00+07:00'),
              },
              1,
            ),
          ),
        ),
      )
      .executeTest(async (server) => {
        const [first] = await showroom(server.url).notices();
        expect(first).toMatchObject({ id: 3, activityId: null, createdAt: Date.UTC(2026, 10, 19, 3) });
      });
  });
});

describe('showroom: GET moreverse/reminder', () => {
  it('answers the reminders of the chosen activities', async () => {
    await storeApiPact()
      .addInteraction()
      .given('showroom activities exist', { ids: [1, 2] })
      .uponReceiving('a request for the reminders of activities 1 and 2')
      .withRequest('GET', '/moreverse/reminder', (request) => request.query({ activities: '1,2' }))
      .willRespondWith(200, (response) =>
        response.jsonBody(
          ok(
            eachLike(
              {
                activity_id: integer(2),
                title: string('Demo Merawat Kayu Jati'),
                start_at: wibTime('2026-11-22T19:00:00+07:00'),
                end_at: wibTime('2026-11-22T20:00:00+07:00'),
                remind_at: wibTime('2026-11-22T18:30:00+07:00'),
                is_due: boolean(false),
                message: string('Demo Merawat Kayu Jati dimulai 22 November 2026 19:00 WIB.'),
              },
              1,
            ),
          ),
        ),
      )
      .executeTest(async (server) => {
        const [first] = await showroom(server.url).reminders([1, 2]);
        expect(first).toMatchObject({ activityId: 2, due: false, remindAt: Date.UTC(2026, 10, 22, 11, 30) });
      });
  });
});

describe('showroom: GET uni/product/partner/{id}', () => {
  it('lists the first page of a partner\'s products', async () => {
    await storeApiPact()
      .addInteraction()
      .given('a showroom partner has products', { id: 1 })
      .uponReceiving('a request for the first 12 products of partner 1')
      .withRequest('GET', '/uni/product/partner/1', (request) => request.query({ page: '1', per_page: '12' }))
      .willRespondWith(200, (response) =>
        response.jsonBody(
          ok({
            data: eachLike({ ...productCard, slug: string('kasur-springbed-aruna-160x200') }, 1),
            page: integer(1),
            per_page: integer(12),
            total: integer(24),
            total_pages: integer(2),
          }),
        ),
      )
      .executeTest(async (server) => {
        const products = await showroom(server.url).partnerProducts(1, { page: 1, perPage: 12 });
        expect(products).toMatchObject({ total: 24, totalPages: 2 });
        expect(products.items[0]).toMatchObject({ slug: 'kasur-springbed-aruna-160x200' });
      });
  });
});

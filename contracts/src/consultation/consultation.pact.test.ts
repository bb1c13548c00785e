import { MatchersV3 } from '@pact-foundation/pact';
import { HttpConsultationApi } from '@more/adapters';
import { describe, expect, it } from 'vitest';
import { bearer, DEMO_TOKEN, storeApiAt, storeApiPact } from '../pact-setup';
import { wibTime } from '../matchers';

const { boolean, eachLike, integer, regex, string } = MatchersV3;

const consultationApi = (url: string, token: string | null = DEMO_TOKEN) => new HttpConsultationApi(storeApiAt(url, token));

const image = (url: string, alt: string) => ({ image_url: regex(/^https?:\/\/.+/, url), alt_text: string(alt) });

/** A project as the portfolio lists it (adapters' interiorProjectCardWire). */
const projectCard = {
  id: integer(1),
  slug: string('rumah-japandi-di-citraland'),
  title: string('Rumah Japandi di Citraland'),
  category: 'surabaya',
  city: string('Surabaya'),
  property_type: string('Rumah'),
  style: string('Japandi'),
  cover: image('http://127.0.0.1:5173/media/art/cover/Rumah%20Japandi%20di%20Citraland.svg', 'Rumah Japandi di Citraland, Citraland, Surabaya Barat'),
};

describe('consultation: GET more/interior/customer', () => {
  it('lists the first 12 projects in Surabaya', async () => {
    await storeApiPact()
      .addInteraction()
      .given('the demo customer is logged in')
      .given('interior projects exist in a city', { category: 'surabaya' })
      .uponReceiving('a request for the first 12 interior projects in Surabaya')
      .withRequest('GET', '/more/interior/customer', (request) =>
        request.query({ category: 'surabaya', per_page: '12', page: '1' }).headers(bearer(DEMO_TOKEN)),
      )
      .willRespondWith(200, (response) =>
        response.jsonBody({
          success: boolean(true),
          message: string('Berhasil'),
          data: { data: eachLike(projectCard, 1), page: integer(1), per_page: integer(12), total: integer(14), total_pages: integer(2) },
        }),
      )
      .executeTest(async (server) => {
        const page = await consultationApi(server.url).projects({ city: 'surabaya' });
        expect(page).toMatchObject({ page: 1, perPage: 12, total: 14, totalPages: 2 });
        expect(page.items[0]).toMatchObject({ slug: 'rumah-japandi-di-citraland', city: 'surabaya', cityName: 'Surabaya', propertyType: 'Rumah' });
      });
  });

  it('is refused without a token (401)', async () => {
    await storeApiPact()
      .addInteraction()
      .given('nobody is logged in')
      .uponReceiving('a request for the consultation property types without a token')
      .withRequest('GET', '/more/project/data/property')
      .willRespondWith(401, (response) => response.jsonBody({ success: false, message: string('Silakan login terlebih dahulu') }))
      .executeTest(async (server) => {
        await expect(consultationApi(server.url, null).propertyTypes()).rejects.toMatchObject({ kind: 'unauthorized' });
      });
  });
});

describe('consultation: GET more/interior/customer/{id}', () => {
  it('reads one project with its gallery', async () => {
    await storeApiPact()
      .addInteraction()
      .given('the demo customer is logged in')
      .given('an interior project exists', { id: 1 })
      .uponReceiving('a request for interior project 1')
      .withRequest('GET', '/more/interior/customer/1', (request) => request.headers(bearer(DEMO_TOKEN)))
      .willRespondWith(200, (response) =>
        response.jsonBody({
          success: boolean(true),
          message: string('Berhasil'),
          data: {
            ...projectCard,
            description: string('Rumah Japandi di Citraland: desain japandi seluas 120 m² yang kami kerjakan dari konsep hingga pemasangan.'),
            area_m2: integer(120),
            area: string('Citraland, Surabaya Barat'),
            images: eachLike(image('http://127.0.0.1:5173/media/art/cover/Ruang%20Keluarga.svg', 'Ruang Keluarga japandi'), 1),
            completed_at: wibTime('2026-06-01T10:00:00+07:00'),
          },
        }),
      )
      .executeTest(async (server) => {
        const project = await consultationApi(server.url).project(1);
        expect(project).toMatchObject({ id: 1, areaSquareMetres: 120, area: 'Citraland, Surabaya Barat', completedAt: Date.UTC(2026, 5, 1, 3, 0) });
        expect(project.images[0]).toEqual({ url: 'http://127.0.0.1:5173/media/art/cover/Ruang%20Keluarga.svg', alt: 'Ruang Keluarga japandi' });
      });
  });

  it('answers 404 for a project that does not exist', async () => {
    await storeApiPact()
      .addInteraction()
      .given('the demo customer is logged in')
      .given('no interior project has the id', { id: 99999 })
      .uponReceiving('a request for interior project 99999, which does not exist')
      .withRequest('GET', '/more/interior/customer/99999', (request) => request.headers(bearer(DEMO_TOKEN)))
      .willRespondWith(404, (response) => response.jsonBody({ success: false, message: string('Proyek desain interior tidak ditemukan') }))
      .executeTest(async (server) => {
        await expect(consultationApi(server.url).project(99999)).rejects.toMatchObject({
          kind: 'not-found',
          call: 'GET more/interior/customer/{id}',
          details: { status: 404, serverMessage: 'Proyek desain interior tidak ditemukan' },
        });
      });
  });
});

describe('consultation: the request form', () => {
  it('reads the property types', async () => {
    await storeApiPact()
      .addInteraction()
      .given('the demo customer is logged in')
      .given('the consultation form has its choices')
      .uponReceiving('a request for the consultation property types')
      .withRequest('GET', '/more/project/data/property', (request) => request.headers(bearer(DEMO_TOKEN)))
      .willRespondWith(200, (response) =>
        response.jsonBody({ success: boolean(true), message: string('Berhasil'), data: eachLike({ id: integer(1), name: string('Rumah') }, 1) }),
      )
      .executeTest(async (server) => {
        expect(await consultationApi(server.url).propertyTypes()).toEqual([{ id: 1, name: 'Rumah' }]);
      });
  });

  it('reads the locations the service comes to', async () => {
    await storeApiPact()
      .addInteraction()
      .given('the demo customer is logged in')
      .given('the consultation form has its choices')
      .uponReceiving('a request for the consultation locations')
      .withRequest('GET', '/more/project/data/location', (request) => request.headers(bearer(DEMO_TOKEN)))
      .willRespondWith(200, (response) =>
        response.jsonBody({
          success: boolean(true),
          message: string('Berhasil'),
          data: eachLike({ id: integer(1), name: string('Surabaya'), city_id: regex(/^\d{4}$/, '3578') }, 1),
        }),
      )
      .executeTest(async (server) => {
        expect(await consultationApi(server.url).locations()).toEqual([{ id: 1, name: 'Surabaya', cityId: '3578' }]);
      });
  });

  it('sends a consultation request', async () => {
    await storeApiPact()
      .addInteraction()
      .given('the demo customer is logged in')
      .given('the consultation form has its choices')
      .uponReceiving('a consultation request for a house in Surabaya')
      .withRequest('POST', '/more/project', (request) =>
        request.headers(bearer(DEMO_TOKEN)).jsonBody({
          name: 'Sinta Wulandari',
          phone: '081234567890',
          email: 'pembeli@more.test',
          property_id: 1,
          location_id: 1,
          note: 'Rumah dua lantai, ingin nuansa Japandi.',
        }),
      )
      .willRespondWith(200, (response) =>
        response.jsonBody({
          success: boolean(true),
          message: string('Permintaan konsultasi berhasil dikirim.'),
          data: {
            id: integer(2),
            code: regex(/^KONS-\d{8}-\d{4}$/, 'KONS-20261121-0002'),
            status: 'waiting',
            created_at: wibTime('2026-11-21T10:00:00+07:00'),
          },
        }),
      )
      .executeTest(async (server) => {
        const receipt = await consultationApi(server.url).request({
          name: 'Sinta Wulandari',
          phone: '081234567890',
          email: 'pembeli@more.test',
          propertyTypeId: 1,
          locationId: 1,
          note: 'Rumah dua lantai, ingin nuansa Japandi.',
        });
        expect(receipt).toEqual({ id: 2, code: 'KONS-20261121-0002', status: 'waiting', createdAt: Date.UTC(2026, 10, 21, 3, 0) });
      });
  });
});

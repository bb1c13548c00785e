import { MatchersV3 } from '@pact-foundation/pact';
import { HttpCategoryCatalogue } from '@more/adapters';
import { categoryHref } from '@more/core';
import { describe, expect, it } from 'vitest';
import { storeApiAt, storeApiPact } from '../pact-setup';
import { category } from './product-matchers';

const { boolean, eachLike, integer, like, string } = MatchersV3;

describe('catalogue: GET uni/category and GET uni/category/group', () => {
  it('lists the rooms with their sub-categories and product counts', async () => {
    await storeApiPact()
      .addInteraction()
      .given('the catalogue has categories and category groups')
      .uponReceiving('a request for the categories')
      .withRequest('GET', '/uni/category')
      .willRespondWith(200, (response) => response.jsonBody({ success: boolean(true), message: string('Berhasil'), data: eachLike(category, 1) }))
      .executeTest(async (server) => {
        const [room] = await new HttpCategoryCatalogue(storeApiAt(server.url)).categories();
        expect(room).toMatchObject({
          id: 4,
          name: 'Ruang Tamu',
          productCount: 64,
          image: { url: 'http://127.0.0.1:5173/media/art/category/Ruang%20Tamu.svg', alt: 'Furnitur Ruang Tamu' },
          subCategories: [{ id: 130, name: 'Sofa', slug: 'sofa', productCount: 13 }],
        });
        expect(categoryHref(room!)).toBe('/category/ruang-tamu');
      });
  });

  it('lists the category groups of the mega-menu, Paket Hemat among them', async () => {
    await storeApiPact()
      .addInteraction()
      .given('the catalogue has categories and category groups')
      .uponReceiving('a request for the category groups')
      .withRequest('GET', '/uni/category/group')
      .willRespondWith(200, (response) =>
        response.jsonBody({
          success: boolean(true),
          message: string('Berhasil'),
          data: eachLike(
            {
              id: integer(123),
              name: string('Paket Hemat'),
              slug: string('paket-hemat'),
              image_url: string('http://127.0.0.1:5173/media/art/category/Paket%20Hemat.svg'),
              sort: integer(1),
              is_bundle: boolean(true),
              // Paket Hemat gathers bundles, not categories: its list may be empty.
              categories: like([{ id: integer(130), name: string('Sofa'), slug: string('sofa') }]),
            },
            1,
          ),
        }),
      )
      .executeTest(async (server) => {
        const [group] = await new HttpCategoryCatalogue(storeApiAt(server.url)).categoryGroups();
        expect(group).toMatchObject({ id: 123, name: 'Paket Hemat', isBundleGroup: true, categories: [{ id: 130, slug: 'sofa' }] });
      });
  });
});

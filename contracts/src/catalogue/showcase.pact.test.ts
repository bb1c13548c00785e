import { MatchersV3 } from '@pact-foundation/pact';
import { HttpProductShowcase } from '@more/adapters';
import { describe, expect, it } from 'vitest';
import { storeApiAt, storeApiPact } from '../pact-setup';
import { productCard, promotedVariant } from './product-matchers';
import { ok } from '../matchers';

const { boolean, eachLike, integer, number, regex, string } = MatchersV3;

const productGroup = {
  id: integer(1),
  name: string('Ruang Tamu Nyaman'),
  description: string('Sofa, meja tamu dan bufet pilihan untuk berkumpul bersama keluarga.'),
  image_url: string('http://127.0.0.1:5173/media/art/square/Ruang%20Tamu%20Nyaman.svg'),
  products: eachLike({ id: integer(1001), bundling: integer(0), stock: integer(14), product: productCard }, 1),
};

describe('catalogue: the home page\'s product groups', () => {
  it('lists the product groups', async () => {
    await storeApiPact()
      .addInteraction()
      .given('a product group exists', { id: 1 })
      .uponReceiving('a request for the product groups')
      .withRequest('GET', '/uni/product/groups')
      .willRespondWith(200, (response) => response.jsonBody(ok(eachLike(productGroup, 1))))
      .executeTest(async (server) => {
        const [group] = await new HttpProductShowcase(storeApiAt(server.url)).productGroups();
        expect(group).toMatchObject({ id: 1, name: 'Ruang Tamu Nyaman', image: { alt: 'Ruang Tamu Nyaman' } });
        expect(group!.entries[0]).toMatchObject({ id: 1001, isBundle: false, stock: 14, product: { slug: 'sofa-aruna-3-seater' } });
      });
  });

  it('answers one product group with its entries', async () => {
    await storeApiPact()
      .addInteraction()
      .given('a product group exists', { id: 1 })
      .uponReceiving('a request for product group 1')
      .withRequest('GET', '/uni/product/group/1')
      .willRespondWith(200, (response) => response.jsonBody(ok(productGroup)))
      .executeTest(async (server) => {
        const group = await new HttpProductShowcase(storeApiAt(server.url)).productGroup(1);
        expect(group.entries).toHaveLength(1);
        expect(group.description).toContain('berkumpul');
      });
  });
});

describe('catalogue: combo deals, free items and pre-orders', () => {
  it('lists the "Kombo Hemat" deals', async () => {
    await storeApiPact()
      .addInteraction()
      .given('a combo deal is running')
      .uponReceiving('a request for the combo deals')
      .withRequest('GET', '/uni/product/combo')
      .willRespondWith(200, (response) =>
        response.jsonBody(
          ok(
            eachLike(
              {
                id: integer(3),
                name: string('Kombo Hemat Sofa Aruna 3 Seater + Meja Tamu Bima Bundar'),
                product: productCard,
                uni_product_variants_id: integer(40),
                free_type: string('combo'),
                free_uni_product_variants_id: integer(77),
                free_product: productCard,
                price_normal: number(900_000),
                combo_price: number(720_000),
                combo_price_rp: regex(/^Rp\d{1,3}(\.\d{3})*$/, 'Rp720.000'),
                is_multiple_buy: boolean(false),
              },
              1,
            ),
          ),
        ),
      )
      .executeTest(async (server) => {
        const [combo] = await new HttpProductShowcase(storeApiAt(server.url)).comboDeals();
        expect(combo).toMatchObject({ id: 3, variantId: 40, partnerVariantId: 77, partnerNormalPrice: 900_000, comboPrice: 720_000, allowsMultipleBuy: false });
      });
  });

  it('lists the products that come with a free item', async () => {
    await storeApiPact()
      .addInteraction()
      .given('a product comes with a free item')
      .uponReceiving('a request for the products with a free item')
      .withRequest('POST', '/uni/product/free', (request) => request.jsonBody({}))
      .willRespondWith(200, (response) =>
        response.jsonBody(
          ok(
            eachLike(
              {
                id: integer(1),
                product: productCard,
                variants: eachLike(promotedVariant, 1),
                free_type: string('product'),
                free_name: string('Nakas Melati 2 Laci'),
                // free_uni_product_variants_id is null for a gift that is no product of the store: not matched by type.
                is_multiple_buy: boolean(false),
              },
              1,
            ),
          ),
        ),
      )
      .executeTest(async (server) => {
        const [offer] = await new HttpProductShowcase(storeApiAt(server.url)).freeGiftOffers();
        expect(offer).toMatchObject({ giftName: 'Nakas Melati 2 Laci', giftType: 'product', giftVariantId: null, allowsMultipleBuy: false });
        expect(offer!.variants).toEqual([{ id: 40, name: '3 Seater', color: 'Abu-abu' }]);
      });
  });

  it('lists the products sold on pre-order', async () => {
    await storeApiPact()
      .addInteraction()
      .given('a product is sold on pre-order')
      .uponReceiving('a request for the products sold on pre-order')
      .withRequest('POST', '/uni/product/po', (request) => request.jsonBody({}))
      .willRespondWith(200, (response) =>
        response.jsonBody(
          ok(
            eachLike(
              { id: integer(1), product: productCard, variants: eachLike(promotedVariant, 1), po_days: integer(14), note: string('Pre-order: dikirim dalam 14 hari kerja') },
              1,
            ),
          ),
        ),
      )
      .executeTest(async (server) => {
        const [offer] = await new HttpProductShowcase(storeApiAt(server.url)).preOrderOffers();
        expect(offer).toMatchObject({ shipsInDays: 14, note: 'Pre-order: dikirim dalam 14 hari kerja' });
      });
  });
});

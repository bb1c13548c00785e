import { MatchersV3 } from '@pact-foundation/pact';
import { HttpHomeContentApi, HttpPromotionsApi } from '@more/adapters';
import { describe, expect, it } from 'vitest';
import { productCard } from '../catalogue/product-matchers';
import { bearer, DEMO_TOKEN, storeApiAt, storeApiPact } from '../pact-setup';
import { inspirationCard } from '../inspiration/inspiration-matchers';
import { refused } from './content-matchers';
import { imageUrl, ok, wibTime } from '../matchers';

const { arrayContaining, boolean, eachLike, integer, regex, string } = MatchersV3;

const home = (url: string, token: string | null = null) => new HttpHomeContentApi(storeApiAt(url, token));
const promotions = (url: string, token: string | null = DEMO_TOKEN) => new HttpPromotionsApi(storeApiAt(url, token));

/** A banner (link_banner is nullable, so it is left out: a banner without one is a valid banner). */
const banner = (type: number) => ({
  id: integer(1),
  title: string('Koleksi Terbaru Akhir Tahun, Hemat hingga 50%'),
  type,
  image_desktop_url: imageUrl('http://127.0.0.1:5173/media/art/banner/Koleksi%20Terbaru.svg'),
  image_mobile_url: imageUrl('http://127.0.0.1:5173/media/art/banner-mobile/Koleksi%20Terbaru.svg'),
});

describe('promotions: GET uni/banner', () => {
  it('lists the top banners of the MORE application (type 1)', async () => {
    await storeApiPact()
      .addInteraction()
      .given('the store has banners')
      .uponReceiving('a request for the top banners of the MORE application')
      .withRequest('GET', '/uni/banner', (request) => request.query({ application: 'MORE', type: '1' }))
      .willRespondWith(200, (response) => response.jsonBody(ok(eachLike(banner(1), 1))))
      .executeTest(async (server) => {
        const banners = await home(server.url).banners('top');
        expect(banners[0]).toMatchObject({ id: 1, position: 'top', link: null, imageMobileUrl: 'http://127.0.0.1:5173/media/art/banner-mobile/Koleksi%20Terbaru.svg' });
      });
  });
});

describe('promotions: GET uni/popup', () => {
  it('lists the popups of the MORE application', async () => {
    await storeApiPact()
      .addInteraction()
      .given('the store has a popup with a link')
      .uponReceiving('a request for the popups of the MORE application')
      .withRequest('GET', '/uni/popup', (request) => request.query({ application: 'MORE' }))
      .willRespondWith(200, (response) =>
        response.jsonBody(ok(eachLike({ id: integer(1), image_url: imageUrl('http://127.0.0.1:5173/media/art/square/Voucher.svg'), link: string('/promotion') }, 1))),
      )
      .executeTest(async (server) => {
        expect(await home(server.url).popups()).toEqual([{ id: 1, imageUrl: 'http://127.0.0.1:5173/media/art/square/Voucher.svg', link: '/promotion' }]);
      });
  });
});

describe('promotions: GET more/setting', () => {
  it('reads the site settings of a logged-in customer', async () => {
    await storeApiPact()
      .addInteraction()
      .given('the demo customer is logged in')
      .given('the site settings are filled in')
      .uponReceiving('a request for the site settings')
      .withRequest('GET', '/more/setting', (request) => request.headers(bearer(DEMO_TOKEN)))
      .willRespondWith(200, (response) =>
        response.jsonBody(
          ok(
            eachLike(
              { id: integer(1), content: string('Furnitur Berkualitas untuk Setiap Sudut Rumah'), description: string('Judul tagline di beranda dan footer') },
              1,
            ),
          ),
        ),
      )
      .executeTest(async (server) => {
        const settings = await home(server.url, DEMO_TOKEN).siteSettings();
        expect(settings.taglineTitle).toEqual({ content: 'Furnitur Berkualitas untuk Setiap Sudut Rumah', description: 'Judul tagline di beranda dan footer' });
      });
  });

  it('is refused without a token (401)', async () => {
    await storeApiPact()
      .addInteraction()
      .given('nobody is logged in')
      .uponReceiving('a request for the site settings without a token')
      .withRequest('GET', '/more/setting')
      .willRespondWith(401, (response) => response.jsonBody(refused('Silakan login terlebih dahulu')))
      .executeTest(async (server) => {
        await expect(home(server.url).siteSettings()).rejects.toMatchObject({ kind: 'unauthorized', call: 'GET more/setting' });
      });
  });
});

describe('promotions: GET uni/inspiration/highlight', () => {
  it('lists the highlighted inspirations', async () => {
    await storeApiPact()
      .addInteraction()
      .given('inspirations are highlighted')
      .uponReceiving('a request for the highlighted inspirations')
      .withRequest('GET', '/uni/inspiration/highlight')
      .willRespondWith(200, (response) => response.jsonBody(ok(eachLike(inspirationCard, 1))))
      .executeTest(async (server) => {
        const [first] = await home(server.url).highlightedInspirations();
        expect(first).toMatchObject({ slug: 'ruang-tamu-japandi-yang-hangat', room: { slug: 'ruang-tamu', name: 'Ruang Tamu' } });
      });
  });
});

describe('promotions: GET uni/page', () => {
  it('lists the meta pages by route name', async () => {
    await storeApiPact()
      .addInteraction()
      .given('the store has meta pages')
      .uponReceiving('a request for the meta pages')
      .withRequest('GET', '/uni/page')
      .willRespondWith(200, (response) =>
        response.jsonBody(
          ok(
            eachLike(
              {
                id: integer(1),
                slug: string('Home'),
                meta_title: string('MORE Furniture: Belanja Furnitur Online'),
                meta_desc: string('Belanja furnitur online dengan gratis ongkir.'),
                keyword: string('toko furnitur online'),
              },
              1,
            ),
          ),
        ),
      )
      .executeTest(async (server) => {
        expect(await home(server.url).metaPages()).toEqual([
          { routeName: 'Home', title: 'MORE Furniture: Belanja Furnitur Online', description: 'Belanja furnitur online dengan gratis ongkir.', keywords: 'toko furnitur online' },
        ]);
      });
  });
});

describe('promotions: GET more/promotion/endorsement', () => {
  it('lists the endorsements, status 1 on every one', async () => {
    await storeApiPact()
      .addInteraction()
      .given('the demo customer is logged in')
      .given('the endorsements are set up')
      .uponReceiving('a request for the endorsements')
      .withRequest('GET', '/more/promotion/endorsement', (request) => request.headers(bearer(DEMO_TOKEN)))
      .willRespondWith(200, (response) =>
        response.jsonBody(
          ok(
            eachLike(
              {
                id: integer(1),
                name: string('Rania Putri'),
                ig: string('@rania.dirumah'),
                image_user: imageUrl('http://127.0.0.1:5173/media/art/avatar/Rania%20Putri.svg'),
                image_content: imageUrl('http://127.0.0.1:5173/media/products/12/room-1.svg'),
                link: regex(/^\/product\/[^/?#]+$/, '/product/sofa-aruna-3-seater'),
                order_data: integer(1),
                status: 1,
              },
              1,
            ),
          ),
        ),
      )
      .executeTest(async (server) => {
        const [first] = await promotions(server.url).endorsements();
        expect(first).toMatchObject({ name: 'Rania Putri', socialHandle: '@rania.dirumah', productPath: '/product/sofa-aruna-3-seater', order: 1, status: 1 });
      });
  });
});

const rewardFields = {
  id: integer(1),
  title: string('Voucher Belanja Rp25.000'),
  description: string('Potongan Rp25.000 untuk belanja minimal Rp250.000.'),
  points: integer(2500),
  quota: integer(40),
  can_redeem: boolean(true),
  image_url: imageUrl('http://127.0.0.1:5173/media/art/square/Voucher%20Rp25.000.svg'),
  valid_until: wibTime('2027-01-31T10:00:00+07:00'),
};

describe('promotions: GET more/promotion/reedem', () => {
  it('lists the rewards for points: products and vouchers', async () => {
    await storeApiPact()
      .addInteraction()
      .given('the demo customer is logged in')
      .given('rewards can be redeemed for points')
      .uponReceiving('a request for the rewards the demo customer can redeem')
      .withRequest('GET', '/more/promotion/reedem', (request) => request.headers(bearer(DEMO_TOKEN)))
      .willRespondWith(200, (response) =>
        response.jsonBody(
          ok(
            arrayContaining(
              {
                ...rewardFields,
                type: 'voucher',
                voucher_amount: integer(25_000),
                voucher_amount_rp: string('Rp25.000'),
                min_purchase: integer(250_000),
                min_purchase_rp: string('Rp250.000'),
              },
              { ...rewardFields, id: integer(5), title: string('Tukar Poin: Nakas Aruna 1 Laci'), points: integer(9000), type: 'product', product: { ...productCard, slug: string('nakas-aruna-1-laci') } },
            ),
          ),
        ),
      )
      .executeTest(async (server) => {
        const rewards = await promotions(server.url).redeemableRewards();
        expect(rewards.map((r) => r.kind).sort()).toEqual(['product', 'voucher']);
        expect(rewards.find((r) => r.kind === 'voucher')).toMatchObject({ voucherAmount: 25_000, minimumPurchase: 250_000, points: 2500, affordable: true });
        expect(rewards.find((r) => r.kind === 'product')).toMatchObject({ points: 9000, product: { slug: 'nakas-aruna-1-laci' } });
      });
  });
});

describe('promotions: GET more/promotion/free', () => {
  it('lists the free-gift promotions running now', async () => {
    await storeApiPact()
      .addInteraction()
      .given('the demo customer is logged in')
      .given('a free-gift promotion is running')
      .uponReceiving('a request for the free-gift promotions')
      .withRequest('GET', '/more/promotion/free', (request) => request.headers(bearer(DEMO_TOKEN)))
      .willRespondWith(200, (response) =>
        response.jsonBody(
          ok(
            eachLike(
              {
                id: integer(1),
                title: string('Beli Sofa Aruna 3 Seater, Gratis Lampu Lantai Laras Rotan'),
                is_multiple_buy: boolean(false),
                start_date: wibTime('2026-11-16T10:00:00+07:00'),
                end_date: wibTime('2026-11-29T10:00:00+07:00'),
                product: { ...productCard, slug: string('sofa-aruna-3-seater') },
                gift: {
                  product_id: integer(48),
                  name: string('Lampu Lantai Laras Rotan'),
                  image_url: imageUrl('http://127.0.0.1:5173/media/products/48/1.svg'),
                  quantity: integer(1),
                },
              },
              1,
            ),
          ),
        ),
      )
      .executeTest(async (server) => {
        const [first] = await promotions(server.url).freeGiftPromotions();
        expect(first).toMatchObject({ multipleBuyAllowed: false, gift: { productId: 48, quantity: 1 }, product: { slug: 'sofa-aruna-3-seater' } });
        expect(first!.endsAt).toBe(Date.UTC(2026, 10, 29, 3));
      });
  });
});

describe('promotions: GET more/promotion/paket', () => {
  it('lists the Paket Hemat bundles', async () => {
    await storeApiPact()
      .addInteraction()
      .given('the demo customer is logged in')
      .given('Paket Hemat bundles are on sale')
      .uponReceiving('a request for the Paket Hemat bundles')
      .withRequest('GET', '/more/promotion/paket', (request) => request.headers(bearer(DEMO_TOKEN)))
      .willRespondWith(200, (response) =>
        response.jsonBody(ok(eachLike({ ...productCard, slug: string('paket-kamar-tidur-cendana'), bundling: 1 }, 1))),
      )
      .executeTest(async (server) => {
        const [first] = await promotions(server.url).bundleDeals();
        expect(first).toMatchObject({ slug: 'paket-kamar-tidur-cendana', isBundle: true });
      });
  });
});

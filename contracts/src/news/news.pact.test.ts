import { MatchersV3 } from '@pact-foundation/pact';
import { HttpNewsApi } from '@more/adapters';
import { describe, expect, it } from 'vitest';
import { productCard } from '../catalogue/product-matchers';
import { storeApiAt, storeApiPact } from '../pact-setup';
import { refused } from '../promotions/content-matchers';
import { imageUrl, ok, wibTime } from '../matchers';

const { eachLike, integer, string } = MatchersV3;

const news = (url: string) => new HttpNewsApi(storeApiAt(url));

const named = (id: number, name: string, slug: string) => ({ id: integer(id), name: string(name), slug: string(slug) });
const counted = (id: number, name: string, slug: string, total: number) => ({ ...named(id, name, slug), total: integer(total) });

/** An article in a list (adapters' articleCardWire). */
const articleCard = {
  id: integer(1),
  slug: string('cara-merawat-sofa-kain-agar-tetap-bersih-dan-awet'),
  title: string('Cara Merawat Sofa Kain agar Tetap Bersih dan Awet'),
  excerpt: string('Lima kebiasaan kecil yang membuat sofa kain tetap bersih.'),
  image_url: imageUrl('http://127.0.0.1:5173/media/art/cover/Cara%20Merawat%20Sofa%20Kain.svg'),
  category: named(1, 'Tips & Perawatan', 'tips-perawatan'),
  tags: eachLike(named(2, 'Sofa', 'sofa'), 1),
  author: string('Nadia Kusuma'),
  published_at: wibTime('2026-11-20T09:00:00+07:00'),
  read_minutes: integer(2),
};

describe('news: tags and categories', () => {
  it('lists every tag with how many articles carry it (GET uni/news/tags)', async () => {
    await storeApiPact()
      .addInteraction()
      .given('news tags and categories exist')
      .uponReceiving('a request for the news tags')
      .withRequest('GET', '/uni/news/tags')
      .willRespondWith(200, (response) => response.jsonBody(ok(eachLike(counted(2, 'Sofa', 'sofa', 2), 1))))
      .executeTest(async (server) => {
        expect(await news(server.url).tags()).toEqual([{ id: 2, name: 'Sofa', slug: 'sofa', articleCount: 2 }]);
      });
  });

  it('lists the most used tags (GET uni/news/tags-top)', async () => {
    await storeApiPact()
      .addInteraction()
      .given('news tags and categories exist')
      .uponReceiving('a request for the most used news tags')
      .withRequest('GET', '/uni/news/tags-top')
      .willRespondWith(200, (response) => response.jsonBody(ok(eachLike(counted(7, 'Rumah Mungil', 'rumah-mungil', 4), 1))))
      .executeTest(async (server) => {
        expect(await news(server.url).topTags()).toEqual([{ id: 7, name: 'Rumah Mungil', slug: 'rumah-mungil', articleCount: 4 }]);
      });
  });

  it('lists the categories with how many articles each holds (GET uni/news/categories)', async () => {
    await storeApiPact()
      .addInteraction()
      .given('news tags and categories exist')
      .uponReceiving('a request for the news categories')
      .withRequest('GET', '/uni/news/categories')
      .willRespondWith(200, (response) => response.jsonBody(ok(eachLike(counted(1, 'Tips & Perawatan', 'tips-perawatan', 3), 1))))
      .executeTest(async (server) => {
        expect(await news(server.url).categories()).toEqual([{ id: 1, name: 'Tips & Perawatan', slug: 'tips-perawatan', articleCount: 3 }]);
      });
  });
});

describe('news: GET uni/news/selected', () => {
  it('reads selected_article, slider_article and editor_pick', async () => {
    await storeApiPact()
      .addInteraction()
      .given('featured articles are chosen')
      .uponReceiving('a request for the featured articles')
      .withRequest('GET', '/uni/news/selected')
      .willRespondWith(200, (response) =>
        response.jsonBody(ok({ selected_article: eachLike(articleCard, 1), slider_article: eachLike(articleCard, 1), editor_pick: eachLike(articleCard, 1) })),
      )
      .executeTest(async (server) => {
        const selected = await news(server.url).selected();
        expect(selected.selected[0]).toMatchObject({ slug: 'cara-merawat-sofa-kain-agar-tetap-bersih-dan-awet', category: { slug: 'tips-perawatan' } });
        expect(selected.slider).toHaveLength(1);
        expect(selected.editorPicks).toHaveLength(1);
      });
  });
});

describe('news: GET uni/news/list', () => {
  it('lists the first page of a category\'s articles', async () => {
    await storeApiPact()
      .addInteraction()
      .given('articles exist in a category', { category: 'tips-perawatan' })
      .uponReceiving('a request for the first 12 articles about tips and care')
      .withRequest('GET', '/uni/news/list', (request) => request.query({ category: 'tips-perawatan', page: '1', per_page: '12' }))
      .willRespondWith(200, (response) =>
        response.jsonBody(
          ok({
            data: eachLike({ ...articleCard, category: { ...articleCard.category, slug: 'tips-perawatan' } }, 1),
            page: integer(1),
            per_page: integer(12),
            total: integer(3),
            total_pages: integer(1),
          }),
        ),
      )
      .executeTest(async (server) => {
        const list = await news(server.url).list({ category: 'tips-perawatan', page: 1, perPage: 12 });
        expect(list).toMatchObject({ page: 1, perPage: 12, total: 3, totalPages: 1 });
        expect(list.items[0]).toMatchObject({ author: 'Nadia Kusuma', readMinutes: 2, publishedAt: Date.UTC(2026, 10, 20, 2) });
      });
  });
});

describe('news: GET uni/news/{id}', () => {
  it('reads one article with its body as the CMS\'s markup', async () => {
    await storeApiPact()
      .addInteraction()
      .given('an article exists', { id: 1 })
      .uponReceiving('a request for article 1')
      .withRequest('GET', '/uni/news/1')
      .willRespondWith(200, (response) =>
        response.jsonBody(
          ok({
            ...articleCard,
            id: 1,
            meta_title: string('Cara Merawat Sofa Kain agar Tetap Bersih dan Awet | MORE Furniture'),
            meta_desc: string('Lima kebiasaan kecil yang membuat sofa kain tetap bersih.'),
            content: string('<p>Sofa kain menyerap debu lebih cepat daripada sofa kulit.</p><h2>Rutin</h2><p>Sedot debunya seminggu sekali.</p>'),
          }),
        ),
      )
      .executeTest(async (server) => {
        const article = await news(server.url).article(1);
        expect(article).toMatchObject({
          id: 1,
          html: '<p>Sofa kain menyerap debu lebih cepat daripada sofa kulit.</p><h2>Rutin</h2><p>Sedot debunya seminggu sekali.</p>',
          tags: [{ slug: 'sofa' }],
        });
      });
  });

  it('answers 404 for an id no article has', async () => {
    await storeApiPact()
      .addInteraction()
      .given('no article has the id', { id: 999999 })
      .uponReceiving('a request for an article that does not exist')
      .withRequest('GET', '/uni/news/999999')
      .willRespondWith(404, (response) => response.jsonBody(refused('Artikel tidak ditemukan')))
      .executeTest(async (server) => {
        await expect(news(server.url).article(999999)).rejects.toMatchObject({ kind: 'not-found', call: 'GET uni/news/{id}' });
      });
  });
});

describe('news: GET uni/news/products', () => {
  it('lists the products an article mentions', async () => {
    await storeApiPact()
      .addInteraction()
      .given('an article exists', { id: 1 })
      .uponReceiving('a request for the products of article 1')
      .withRequest('GET', '/uni/news/products', (request) => request.query({ news_id: '1' }))
      .willRespondWith(200, (response) => response.jsonBody(ok(eachLike({ ...productCard, slug: string('sofa-aruna-3-seater') }, 1))))
      .executeTest(async (server) => {
        const [first] = await news(server.url).products(1);
        expect(first).toMatchObject({ slug: 'sofa-aruna-3-seater' });
      });
  });
});

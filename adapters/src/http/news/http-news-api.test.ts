import type { StoreFailure } from '@more/core';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { MOCK_STORE_URL, mockStore } from '../mock-store.fixture';
import { HttpNewsApi } from './http-news-api';
import { toArticle } from './news.mapper';

const backend = mockStore({ signedIn: false });
const news = () => new HttpNewsApi(backend.storeApi);

describe('news mapping (wire → core)', () => {
  it('falls back to the title and excerpt for missing meta, and reads the time as milliseconds', () => {
    const article = toArticle({
      id: 1,
      slug: 'a',
      title: 'Judul',
      excerpt: 'Ringkasan',
      image_url: 'https://img.test/a.svg',
      category: { id: 1, name: 'Tips', slug: 'tips' },
      tags: [{ id: 2, name: 'Sofa', slug: 'sofa' }],
      author: 'Redaksi',
      published_at: '2026-11-20T07:00:00+07:00',
      read_minutes: 3,
      meta_title: '',
      meta_desc: null,
      content: '<p>Satu.</p>',
    });
    expect(article).toMatchObject({ metaTitle: 'Judul', metaDescription: 'Ringkasan', html: '<p>Satu.</p>', tags: [{ name: 'Sofa', slug: 'sofa' }] });
    expect(article.publishedAt).toBe(Date.UTC(2026, 10, 20, 0));
  });
});

describe('HttpNewsApi', () => {
  it('sends the list filters it is given, and news_id for an article\'s products', async () => {
    const urls: string[] = [];
    backend.server.use(
      http.get(`${MOCK_STORE_URL}uni/news/list`, ({ request }) => {
        urls.push(new URL(request.url).search);
        return HttpResponse.json({ success: true, message: 'Berhasil', data: { data: [], page: 1, per_page: 12, total: 0, total_pages: 0 } });
      }),
      http.get(`${MOCK_STORE_URL}uni/news/products`, ({ request }) => {
        urls.push(new URL(request.url).search);
        return HttpResponse.json({ success: true, message: 'Berhasil', data: [] });
      }),
    );
    const api = new HttpNewsApi(backend.storeApi);
    await api.list({ category: 'tips-perawatan', tag: 'sofa', q: 'kain', page: 1, perPage: 12 });
    await api.products(7);
    expect(urls).toEqual(['?category=tips-perawatan&tag=sofa&q=kain&page=1&per_page=12', '?news_id=7']);
  });

  it('reads tags, top tags, categories and the featured articles from the mock', async () => {
    const api = news();
    const [tags, top, categories, selected] = await Promise.all([api.tags(), api.topTags(), api.categories(), api.selected()]);
    expect(tags.length).toBe(backend.mock.db.newsTags.count());
    expect(top[0]!.articleCount).toBe(Math.max(...tags.map((t) => t.articleCount)));
    expect(categories.map((c) => c.slug)).toContain('tips-perawatan');
    expect(selected.selected).toHaveLength(1);
    expect(selected.slider.length).toBeGreaterThan(0);
    expect(selected.editorPicks.length).toBeGreaterThan(0);
  });

  it('pages a category and reads an article with its products', async () => {
    const api = news();
    const page = await api.list({ category: 'inspirasi-ruangan', perPage: 2 });
    expect(page.perPage).toBe(2);
    expect(page.items.every((a) => a.category.slug === 'inspirasi-ruangan')).toBe(true);
    const article = await api.article(page.items[0]!.slug);
    expect(article.html).toMatch(/^<h2>|<p>/);
    expect(article.html).toContain('<h2>');
    const products = await api.products(article.id);
    expect(products.every((p) => p.slug !== '')).toBe(true);
  });

  it('fails as not-found for an unknown article', async () => {
    const error = (await news().article(999_999).catch((e: unknown) => e)) as StoreFailure;
    expect(error.kind).toBe('not-found');
    expect(error.call).toBe('GET uni/news/{id}');
  });
});

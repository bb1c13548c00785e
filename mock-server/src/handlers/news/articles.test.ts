import { articleDetailWire, articleListWire, newsCategoryListWire, newsProductListWire, newsTagListWire, selectedArticlesWire } from '@more/adapters/wire';
import { beforeEach, describe, expect, it } from 'vitest';
import { requestMock } from '../../in-process';
import { createMockApi, type MockApi } from '../../mock-api';
import { TOP_TAG_COUNT } from './articles';

let api: MockApi;
beforeEach(async () => {
  api = await createMockApi({ now: Date.UTC(2026, 10, 21, 3) });
});

const get = (path: string) => requestMock(api, { path });
const dataOf = (answer: { body: unknown }) => (answer.body as { data: unknown }).data;
const published = () => api.db.newsArticles.all().filter((a) => a.publishedAt <= api.clock.unixSeconds());

describe('GET uni/news/list', () => {
  it('pages the published articles newest first, with page, per_page, total and total_pages', async () => {
    const total = published().length;
    const first = articleListWire.parse(dataOf(await get('uni/news/list?per_page=5')));
    expect(first).toMatchObject({ page: 1, per_page: 5, total, total_pages: Math.ceil(total / 5) });
    const ids: number[] = [];
    for (let page = 1; page <= first.total_pages; page++) {
      const list = articleListWire.parse(dataOf(await get(`uni/news/list?per_page=5&page=${page}`)));
      expect(list.data.length).toBe(page < first.total_pages ? 5 : total - 5 * (first.total_pages - 1));
      ids.push(...list.data.map((a) => a.id));
    }
    expect(new Set(ids).size).toBe(total);
    const times = ids.map((id) => published().find((a) => a.id === id)!.publishedAt);
    expect(times).toEqual([...times].sort((a, b) => b - a));
    expect(articleListWire.parse(dataOf(await get('uni/news/list?page=99'))).data).toEqual([]);
  });

  it('filters by category slug', async () => {
    const list = articleListWire.parse(dataOf(await get('uni/news/list?category=panduan-belanja&per_page=50')));
    expect(list.total).toBeGreaterThan(0);
    expect(list.total).toBe(published().filter((a) => a.categoryId === 4).length);
    expect(list.data.every((a) => a.category.slug === 'panduan-belanja')).toBe(true);
  });

  it('filters by tag slug, by words of title or excerpt, and by both', async () => {
    const sofa = articleListWire.parse(dataOf(await get('uni/news/list?tag=sofa&per_page=50')));
    expect(sofa.total).toBeGreaterThan(0);
    expect(sofa.data.every((a) => a.tags.some((t) => t.slug === 'sofa'))).toBe(true);
    const words = articleListWire.parse(dataOf(await get('uni/news/list?q=KAYU%20JATI&per_page=50')));
    expect(words.total).toBeGreaterThan(0);
    expect(words.data.every((a) => `${a.title} ${a.excerpt}`.toLowerCase().includes('kayu jati'))).toBe(true);
    const both = articleListWire.parse(dataOf(await get('uni/news/list?tag=sofa&category=panduan-belanja&per_page=50')));
    expect(both.data.every((a) => a.category.slug === 'panduan-belanja' && a.tags.some((t) => t.slug === 'sofa'))).toBe(true);
    expect(both.total).toBeLessThan(sofa.total);
    expect(articleListWire.parse(dataOf(await get('uni/news/list?tag=tidak-ada'))).total).toBe(0);
  });

  it('shows a scheduled article only from its publication time', async () => {
    const scheduled = api.db.newsArticles.all().find((a) => a.publishedAt > api.clock.unixSeconds())!;
    const ids = async () => articleListWire.parse(dataOf(await get('uni/news/list?per_page=100'))).data.map((a) => a.id);
    expect(await ids()).not.toContain(scheduled.id);
    expect((await get(`uni/news/${scheduled.id}`)).status).toBe(404);
    api.clock.set(scheduled.publishedAt * 1000);
    expect((await ids())[0]).toBe(scheduled.id);
  });

  it.each([
    ['per_page=0', 'per_page', 'per_page minimal 1'],
    ['per_page=101', 'per_page', 'per_page maksimal 100'],
    ['page=dua', 'page', 'page harus berupa angka'],
  ])('refuses %s with 422 in Indonesian', async (query, field, reason) => {
    const answer = await get(`uni/news/list?${query}`);
    expect(answer.status).toBe(422);
    expect(answer.body).toMatchObject({ errors: { [field]: [reason] } });
  });
});

describe('GET uni/news/{id}', () => {
  it('answers an article by id or slug, with its body as the CMS\'s markup', async () => {
    const record = published()[2]!;
    const byId = articleDetailWire.parse(dataOf(await get(`uni/news/${record.id}`)));
    expect(articleDetailWire.parse(dataOf(await get(`uni/news/${record.slug}`)))).toEqual(byId);
    expect(byId.published_at).toMatch(/\+07:00$/);
    // Sub-headings, paragraphs, a list, a link to a page of the store and a closing tip, as an editor writes them.
    for (const tag of ['<h2>', '<p>', '<ul>', '<li>', '<strong>', '<blockquote>', '<a href="/']) expect(byId.content).toContain(tag);
  });

  it('answers the images in the body absolute from the API\'s origin, as a CMS\'s media URLs are', async () => {
    const record = published().find((article) => article.html.includes('<img'))!;
    expect(record.html).toContain('src="/media/products/');
    const body = articleDetailWire.parse(dataOf(await get(`uni/news/${record.id}`))).content;
    const sources = [...body.matchAll(/<img [^>]*src="([^"]+)"/g)].map((match) => match[1]!);
    expect(sources.length).toBeGreaterThan(0);
    for (const source of sources) expect(source).toMatch(/^https?:\/\/[^/]+\/media\/products\/\d+\/room-1\.svg$/);
    expect(body).toMatch(/<figcaption>Pada foto: <a href="\/product\/[a-z0-9-]+">/);
  });

  it('answers 404 for an unknown article', async () => {
    const answer = await get('uni/news/999999');
    expect(answer.status).toBe(404);
    expect(answer.body).toEqual({ success: false, message: 'Artikel tidak ditemukan' });
  });
});

describe('GET uni/news/products', () => {
  it('answers the products the article mentions, as product cards', async () => {
    const record = published().find((a) => a.productIds.length > 0)!;
    const products = newsProductListWire.parse(dataOf(await get(`uni/news/products?news_id=${record.id}`)));
    expect(products.map((p) => p.id)).toEqual(record.productIds);
  });

  it('requires news_id (422) and answers 404 for an unknown article', async () => {
    const missing = await get('uni/news/products');
    expect(missing.status).toBe(422);
    expect(missing.body).toMatchObject({ errors: { news_id: ['news_id wajib diisi'] } });
    expect((await get('uni/news/products?news_id=abc')).body).toMatchObject({ errors: { news_id: ['news_id harus berupa angka'] } });
    expect((await get('uni/news/products?news_id=999999')).status).toBe(404);
  });
});

describe('tags, categories and the featured articles', () => {
  it('counts the published articles of each tag and category', async () => {
    const tags = newsTagListWire.parse(dataOf(await get('uni/news/tags')));
    expect(tags).toHaveLength(api.db.newsTags.count());
    for (const tag of tags) expect(tag.total).toBe(published().filter((a) => a.tagIds.includes(tag.id)).length);
    const categories = newsCategoryListWire.parse(dataOf(await get('uni/news/categories')));
    expect(categories.reduce((sum, c) => sum + c.total, 0)).toBe(published().length);
  });

  it('answers the most used tags first, at most a handful', async () => {
    const top = newsTagListWire.parse(dataOf(await get('uni/news/tags-top')));
    expect(top.length).toBeLessThanOrEqual(TOP_TAG_COUNT);
    expect(top.length).toBeGreaterThan(0);
    const totals = top.map((t) => t.total);
    expect(totals).toEqual([...totals].sort((a, b) => b - a));
    const all = newsTagListWire.parse(dataOf(await get('uni/news/tags')));
    expect(Math.max(...all.map((t) => t.total))).toBe(totals[0]);
  });

  it('answers selected_article, slider_article and editor_pick', async () => {
    const selected = selectedArticlesWire.parse(dataOf(await get('uni/news/selected')));
    expect(selected.selected_article.map((a) => a.id)).toEqual([1]);
    expect(selected.slider_article).toHaveLength(4);
    expect(selected.editor_pick).toHaveLength(3);
  });
});

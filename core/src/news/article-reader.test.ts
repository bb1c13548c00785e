import { describe, expect, it } from 'vitest';
import { aProduct } from '../catalogue/product.fixture';
import { ArticleReader } from './article-reader';
import { anArticle, InMemoryNewsApi } from './fakes';
import { FeaturedArticles, NewsDirectory, categoryNamed, tagNamed } from './news-directory';

const article = anArticle({ id: 3, slug: 'merawat-sofa' });

describe('ArticleReader', () => {
  it('opens an article by slug with the products it names, once', async () => {
    const api = new InMemoryNewsApi({ articles: [article], productsByArticle: { 3: [aProduct({ id: 9 })] } });
    const reader = new ArticleReader(api);
    await reader.ensureOpen('merawat-sofa');
    expect(reader.current).toMatchObject({ status: 'ready', value: { id: 3 } });
    expect(reader.currentProducts).toMatchObject({ status: 'ready', value: [{ id: 9 }] });
    await reader.ensureOpen('merawat-sofa');
    expect(api.calls).toEqual(['article', 'products']);
  });

  it('is not-found for an unknown slug (the server answers 404)', async () => {
    const reader = new ArticleReader(new InMemoryNewsApi({ articles: [article] }));
    await reader.ensureOpen('tidak-ada');
    expect(reader.current).toMatchObject({ status: 'failed', failure: { kind: 'not-found', call: 'GET uni/news/{id}' } });
  });

  it('keeps the article when its products fail, and retries them alone', async () => {
    const api = new InMemoryNewsApi({ articles: [article], productsByArticle: { 3: [aProduct({ id: 9 })] } });
    const products = api.products.bind(api);
    let fail = true;
    api.products = (id: number) => (fail ? Promise.reject(new Error('offline')) : products(id));
    const reader = new ArticleReader(api);
    await reader.ensureOpen('merawat-sofa');
    expect(reader.current.status).toBe('ready');
    expect(reader.currentProducts).toMatchObject({ status: 'failed', failure: { call: 'GET uni/news/products' } });
    fail = false;
    await reader.retryProducts();
    expect(reader.currentProducts).toMatchObject({ status: 'ready', value: [{ id: 9 }] });
  });
});

describe('NewsDirectory and FeaturedArticles', () => {
  it('load the filters\' names once, and name a tag or category by slug', async () => {
    const api = new InMemoryNewsApi({
      tags: [{ id: 1, name: 'Sofa', slug: 'sofa', articleCount: 2 }],
      categories: [{ id: 1, name: 'Tips & Perawatan', slug: 'tips-perawatan', articleCount: 4 }],
    });
    const directory = new NewsDirectory(api);
    await Promise.all([directory.ensureLoaded(), directory.ensureLoaded()]);
    await directory.ensureLoaded();
    expect(api.calls.sort()).toEqual(['categories', 'tags', 'topTags']);
    const value = directory.current.status === 'ready' ? directory.current.value : null;
    expect(tagNamed(value!, 'sofa')?.name).toBe('Sofa');
    expect(tagNamed(value!, 'kasur')).toBeNull();
    expect(categoryNamed(value!, 'tips-perawatan')?.name).toBe('Tips & Perawatan');
  });

  it('fail as a state and load again when asked', async () => {
    const api = new InMemoryNewsApi({ articles: [article], selectedIds: { selected: [3], slider: [], editorPicks: [] } });
    api.failWith = new Error('offline');
    const featured = new FeaturedArticles(api);
    await featured.ensureLoaded();
    expect(featured.current).toMatchObject({ status: 'failed', failure: { call: 'GET uni/news/selected' } });
    api.failWith = null;
    await featured.ensureLoaded();
    expect(featured.current).toMatchObject({ status: 'ready', value: { selected: [{ id: 3 }] } });
  });
});

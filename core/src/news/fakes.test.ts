import { describe, expect, it } from 'vitest';
import { aProduct } from '../catalogue/product.fixture';
import { isStoreFailure } from '../shared/failure';
import { anArticle, InMemoryNewsApi } from './fakes';

const tips = anArticle({ id: 1, slug: 'merawat-sofa', title: 'Merawat Sofa' });
const trend = anArticle({
  id: 2,
  slug: 'tren-warna-2027',
  title: 'Tren Warna 2027',
  excerpt: 'Hijau sage dan terracotta',
  category: { name: 'Tren Desain', slug: 'tren-desain' },
  tags: [{ name: 'Warna', slug: 'warna' }],
});
const api = () =>
  new InMemoryNewsApi({
    articles: [trend, tips],
    tags: [
      { id: 1, name: 'Perawatan', slug: 'perawatan', articleCount: 1 },
      { id: 2, name: 'Warna', slug: 'warna', articleCount: 5 },
    ],
    selectedIds: { selected: [2], slider: [1, 2], editorPicks: [1, 404] },
    productsByArticle: { 1: [aProduct({ id: 7 })] },
  });

describe('InMemoryNewsApi', () => {
  it('filters the list by category, tag and words, as summaries', async () => {
    const fake = api();
    expect((await fake.list({ category: 'tren-desain' })).items.map((a) => a.id)).toEqual([2]);
    expect((await fake.list({ tag: 'perawatan' })).items.map((a) => a.id)).toEqual([1]);
    expect((await fake.list({ q: 'terracotta' })).items.map((a) => a.id)).toEqual([2]);
    const page = await fake.list({ perPage: 1, page: 2 });
    expect(page).toMatchObject({ page: 2, perPage: 1, total: 2, totalPages: 2 });
    expect(page.items[0]).not.toHaveProperty('html');
  });

  it('answers the featured lists by id, and the most used tags first', async () => {
    const fake = api();
    const selected = await fake.selected();
    expect(selected.selected.map((a) => a.id)).toEqual([2]);
    expect(selected.slider.map((a) => a.id)).toEqual([1, 2]);
    expect(selected.editorPicks.map((a) => a.id)).toEqual([1]);
    expect((await fake.topTags()).map((t) => t.slug)).toEqual(['warna', 'perawatan']);
    expect(await fake.tags()).toHaveLength(2);
    expect(await fake.categories()).toEqual([]);
  });

  it('finds an article by id or slug and its products; not-found otherwise', async () => {
    const fake = api();
    expect((await fake.article('merawat-sofa')).id).toBe(1);
    expect((await fake.products(1)).map((p) => p.id)).toEqual([7]);
    expect(await fake.products(2)).toEqual([]);
    const error: unknown = await fake.article(99).catch((e: unknown) => e);
    expect(isStoreFailure(error) && error.kind).toBe('not-found');
    await expect(fake.products(99)).rejects.toMatchObject({ kind: 'not-found', call: 'GET uni/news/products' });
  });

  it('fails every call when told to', async () => {
    const fake = api();
    fake.failWith = new Error('offline');
    await expect(fake.tags()).rejects.toThrow('offline');
    expect(fake.calls).toEqual(['tags']);
  });
});

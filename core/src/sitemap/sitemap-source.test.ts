import { describe, expect, it } from 'vitest';
import { InMemoryCategoryCatalogue, aCategory } from '../catalogue/fakes';
import { InMemoryProductCatalogue } from '../catalogue/product-catalogue.fake';
import { aProduct } from '../catalogue/product.fixture';
import { InMemoryInspirationApi, anInspiration } from '../inspiration/fakes';
import { InMemoryNewsApi, anArticle } from '../news/fakes';
import { StoreFailure } from '../shared/failure';
import { SitemapSource } from './sitemap-source';

const products = Array.from({ length: 230 }, (_, index) => aProduct({ id: index + 1, slug: `produk-${index + 1}`, isBundle: index === 0 }));
const source = (overrides: { products?: InMemoryProductCatalogue } = {}) => {
  const catalogue = overrides.products ?? new InMemoryProductCatalogue(products);
  const news = new InMemoryNewsApi({
    articles: [anArticle({ id: 1, slug: 'merawat-sofa', publishedAt: Date.UTC(2026, 9, 1) })],
    categories: [
      { id: 1, name: 'Tips Perawatan', slug: 'tips-perawatan', articleCount: 1 },
      { id: 2, name: 'Kosong', slug: 'kosong', articleCount: 0 },
    ],
  });
  const inspiration = new InMemoryInspirationApi([anInspiration({ slug: 'kamar-hangat' })], [{ id: 1, name: 'Kamar Tidur', slug: 'kamar-tidur', imageUrl: '', inspirationCount: 1 }]);
  const categories = new InMemoryCategoryCatalogue({ categories: [aCategory({ slug: 'kamar-tidur' })] });
  return { sitemap: new SitemapSource(catalogue, categories, news, inspiration), catalogue };
};

describe('SitemapSource', () => {
  it('lists every product over all pages, a bundle at /bundle/', async () => {
    const { sitemap, catalogue } = source();
    const entries = await sitemap.entries('products');
    expect(entries).toHaveLength(230);
    expect(entries[0]).toEqual({ path: '/bundle/produk-1' });
    expect(entries[229]).toEqual({ path: '/product/produk-230' });
    expect(catalogue.queries.map((query) => query.page)).toEqual([1, 2, 3]);
    expect(catalogue.queries.every((query) => query.perPage === 100)).toBe(true);
  });

  it('lists the articles with their date and the categories that have articles', async () => {
    expect(await source().sitemap.entries('articles')).toEqual([
      { path: '/artikel/category/tips-perawatan' },
      { path: '/artikel/merawat-sofa', lastModified: Date.UTC(2026, 9, 1) },
    ]);
  });

  it('lists the inspirations with every room and all rooms', async () => {
    expect((await source().sitemap.entries('inspirations')).map((entry) => entry.path)).toEqual([
      '/inspirasi/semua',
      '/inspirasi/kamar-tidur',
      '/inspirasi-detail/kamar-hangat',
    ]);
    expect(await source().sitemap.entries('categories')).toEqual([{ path: '/category/kamar-tidur' }]);
  });

  it('fails the part when a call fails, rather than list less than there is', async () => {
    const catalogue = new InMemoryProductCatalogue(products);
    catalogue.failWith = new StoreFailure('server', 'GET uni/product', 'Server sedang bermasalah');
    await expect(source({ products: catalogue }).sitemap.entries('products')).rejects.toBeInstanceOf(StoreFailure);
  });
});

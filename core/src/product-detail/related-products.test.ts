import { describe, expect, it } from 'vitest';
import { InMemoryProductCatalogue } from '../catalogue/product-catalogue.fake';
import { aProduct } from '../catalogue/product.fixture';
import { StoreFailure } from '../shared/failure';
import { aProductDetail } from './product-detail.fixture';
import { OTHER_BUNDLES_LIMIT, RECOMMENDED_PRODUCTS_LIMIT, RELATED_PRODUCTS_LIMIT } from './product-page-limits';
import { RelatedProducts, relatedListQuery } from './related-products';

const products = Array.from({ length: 20 }, (_, i) => aProduct({ id: i + 1, slug: `p-${i + 1}`, isBundle: i % 3 === 0 }));
const sofa = aProductDetail({ id: 1, category: { id: 3, name: 'Ruang Tamu', slug: 'ruang-tamu' } });

describe('related lists of a product page', () => {
  it('asks lainnya in the category (8), bundles (5) and rekomendasi (5), each without the product on screen (document 2 §7, §9)', () => {
    expect([RELATED_PRODUCTS_LIMIT, OTHER_BUNDLES_LIMIT, RECOMMENDED_PRODUCTS_LIMIT]).toEqual([8, 5, 5]);
    expect(relatedListQuery('related', sofa)).toEqual({ type: 'lainnya', categories: [3], notId: 1, perPage: 8, page: 1 });
    expect(relatedListQuery('related', { ...sofa, category: null })).toMatchObject({ categories: [] });
    expect(relatedListQuery('bundles', sofa)).toEqual({ isBundle: true, notId: 1, perPage: 5, page: 1 });
    expect(relatedListQuery('recommended', sofa)).toEqual({ type: 'rekomendasi', notId: 1, perPage: 5, page: 1 });
  });

  it('loads each list on its own, capped, as product cards, never the product on screen', async () => {
    const catalogue = new InMemoryProductCatalogue(products);
    const related = new RelatedProducts(catalogue);
    await related.ensureLoaded('related');
    expect(catalogue.queries).toEqual([]);
    related.showProduct(sofa);
    await related.ensureLoaded('related');
    await related.ensureLoaded('bundles');
    await related.ensureLoaded('bundles');
    const state = related.current;
    expect(state.related.status === 'ready' && state.related.value.map((c) => c.id)).toEqual([2, 3, 4, 5, 6, 7, 8, 9]);
    expect(state.bundles.status === 'ready' && state.bundles.value.map((c) => c.href)).toEqual(['/bundle/p-4', '/bundle/p-7', '/bundle/p-10', '/bundle/p-13', '/bundle/p-16']);
    expect(state.recommended).toEqual({ status: 'idle' });
    expect(catalogue.queries).toHaveLength(2);
  });

  it('fails one list alone, retries it, and forgets the lists of a product left behind', async () => {
    const catalogue = new InMemoryProductCatalogue(products);
    const related = new RelatedProducts(catalogue);
    related.showProduct(sofa);
    catalogue.failWith = new StoreFailure('server', 'GET uni/product', 'down');
    await related.ensureLoaded('recommended');
    expect(related.current.recommended).toMatchObject({ status: 'failed' });
    catalogue.failWith = null;
    await related.ensureLoaded('recommended');
    expect(related.current.recommended.status).toBe('ready');

    const late = related.load('related');
    related.showProduct(aProductDetail({ id: 2 }));
    related.showProduct(aProductDetail({ id: 2 }));
    await late;
    expect(related.current).toEqual({ related: { status: 'idle' }, bundles: { status: 'idle' }, recommended: { status: 'idle' } });
  });
});

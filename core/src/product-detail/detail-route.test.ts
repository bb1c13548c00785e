import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { StoreFailure } from '../shared/failure';
import { failed, idle, loading, ready } from '../shared/loadable';
import { detailOnPage, keepsProductDetail, productPageRedirect, productSpecifications, ratingText, soldText, whatsappShareLink } from './detail-route';
import { aProductDetail } from './product-detail.fixture';

describe('the product page around the product', () => {
  it('"Leaving a non-product page clears the current product detail" (document 1 §2): product and bundle pages keep it', () => {
    expect(keepsProductDetail('/product/ranjang')).toBe(true);
    expect(keepsProductDetail('/bundle/paket-kamar')).toBe(true);
    expect(keepsProductDetail('/product/sale')).toBe(false);
    expect(keepsProductDetail('/products/type=terbaru')).toBe(false);
    expect(keepsProductDetail('/')).toBe(false);
    fc.assert(
      fc.property(fc.webPath(), (path) => {
        expect(keepsProductDetail(path)).toBe(/^\/(product|bundle)\/[^/]+\/?$/.test(path) && path !== '/product/sale');
      }),
      // Web paths are slow to generate; a hundred say as much here as the default.
      { numRuns: 100 },
    );
  });

  it('sends a bundle opened as a product to /bundle/… and a product opened as a bundle to /product/…', () => {
    expect(productPageRedirect({ slug: 'paket', isBundle: true }, 'product')).toBe('/bundle/paket');
    expect(productPageRedirect({ slug: 'kursi', isBundle: false }, 'bundle')).toBe('/product/kursi');
    expect(productPageRedirect({ slug: 'kursi', isBundle: false }, 'product')).toBeNull();
  });

  it('writes the sold count and the rating the Indonesian way, nothing when there is none', () => {
    expect(soldText(1204)).toBe('1.204 Terjual');
    expect(soldText(0)).toBeNull();
    expect(ratingText(4.75)).toBe('4,8');
    expect(ratingText(0)).toBeNull();
  });

  it('lists the specifications the product has', () => {
    expect(productSpecifications(aProductDetail({ brand: 'Rumaka', materials: ['MDF', ' ', 'Marmer'], category: { id: 1, name: 'Kamar Tidur', slug: 'k' } }))).toEqual([
      { label: 'Merek', value: 'Rumaka' },
      { label: 'Material', value: 'MDF, Marmer' },
      { label: 'Kategori', value: 'Kamar Tidur' },
    ]);
    expect(productSpecifications(aProductDetail({ brand: null, materials: [], category: null }))).toEqual([]);
  });

  it('shares the product to the messaging app with its name and link', () => {
    expect(whatsappShareLink(' Sofa & Meja ', 'https://toko.test/product/sofa')).toBe(
      `https://wa.me/?text=${encodeURIComponent('Sofa & Meja\nhttps://toko.test/product/sofa')}`,
    );
  });

  it('shows the product of its own address: another product still on screen is this one loading, a product not found keeps the skeleton', () => {
    const product = aProductDetail({ slug: 'ranjang-sagara' });
    expect(detailOnPage(ready(product), 'ranjang-sagara')).toEqual(ready(product));
    expect(detailOnPage(ready(product), 'kursi-tamu')).toEqual(loading);
    expect(detailOnPage(ready(product), undefined)).toEqual(loading);
    expect(detailOnPage(idle, 'ranjang-sagara')).toEqual(idle);
    expect(detailOnPage(failed(new StoreFailure('not-found', 'GET uni/product/{slug}', 'gone')), 'ranjang-sagara')).toEqual(loading);
    const down = failed(new StoreFailure('server', 'GET uni/product/{slug}', 'down'));
    expect(detailOnPage(down, 'ranjang-sagara')).toBe(down);
  });
});

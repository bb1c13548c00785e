import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { aProduct } from '../catalogue/product.fixture';
import { WISHLIST_PAGE_SIZE } from './wishlist';
import { EMPTY_WISHLIST, WISHLIST_SHOP_PATH, wishlistHref, wishlistPage, wishlistPageOf } from './wishlist-page';

const products = (count: number) => Array.from({ length: count }, (_, i) => aProduct({ id: i + 1 }));

describe('the wishlist page, a page at a time', () => {
  it('reads the page from the address; anything but a whole number from 1 is the first', () => {
    expect(wishlistPageOf('?page=3')).toBe(3);
    for (const search of ['', 'page=0', 'page=-1', 'page=1.5', 'page=dua']) expect(wishlistPageOf(search)).toBe(1);
    expect(wishlistHref(1)).toBe('/profile/wishlist');
    expect(wishlistHref(2)).toBe('/profile/wishlist?page=2');
  });

  it('shows WISHLIST_PAGE_SIZE products a page, the last page the rest', () => {
    const view = wishlistPage(products(WISHLIST_PAGE_SIZE + 3), 2);
    expect(view).toMatchObject({ page: 2, totalPages: 2, total: WISHLIST_PAGE_SIZE + 3 });
    expect(view.products.map((p) => p.id)).toEqual([13, 14, 15]);
  });

  it('shows the last page when a removal emptied the page asked for', () => {
    expect(wishlistPage(products(WISHLIST_PAGE_SIZE), 2)).toMatchObject({ page: 1, totalPages: 1 });
  });

  it('for every list and page: every product is on exactly one page, in order, and the page shown exists', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 60 }), fc.integer({ min: -3, max: 10 }), (count, asked) => {
        const list = products(count);
        const view = wishlistPage(list, asked);
        expect(view.page).toBeGreaterThanOrEqual(1);
        expect(view.page).toBeLessThanOrEqual(view.totalPages);
        const all = Array.from({ length: view.totalPages }, (_, i) => wishlistPage(list, i + 1).products).flat();
        expect(all).toEqual(list);
      }),
    );
  });

  it('has an empty state leading to the products ("Belanja Sekarang")', () => {
    expect(EMPTY_WISHLIST.action).toBe('Belanja Sekarang');
    expect(WISHLIST_SHOP_PATH).toBe('/products');
  });
});

import { describe, expect, it } from 'vitest';
import { HEADER_MENU_SKELETON_ITEMS, categoryHeaderMenu } from './category-header-menu';

describe('the category header menu', () => {
  it('lists All Products, Paket Hemat, MOREVERSE, Layanan Desain Interior and Ruangan, then Brand (document 1 §2)', () => {
    expect(categoryHeaderMenu.map((entry) => entry.label)).toEqual([
      'All Products',
      'Paket Hemat',
      'MOREVERSE',
      'Layanan Desain Interior',
      'Ruangan',
      'Brand',
    ]);
  });

  it('opens the mega-menus of All Products, Ruangan and Brand; the others are links', () => {
    expect(categoryHeaderMenu.filter((entry) => entry.kind === 'dropdown').map((entry) => entry.id)).toEqual(['all-products', 'rooms', 'brands']);
    expect(categoryHeaderMenu.filter((entry) => entry.kind === 'link').map((entry) => entry.href)).toEqual([
      '/products/category_group=123',
      '/moreverse',
      '/desain-interior',
    ]);
  });

  it('leads All Products to the whole list, with every filter reset', () => {
    expect(categoryHeaderMenu[0]).toMatchObject({ id: 'all-products', href: '/products' });
  });

  it('shows 5 skeleton items while the menus load (document 2 §9)', () => {
    expect(HEADER_MENU_SKELETON_ITEMS).toBe(5);
  });
});

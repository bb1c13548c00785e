import { categoryHref, megaMenuColumns } from '@more/core';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { MOCK_STORE_URL, mockStore } from '../mock-store.fixture';
import { toCategory } from './category.mapper';
import { HttpCategoryCatalogue } from './http-category-catalogue';

const backend = mockStore({ signedIn: false });
const catalogue = () => new HttpCategoryCatalogue(backend.storeApi);

describe('HttpCategoryCatalogue over the mock API', () => {
  it('reads the rooms (GET uni/category) with their sub-categories and counts', async () => {
    const categories = await catalogue().categories();
    expect(categories.map((c) => c.name)).toEqual(['Kamar Tidur', 'Kamar Anak', 'Ruang Makan & Dapur', 'Ruang Tamu', 'Ruang Kerja', 'Lainnya']);
    const bedroom = categories[0]!;
    expect(bedroom.subCategories.find((s) => s.slug === 'springbed-kasurbusa')).toMatchObject({ name: 'Springbed & Kasurbusa' });
    expect(bedroom.productCount).toBe(bedroom.subCategories.reduce((sum, s) => sum + (s.productCount ?? 0), 0));
    expect(bedroom.image?.url).toContain('/media/art/category/');
    expect(categoryHref(categories[2]!)).toBe('/category/ruang-makan-dapur');
  });

  it('reads the category groups (GET uni/category/group) for a mega-menu of at most 4 columns of 3', async () => {
    const groups = await catalogue().categoryGroups();
    expect(groups.find((g) => g.id === 123)).toMatchObject({ name: 'Paket Hemat', isBundleGroup: true });
    expect(groups.filter((g) => !g.isBundleGroup).every((g) => g.categories.length > 0)).toBe(true);
    expect(megaMenuColumns(groups).length).toBeLessThanOrEqual(4);
  });

  it('reads the filter choices (GET uni/product/filter)', async () => {
    const options = await catalogue().filterOptions();
    expect(options.brands).toHaveLength(7);
    expect(options.roomTypes.find((r) => r.value === 'ruang-tamu')).toMatchObject({ label: 'Ruang Tamu' });
    expect(options.priceRange.min).toBeLessThan(options.priceRange.max);
    expect(options.colors[0]!.hex).toMatch(/^#/);
    expect(options.categories.flatMap((c) => c.subCategories).length).toBeGreaterThan(20);
  });

  it('fails naming the call when the answer has another shape', async () => {
    const categories = new HttpCategoryCatalogue(backend.storeApi);
    backend.server.resetHandlers(http.get(`${MOCK_STORE_URL}uni/category/group`, () => HttpResponse.json({ success: true, message: 'ok', data: [{ id: 1 }] })));
    await expect(categories.categoryGroups()).rejects.toMatchObject({ kind: 'invalid-response', call: 'GET uni/category/group' });
  });
});

describe('category mapping (wire → core)', () => {
  it('gives images without alt text the category\'s name, and reads missing texts as the name or empty', () => {
    const category = toCategory({
      id: 9,
      name: 'Teras',
      slug: 'teras',
      image_url: 'https://img.test/teras.svg',
      banner_url: null,
      product_count: 3,
      r_subs: [{ id: 91, name: 'Kursi Teras' }],
    });
    expect(category).toMatchObject({
      image: { url: 'https://img.test/teras.svg', alt: 'Teras' },
      banner: null,
      imageTitle: 'Teras',
      metaTitle: 'Teras',
      content: '',
      sort: 0,
      subCategories: [{ id: 91, name: 'Kursi Teras', slug: null, productCount: null }],
    });
  });
});

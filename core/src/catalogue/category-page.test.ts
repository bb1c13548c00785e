import { describe, expect, it } from 'vitest';
import { defaultFilter } from './product-filter';
import { aCategory, someFilterOptions } from './catalogue.fixture';
import { CategoryDirectory, ListFilterOptions, categoryPageHead, findCategoryPage, subCategoryLinks } from './category-page';
import { InMemoryCategoryCatalogue } from './fakes';

const bedroom = aCategory({
  id: 1,
  name: 'Kamar Tidur',
  slug: 'kamar-tidur',
  subCategories: [
    { id: 100, name: 'Tempat Tidur', slug: 'tempat-tidur', productCount: 14 },
    { id: 101, name: 'Springbed & Kasurbusa', slug: 'springbed-kasurbusa', productCount: 13 },
    { id: 102, name: 'Tanpa Slug', slug: null, productCount: null },
  ],
});
const categories = [aCategory(), bedroom];

describe('/category/{slug}: "The slug is the lowercased category name with spaces as hyphens" (document 1 §2)', () => {
  it('finds a room by its slug, in any case, listing its products', () => {
    const view = findCategoryPage(categories, 'Kamar-Tidur');
    expect(view).toMatchObject({ category: bedroom, subCategory: null, title: 'Kamar Tidur' });
    expect(view!.filter).toEqual({ ...defaultFilter, categories: [1] });
  });

  it('"The Springbed category goes to /category/springbed-kasurbusa": a sub-category, listed with its room', () => {
    const view = findCategoryPage(categories, 'springbed-kasurbusa');
    expect(view).toMatchObject({ category: bedroom, title: 'Springbed & Kasurbusa' });
    expect(view!.subCategory!.id).toBe(101);
    expect(view!.filter).toEqual({ ...defaultFilter, categories: [1], subCategory: [101] });
  });

  it('"/category/springbed-dalam-box also exists": the same page', () => {
    expect(findCategoryPage(categories, 'springbed-dalam-box')).toEqual(findCategoryPage(categories, 'springbed-kasurbusa'));
  });

  it('finds nothing for an unknown slug (404)', () => {
    expect(findCategoryPage(categories, 'dapur-luar-angkasa')).toBeNull();
    expect(findCategoryPage([], 'kamar-tidur')).toBeNull();
  });

  it('links the whole room, then each sub-category to its page, the current one marked; one without a slug to the filtered list', () => {
    const links = subCategoryLinks(findCategoryPage(categories, 'springbed-kasurbusa')!);
    expect(links).toEqual([
      { id: 1, label: 'Semua Kamar Tidur', href: '/category/kamar-tidur', current: false },
      { id: 100, label: 'Tempat Tidur', href: '/category/tempat-tidur', current: false },
      { id: 101, label: 'Springbed & Kasurbusa', href: '/category/springbed-kasurbusa', current: true },
      { id: 102, label: 'Tanpa Slug', href: '/products/categories%5B%5D=1&sub_category%5B%5D=102', current: false },
    ]);
  });
});

describe('the category page\'s head', () => {
  it('is the category\'s meta_title and meta_desc; a sub-category is named with the brand', () => {
    expect(categoryPageHead(findCategoryPage(categories, 'ruang-tamu')!)).toEqual({ title: 'Furnitur Ruang Tamu | MORE', description: 'Belanja sofa dan meja tamu.' });
    expect(categoryPageHead(findCategoryPage(categories, 'sofa')!)).toEqual({ title: 'Sofa | MORE Furniture', description: 'Belanja sofa dan meja tamu.' });
  });

  it('falls back to the name and the introduction when the meta fields are blank', () => {
    const bare = aCategory({ metaTitle: ' ', metaDescription: '' });
    expect(categoryPageHead(findCategoryPage([bare], 'ruang-tamu')!)).toEqual({ title: 'Ruang Tamu | MORE Furniture', description: bare.content });
  });
});

describe('the category pages\' and lists\' server copies', () => {
  it('reads the categories once', async () => {
    const catalogue = new InMemoryCategoryCatalogue({ categories });
    const directory = new CategoryDirectory(catalogue);
    await directory.ensureLoaded();
    await directory.ensureLoaded();
    expect(directory.current).toEqual({ status: 'ready', value: categories });
    expect(catalogue.calls).toEqual(['categories']);
    catalogue.failWith = new Error('down');
    await directory.load();
    expect(directory.current.status).toBe('failed');
  });

  it('reads the filter choices once', async () => {
    const catalogue = new InMemoryCategoryCatalogue({ filterOptions: someFilterOptions() });
    const options = new ListFilterOptions(catalogue);
    await options.ensureLoaded();
    await options.ensureLoaded();
    expect(options.current).toEqual({ status: 'ready', value: someFilterOptions() });
    expect(catalogue.calls).toEqual(['filterOptions']);
    await options.load();
    expect(catalogue.calls).toHaveLength(2);
  });
});

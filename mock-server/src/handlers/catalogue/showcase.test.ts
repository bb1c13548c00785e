import {
  categoryGroupListWire,
  categoryListWire,
  comboDealListWire,
  filterOptionsWire,
  freeGiftOfferListWire,
  preOrderOfferListWire,
  productGroupListWire,
  productGroupWire,
  productListWire,
  searchSuggestionsWire,
  topProductsWire,
} from '@more/adapters/wire';
import { beforeAll, describe, expect, it } from 'vitest';
import { requestMock } from '../../in-process';
import { createMockApi, type MockApi } from '../../mock-api';
import { houseBrands } from '../../seed/catalogue-data';
import { discountedPrice, totalStock } from './product-wire';

let api: MockApi;
beforeAll(async () => {
  api = await createMockApi({ now: Date.UTC(2026, 10, 21, 3, 0) });
});

const data = async (path: string, init: { method?: string; json?: unknown } = {}) => {
  const answer = await requestMock(api, { path, ...init });
  expect(answer.status).toBe(200);
  expect(answer.body).toMatchObject({ success: true });
  return (answer.body as { data: unknown }).data;
};

describe('GET uni/product/search: "suggestions read from data.results, each with keyword"', () => {
  it('suggests the room first, then products holding the keyword, each once, at most 10', async () => {
    const { results } = searchSuggestionsWire.parse(await data('uni/product/search?q=sofa'));
    expect(results.length).toBeGreaterThan(3);
    expect(results.length).toBeLessThanOrEqual(10);
    expect(results[0]).toMatchObject({ keyword: 'Sofa', type: 'category', slug: 'sofa' });
    expect(results.every((r) => r.keyword.toLowerCase().includes('sofa'))).toBe(true);
    expect(new Set(results.map((r) => r.keyword.toLowerCase())).size).toBe(results.length);
  });

  it('suggests brands, and products best-selling first', async () => {
    const { results } = searchSuggestionsWire.parse(await data('uni/product/search?q=ARKANA'));
    expect(results).toEqual([{ keyword: 'Arkana', type: 'brand', slug: null }]);
    const { results: products } = searchSuggestionsWire.parse(await data('uni/product/search?q=lemari%20pakaian%20aruna'));
    const sales = products.filter((r) => r.type === 'product').map((r) => api.db.products.findFirst((q) => q.where({ slug: r.slug! }))!.totalSales);
    expect(sales.length).toBeGreaterThan(0);
    expect(sales).toEqual([...sales].sort((a, b) => b - a));
  });

  it('finds, in the list, the product a suggestion names', async () => {
    const { results } = searchSuggestionsWire.parse(await data('uni/product/search?q=kasur'));
    const product = results.find((r) => r.type === 'product')!;
    const list = productListWire.parse(await data(`uni/product?q=${encodeURIComponent(product.keyword)}`));
    expect(list.data.map((p) => p.slug)).toContain(product.slug);
  });

  it('suggests nothing for an empty or unknown keyword, and refuses a list with 422', async () => {
    expect(await data('uni/product/search?q=%20%20')).toEqual({ results: [] });
    expect(await data('uni/product/search')).toEqual({ results: [] });
    expect(await data('uni/product/search?q=zzqx')).toEqual({ results: [] });
    const refused = await requestMock(api, { path: 'uni/product/search?q[]=a' });
    expect(refused).toMatchObject({ status: 422, body: { errors: { q: ['q harus berupa teks'] } } });
  });
});

describe('GET uni/product/top', () => {
  it('lists the 10 best-selling products in stock', async () => {
    const top = topProductsWire.parse(await data('uni/product/top'));
    expect(top).toHaveLength(10);
    expect(top.every((p) => p.stock > 0)).toBe(true);
    const sales = top.map((p) => p.total_sales);
    expect(sales).toEqual([...sales].sort((a, b) => b - a));
    const bestInStock = Math.max(...api.db.products.all().filter((p) => totalStock(p) > 0).map((p) => p.totalSales));
    expect(sales[0]).toBe(bestInStock);
  });
});

describe('GET uni/product/filter: what the filter bar needs', () => {
  it('offers the rooms with their sub-categories, materials, colours, the 7 brands and the price bounds, with counts', async () => {
    const options = filterOptionsWire.parse(await data('uni/product/filter'));
    const products = api.db.products.all();
    expect(options.categories).toHaveLength(6);
    expect(options.categories.reduce((sum, c) => sum + c.product_count, 0)).toBe(products.length);
    for (const room of options.categories) {
      expect(room.r_subs.reduce((sum, s) => sum + (s.product_count ?? 0), 0)).toBe(room.product_count);
    }
    expect(options.room_type.map((r) => r.value)).toEqual(['kamar-tidur', 'kamar-anak', 'ruang-makan', 'ruang-tamu', 'ruang-kerja', 'lainnya']);
    expect(options.brands.map((b) => b.name).sort()).toEqual([...houseBrands].sort());
    expect(options.materials.length).toBeGreaterThan(5);
    expect(options.colors.every((c) => /^#[0-9a-f]{6}$/.test(c.hex))).toBe(true);
    const prices = products.map((p) => Math.min(...p.variants.map(discountedPrice)));
    expect([options.price_min, options.price_max]).toEqual([Math.min(...prices), Math.max(...prices)]);
  });

  it('counts what the list answers for each choice', async () => {
    const options = filterOptionsWire.parse(await data('uni/product/filter'));
    const material = options.materials[0]!;
    const list = productListWire.parse(await data(`uni/product?materials[]=${encodeURIComponent(material.name)}`));
    expect(list.total).toBe(material.product_count);
  });
});

describe('GET uni/category: the rooms of document 2 §3 with sub-categories, slugs and counts', () => {
  it('lists bedroom, kids room, dining and kitchen, living room, work room and others, with every field of document 1 §3', async () => {
    const categories = categoryListWire.parse(await data('uni/category'));
    expect(categories.map((c) => c.name)).toEqual(['Kamar Tidur', 'Kamar Anak', 'Ruang Makan & Dapur', 'Ruang Tamu', 'Ruang Kerja', 'Lainnya']);
    const raw = (await data('uni/category')) as Record<string, unknown>[];
    const fields = ['id', 'uni_categories_id', 'uni_gen_applications_id', 'name', 'type', 'image', 'banner', 'status', 'image_title', 'image_alt', 'banner_title', 'banner_alt', 'slug', 'content', 'meta_title', 'meta_desc', 'sort', 'image_url', 'banner_url', 'product_count', 'r_subs'];
    for (const category of raw) expect(Object.keys(category)).toEqual(expect.arrayContaining(fields));
    for (const category of categories) {
      expect(category.image_url).toMatch(/^http:\/\/127\.0\.0\.1:5173\/media\/art\/category\//);
      expect(category.banner_url).toMatch(/\/media\/art\/banner\//);
      expect(category.product_count).toBe(api.db.products.all().filter((p) => p.categoryId === category.id).length);
      expect(category.r_subs.length).toBeGreaterThanOrEqual(3);
    }
  });

  it('slugs each category as "the lowercased category name with spaces as hyphens", the Springbed one at springbed-kasurbusa', async () => {
    const categories = categoryListWire.parse(await data('uni/category'));
    const all = categories.flatMap((c) => [{ name: c.name, slug: c.slug }, ...c.r_subs.map((s) => ({ name: s.name, slug: s.slug! }))]);
    for (const { name, slug } of all) expect(slug).toBe(name.toLowerCase().replace(/&/g, '').trim().replace(/\s+/g, '-'));
    expect(all.map((c) => c.slug)).toContain('springbed-kasurbusa');
    expect(all.map((c) => c.slug)).toContain('ruang-makan-dapur');
  });
});

describe('GET uni/category/group: "columns of 3, up to 12"', () => {
  it('lists at most 12 groups, Paket Hemat (123) among them, each holding products', async () => {
    const groups = categoryGroupListWire.parse(await data('uni/category/group'));
    expect(groups.length).toBeLessThanOrEqual(12);
    expect(groups.find((g) => g.id === 123)).toMatchObject({ name: 'Paket Hemat', is_bundle: true, categories: [] });
    for (const group of groups) {
      const list = productListWire.parse(await data(`uni/product?category_group=${group.id}&per_page=1`));
      expect(list.total, group.name).toBeGreaterThan(0);
      if (!group.is_bundle) expect(group.categories.length).toBeGreaterThan(0);
    }
  });
});

describe('GET uni/product/groups and GET uni/product/group/{id}: the home page\'s product groups', () => {
  it('lists each group with name, description, banner and its first 10 entries (id, bundling, stock, product)', async () => {
    const groups = productGroupListWire.parse(await data('uni/product/groups'));
    expect(groups.length).toBeGreaterThanOrEqual(4);
    for (const group of groups) {
      expect(group.description).toBeTruthy();
      expect(group.image_url).toMatch(/\/media\/art\/square\//);
      expect(group.products.length).toBeGreaterThan(0);
      expect(group.products.length).toBeLessThanOrEqual(10);
      for (const entry of group.products) expect([entry.bundling, entry.stock]).toEqual([entry.product.bundling, entry.product.stock]);
    }
    expect(groups.some((g) => g.products.every((e) => e.bundling === 1))).toBe(true);
  });

  it('answers one group with every entry, and 404 for an unknown or malformed id', async () => {
    const preview = productGroupListWire.parse(await data('uni/product/groups'))[0]!;
    const whole = productGroupWire.parse(await data(`uni/product/group/${preview.id}`));
    expect(whole.products.length).toBeGreaterThan(preview.products.length);
    expect(whole.products.slice(0, 10)).toEqual(preview.products);
    for (const id of ['999', 'abc', '1.5']) {
      expect(await requestMock(api, { path: `uni/product/group/${id}` })).toMatchObject({
        status: 404,
        body: { success: false, message: 'Grup produk tidak ditemukan' },
      });
    }
  });
});

describe('GET uni/product/combo, POST uni/product/free, POST uni/product/po: the promotions', () => {
  it('lists "Kombo Hemat" deals of the products with that badge, the partner cheaper at the combo price', async () => {
    const combos = comboDealListWire.parse(await data('uni/product/combo'));
    expect(combos.length).toBeGreaterThan(3);
    for (const combo of combos) {
      expect(combo.product.seo_4).toBe('KOMBO HEMAT');
      expect(combo.combo_price).toBeLessThan(combo.price_normal);
      expect(combo.combo_price_rp).toMatch(/^Rp\d{1,3}(\.\d{3})*$/);
      expect(api.db.products.findFirst((q) => q.where({ id: combo.free_product.id }))!.variants.map((v) => v.id)).toContain(
        combo.free_uni_product_variants_id,
      );
    }
    expect(combos.some((c) => c.is_multiple_buy) && combos.some((c) => !c.is_multiple_buy)).toBe(true);
  });

  it('leaves out a combo whose partner sold out', async () => {
    const local = await createMockApi({ now: Date.UTC(2026, 10, 21, 3, 0) });
    const combo = local.db.comboDeals.all()[0]!;
    await local.db.products.update((q) => q.where({ id: combo.comboProductId }), {
      data(product) {
        for (const variant of product.variants) variant.stock = 0;
      },
    });
    const answer = comboDealListWire.parse(((await requestMock(local, { path: 'uni/product/combo' })).body as { data: unknown }).data);
    expect(answer.map((c) => c.id)).not.toContain(combo.id);
    expect(answer).toHaveLength(local.db.comboDeals.count() - 1);
  });

  it('lists the products with a free item: items, services and products of the store', async () => {
    const offers = freeGiftOfferListWire.parse(await data('uni/product/free', { method: 'POST', json: {} }));
    expect(offers.length).toBeGreaterThan(5);
    expect(offers.every((o) => o.product.seo_4 === 'GRATIS' && o.variants.length > 0)).toBe(true);
    const gift = offers.find((o) => o.free_type === 'product')!;
    expect(gift.product.bundling).toBe(1);
    expect(api.db.products.all().some((p) => p.variants.some((v) => v.id === gift.free_uni_product_variants_id))).toBe(true);
    expect(new Set(offers.map((o) => o.free_type))).toEqual(new Set(['product', 'item', 'service', 'shipping']));
  });

  it('lists the products on pre-order, some sold out, with the days to shipping', async () => {
    const offers = preOrderOfferListWire.parse(await data('uni/product/po', { method: 'POST', json: {} }));
    expect(offers).toHaveLength(10);
    expect(offers.filter((o) => o.product.stock === 0).length).toBeGreaterThanOrEqual(3);
    for (const offer of offers) expect(offer.note).toBe(`Pre-order: dikirim dalam ${offer.po_days} hari kerja`);
  });

  it.each(['uni/product/free', 'uni/product/po'])('answers %s with an empty body too, 400 for malformed JSON and 422 for a body that is not an object', async (path) => {
    expect((await requestMock(api, { method: 'POST', path })).status).toBe(200);
    expect(await requestMock(api, { method: 'POST', path, rawBody: '{"a":', headers: { 'content-type': 'application/json' } })).toMatchObject({ status: 400 });
    expect(await requestMock(api, { method: 'POST', path, json: [1, 2] })).toMatchObject({ status: 422, body: { errors: { body: ['body harus berupa objek'] } } });
  });
});

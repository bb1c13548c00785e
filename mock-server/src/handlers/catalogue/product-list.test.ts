import { productListWire, type ProductCardWire } from '@more/adapters/wire';
import fc from 'fast-check';
import { beforeAll, describe, expect, it } from 'vitest';
import type { ProductRecord } from '../../db/catalogue';
import { requestMock } from '../../in-process';
import { createMockApi, type MockApi } from '../../mock-api';
import { DEMO_CUSTOMER, NEW_CUSTOMER, signIn } from '../../seed/account';
import { categoryGroupSeeds, categorySeeds, colours, houseBrands, materials } from '../../seed/catalogue-data';
import { toProductCardWire } from './product-wire';

const NOW = Date.UTC(2026, 10, 21, 3, 0);
let api: MockApi;
beforeAll(async () => {
  api = await createMockApi({ now: NOW });
});

/** The filter keys of document 1 §3, as a test writes them. */
interface Filter {
  readonly q?: string;
  readonly category_group?: number;
  readonly categories: readonly number[];
  readonly sub_category: readonly number[];
  readonly materials: readonly string[];
  readonly colors: readonly string[];
  readonly brands: readonly string[];
  readonly room_type: readonly string[];
  readonly price_min?: number;
  readonly price_max?: number;
  readonly is_bundle: boolean;
  readonly not_id?: number;
}

const searchOf = (filter: Filter, extra: Record<string, string | number> = {}): string => {
  const search = new URLSearchParams();
  for (const [key, value] of Object.entries({ ...filter, ...extra })) {
    if (value === undefined || value === false) continue;
    if (Array.isArray(value)) for (const item of value as unknown[]) search.append(`${key}[]`, String(item));
    else search.append(key, value === true ? '1' : String(value));
  }
  return search.toString();
};

const list = async (search: string, token?: string) => {
  const answer = await requestMock(api, { path: `uni/product?${search}`, ...(token ? { token } : {}) });
  expect(answer.status).toBe(200);
  return productListWire.parse((answer.body as { data: unknown }).data);
};

// The oracle: each key's meaning written out from the seed's own vocabulary, not from the handler.
const subName = new Map(categorySeeds.flatMap((c, ci) => c.subCategories.map((s, si) => [100 + ci * 10 + si, s.name] as const)));
const roomName = new Map(categorySeeds.map((c, ci) => [ci + 1, c.name] as const));
const has = (wanted: readonly string[], own: readonly string[]) =>
  wanted.length === 0 || wanted.some((w) => own.some((o) => o.toLowerCase() === w.toLowerCase()));

const matches = (product: ProductRecord, card: ProductCardWire, filter: Filter): boolean => {
  const words = (filter.q ?? '').toLowerCase().split(/\s+/).filter(Boolean);
  const text = [product.name, product.brand, ...product.materials, roomName.get(product.categoryId), subName.get(product.subCategoryId)]
    .join(' ')
    .toLowerCase();
  const group = categoryGroupSeeds.find((g) => g.id === filter.category_group);
  return (
    words.every((word) => text.includes(word)) &&
    (filter.category_group === undefined ||
      (group !== undefined && (group.bundlesOnly ? product.isBundle : group.subCategories.includes(subName.get(product.subCategoryId)!)))) &&
    (filter.categories.length === 0 || filter.categories.includes(product.categoryId)) &&
    (filter.sub_category.length === 0 || filter.sub_category.includes(product.subCategoryId)) &&
    has(filter.materials, product.materials) &&
    has(
      filter.colors,
      product.variants.map((v) => v.colour.name),
    ) &&
    has(filter.brands, [product.brand]) &&
    has(filter.room_type, [product.roomType]) &&
    (filter.price_min === undefined || card.price_discount_min >= filter.price_min) &&
    (filter.price_max === undefined || card.price_discount_min <= filter.price_max) &&
    (!filter.is_bundle || card.bundling === 1) &&
    product.id !== filter.not_id
  );
};

const subIds = [...subName.keys()];
const optional = <T>(arbitrary: fc.Arbitrary<T>) => fc.option(arbitrary, { nil: undefined });
const filterArbitrary: fc.Arbitrary<Filter> = fc.record({
  q: optional(fc.constantFrom('sofa', 'JATI', 'aruna', 'arkana', 'kamar tidur', 'meja bundar', 'paket', 'rak 3 susun', 'tidak-ada-apa-apa', ' ')),
  category_group: optional(fc.constantFrom(...categoryGroupSeeds.map((g) => g.id), 14)),
  categories: fc.subarray([1, 2, 3, 4, 5, 6, 99], { maxLength: 3 }),
  sub_category: fc.subarray([...subIds, 999], { maxLength: 3 }),
  materials: fc.subarray([...materials, 'kayu jati'], { maxLength: 2 }),
  colors: fc.subarray([...colours.map((c) => c.name), 'putih'], { maxLength: 2 }),
  brands: fc.subarray([...houseBrands], { maxLength: 3 }),
  room_type: fc.subarray([...categorySeeds.map((c) => c.roomType)], { maxLength: 2 }),
  price_min: optional(fc.constantFrom(0, 500_000, 1_000_000, 2_000_000)),
  price_max: optional(fc.constantFrom(500_000, 1_000_000, 2_000_000, 10_000_000)),
  is_bundle: fc.boolean(),
  not_id: optional(fc.integer({ min: 1, max: 340 })),
});

const noFilter: Filter = { categories: [], sub_category: [], materials: [], colors: [], brands: [], room_type: [], is_bundle: false };

describe('GET uni/product applies every filter key (document 1 §3 "Filter")', () => {
  it('PROPERTY: for any filter, every product answered matches it, in the catalogue order, and the total counts exactly the matching products', async () => {
    const products = api.db.products.all();
    const cards = new Map(products.map((p) => [p.id, toProductCardWire(p, 'http://x')]));
    await fc.assert(
      fc.asyncProperty(filterArbitrary, async (filter) => {
        const expected = products.filter((p) => matches(p, cards.get(p.id)!, filter)).map((p) => p.id).sort((a, b) => a - b);
        const answer = await list(searchOf(filter, { per_page: 100 }));
        expect(answer.total).toBe(expected.length);
        expect(answer.total_pages).toBe(Math.ceil(expected.length / 100));
        expect(answer.data.map((p) => p.id)).toEqual(expected.slice(0, 100));
      }),
      { numRuns: 80 },
    );
  });

  it.each<[string, Partial<Filter>, (p: ProductRecord) => boolean]>([
    [
      'q (every word, in name, brand, material or category)',
      { q: 'Sofa Jati' },
      (p) => (/sofa/i.test(p.name) || subName.get(p.subCategoryId) === 'Sofa') && (p.materials.includes('Kayu Jati') || p.brand === 'Jatiloka'),
    ],
    ['category_group 123 (Paket Hemat: the bundles)', { category_group: 123 }, (p) => p.isBundle],
    ['categories', { categories: [4] }, (p) => p.categoryId === 4],
    ['sub_category', { sub_category: [101] }, (p) => p.subCategoryId === 101],
    ['materials', { materials: ['Rotan'] }, (p) => p.materials.includes('Rotan')],
    ['colors', { colors: ['Hijau Sage'] }, (p) => p.variants.some((v) => v.colour.name === 'Hijau Sage')],
    ['brands', { brands: ['Kasura'] }, (p) => p.brand === 'Kasura'],
    ['room_type', { room_type: ['ruang-kerja'] }, (p) => p.roomType === 'ruang-kerja'],
    ['is_bundle', { is_bundle: true }, (p) => p.isBundle],
  ])('narrows the list by %s, and something matches it', async (_, narrowing, holds) => {
    const answer = await list(searchOf({ ...noFilter, ...narrowing }, { per_page: 100 }));
    const records = new Map(api.db.products.all().map((p) => [p.id, p]));
    expect(answer.total).toBeGreaterThan(0);
    expect(answer.total).toBeLessThan(records.size);
    for (const card of answer.data) expect(holds(records.get(card.id)!)).toBe(true);
  });

  it('reads the budget banners\' price ranges (document 1 §2) on the price the shopper pays from', async () => {
    const answer = await list('q=&price_min=500000&price_max=1000000&per_page=100');
    expect(answer.total).toBeGreaterThan(0);
    for (const card of answer.data) expect(card.price_discount_min >= 500_000 && card.price_discount_min <= 1_000_000).toBe(true);
  });

  it('leaves out the product of not_id, and reads a single value of a list key without []', async () => {
    const all = await list('categories=2&per_page=100');
    const without = await list(`categories=2&per_page=100&not_id=${all.data[0]!.id}`);
    expect(without.total).toBe(all.total - 1);
    expect(without.data.map((p) => p.id)).not.toContain(all.data[0]!.id);
    expect(all.data.every((p) => api.db.products.findFirst((q) => q.where({ id: p.id }))!.categoryId === 2)).toBe(true);
  });

  it.each([
    ['categories[]=abc', 'categories.0', 'categories.0 harus berupa angka'],
    ['price_min=-1', 'price_min', 'price_min minimal 0'],
    ['is_bundle=ya', 'is_bundle', 'is_bundle harus salah satu dari: 0, 1, true, false'],
    ['category_group=0', 'category_group', 'category_group minimal 1'],
    ['per_page=101', 'per_page', 'per_page maksimal 100'],
    ['q[]=sofa', 'q', 'q harus berupa teks'],
  ])('refuses %s with 422 naming the field in Indonesian', async (query, field, reason) => {
    const answer = await requestMock(api, { path: `uni/product?${query}` });
    expect(answer.status).toBe(422);
    expect(answer.body).toEqual({ success: false, message: 'Data yang dikirim tidak valid', errors: { [field]: [reason] } });
  });
});

describe('GET uni/product list types, "ordered as named"', () => {
  const records = () => new Map(api.db.products.all().map((p) => [p.id, p]));
  const isSorted = (values: number[], descending = true) =>
    values.every((value, i) => i === 0 || (descending ? values[i - 1]! >= value : values[i - 1]! <= value));

  it('terbaru: newest first, the newest of Paket Hemat included (document 2 §9 "newest package 8")', async () => {
    const all = records();
    const newest = await list('type=terbaru&per_page=100');
    expect(isSorted(newest.data.map((p) => all.get(p.id)!.createdAt))).toBe(true);
    const packages = await list('type=terbaru&category_group=123&per_page=8');
    expect(packages.data).toHaveLength(8);
    expect(packages.data.every((p) => p.bundling === 1)).toBe(true);
    expect(isSorted(packages.data.map((p) => all.get(p.id)!.createdAt))).toBe(true);
  });

  it('terlaris: best-selling first', async () => {
    const answer = await list('type=terlaris&per_page=50');
    expect(isSorted(answer.data.map((p) => p.total_sales))).toBe(true);
    expect(answer.data[0]!.total_sales).toBe(Math.max(...api.db.products.all().map((p) => p.totalSales)));
  });

  it('rekomendasi: products in stock, best rated first', async () => {
    const answer = await list('type=rekomendasi&per_page=100');
    expect(answer.data.every((p) => p.stock > 0)).toBe(true);
    expect(isSorted(answer.data.map((p) => p.rating))).toBe(true);
    expect(answer.total).toBe(api.db.products.all().filter((p) => p.variants.some((v) => v.stock > 0)).length);
  });

  it('koleksi-terbaik: the best rated (4.7 and above), best rated first', async () => {
    const answer = await list('type=koleksi-terbaik&per_page=100');
    expect(answer.total).toBeGreaterThan(10);
    expect(answer.data.every((p) => p.rating >= 4.7)).toBe(true);
    expect(isSorted(answer.data.map((p) => p.rating))).toBe(true);
    expect(answer.total).toBe(api.db.products.all().filter((p) => p.rating >= 4.7).length);
  });

  it('lainnya: other products of a category beside the one on screen, in the catalogue\'s order', async () => {
    const answer = await list('type=lainnya&categories[]=3&not_id=3&per_page=8');
    expect(answer.data).toHaveLength(8);
    expect(answer.data.map((p) => p.id)).not.toContain(3);
    expect(isSorted(answer.data.map((p) => p.id), false)).toBe(true);
  });

  it('sorting one list never reorders another: the catalogue\'s order stays', async () => {
    await list('type=terlaris&per_page=5');
    const plain = await list('per_page=100');
    expect(isSorted(plain.data.map((p) => p.id), false)).toBe(true);
  });

  it('lastseen: an empty page for a guest or an unknown token, the synced history (most recent first) for a customer', async () => {
    expect(await list('type=lastseen&per_page=8')).toMatchObject({ data: [], total: 0, total_pages: 0 });
    expect((await list('type=lastseen&per_page=8', 'not-a-token')).total).toBe(0);

    await signIn(api.db, DEMO_CUSTOMER.id, 'demo-token', api.clock.unixSeconds());
    const history = api.db.productHistories.findFirst((q) => q.where({ customerId: DEMO_CUSTOMER.id }))!.productIds;
    expect(history).toHaveLength(8);
    expect((await list('type=lastseen&per_page=8', 'demo-token')).data.map((p) => p.id)).toEqual(history);
  });

  it('lastseen after POST more/user/sync/product: the list just synced, filters still applied', async () => {
    await signIn(api.db, NEW_CUSTOMER.id, 'new-token', api.clock.unixSeconds());
    expect((await list('type=lastseen', 'new-token')).total).toBe(0);

    const bundle = api.db.products.all().find((p) => p.isBundle)!;
    const synced = await requestMock(api, { method: 'POST', path: 'more/user/sync/product', token: 'new-token', json: { products_id: [12, bundle.id, 7, 99999, 12] } });
    expect(synced).toMatchObject({ status: 200, body: { success: true, data: { products_id: [12, bundle.id, 7] } } });

    expect((await list('type=lastseen&per_page=8', 'new-token')).data.map((p) => p.id)).toEqual([12, bundle.id, 7]);
    expect((await list('type=lastseen&is_bundle=1', 'new-token')).data.map((p) => p.id)).toEqual([bundle.id]);
    expect((await list('type=lastseen&per_page=2&page=2', 'new-token')).data.map((p) => p.id)).toEqual([7]);
  });
});

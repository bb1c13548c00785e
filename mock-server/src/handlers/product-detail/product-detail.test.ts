import { bundleComponentListWire, productDetailWire } from '@more/adapters/wire';
import { beforeEach, describe, expect, it } from 'vitest';
import { requestMock } from '../../in-process';
import { createMockApi, type MockApi } from '../../mock-api';
import { DEMO_CUSTOMER, signIn } from '../../seed/account';
import { FLASH_SALE_GROUPS } from '../../seed/flash-sale';
import { discountedPrice } from '../catalogue/product-wire';

const HOUR_MS = 3_600_000;
let api: MockApi;
beforeEach(async () => {
  api = await createMockApi({ now: Date.UTC(2026, 10, 21, 3, 20) });
});

const detail = async (slug: string) => {
  const answer = await requestMock(api, { path: `uni/product/${slug}` });
  expect(answer.status).toBe(200);
  return productDetailWire.parse((answer.body as { data: unknown }).data);
};

describe('GET uni/product/{slug}', () => {
  it('answers the card\'s fields and the detail page\'s: description, category, brand, materials, priced variants', async () => {
    const record = api.db.products.all().find((p) => p.variants.length > 1 && p.variants.some((v) => v.discountPercent > 0))!;
    const product = await detail(record.slug);
    expect(product).toMatchObject({ id: record.id, slug: record.slug, name: record.name, brand: record.brand, materials: record.materials });
    expect(product.category).toMatchObject({ id: record.categoryId });
    expect(product.sub_category).toMatchObject({ id: record.subCategoryId });
    expect(product.description).toBe(record.description);
    expect(product.variants.map((v) => [v.id, v.color, v.price_normal, v.price_discount, v.stock])).toEqual(
      record.variants.map((v) => [v.id, v.colour.name, v.priceNormal, discountedPrice(v), v.stock]),
    );
    expect(product.variants[0]!.price_discount_rp).toMatch(/^Rp\d{1,3}(\.\d{3})+$/);
  });

  it('answers 404 "Produk tidak ditemukan" for an unknown slug', async () => {
    expect(await requestMock(api, { path: 'uni/product/kursi-yang-tidak-ada' })).toMatchObject({
      status: 404,
      body: { success: false, message: 'Produk tidak ditemukan' },
    });
  });

  it('carries a running flash sale on its variant, and none once the sale is over (the mock\'s clock)', async () => {
    const item = api.db.flashSaleItems.all().find((i) => i.groupId === FLASH_SALE_GROUPS.running && i.remains > 1)!;
    const record = api.db.products.findFirst((q) => q.where({ id: item.productId }))!;
    const running = (await detail(record.slug)).variants.find((v) => v.id === item.variantId)!;
    expect(running.flash_sale).toMatchObject({ id: item.id, price: item.flashPrice, remains: item.remains, limit: item.limit, flashsale_group_id: 2 });
    expect(running.flash_sale!.end).toBe(api.db.flashSaleGroups.findFirst((q) => q.where({ id: FLASH_SALE_GROUPS.running }))!.endsAt);

    api.clock.advance(5 * HOUR_MS);
    expect((await detail(record.slug)).variants.find((v) => v.id === item.variantId)!.flash_sale).toBeNull();
  });

  it('carries an upcoming flash sale only from its start', async () => {
    const item = api.db.flashSaleItems.all().find((i) => i.groupId === FLASH_SALE_GROUPS.upcoming)!;
    const slug = api.db.products.findFirst((q) => q.where({ id: item.productId }))!.slug;
    expect((await detail(slug)).variants.find((v) => v.id === item.variantId)!.flash_sale).toBeNull();
    api.clock.advance(21 * HOUR_MS);
    expect((await detail(slug)).variants.find((v) => v.id === item.variantId)!.flash_sale).toMatchObject({ remains: item.limit });
  });

  it('carries free-item and pre-order info on the variants that have it, and nothing on a plain product', async () => {
    const free = api.db.freeGiftOffers.all().find((o) => o.freeType === 'product')!;
    const gifted = await detail(api.db.products.findFirst((q) => q.where({ id: free.productId }))!.slug);
    expect(gifted.variants[0]!.free).toEqual({
      free_type: 'product',
      free_name: free.giftName,
      free_uni_product_variants_id: free.giftVariantId,
      is_multiple_buy: free.isMultipleBuy,
    });

    const preOrder = api.db.preOrderOffers.all()[0]!;
    const ordered = await detail(api.db.products.findFirst((q) => q.where({ id: preOrder.productId }))!.slug);
    expect(ordered.variants.every((v) => v.po?.po_days === preOrder.shipDays)).toBe(true);

    const promoted = new Set([
      ...api.db.freeGiftOffers.all().map((o) => o.productId),
      ...api.db.preOrderOffers.all().map((o) => o.productId),
      ...api.db.flashSaleItems.all().map((i) => i.productId),
    ]);
    const plain = api.db.products.all().find((p) => !promoted.has(p.id))!;
    expect((await detail(plain.slug)).variants.every((v) => v.flash_sale === null && v.free === null && v.po === null)).toBe(true);
  });
});

describe('GET uni/product/bundle/{id}', () => {
  it('answers what a bundle holds; its price is the components\' less the bundle discount and its stock the sets they make', async () => {
    const bundle = api.db.products.all().find((p) => p.isBundle)!;
    const answer = await requestMock(api, { path: `uni/product/bundle/${bundle.id}` });
    const components = bundleComponentListWire.parse((answer.body as { data: unknown }).data);
    expect(components.length).toBeGreaterThanOrEqual(2);
    const variants = components.map((c) => {
      const product = api.db.products.findFirst((q) => q.where({ id: c.uni_products_id }))!;
      expect(product.isBundle).toBe(false);
      return { variant: product.variants.find((v) => v.id === c.uni_product_variants_id)!, quantity: c.quantity };
    });
    const normal = variants.reduce((sum, { variant, quantity }) => sum + variant.priceNormal * quantity, 0);
    expect(Math.abs(bundle.variants[0]!.priceNormal - normal)).toBeLessThanOrEqual(500);
    expect(bundle.variants[0]!.stock).toBe(Math.min(...variants.map(({ variant, quantity }) => Math.floor(variant.stock / quantity))));
  });

  it('answers 404 "Paket tidak ditemukan" for an unknown id, a product that is no bundle, or a malformed id', async () => {
    const single = api.db.products.all().find((p) => !p.isBundle)!;
    for (const id of ['99999', String(single.id), 'abc']) {
      expect(await requestMock(api, { path: `uni/product/bundle/${id}` })).toMatchObject({ status: 404, body: { message: 'Paket tidak ditemukan' } });
    }
  });
});

describe('POST more/user/sync/product', () => {
  it('answers 401 without a customer\'s token', async () => {
    expect(await requestMock(api, { method: 'POST', path: 'more/user/sync/product', json: { products_id: [1] } })).toMatchObject({
      status: 401,
      body: { success: false, message: 'Silakan login terlebih dahulu' },
    });
  });

  it('replaces the history with the list sent: each product once, unknown ones dropped, the first 8', async () => {
    await signIn(api.db, DEMO_CUSTOMER.id, 'demo', api.clock.unixSeconds());
    const answer = await requestMock(api, {
      method: 'POST',
      path: 'more/user/sync/product',
      token: 'demo',
      json: { products_id: [5, 5, 4, 99999, 3, 2, 1, 6, 7, 8, 9, 10] },
    });
    expect(answer).toMatchObject({ status: 200, body: { success: true, message: 'Riwayat produk disimpan', data: { products_id: [5, 4, 3, 2, 1, 6, 7, 8] } } });
    expect(api.db.productHistories.findMany((q) => q.where({ customerId: DEMO_CUSTOMER.id }))).toHaveLength(1);
    expect(api.db.productHistories.findFirst((q) => q.where({ customerId: DEMO_CUSTOMER.id }))!.productIds).toEqual([5, 4, 3, 2, 1, 6, 7, 8]);
  });

  it.each([
    [{}, 'products_id', 'products_id wajib diisi'],
    [{ products_id: 'abc' }, 'products_id', 'products_id harus berupa daftar'],
    [{ products_id: [1, 'x'] }, 'products_id.1', 'products_id.1 harus berupa angka'],
    [{ products_id: [0] }, 'products_id.0', 'products_id.0 minimal 1'],
  ])('refuses %j with 422 naming the field in Indonesian', async (json, field, reason) => {
    await signIn(api.db, DEMO_CUSTOMER.id, 'demo', api.clock.unixSeconds());
    const answer = await requestMock(api, { method: 'POST', path: 'more/user/sync/product', token: 'demo', json });
    expect(answer).toMatchObject({ status: 422, body: { errors: { [field]: [reason] } } });
  });
});

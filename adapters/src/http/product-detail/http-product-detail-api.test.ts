import { createMockApi, DEMO_CUSTOMER, type MockApi, signIn } from '@more/mock-server';
import { needsRefetch, ProductDetails, productHref } from '@more/core';
import { InMemoryOpenedProductsStore } from '@more/core/testing';
import { setupServer } from 'msw/node';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createStoreApi } from '../store-api';
import { HttpHistoryApi } from './http-history-api';
import { HttpProductDetailApi } from './http-product-detail-api';
import { toBundleComponent } from './product-detail.mapper';

const BASE = 'http://store.test/api/';
const server = setupServer();
let mock: MockApi;
beforeAll(async () => {
  mock = await createMockApi();
  server.listen({ onUnhandledRequest: 'error' });
  server.use(...mock.handlers);
});
afterAll(() => server.close());

const storeApi = (token: string | null = null) => createStoreApi({ baseUrl: BASE, retry: 0, accessToken: () => token });

describe('HttpProductDetailApi over the mock API', () => {
  it('reads a product (GET uni/product/{slug}) with its variants, category and brand', async () => {
    const record = mock.db.products.all().find((p) => p.variants.length > 1)!;
    const detail = await new HttpProductDetailApi(storeApi()).bySlug(record.slug);
    expect(detail).toMatchObject({ id: record.id, slug: record.slug, brand: record.brand, isBundle: false, bundleComponents: [] });
    expect(detail.category?.id).toBe(record.categoryId);
    expect(detail.variants.map((v) => [v.id, v.color, v.stock])).toEqual(record.variants.map((v) => [v.id, v.colour.name, v.stock]));
    expect(detail.variants.every((v) => v.price.discounted <= v.price.normal && v.image !== null)).toBe(true);
  });

  it('reads a variant\'s flash sale, free item and pre-order, which make the product page refetch', async () => {
    const api = new HttpProductDetailApi(storeApi());
    const flash = mock.db.flashSaleItems.all().find((i) => i.groupId === 2)!;
    const onSale = await api.bySlug(mock.db.products.findFirst((q) => q.where({ id: flash.productId }))!.slug);
    expect(onSale.variants.find((v) => v.id === flash.variantId)!.flashSale).toMatchObject({ price: flash.flashPrice, remains: flash.remains, limit: flash.limit });
    expect(needsRefetch(onSale)).toBe(true);

    const gift = mock.db.freeGiftOffers.all().find((o) => o.freeType === 'product')!;
    const gifted = await api.bySlug(mock.db.products.findFirst((q) => q.where({ id: gift.productId }))!.slug);
    expect(gifted.variants[0]!.freeGift).toEqual({ name: gift.giftName, giftVariantId: gift.giftVariantId, allowsMultipleBuy: gift.isMultipleBuy });

    const preOrder = mock.db.preOrderOffers.all()[0]!;
    const ordered = await api.bySlug(mock.db.products.findFirst((q) => q.where({ id: preOrder.productId }))!.slug);
    expect(ordered.variants[0]!.preOrder?.note).toContain(`${preOrder.shipDays} hari`);
  });

  it('fails as not found for an unknown slug, naming the call', async () => {
    await expect(new HttpProductDetailApi(storeApi()).bySlug('tidak-ada')).rejects.toMatchObject({
      kind: 'not-found',
      call: 'GET uni/product/{slug}',
      details: { status: 404, serverMessage: 'Produk tidak ditemukan' },
    });
  });

  it('opens a bundle through the ProductDetails use case: the detail, then what it holds (GET uni/product/bundle/{id})', async () => {
    const bundle = mock.db.products.all().find((p) => p.isBundle)!;
    const details = new ProductDetails(new HttpProductDetailApi(storeApi()), new InMemoryOpenedProductsStore());
    await details.open(bundle.slug);
    const state = details.current;
    expect(state.status).toBe('ready');
    if (state.status !== 'ready') return;
    expect(productHref(state.value)).toBe(`/bundle/${bundle.slug}`);
    const components = mock.db.bundleComponents.all().filter((c) => c.bundleId === bundle.id);
    expect(state.value.bundleComponents.map((c) => [c.variantId, c.quantity])).toEqual(components.map((c) => [c.variantId, c.quantity]));
    expect(state.value.bundleComponents.every((c) => c.image !== null && / \(.+\)$/.test(c.name))).toBe(true);
  });
});

describe('HttpHistoryApi over the mock API', () => {
  it('syncs the last-seen ids (POST more/user/sync/product, body products_id) to the customer\'s history', async () => {
    await signIn(mock.db, DEMO_CUSTOMER.id, 'history-token', mock.clock.unixSeconds());
    await new HttpHistoryApi(storeApi('history-token')).sync([9, 4, 2]);
    expect(mock.db.productHistories.findFirst((q) => q.where({ customerId: DEMO_CUSTOMER.id }))!.productIds).toEqual([9, 4, 2]);
  });

  it('fails as unauthorized without a token', async () => {
    await expect(new HttpHistoryApi(storeApi()).sync([1])).rejects.toMatchObject({ kind: 'unauthorized', call: 'POST more/user/sync/product' });
  });
});

describe('bundle component mapping', () => {
  it('names a component with its colour when it has one', () => {
    expect(toBundleComponent({ uni_product_variants_id: 3, uni_products_id: 1, name: 'Nakas Aruna', color: ' ', quantity: 2, image_url: null })).toEqual({
      variantId: 3,
      name: 'Nakas Aruna',
      quantity: 2,
      image: null,
    });
  });
});

import { createMockApi, DEMO_CUSTOMER, type MockApi, signIn } from '@more/mock-server';
import type { StoreFailure } from '@more/core';
import { setupServer } from 'msw/node';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createStoreApi } from '../store-api';
import { HttpPromotionsApi } from './http-promotions';
import { toEndorsements, toRedeemableReward } from './promotions.mapper';

const BASE = 'http://store.test/api/';
const TOKEN = 'promotions-token';
const server = setupServer();
let mock: MockApi;

beforeAll(async () => {
  server.listen({ onUnhandledRequest: 'error' });
  mock = await createMockApi();
  await signIn(mock.db, DEMO_CUSTOMER.id, TOKEN, mock.clock.unixSeconds());
  server.use(...mock.handlers);
});
afterAll(() => server.close());

const promotions = (token: string | null = TOKEN) => new HttpPromotionsApi(createStoreApi({ baseUrl: BASE, retry: 0, accessToken: () => token }));

describe('promotion mapping (wire → core)', () => {
  it('puts endorsements in display order (order_data), whatever order they came in', () => {
    const endorsement = (id: number, order_data: number) => ({
      id,
      name: `E${id}`,
      ig: '@e',
      image_user: 'https://img.test/u.svg',
      image_content: 'https://img.test/c.svg',
      link: '/product/sofa',
      order_data,
      status: 1,
    });
    expect(toEndorsements([endorsement(1, 3), endorsement(2, 1), endorsement(3, 2)]).map((e) => e.id)).toEqual([2, 3, 1]);
  });

  it('reads a voucher reward with its amounts and an ISO time as milliseconds', () => {
    const reward = toRedeemableReward({
      id: 1,
      type: 'voucher',
      title: 'Voucher Rp25.000',
      description: '',
      points: 2500,
      quota: 3,
      can_redeem: true,
      image_url: 'https://img.test/v.svg',
      valid_until: '2026-12-31T23:59:00+07:00',
      voucher_amount: 25_000,
      voucher_amount_rp: 'Rp25.000',
      min_purchase: 250_000,
      min_purchase_rp: 'Rp250.000',
    });
    expect(reward).toMatchObject({ kind: 'voucher', voucherAmount: 25_000, minimumPurchase: 250_000, affordable: true });
    expect(reward.validUntil).toBe(Date.UTC(2026, 11, 31, 16, 59));
  });
});

describe('HttpPromotionsApi', () => {
  it('reads the 8 endorsements in display order, each linking to a product page', async () => {
    const endorsements = await promotions().endorsements();
    expect(endorsements.map((e) => e.order)).toEqual([1, 2, 3, 4, 5, 6, 7, 8]);
    expect(endorsements.every((e) => e.productPath.startsWith('/product/') && e.status === 1)).toBe(true);
  });

  it('reads product and voucher rewards', async () => {
    const rewards = await promotions().redeemableRewards();
    const product = rewards.find((r) => r.kind === 'product');
    const voucher = rewards.find((r) => r.kind === 'voucher');
    expect(product?.kind === 'product' && product.product.slug).toBeTruthy();
    expect(voucher?.kind === 'voucher' && voucher.voucherAmount).toBeGreaterThan(0);
  });

  it('reads the running free-gift promotions with their period', async () => {
    const list = await promotions().freeGiftPromotions();
    expect(list.length).toBeGreaterThan(0);
    const now = mock.clock.now();
    for (const promotion of list) {
      expect(promotion.startsAt).toBeLessThanOrEqual(now);
      expect(promotion.endsAt).toBeGreaterThan(now);
      expect(promotion.gift.quantity).toBeGreaterThanOrEqual(1);
    }
  });

  it('reads the Paket Hemat bundles as product summaries', async () => {
    const bundles = await promotions().bundleDeals();
    expect(bundles.every((p) => p.isBundle)).toBe(true);
    expect(bundles.length).toBe(mock.db.products.all().filter((p) => p.isBundle).length);
  });

  it('fails as unauthorized for a guest, naming the call', async () => {
    const error = (await promotions(null).endorsements().catch((e: unknown) => e)) as StoreFailure;
    expect(error.kind).toBe('unauthorized');
    expect(error.call).toBe('GET more/promotion/endorsement');
  });
});

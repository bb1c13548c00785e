import { bundleDealListWire, endorsementListWire, freeGiftPromotionListWire, redeemRewardListWire } from '@more/adapters/wire';
import { beforeEach, describe, expect, it } from 'vitest';
import { requestMock } from '../../in-process';
import { createMockApi, type MockApi } from '../../mock-api';
import { DEMO_CUSTOMER, NEW_CUSTOMER, signIn } from '../../seed/account';

const DEMO = 'demo-token';
const NEWBIE = 'new-token';
const DAY_MS = 24 * 3600 * 1000;
let api: MockApi;
beforeEach(async () => {
  api = await createMockApi({ now: Date.UTC(2026, 10, 21, 3) });
  await signIn(api.db, DEMO_CUSTOMER.id, DEMO, api.clock.unixSeconds());
  await signIn(api.db, NEW_CUSTOMER.id, NEWBIE, api.clock.unixSeconds());
});

const get = (path: string, token?: string) => requestMock(api, { path, ...(token ? { token } : {}) });
const dataOf = (answer: { body: unknown }) => (answer.body as { data: unknown }).data;

describe('more/promotion/*', () => {
  it.each(['endorsement', 'reedem', 'free', 'paket'])('answers 401 without a token: more/promotion/%s', async (list) => {
    expect((await get(`more/promotion/${list}`)).status).toBe(401);
    expect((await get(`more/promotion/${list}`, 'not-a-session')).status).toBe(401);
  });
});

describe('GET more/promotion/endorsement', () => {
  it('answers exactly 8 endorsements, order_data 1 to 8, status 1 on every one (document 2 §3)', async () => {
    const endorsements = endorsementListWire.parse(dataOf(await get('more/promotion/endorsement', DEMO)));
    expect(endorsements).toHaveLength(8);
    expect(endorsements.map((e) => e.order_data).sort((a, b) => a - b)).toEqual([1, 2, 3, 4, 5, 6, 7, 8]);
    expect(endorsements.every((e) => e.status === 1)).toBe(true);
    expect(new Set(endorsements.map((e) => e.id)).size).toBe(8);
  });

  it('links each to the page of a product the catalogue has, and names a social handle', async () => {
    const endorsements = endorsementListWire.parse(dataOf(await get('more/promotion/endorsement', DEMO)));
    const slugs = new Set(api.db.products.all().map((p) => p.slug));
    for (const endorsement of endorsements) {
      expect(endorsement.link).toMatch(/^\/product\/[a-z0-9-]+$/);
      expect(slugs.has(endorsement.link.slice('/product/'.length))).toBe(true);
      expect(endorsement.ig).toMatch(/^@[\w.]+$/);
    }
  });
});

describe('GET more/promotion/reedem', () => {
  it('tells each customer which rewards their points reach', async () => {
    const demo = redeemRewardListWire.parse(dataOf(await get('more/promotion/reedem', DEMO)));
    const points = api.db.customers.findFirst((q) => q.where({ id: DEMO_CUSTOMER.id }))!.points;
    expect(demo.length).toBeGreaterThan(0);
    for (const reward of demo) expect(reward.can_redeem).toBe(reward.quota > 0 && reward.points <= points);
    expect(demo.some((r) => r.can_redeem)).toBe(true);
    expect(demo.some((r) => !r.can_redeem)).toBe(true);
    const newcomer = redeemRewardListWire.parse(dataOf(await get('more/promotion/reedem', NEWBIE)));
    expect(newcomer.every((r) => !r.can_redeem)).toBe(true);
  });

  it('offers products and vouchers, cheapest first, and leaves out expired rewards', async () => {
    const rewards = redeemRewardListWire.parse(dataOf(await get('more/promotion/reedem', DEMO)));
    expect(new Set(rewards.map((r) => r.type))).toEqual(new Set(['product', 'voucher']));
    const points = rewards.map((r) => r.points);
    expect(points).toEqual([...points].sort((a, b) => a - b));
    const expired = api.db.redeemRewards.all().filter((r) => r.validUntil <= api.clock.unixSeconds());
    expect(expired.length).toBeGreaterThan(0);
    expect(rewards.filter((r) => expired.some((e) => e.id === r.id))).toEqual([]);
  });

  it('stops offering a reward once its time has passed', async () => {
    const before = redeemRewardListWire.parse(dataOf(await get('more/promotion/reedem', DEMO)));
    api.clock.advance(100 * DAY_MS);
    // A token lives a month: the customer has logged in again since.
    await signIn(api.db, DEMO_CUSTOMER.id, DEMO, api.clock.unixSeconds());
    const after = redeemRewardListWire.parse(dataOf(await get('more/promotion/reedem', DEMO)));
    expect(before.length).toBeGreaterThan(0);
    expect(after).toEqual([]);
  });
});

describe('GET more/promotion/free', () => {
  it('answers the free-gift promotions running now, the soonest to end first', async () => {
    const now = api.clock.unixSeconds();
    const running = api.db.freeGiftPromotions.all().filter((p) => p.startAt <= now && now < p.endAt);
    const list = freeGiftPromotionListWire.parse(dataOf(await get('more/promotion/free', DEMO)));
    expect(list.map((p) => p.id).sort()).toEqual(running.map((p) => p.id).sort());
    expect(running.length).toBeLessThan(api.db.freeGiftPromotions.count());
    const ends = list.map((p) => Date.parse(p.end_date));
    expect(ends).toEqual([...ends].sort((a, b) => a - b));
    for (const promotion of list) expect(promotion.gift.product_id).not.toBe(promotion.product.id);
  });

  it('starts showing a coming promotion when its time comes', async () => {
    const coming = api.db.freeGiftPromotions.all().find((p) => p.startAt > api.clock.unixSeconds())!;
    const ids = async () => freeGiftPromotionListWire.parse(dataOf(await get('more/promotion/free', DEMO))).map((p) => p.id);
    expect(await ids()).not.toContain(coming.id);
    api.clock.set((coming.startAt + 60) * 1000);
    expect(await ids()).toContain(coming.id);
  });
});

describe('GET more/promotion/paket', () => {
  it('answers every Paket Hemat bundle of the catalogue, and nothing else', async () => {
    const list = bundleDealListWire.parse(dataOf(await get('more/promotion/paket', DEMO)));
    expect(list.every((p) => p.bundling === 1)).toBe(true);
    expect(list.map((p) => p.id).sort((a, b) => a - b)).toEqual(
      api.db.products
        .all()
        .filter((p) => p.isBundle)
        .map((p) => p.id)
        .sort((a, b) => a - b),
    );
  });

  it('lists a product as soon as the catalogue makes it a bundle', async () => {
    const product = api.db.products.all().find((p) => !p.isBundle)!;
    await api.db.products.update((q) => q.where({ id: product.id }), { data: (p) => void (p.isBundle = true) });
    const list = bundleDealListWire.parse(dataOf(await get('more/promotion/paket', DEMO)));
    expect(list.map((p) => p.id)).toContain(product.id);
  });
});

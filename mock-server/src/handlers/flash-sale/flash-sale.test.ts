import { flashSaleGroupListWire, flashSaleProductListWire } from '@more/adapters/wire';
import { beforeEach, describe, expect, it } from 'vitest';
import { requestMock } from '../../in-process';
import { createMockApi, type MockApi } from '../../mock-api';
import { DEMO_CUSTOMER, signIn } from '../../seed/account';
import { FLASH_SALE_GROUPS } from '../../seed/flash-sale';

/** 21 November 2026, 10:20 WIB. */
const NOW = Date.UTC(2026, 10, 21, 3, 20);
const HOUR_MS = 3_600_000;
let api: MockApi;
beforeEach(async () => {
  api = await createMockApi({ now: NOW });
  await signIn(api.db, DEMO_CUSTOMER.id, 'demo', api.clock.unixSeconds());
});

const publicGroups = async () => {
  const answer = await requestMock(api, { method: 'POST', path: 'uni/product/flashsale', json: {} });
  expect(answer.status).toBe(200);
  return flashSaleGroupListWire.parse((answer.body as { data: unknown }).data);
};

const onSaleNow = async () => {
  const answer = await requestMock(api, { path: 'more/promotion/flashsale', token: 'demo' });
  expect(answer.status).toBe(200);
  return flashSaleProductListWire.parse((answer.body as { data: unknown }).data);
};

describe('flash-sale phases by the mock\'s clock (document 1 §4)', () => {
  it('answers the running group and the upcoming one, soonest first, and leaves out the one that is over', async () => {
    const groups = await publicGroups();
    expect(groups.map((g) => g.id)).toEqual([FLASH_SALE_GROUPS.running, FLASH_SALE_GROUPS.upcoming]);
    const now = NOW / 1000;
    expect(groups[0]!.start).toBeLessThanOrEqual(now);
    expect(groups[0]!.end).toBeGreaterThan(now);
    expect(groups[1]!.start).toBeGreaterThan(now);
    expect(groups[0]!.date_start).toBe('2026-11-21T08:00:00+07:00');
    expect(groups[0]!.date_end).toBe('2026-11-21T14:00:00+07:00');
  });

  it('shows a running group\'s stock with remains 0 and 1 among its products, remains never above limit', async () => {
    const [running] = await publicGroups();
    const remains = running!.products.map((p) => p.remains);
    expect(remains).toContain(0);
    expect(remains).toContain(1);
    expect(running!.products.every((p) => p.remains <= p.limit && p.price < p.prices.ho_normal)).toBe(true);
    expect(running!.products[0]!.price_rp).toMatch(/^Rp\d{1,3}(\.\d{3})+$/);
  });

  it('moves on with the clock: the running group ends, the upcoming one starts, then nothing is left', async () => {
    api.clock.advance(4 * HOUR_MS);
    expect((await publicGroups()).map((g) => g.id)).toEqual([FLASH_SALE_GROUPS.upcoming]);
    expect(await onSaleNow()).toEqual([]);

    api.clock.advance(17 * HOUR_MS);
    const upcomingItems = api.db.flashSaleItems.all().filter((i) => i.groupId === FLASH_SALE_GROUPS.upcoming);
    expect((await onSaleNow()).map((p) => p.id)).toEqual(upcomingItems.map((i) => i.id));

    api.clock.advance(6 * HOUR_MS);
    expect(await publicGroups()).toEqual([]);
    expect(await onSaleNow()).toEqual([]);
  });

  it('is over exactly at its end second: "active while the current time is before its end"', async () => {
    const running = api.db.flashSaleGroups.findFirst((q) => q.where({ id: FLASH_SALE_GROUPS.running }))!;
    api.clock.set(running.endsAt * 1000 - 1000);
    expect((await publicGroups()).map((g) => g.id)).toContain(running.id);
    api.clock.set(running.endsAt * 1000);
    expect((await publicGroups()).map((g) => g.id)).not.toContain(running.id);
  });
});

describe('flash-sale cards', () => {
  it('name each card by its whole product name, different within a group, and show the colour on sale first', async () => {
    for (const group of await publicGroups()) {
      const names = group.products.map((card) => card.variants.name_short);
      expect(new Set(names).size, names.join(', ')).toBe(names.length);
      for (const card of group.products) {
        const record = api.db.products.findFirst((q) => q.where({ id: card.product.id }))!;
        const index = record.variants.findIndex((v) => v.id === card.variants.id);
        expect(card.variants.name_short).toBe(record.name);
        expect(card.variants.name_long).toBe(`${record.name} - ${record.variants[index]!.colour.name}`);
        // The media host draws image n in the colour of variant n - 1.
        expect(card.images[0]!.image_url).toBe(`http://127.0.0.1:5173/media/products/${record.id}/${index + 1}.svg`);
        expect(new Set(card.images.map((image) => image.image_url)).size).toBe(card.images.length);
      }
    }
  });
});

describe('the customer\'s flash-sale calls', () => {
  it('GET more/promotion/flashsale-group answers what the public call answers', async () => {
    const answer = await requestMock(api, { path: 'more/promotion/flashsale-group', token: 'demo' });
    expect(flashSaleGroupListWire.parse((answer.body as { data: unknown }).data)).toEqual(await publicGroups());
  });

  it('GET more/promotion/flashsale lists the running groups\' products only', async () => {
    const running = api.db.flashSaleItems.all().filter((i) => i.groupId === FLASH_SALE_GROUPS.running);
    expect((await onSaleNow()).map((p) => p.id)).toEqual(running.map((i) => i.id));
  });

  it.each(['more/promotion/flashsale', 'more/promotion/flashsale-group'])('%s answers 401 without a token, or with an unknown one', async (path) => {
    for (const token of [undefined, 'unknown']) {
      expect(await requestMock(api, { path, ...(token ? { token } : {}) })).toMatchObject({
        status: 401,
        body: { success: false, message: 'Silakan login terlebih dahulu' },
      });
    }
  });

  it('POST uni/product/flashsale needs no token, refuses malformed JSON (400) and a body that is not an object (422)', async () => {
    expect((await requestMock(api, { method: 'POST', path: 'uni/product/flashsale' })).status).toBe(200);
    expect((await requestMock(api, { method: 'POST', path: 'uni/product/flashsale', rawBody: 'x', headers: { 'content-type': 'application/json' } })).status).toBe(400);
    expect((await requestMock(api, { method: 'POST', path: 'uni/product/flashsale', json: 'semua' })).status).toBe(422);
  });
});

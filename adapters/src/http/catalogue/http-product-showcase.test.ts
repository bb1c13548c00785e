import { StoreFailure, toProductCard } from '@more/core';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { MOCK_STORE_URL, mockStore } from '../mock-store.fixture';
import { HttpProductShowcase } from './http-product-showcase';
import { toSearchSuggestions } from './showcase.mapper';

const backend = mockStore({ signedIn: false });
const showcase = () => new HttpProductShowcase(backend.storeApi);

describe('HttpProductShowcase over the mock API', () => {
  it('reads search suggestions from data.results, each keyword once', async () => {
    const suggestions = await showcase().searchSuggestions('  meja ');
    expect(suggestions.length).toBeGreaterThan(0);
    expect(suggestions.every((keyword) => keyword.toLowerCase().includes('meja'))).toBe(true);
    expect(await showcase().searchSuggestions('')).toEqual([]);
  });

  it('reads the top products as product summaries', async () => {
    const top = await showcase().topProducts();
    expect(top).toHaveLength(10);
    expect(top.every((p) => p.stock > 0)).toBe(true);
    expect(toProductCard(top[0]!).soldLabel).toMatch(/Terjual$/);
  });

  it('reads the product groups, and one group with all its entries', async () => {
    const groups = await showcase().productGroups();
    expect(groups.length).toBeGreaterThan(3);
    const bundles = groups.find((g) => g.entries.every((e) => e.isBundle))!;
    expect(toProductCard(bundles.entries[0]!.product).href).toMatch(/^\/bundle\//);
    const whole = await showcase().productGroup(groups[0]!.id);
    expect(whole.entries.length).toBeGreaterThanOrEqual(groups[0]!.entries.length);
    await expect(showcase().productGroup(999)).rejects.toMatchObject({ kind: 'not-found', call: 'GET uni/product/group/{id}' });
  });

  it('reads the combo deals, the free-item offers and the pre-order offers', async () => {
    const combos = await showcase().comboDeals();
    expect(combos.length).toBeGreaterThan(0);
    expect(combos.every((c) => c.comboPrice < c.partnerNormalPrice && c.partner.id !== c.product.id)).toBe(true);
    const gifts = await showcase().freeGiftOffers();
    expect(gifts.some((g) => g.giftType === 'product' && g.giftVariantId !== null)).toBe(true);
    expect(gifts.some((g) => g.giftType === 'shipping' && g.giftVariantId === null)).toBe(true);
    const preOrders = await showcase().preOrderOffers();
    expect(preOrders.every((p) => p.shipsInDays > 0 && p.note.includes(String(p.shipsInDays)) && p.variants.length > 0)).toBe(true);
  });

  it('sends the free and pre-order calls as POST with an empty JSON object', async () => {
    const bodies: string[] = [];
    backend.server.resetHandlers(
      http.post(`${MOCK_STORE_URL}uni/product/:kind`, async ({ request }) => {
        bodies.push(`${request.headers.get('content-type')} ${await request.text()}`);
        return HttpResponse.json({ success: true, message: 'Berhasil', data: [] });
      }),
    );
    const api = new HttpProductShowcase(backend.storeApi);
    expect([await api.freeGiftOffers(), await api.preOrderOffers()]).toEqual([[], []]);
    expect(bodies).toEqual(['application/json; charset=utf-8 {}', 'application/json; charset=utf-8 {}']);
  });

  it('fails naming the call on a server error', async () => {
    backend.server.resetHandlers(http.get(`${MOCK_STORE_URL}uni/product/combo`, () => HttpResponse.json({ success: false, message: 'Gagal' }, { status: 500 })));
    const failure = await new HttpProductShowcase(backend.storeApi).comboDeals().catch((e: unknown) => e);
    expect(failure).toBeInstanceOf(StoreFailure);
    expect(failure).toMatchObject({ kind: 'server', call: 'GET uni/product/combo' });
  });
});

describe('search suggestion mapping', () => {
  it('keeps each keyword once in any case, trimmed, and drops blank ones', () => {
    expect(
      toSearchSuggestions({ results: [{ keyword: 'Sofa' }, { keyword: ' sofa ' }, { keyword: '  ' }, { keyword: 'Sofa Bed', type: 'product' }] }),
    ).toEqual(['Sofa', 'Sofa Bed']);
  });
});

import { HttpProductCatalogue, HttpProductShowcase } from '@more/adapters/http/catalogue';
import { HttpFlashSaleApi } from '@more/adapters/http/flash-sale';
import type { RecordedAnswer } from '@more/adapters/snapshot';
import { createStoreApi } from '@more/adapters/store-api';
import { toProductCard } from '@more/core';
import fc from 'fast-check';
import { describe, expect, test } from 'vitest';
import { replayableAnswers } from './page-snapshot';
import { pageSnapshot, trimProductCard } from './snapshot-answers';

// A few addresses, so cards share photos and repeat one across their lists, as real answers do.
const imageUrl = fc.constantFrom('https://toko.test/media/1.svg', 'https://toko.test/media/2.svg', 'https://toko.test/media/3.svg', 'https://toko.test/media/4.svg', 'https://toko.test/media/room-1.svg');
const image = fc.record({ image_url: imageUrl, alt_text: fc.option(fc.string({ maxLength: 8 }), { nil: null }) });
const cardWire = fc.record({
  id: fc.integer({ min: 1, max: 9999 }),
  slug: fc.constantFrom('sofa-cendana', 'meja-makan-jati'),
  name: fc.constantFrom('Sofa Cendana', 'Meja Makan Jati'),
  bundling: fc.constantFrom(0, 1),
  stock: fc.integer({ min: 0, max: 50 }),
  price_normal: fc.integer({ min: 0, max: 20_000_000 }),
  price_normal_min: fc.integer({ min: 0, max: 20_000_000 }),
  price_discount_min: fc.integer({ min: 0, max: 20_000_000 }),
  price_range: fc.constant(null),
  discount_max: fc.integer({ min: 0, max: 90 }),
  status_voucher: fc.constantFrom('Rp0', 'Rp50.000'),
  total_sales: fc.integer({ min: 0, max: 5000 }),
  rating: fc.constantFrom(0, 4.5, 5),
  seo_4: fc.constantFrom(null, 'NEW PRODUCT', 'GRATIS'),
  seo_5: fc.constantFrom(null, '', 'Nakas'),
  images: fc.array(image, { maxLength: 6 }),
  atmosphere_images: fc.array(image, { maxLength: 4 }),
  variants: fc.array(fc.record({ variant: fc.constant('2 Seater'), color: fc.constantFrom('Hitam', 'Walnut') }), { maxLength: 4 }),
  variants_available: fc.integer({ min: 0, max: 4 }),
  colors_available: fc.integer({ min: 0, max: 4 }),
});
const envelope = (data: unknown) => JSON.stringify({ success: true, message: 'Berhasil', data });

/** What the browser's adapters make of `answer` (replayed as the only answer there is), as the page's cards. */
const read = async <T>(answer: RecordedAnswer, ask: (api: ReturnType<typeof createStoreApi>) => Promise<T>): Promise<T> =>
  ask(createStoreApi({ baseUrl: 'https://toko.test/api/', retry: 0, fetch: () => Promise.resolve(new Response(answer.body, { status: answer.status, headers: { 'content-type': answer.contentType } })) }));

describe('the page snapshot carries of each answer what the browser reads', () => {
  test('a page of product cards reads back to the same cards, and passes its wire schema', async () => {
    await fc.assert(
      fc.asyncProperty(fc.array(cardWire, { maxLength: 6 }), async (cards) => {
        const answer: RecordedAnswer = { key: 'GET uni/product?per_page=8&type=terbaru', status: 200, contentType: 'application/json', body: envelope({ data: cards, page: 1, per_page: 8, total: cards.length, total_pages: 1 }) };
        const [trimmed] = replayableAnswers(pageSnapshot([answer]));
        const list = (a: RecordedAnswer) => read(a, async (api) => (await new HttpProductCatalogue(api).listProducts({})).items.map(toProductCard));
        expect(await list(trimmed!)).toEqual(await list(answer));
      }),
    );
  });

  test("the home page's product groups read back to the same cards", async () => {
    await fc.assert(
      fc.asyncProperty(fc.array(cardWire, { minLength: 1, maxLength: 5 }), async (cards) => {
        const groups = [{ id: 1, name: 'Ruang Tamu Nyaman', description: null, image_url: null, products: cards.map((product, index) => ({ id: index + 1, bundling: product.bundling, stock: product.stock, product })) }];
        const answer: RecordedAnswer = { key: 'GET uni/product/groups', status: 200, contentType: 'application/json', body: envelope(groups) };
        const [trimmed] = replayableAnswers(pageSnapshot([answer]));
        const showcase = (a: RecordedAnswer) => read(a, async (api) => (await new HttpProductShowcase(api).productGroups()).map((group) => group.entries.map((entry) => toProductCard(entry.product))));
        expect(await showcase(trimmed!)).toEqual(await showcase(answer));
      }),
    );
  });

  test("a flash sale's products read back the same with their first photo alone", async () => {
    const flashProduct = fc.record({
      id: fc.integer({ min: 1, max: 99 }),
      product: fc.record({ id: fc.integer({ min: 1, max: 999 }), slug: fc.constant('sofa-cendana'), name: fc.constant('Sofa Cendana') }),
      variants: fc.record({ id: fc.integer({ min: 1, max: 999 }), name_long: fc.constantFrom('', 'Sofa Cendana - Hitam'), name_short: fc.constantFrom('', 'Sofa'), slug: fc.constant('sofa-cendana'), bundling: fc.constantFrom(0, 1) }),
      prices: fc.record({ ho_normal: fc.integer({ min: 0, max: 9_000_000 }), ho_normal_rp: fc.constant('Rp9.000.000') }),
      images: fc.array(image, { maxLength: 4 }),
      price: fc.integer({ min: 0, max: 9_000_000 }),
      price_rp: fc.constant('Rp8.000.000'),
      discount: fc.integer({ min: 0, max: 90 }),
      remains: fc.integer({ min: 0, max: 20 }),
      limit: fc.integer({ min: 0, max: 20 }),
    });
    await fc.assert(
      fc.asyncProperty(fc.array(flashProduct, { maxLength: 5 }), async (products) => {
        const groups = [{ id: 2, title: 'Flash Sale Hari Ini', start: 1795752000, end: 1795773600, date_start: '2026-11-27T11:00:00+07:00', date_end: '2026-11-27T17:00:00+07:00', products }];
        const answer: RecordedAnswer = { key: 'POST uni/product/flashsale {}', status: 200, contentType: 'application/json', body: envelope(groups) };
        const [trimmed] = replayableAnswers(pageSnapshot([answer]));
        const sales = (a: RecordedAnswer) => read(a, (api) => new HttpFlashSaleApi(api).currentGroups());
        expect(await sales(trimmed!)).toEqual(await sales(answer));
        expect(trimmed!.body.length).toBeLessThanOrEqual(answer.body.length);
      }),
    );
  });

  test('a card keeps the photos it shows and the first of each list, and leaves its variants and its empty badge and price range out', () => {
    const photo = (n: number) => ({ image_url: `https://toko.test/media/${n}.svg`, alt_text: null });
    const room = (n: number) => ({ image_url: `https://toko.test/media/room-${n}.svg`, alt_text: null });
    const card = { id: 1, images: [1, 2, 3, 4].map(photo), atmosphere_images: [1, 2].map(room), variants: [{ variant: 'Laci', color: 'Hitam' }] };
    expect(trimProductCard(card)).toEqual({ id: 1, images: [photo(1)], atmosphere_images: [room(1), room(2)] });
    // Every photo of a packshot-only card up to three.
    expect(trimProductCard({ ...card, atmosphere_images: [] })).toEqual({ id: 1, images: [1, 2, 3].map(photo), atmosphere_images: [] });
    // No badge and no price range travel as nothing at all, not as null; a field that has a value stays.
    expect(trimProductCard({ ...card, seo_4: null, seo_5: 'Gratis Nakas', price_range: null, rating: null })).toEqual({ id: 1, seo_5: 'Gratis Nakas', rating: null, images: [photo(1)], atmosphere_images: [room(1), room(2)] });
  });

  test('leaves other calls, refusals and bodies that are not JSON as they came, JSON as JSON', () => {
    const answers: RecordedAnswer[] = [
      { key: 'GET uni/product/filter', status: 200, contentType: 'application/json', body: envelope({ images: [], atmosphere_images: [], variants: [1] }) },
      { key: 'GET uni/product?type=terbaru', status: 500, contentType: 'application/json', body: envelope({ data: [{ images: [], atmosphere_images: [], variants: [] }] }) },
      { key: 'GET uni/product/groups', status: 200, contentType: 'text/html', body: '<p>Bad gateway</p>' },
    ];
    const carried = pageSnapshot(answers);
    expect(carried.map((answer) => ('json' in answer ? answer.json : answer.body))).toEqual([JSON.parse(answers[0]!.body), JSON.parse(answers[1]!.body), answers[2]!.body]);
    expect(replayableAnswers(JSON.parse(JSON.stringify(carried)) as typeof carried)).toEqual(answers);
  });
});

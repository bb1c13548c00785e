import { createMockApi, DEMO_CUSTOMER, type MockApi, signIn } from '@more/mock-server';
import { FlashSaleBoard, type FlashSaleBoardState, dateTimeAt, datedText } from '@more/core';
import { firstValueFrom, filter, VirtualTimeScheduler } from 'rxjs';
import { setupServer } from 'msw/node';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createStoreApi } from '../store-api';
import { toFlashSaleProduct } from './flash-sale.mapper';
import { HttpFlashSaleApi } from './http-flash-sale-api';

const BASE = 'http://store.test/api/';
/** 21 November 2026, 10:20 WIB. */
const NOW = Date.UTC(2026, 10, 21, 3, 20);
const server = setupServer();
let mock: MockApi;
beforeAll(async () => {
  mock = await createMockApi({ now: NOW });
  await signIn(mock.db, DEMO_CUSTOMER.id, 'flash-token', mock.clock.unixSeconds());
  server.listen({ onUnhandledRequest: 'error' });
  server.use(...mock.handlers);
});
afterAll(() => server.close());

const flashSaleApi = (token: string | null = null) => new HttpFlashSaleApi(createStoreApi({ baseUrl: BASE, retry: 0, accessToken: () => token }));

describe('HttpFlashSaleApi over the mock API', () => {
  it('reads the current groups without a token (POST uni/product/flashsale), running then upcoming', async () => {
    const groups = await flashSaleApi().currentGroups();
    expect(groups.map((g) => g.title)).toEqual(['Flash Sale Hari Ini', 'Flash Sale Berikutnya']);
    expect(groups[0]!.startText).toBe('2026-11-21T08:00:00+07:00');
    const product = groups[0]!.products[0]!;
    expect(product.flashPrice).toBeLessThan(product.normalPrice);
    expect(product.nameShort.length).toBeLessThan(product.nameLong.length);
  });

  it('reads the customer\'s groups and the products on sale now', async () => {
    expect(await flashSaleApi('flash-token').groups()).toEqual(await flashSaleApi().currentGroups());
    const products = await flashSaleApi('flash-token').products();
    expect(products.map((p) => p.remains)).toEqual(mock.db.flashSaleItems.all().filter((i) => i.groupId === 2).map((i) => i.remains));
  });

  it('fails as unauthorized for a guest on the customer\'s calls', async () => {
    await expect(flashSaleApi().products()).rejects.toMatchObject({ kind: 'unauthorized', call: 'GET more/promotion/flashsale' });
    await expect(flashSaleApi().groups()).rejects.toMatchObject({ kind: 'unauthorized', call: 'GET more/promotion/flashsale-group' });
  });

  it('feeds the home page\'s flash-sale board for a guest: running with a countdown, upcoming masked, the stock labels', async () => {
    const clock = new VirtualTimeScheduler();
    clock.frame = NOW;
    const board = new FlashSaleBoard(flashSaleApi(), clock);
    board.load();
    const state: FlashSaleBoardState = await firstValueFrom(board.state$.pipe(filter((s) => s.status === 'ready' || s.status === 'failed')));
    expect(state.status).toBe('ready');
    if (state.status !== 'ready') return;
    const [running, upcoming] = state.value;
    expect([running!.label, running!.countdown]).toEqual(['Berlangsung', '03:40:00']);
    expect(running!.cards.map((c) => c.stockLabel).slice(0, 2)).toEqual(['Habis', 'Hampir Habis']);
    expect([upcoming!.label, upcoming!.heading]).toEqual(['Akan datang', datedText('Mulai ', dateTimeAt(Date.UTC(2026, 10, 21, 23, 0)), ' WIB')]);
    expect(upcoming!.cards.every((c) => c.priceMasked && c.price.includes('x'))).toBe(true);
  });
});

describe('flash-sale product mapping', () => {
  it('falls back to the product\'s name and the long name, and has no image without images', () => {
    const product = toFlashSaleProduct({
      id: 1,
      product: { id: 5, slug: 'meja', name: 'Meja Tamu' },
      variants: { id: 9, name_long: ' ', name_short: '', slug: 'meja', bundling: 1 },
      prices: { ho_normal: 1_000_000, ho_normal_rp: 'Rp1.000.000' },
      images: [],
      price: 500_000,
      price_rp: 'Rp500.000',
      discount: 50,
      remains: 2,
      limit: 4,
    });
    expect(product).toMatchObject({ nameLong: 'Meja Tamu', nameShort: 'Meja Tamu', isBundle: true, image: null, normalPrice: 1_000_000, flashPrice: 500_000 });
  });
});

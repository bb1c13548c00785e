import { MemoryStorage } from '@more/adapters';
import {
  AuthStore,
  FlashSaleBoard,
  FreeGiftShelf,
  HomePopup,
  NewestProducts,
  ProductCatalogueToken,
  ProductList,
  ProductReviews,
  RecordingNavigation,
  Session,
  ShoppingCart,
} from '@more/core';
import { VirtualTimeScheduler } from 'rxjs';
import { describe, expect, it } from 'vitest';
import type { ServiceId } from '../services';
import { createServices, type Surroundings } from './index';
// What the pages' chunks bind (page-services.ts): the home, the lists, the product page, the promotions.
import './pages/catalogue';
import './pages/home';
import './pages/product-detail';
import './pages/promotions';

const surroundings = (fetch: typeof globalThis.fetch): Surroundings => ({
  config: { storeApiUrl: 'http://store.test/api/', shipmentApiUrl: 'http://ship.test/', shipmentToken: 't' },
  storeApiUrl: 'http://store.test/api/',
  fetch,
  localStorage: new MemoryStorage(),
  sessionStorage: new MemoryStorage(),
  navigation: new RecordingNavigation(),
  scheduler: new VirtualTimeScheduler(),
});

const emptyPage = { success: true, message: 'ok', data: { data: [], page: 1, per_page: 8, total: 0, total_pages: 0 } };

describe('the composition root', () => {
  it('builds each use case once and hands out the same instance', () => {
    const services = createServices(surroundings(() => Promise.reject(new Error('offline'))));
    const newest = services.get(NewestProducts);
    expect(newest).toBeInstanceOf(NewestProducts);
    expect(services.get(NewestProducts)).toBe(newest);
    expect(services.get(Session)).toBe(services.get(Session));
    expect(services.get(ShoppingCart)).toBeInstanceOf(ShoppingCart);
  });

  it("builds the pages' use cases from its own bindings once their chunks have loaded", () => {
    const one = createServices(surroundings(() => Promise.reject(new Error('offline'))));
    const other = createServices(surroundings(() => Promise.reject(new Error('offline'))));
    for (const id of [ProductList, FlashSaleBoard, HomePopup, ProductReviews, FreeGiftShelf] as readonly ServiceId<object>[]) {
      expect(one.get(id)).toBe(one.get(id));
      expect(one.get(id)).not.toBe(other.get(id));
    }
  });

  it('loads the catalogue adapter on first use and sends its call through the given fetch', async () => {
    const seen: string[] = [];
    const services = createServices(
      surroundings((input, init) => {
        const request = new Request(input, init);
        seen.push(`${request.method} ${request.url}`);
        return Promise.resolve(Response.json(emptyPage));
      }),
    );
    const page = await services.get(ProductCatalogueToken).listProducts({ type: 'terbaru', perPage: 8 });
    expect(page.items).toEqual([]);
    expect(seen).toEqual(['GET http://store.test/api/uni/product?type=terbaru&per_page=8']);
  });

  it('sends the bearer token of the session on every call (document 2 §6)', async () => {
    const tokens: (string | null)[] = [];
    const services = createServices(
      surroundings((input, init) => {
        tokens.push(new Request(input, init).headers.get('authorization'));
        return Promise.resolve(Response.json(emptyPage));
      }),
    );
    services.get(AuthStore).signIn('t-42', { name: 'Sinta', email: 'sinta@more.test', picture: null, hasPassword: true });
    await services.get(ProductCatalogueToken).listProducts({ type: 'terbaru' });
    expect(tokens).toEqual(['Bearer t-42']);
  });
});

import {
  AuthStore,
  Checkout,
  CheckoutStarterToken,
  HomePopup,
  NewestProducts,
  ProductCatalogueToken,
  ProductList,
  Session,
  ShoppingCart,
} from '@more/core';
import { describe, expect, it } from 'vitest';
import { createServerContainer } from './server';

const API = 'http://store.test/api/';
const offline: typeof fetch = () => Promise.reject(new Error('offline'));
const emptyPage = { success: true, message: 'ok', data: { data: [], page: 1, per_page: 8, total: 0, total_pages: 0 } };

describe('the composition root (inversify)', () => {
  it("builds each of the frame's use cases once per container, on first use", () => {
    const { services } = createServerContainer(API, offline);
    expect(services.get(ShoppingCart)).toBeInstanceOf(ShoppingCart);
    expect(services.get(ShoppingCart)).toBe(services.get(ShoppingCart));
    expect(services.get(Session)).toBe(services.get(Session));
  });

  it('gives every server render a container of its own: no state of one request reaches another', () => {
    const one = createServerContainer(API, offline);
    const other = createServerContainer(API, offline);
    one.services.get(AuthStore).signIn('t-1', { name: 'Sinta', email: 'sinta@more.test', picture: null, hasPassword: true });
    expect(other.services.get(AuthStore).isLoggedIn).toBe(false);
    expect(one.services.get(ShoppingCart)).not.toBe(other.services.get(ShoppingCart));
  });

  it("binds a feature's use cases only once its module is loaded, and once however often it is asked", async () => {
    const { services, bindings } = createServerContainer(API, offline);
    expect(() => services.get(ProductList)).toThrow(/ProductList/);
    await Promise.all([bindings.load(['catalogue']), bindings.load(['catalogue', 'home'])]);
    await bindings.load(['catalogue']);
    expect(bindings.areLoaded(['catalogue', 'home'])).toBe(true);
    expect(services.get(ProductList)).toBe(services.get(ProductList));
    expect(services.get(NewestProducts)).toBeInstanceOf(NewestProducts);
    expect(services.get(HomePopup)).toBeInstanceOf(HomePopup);
  });

  it("loads the catalogue's adapter on first use and sends its call through the container's fetch", async () => {
    const seen: string[] = [];
    const { services, answers } = createServerContainer(API, (input, init) => {
      const request = new Request(input, init);
      seen.push(`${request.method} ${request.url}`);
      return Promise.resolve(Response.json(emptyPage));
    });
    const page = await services.get(ProductCatalogueToken).listProducts({ type: 'terbaru', perPage: 8 });
    expect(page.items).toEqual([]);
    expect(seen).toEqual(['GET http://store.test/api/uni/product?type=terbaru&per_page=8']);
    // The server's fetch records the answer for the page's snapshot.
    expect(answers().map((answer) => answer.key)).toEqual(['GET uni/product?per_page=8&type=terbaru']);
  });

  it('sends the bearer token of the session on every call (document 2 §6)', async () => {
    const tokens: (string | null)[] = [];
    const { services } = createServerContainer(API, (input, init) => {
      tokens.push(new Request(input, init).headers.get('authorization'));
      return Promise.resolve(Response.json(emptyPage));
    });
    services.get(AuthStore).signIn('t-42', { name: 'Sinta', email: 'sinta@more.test', picture: null, hasPassword: true });
    await services.get(ProductCatalogueToken).listProducts({ type: 'terbaru' });
    expect(tokens).toEqual(['Bearer t-42']);
  });

  it("starts the checkout from the cart by loading the checkout's modules when asked, not before", async () => {
    const { services, bindings } = createServerContainer(API, offline);
    await bindings.load(['cart']);
    expect(bindings.areLoaded(['checkout'])).toBe(false);
    const started = await services.get(CheckoutStarterToken).start([{ variantId: 7, quantity: 1, comboId: null }], 'Tolong dibungkus rapi');
    expect(started).toBe(true);
    expect(bindings.areLoaded(['address-book/ordering', 'checkout'])).toBe(true);
    expect(services.get(Checkout).current.order.items).toHaveLength(1);
  });

  it("empties a module's personal use cases when the shopper logs out (document 1 §4)", async () => {
    const { services, bindings } = createServerContainer(API, offline);
    const auth = services.get(AuthStore);
    auth.signIn('t-1', { name: 'Sinta', email: 'sinta@more.test', picture: null, hasPassword: true });
    await bindings.load(['address-book/ordering', 'checkout']);
    const checkout = services.get(Checkout);
    checkout.start([{ variantId: 7, quantity: 1, comboId: null }], '');
    expect(checkout.current.order.items).toHaveLength(1);
    auth.clearToken();
    expect(checkout.current.order.items).toHaveLength(0);
  });
});

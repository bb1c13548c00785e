import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { StoreFailure } from '../shared/failure';
import { idle, loading, ready } from '../shared/loadable';
import { InMemoryOpenedProductsStore, InMemoryProductDetailApi } from './fakes';
import { needsRefetch } from './needs-refetch';
import type { BundleComponent, ProductDetail } from './product-detail';
import { aProductDetail, aProductVariant, aVariantFlashSale, aVariantFreeGift, aVariantPreOrder } from './product-detail.fixture';
import type { ProductDetailApi } from './product-detail-api.port';
import { ProductDetails } from './product-details';

const sofa = aProductDetail({ id: 1, slug: 'sofa-minimalis' });
const flashSaleSofa = (remains: number) =>
  aProductDetail({ id: 2, slug: 'sofa-flash-sale', variants: [aProductVariant({ flashSale: aVariantFlashSale({ remains }) })] });
const component: BundleComponent = { variantId: 55, name: 'Meja Makan Jati', quantity: 1, image: null };
const diningSet = aProductDetail({ id: 9, slug: 'paket-ruang-makan', isBundle: true });

const setup = (products: readonly ProductDetail[] = [sofa, flashSaleSofa(4), diningSet]) => {
  const api = new InMemoryProductDetailApi(products, { [diningSet.id]: [component, { ...component, variantId: 56, name: 'Kursi Makan', quantity: 4 }] });
  const opened = new InMemoryOpenedProductsStore();
  const details = new ProductDetails(api, opened);
  return { api, opened, details };
};

/** An API whose answers the test hands out, to look at the use case while calls are on their way. */
const manualApi = () => {
  const waiting = new Map<string, (detail: ProductDetail) => void>();
  const api: ProductDetailApi = {
    bySlug: (slug) => new Promise((resolve) => waiting.set(slug, resolve)),
    bundle: () => Promise.resolve([]),
  };
  const answer = async (detail: ProductDetail) => {
    waiting.get(detail.slug)?.(detail);
    await Promise.resolve();
  };
  return { api, answer };
};

describe('opened product (document 1 §4)', () => {
  it('fetches a product on its first open (GET uni/product/{slug}), showing loading meanwhile', async () => {
    const { api, details } = setup();
    const seen: unknown[] = [];
    details.state$.subscribe((state) => seen.push(state));
    await details.open('sofa-minimalis');
    expect(seen).toEqual([idle, loading, ready(sofa)]);
    expect(api.calls).toEqual(['GET uni/product/sofa-minimalis']);
  });

  it('"Opened product: kept in a session collection and cached": a second open makes no call', async () => {
    const { api, opened, details } = setup();
    await details.open('sofa-minimalis');
    details.leave();
    await details.open('sofa-minimalis');
    expect(details.current).toEqual(ready(sofa));
    expect(opened.get('sofa-minimalis')).toEqual(sofa);
    expect(api.calls).toHaveLength(1);
  });

  it('uses what the session collection already holds, e.g. after a reload', async () => {
    const { api, opened, details } = setup();
    opened.put(sofa);
    await details.open('sofa-minimalis');
    expect(details.current).toEqual(ready(sofa));
    expect(api.calls).toEqual([]);
  });

  it.each([
    ['flash-sale', { flashSale: aVariantFlashSale() }],
    ['free', { freeGift: aVariantFreeGift() }],
    ['pre-order', { preOrder: aVariantPreOrder() }],
  ])('"It is refetched if a variant has %s info", and shows the new answer', async (_, promotion) => {
    const product = aProductDetail({ slug: 'kursi-promo', variants: [aProductVariant({ stock: 5, ...promotion })] });
    const { api, details } = setup([product]);
    await details.open('kursi-promo');
    api.replace({ ...product, variants: [aProductVariant({ stock: 1, ...promotion })] });
    const refetching = details.open('kursi-promo');
    // A cached promotion price may have ended: the shopper sees a skeleton, not the old price.
    expect(details.current).toEqual(loading);
    await refetching;
    expect(api.calls).toEqual(['GET uni/product/kursi-promo', 'GET uni/product/kursi-promo']);
    expect(details.current.status === 'ready' && details.current.value.variants[0]?.stock).toBe(1);
  });

  it('fetches what a bundle holds (GET uni/product/bundle/{id}) for a product flagged as bundling', async () => {
    const { api, details } = setup();
    await details.open('paket-ruang-makan');
    expect(api.calls).toEqual(['GET uni/product/paket-ruang-makan', 'GET uni/product/bundle/9']);
    const state = details.current;
    expect(state.status === 'ready' && state.value.bundleComponents.map((c) => `${c.quantity}× ${c.name}`)).toEqual([
      '1× Meja Makan Jati',
      '4× Kursi Makan',
    ]);
  });

  it('"404: go to /404": a product that does not exist leaves a failed state (the session navigates)', async () => {
    const { opened, details } = setup();
    await details.open('tidak-ada');
    const state = details.current;
    expect(state.status).toBe('failed');
    expect(state.status === 'failed' && state.failure.kind).toBe('not-found');
    expect(opened.stored.size).toBe(0);
  });

  it('names the call that failed', async () => {
    const { api, details } = setup();
    api.failWith = new Error('socket hang up');
    await details.open('sofa-minimalis');
    expect(details.current.status === 'failed' && details.current.failure).toMatchObject({ kind: 'network', call: 'GET uni/product/{slug}' });

    const bundleDown = new StoreFailure('server', 'GET uni/product/bundle/{id}', 'Internal Server Error', { status: 500 });
    api.failWith = null;
    api.bundle = () => Promise.reject(bundleDown);
    await details.open('paket-ruang-makan');
    expect(details.current.status === 'failed' && details.current.failure).toBe(bundleDown);
  });

  it('asks once when the same product is opened twice before it arrives', async () => {
    const { api, details } = setup();
    await Promise.all([details.open('sofa-flash-sale'), details.open('sofa-flash-sale')]);
    expect(api.calls).toEqual(['GET uni/product/sofa-flash-sale']);
    expect(details.current.status).toBe('ready');
  });

  it('"Leaving a non-product page clears the current product detail" (document 1 §2)', async () => {
    const { details } = setup();
    await details.open('sofa-minimalis');
    details.leave();
    expect(details.current).toEqual(idle);
  });

  it('never shows an answer for a product the shopper already left, but keeps it for next time', async () => {
    const { api, answer } = manualApi();
    const opened = new InMemoryOpenedProductsStore();
    const details = new ProductDetails(api, opened);
    const first = details.open('sofa-minimalis');
    void details.open('sofa-flash-sale');
    await answer(sofa);
    await first;
    expect(details.current).toEqual(loading);
    expect(opened.get('sofa-minimalis')).toEqual(sofa);

    details.leave();
    await answer(flashSaleSofa(4));
    expect(details.current).toEqual(idle);
  });

  it('logout "clears … current product", the session collection, and anything still on its way', async () => {
    const { api, answer } = manualApi();
    const opened = new InMemoryOpenedProductsStore();
    const details = new ProductDetails(api, opened);
    opened.put(sofa);
    await details.open('sofa-minimalis');
    const late = details.open('sofa-flash-sale');
    details.clearOnLogout();
    await answer(flashSaleSofa(4));
    await late;
    expect(details.current).toEqual(idle);
    expect(opened.stored.size).toBe(0);
  });

  it('PROPERTY: for any sequence of opens, the API is called for a slug only on its first open or when needsRefetch holds', async () => {
    const product = fc
      .record({ slug: fc.constantFrom('a', 'b', 'c', 'd'), promotion: fc.constantFrom('none', 'flash', 'free', 'po') })
      .map(({ slug, promotion }) =>
        aProductDetail({
          slug,
          variants: [
            aProductVariant({
              flashSale: promotion === 'flash' ? aVariantFlashSale() : null,
              freeGift: promotion === 'free' ? aVariantFreeGift() : null,
              preOrder: promotion === 'po' ? aVariantPreOrder() : null,
            }),
          ],
        }),
      );
    const catalogue = fc.uniqueArray(product, { selector: (p) => p.slug, minLength: 1 });
    await fc.assert(
      fc.asyncProperty(
        catalogue.chain((products) => fc.tuple(fc.constant(products), fc.array(fc.constantFrom(...products.map((p) => p.slug)), { maxLength: 25 }))),
        async ([products, opens]) => {
          const { api, details } = setup(products);
          const expectedCalls: string[] = [];
          const openedBefore = new Set<string>();
          for (const slug of opens) {
            const detail = products.find((p) => p.slug === slug)!;
            if (!openedBefore.has(slug) || needsRefetch(detail)) expectedCalls.push(`GET uni/product/${slug}`);
            openedBefore.add(slug);
            await details.open(slug);
            expect(details.current).toEqual(ready(detail));
          }
          expect(api.calls).toEqual(expectedCalls);
        },
      ),
    );
  });
});

describe('ensureOpen: the product asked for again by the server render, the hydration and the head', () => {
  it('does not fetch a flash-sale product again while it is the one shown', async () => {
    const { api, details } = setup();
    await details.ensureOpen('sofa-flash-sale');
    await details.ensureOpen('sofa-flash-sale');
    expect(api.calls.filter((call) => call === 'GET uni/product/sofa-flash-sale')).toHaveLength(1);
    await details.ensureOpen('sofa-minimalis');
    expect(details.current).toEqual(ready(sofa));
  });
});

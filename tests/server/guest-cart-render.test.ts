import { DEMO_CUSTOMER, createMockApi, signIn, type MockApi } from '@more/mock-server';
import { getResponse } from 'msw';
import { beforeAll, describe, expect, it } from 'vitest';
import { type RenderedPage, render } from '../../web/src/entry-server';
import { builtInConfig } from '../../web/src/shared/store-config';
import { bodyOf, mainText } from './rendered-page';

/*
 * Issue 39, point 3: a guest's /cart rendered on the server from the cart's outline in a cookie
 * (`slug:variant:quantity:selected`, adapters' cart-cookie.ts), priced through the public product calls.
 */

const ORIGIN = 'http://toko.test';
const SINTA = 'token-sinta';
const BED = 'ranjang-klasik-sagara-laci-sorong';
const BUNDLE = 'paket-kamar-tidur-cendana';
let mock: MockApi;
let bundleVariant: number;

beforeAll(async () => {
  mock = await createMockApi();
  await signIn(mock.db, DEMO_CUSTOMER.id, SINTA, mock.clock.unixSeconds());
  const answer = await getResponse(mock.handlers, new Request(`${ORIGIN}/api/uni/product/${BUNDLE}`));
  bundleVariant = ((await answer!.json()) as { data: { variants: { id: number }[] } }).data.variants[0]!.id;
});

/** The mock in-process; `failing` answers 500 to calls under that path. Every call is noted. */
const apiWith = (failing?: string) => {
  const reached: { call: string; authorization: string | null }[] = [];
  const fetcher: typeof fetch = async (input, init) => {
    const request = new Request(input, init);
    const path = new URL(request.url).pathname.replace(/^\/api\//, '');
    reached.push({ call: `${request.method} ${path}`, authorization: request.headers.get('authorization') });
    if (failing && path.startsWith(failing)) return Response.json({ success: false, message: 'Server Error' }, { status: 500 });
    return (await getResponse(mock.handlers, request)) ?? new Response('not mocked', { status: 599 });
  };
  return { fetcher, reached };
};

const renderWith = (url: string, guestCart: string | null, fetcher: typeof fetch, sessionToken: string | null = null) =>
  render({ url, origin: ORIGIN, config: builtInConfig, storeApiUrl: `${ORIGIN}/api/`, fetch: fetcher, sessionToken, guestCart });


const pageData = (page: RenderedPage) => JSON.parse(/id="store-page">([^<]*)</.exec(page.data)?.[1] ?? '{}') as { guestCart?: string; session?: unknown };

describe('a guest\'s /cart rendered from the cart\'s outline in a cookie', () => {
  it('holds the guest\'s lines, selection, note and totals, priced through one public call per product', async () => {
    const cookie = `${BED}:1:2:1.${BED}:2:1:0.${BUNDLE}:${bundleVariant}:1:1!Kirim%20sore%20hari`;
    const { fetcher, reached } = apiWith();
    const page = await renderWith('/cart', cookie, fetcher);
    const text = mainText(await bodyOf(page));
    expect(page.status).toBe(200);
    expect(page.guestCart).toBe(true);
    expect(page.session).toBeNull();
    // Its content is in the HTML: the scripts wait for the first paint, as on any page that shows its content.
    expect(page.scriptsAtOnce).toBe(false);
    expect(pageData(page).guestCart).toMatch(/^[0-9a-f]{16}$/);
    for (const shown of ['Ranjang Klasik Sagara Laci Sorong (Laci Sorong - Cokelat Tua)', 'Ranjang Klasik Sagara Laci Sorong (Laci Sorong - Natural Oak)', 'Kirim sore hari', 'Rp10.338.000']) {
      expect(text).toContain(shown);
    }
    // Anyone's calls: no bearer token, each product asked for once (a bundle with what it holds).
    expect(reached.filter((request) => request.authorization !== null)).toEqual([]);
    expect(reached.filter((request) => request.call === `GET uni/product/${BED}`)).toHaveLength(1);
    // The answers that priced it stay out of the page's snapshot: the browser holds its cart.
    expect(page.data).not.toContain(`uni/product/${BED}`);
    expect(page.data).not.toContain(`uni/product/${BUNDLE}`);
  });

  it('the same cookie renders the same tag; another cart another', async () => {
    const first = pageData(await renderWith('/cart', `${BED}:1:2:1`, apiWith().fetcher)).guestCart;
    const again = pageData(await renderWith('/cart', `${BED}:1:2:1`, apiWith().fetcher)).guestCart;
    const other = pageData(await renderWith('/cart', `${BED}:1:3:1`, apiWith().fetcher)).guestCart;
    expect(again).toBe(first);
    expect(other).not.toBe(first);
  });

  for (const [what, cookie, failing] of [
    ['a malformed cookie', 'bukan:keranjang', undefined],
    ['a selection that is neither 0 nor 1', `${BED}:1:1:x`, undefined],
    ['a product the API does not know', 'produk-yang-tidak-ada:1:1:1', undefined],
    ['a variant the product does not have', `${BED}:999999:1:1`, undefined],
    ['a product call that fails', `${BED}:1:1:1`, 'uni/product/'],
  ] as const) {
    it(`${what}: the guest's page as without the cookie (the browser renders its own cart), never an error`, async () => {
      const page = await renderWith('/cart', cookie, apiWith(failing).fetcher);
      const text = mainText(await bodyOf(page));
      expect(page.status).toBe(200);
      expect(page.guestCart).toBe(false);
      expect(pageData(page).guestCart).toBeUndefined();
      expect(text).not.toContain('Ranjang Klasik Sagara');
      expect(page.scriptsAtOnce).toBe(true);
    });
  }

  it('a note is text, never markup', async () => {
    const page = await renderWith('/cart', `${BED}:1:1:1!%3Cimg%20src%3Dx%20onerror%3Dalert(1)%3E`, apiWith().fetcher);
    const body = await bodyOf(page);
    expect(page.guestCart).toBe(true);
    expect(body).not.toContain('<img src=x');
    expect(body).toContain('&lt;img src=x onerror=alert(1)&gt;');
  });

  it('only the cart page reads it; a customer\'s page is theirs, whatever cart cookie the browser still sends', async () => {
    const home = await renderWith('/', `${BED}:1:1:1`, apiWith().fetcher);
    expect(home.guestCart).toBe(false);
    expect(home.data).not.toContain('guestCart');
    const customers = await renderWith('/cart', `${BED}:1:1:1`, apiWith().fetcher, SINTA);
    expect(customers.session).toBe('customer');
    expect(customers.guestCart).toBe(false);
    expect(mainText(await bodyOf(customers))).toContain('Lemari Pakaian Baskara 4 Pintu');
  });
});

import { DEMO_CUSTOMER, NEW_CUSTOMER, createMockApi, signIn, type MockApi } from '@more/mock-server';
import { getResponse } from 'msw';
import { beforeAll, describe, expect, it } from 'vitest';
import { render } from '../../web/src/entry-server';
import { builtInConfig } from '../../web/src/shared/store-config';
import { bodyOf, mainText } from './rendered-page';

/*
 * Issue 39: the customer's own pages rendered on the server from the storefront's session cookie. The renderer runs
 * here from source against the mock in-process: what each page holds for the customer, the API refusing the session
 * midway, what reaches the API, and the failure sweep (a malformed answer, a 500, a dropped connection) of every
 * customer call these renders make.
 */

const ORIGIN = 'http://toko.test';
const SINTA = 'token-sinta';
const BARU = 'token-pelanggan-baru';
let mock: MockApi;

beforeAll(async () => {
  mock = await createMockApi();
  await signIn(mock.db, DEMO_CUSTOMER.id, SINTA, mock.clock.unixSeconds());
  await signIn(mock.db, NEW_CUSTOMER.id, BARU, mock.clock.unixSeconds());
});

interface Reached {
  readonly call: string;
  readonly authorization: string | null;
  readonly cookie: string | null;
}

/** A fault put on one call of the API: what a broken or malicious upstream does. */
type Fault = 'malformed' | 'server-error' | 'dropped' | 'unauthorized';

/** The mock in-process, with `fault` on every call whose path starts with `faulted`; every request is noted. */
const apiWith = (faulted?: { readonly path: string; readonly fault: Fault }) => {
  const reached: Reached[] = [];
  const fetcher: typeof fetch = async (input, init) => {
    const request = new Request(input, init);
    const { pathname, search } = new URL(request.url);
    const call = `${request.method} ${pathname.replace(/^\/api\//, '')}${search}`;
    reached.push({ call, authorization: request.headers.get('authorization'), cookie: request.headers.get('cookie') });
    if (faulted && pathname.replace(/^\/api\//, '').startsWith(faulted.path)) {
      if (faulted.fault === 'dropped') throw new TypeError('fetch failed', { cause: new Error('socket hang up') });
      if (faulted.fault === 'malformed') return new Response('{"success":true,"data":{"items":"bukan daftar"', { headers: { 'content-type': 'application/json' } });
      if (faulted.fault === 'unauthorized') return Response.json({ success: false, message: 'Unauthenticated.' }, { status: 401 });
      return Response.json({ success: false, message: 'Server Error' }, { status: 500 });
    }
    return (await getResponse(mock.handlers, request)) ?? new Response('not mocked', { status: 599 });
  };
  return { fetcher, reached };
};

const renderFor = (url: string, token: string | null, fetcher: typeof fetch) =>
  render({ url, origin: ORIGIN, config: builtInConfig, storeApiUrl: `${ORIGIN}/api/`, fetch: fetcher, sessionToken: token });


/** Each personal page, with what its server HTML must hold for the demo customer (their seeded cart, orders, books). */
const PERSONAL_PAGES: readonly (readonly [string, readonly string[]])[] = [
  ['/cart', ['Keranjang Belanja', 'Lemari Pakaian Baskara 4 Pintu', 'Mohon dikirim pada sore hari.', 'Tukar Poin dengan Hadiah']],
  ['/checkout', ['Alamat pengiriman', 'Jl. Airlangga No. 27', 'Utama', 'Jasa pengiriman', 'JNE']],
  ['/profile', ['Informasi Akun', 'pembeli@more.test', '081234567890']],
  ['/profile/orders', ['Pesanan Saya', 'MORE-20261119-0107', 'Menunggu Pembayaran']],
  ['/profile/order/MORE-20261119-0107', ['MORE-20261119-0107', 'Ranjang Anak Industrial Tirta']],
  ['/profile/pay', ['Menunggu Pembayaran', 'MORE-20261119-0107', 'BCA Virtual Account']],
  ['/profile/wishlist', ['Wishlist Saya', '7 produk']],
  ['/profile/address', ['Jl. Airlangga No. 27', 'Rumah Orang Tua']],
  ['/profile/vouchers', ['Voucher Saya', 'DISKON10']],
  ['/profile/point', ['Saldo Poin', '12.500 Poin', 'Voucher Belanja Rp25.000']],
  ['/profile/notifications', ['5 belum dibaca', 'MORE-20261115-0042']],
  ['/invoice', ['Invoice Saya', 'INV-20261119-0107']],
];

describe('the customer\'s own pages, rendered on the server for the session\'s cookie', () => {
  for (const [url, holds] of PERSONAL_PAGES) {
    it(`${url} holds the demo customer's own things, and is theirs alone (private, their session's tag)`, async () => {
      const { fetcher, reached } = apiWith();
      const page = await renderFor(url, SINTA, fetcher);
      const body = await bodyOf(page);
      expect(page.status).toBe(200);
      expect(page.session).toBe('customer');
      expect(page.scriptsAtOnce).toBe(false);
      expect(page.data).toMatch(/"session":\{"as":"customer","tag":"[0-9a-f]{16}"\}/);
      expect(page.data).not.toContain(SINTA);
      for (const text of holds) expect(mainText(body)).toContain(text);
      // The header's profile menu names the customer.
      expect(body).toContain(DEMO_CUSTOMER.name);
      // The API sees the bearer token only: no cookie is ever passed on.
      expect(reached.length).toBeGreaterThan(0);
      expect(reached.filter((request) => request.cookie !== null)).toEqual([]);
      expect(reached.filter((request) => request.call.includes(' more/') && request.authorization !== `Bearer ${SINTA}`)).toEqual([]);
    });
  }

  it('another customer\'s session renders their own pages, with nothing of the first customer\'s', async () => {
    for (const url of ['/cart', '/profile/orders', '/checkout']) {
      const body = await bodyOf(await renderFor(url, BARU, apiWith().fetcher));
      expect(body).toContain(NEW_CUSTOMER.name);
      for (const text of [DEMO_CUSTOMER.name, 'Lemari Pakaian Baskara', 'MORE-20261119-0107', 'Jl. Airlangga']) expect(body).not.toContain(text);
    }
  });

  it('a guest (no cookie) gets the guest\'s page: nothing personal, scripts at once to fill it from the device', async () => {
    const { fetcher, reached } = apiWith();
    const page = await renderFor('/cart', null, fetcher);
    const body = await bodyOf(page);
    expect(page.session).toBeNull();
    expect(page.scriptsAtOnce).toBe(true);
    expect(body).not.toContain(DEMO_CUSTOMER.name);
    expect(reached.filter((request) => request.call.includes(' more/'))).toEqual([]);
  });
});

describe('a session the API refuses during the render (document 2 §8: a 401 logs out)', () => {
  for (const [path, url] of [
    ['more/user/show', '/cart'],
    ['more/transaction/cart', '/cart'],
    ['more/transaction/order', '/profile/orders'],
    ['more/user/address', '/checkout'],
  ] as const) {
    it(`a 401 to ${path} on ${url}: the guest's page, the cookie to be removed, the browser told to log out`, async () => {
      const page = await renderFor(url, SINTA, apiWith({ path, fault: 'unauthorized' }).fetcher);
      const body = await bodyOf(page);
      expect(page.session).toBe('expired');
      expect(page.data).toContain('"session":{"as":"expired"}');
      expect(body).not.toContain(DEMO_CUSTOMER.name);
      expect(body).not.toContain('Lemari Pakaian Baskara');
    });
  }
});

/** The customer calls each page's render makes beside the public ones, and what its page says when its own call fails. */
const SWEPT: readonly { readonly url: string; readonly calls: readonly string[]; readonly main: string; readonly says: string }[] = [
  { url: '/cart', calls: ['more/user/wishlist', 'more/user/notification', 'more/setting', 'more/user/chat/unread', 'more/promotion/reedem'], main: 'more/transaction/cart', says: 'Keranjang' },
  { url: '/profile/orders', calls: ['more/transaction/cart', 'more/user/wishlist', 'more/user/notification'], main: 'more/transaction/order', says: 'Pesanan' },
  { url: '/checkout', calls: ['more/user/wishlist', 'more/user/notification', 'more/transaction/shipping'], main: 'more/user/address', says: 'Alamat' },
];
const FAULTS: readonly Fault[] = ['malformed', 'server-error', 'dropped'];

/*
 * A 500 or a dropped connection costs the render the adapters' retries (about a second): one test per call, each well
 * under its limit. Behind the production server a call that got no answer leaves its part's skeleton for the browser
 * to ask again (web/server/render-fetch.ts); here, without it, a dropped connection is a failure the page says.
 */
describe('the failure sweep of the customer\'s server renders: every customer call malformed, failing, dropped', () => {
  for (const { url, calls, main, says } of SWEPT) {
    for (const path of calls) {
      it(`${url}: ${path} malformed, failing or dropped leaves the customer's page whole`, async () => {
        for (const fault of FAULTS) {
          const page = await renderFor(url, SINTA, apiWith({ path, fault }).fetcher);
          const body = await bodyOf(page);
          expect({ fault, status: page.status, session: page.session }).toEqual({ fault, status: 200, session: 'customer' });
          expect(body, fault).toContain(DEMO_CUSTOMER.name);
          expect(mainText(body), fault).toContain(says);
        }
      });
    }

    it(`${url}: its own call (${main}) failing shows an Indonesian failure with "Coba Lagi" (or its skeleton), never a blank page`, async () => {
      for (const fault of FAULTS) {
        const page = await renderFor(url, SINTA, apiWith({ path: main, fault }).fetcher);
        const body = await bodyOf(page);
        const text = mainText(body);
        expect({ fault, status: page.status, session: page.session }).toEqual({ fault, status: 200, session: 'customer' });
        expect(text, fault).toContain(says);
        // Said in Indonesian with its retry, or (a call the render got no answer to) the part's skeleton for the browser to fill.
        const said = /belum dapat/.test(text) && text.includes('Coba Lagi');
        const waiting = body.slice(body.indexOf('<main'), body.indexOf('</main>')).includes('aria-busy="true"');
        expect({ fault, said, waiting }, fault).not.toEqual({ fault, said: false, waiting: false });
      }
    });
  }

  it('the profile read itself failing (not a 401): the page is rendered as a guest\'s, nothing personal, no logout asked', async () => {
    for (const fault of FAULTS) {
      const page = await renderFor('/cart', SINTA, apiWith({ path: 'more/user/show', fault }).fetcher);
      const body = await bodyOf(page);
      expect({ fault, session: page.session }).toEqual({ fault, session: null });
      expect(body).not.toContain('Lemari Pakaian Baskara');
    }
  });
});

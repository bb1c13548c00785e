import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { defaultPageHead, STORE_BRAND } from '@more/core';
import { isPersonalPage } from '../../web/src/app/routing/access';
import type { Page } from 'playwright-core';
import type { StoreRoute } from '../../web/src/app/routing/route';
import { storeRoutes } from '../../web/src/app/routing/routes';
import { routeSamples, samplePath } from './harness/route-samples';
import { describe, expect, test } from './harness/fixtures';
import { waitForHydration } from './harness/hydration';
import { webClientDist } from './harness/paths';

/**
 * What the production server sends before any JavaScript runs (design.md,
 * "Rendered on the server", "Head tags per route from the server", "The
 * production server"): each public page's main content and head tags in its
 * HTML, real redirects, the security and caching headers, pre-compressed
 * hashed assets, and a browser that hydrates that HTML without asking the API
 * again for what the server already asked.
 */

const MOBILE_UA = 'Mozilla/5.0 (Linux; Android 14; SM-A546E) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/156.0.0.0 Mobile Safari/537.36';
const DESKTOP_UA = 'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/156.0.0.0 Safari/537.36';

interface Envelope<T> {
  success: boolean;
  data: T;
}
interface MetaPageWire {
  slug: string;
  meta_title: string;
  meta_desc: string;
}

const api = async <T,>(storeUrl: string, path: string): Promise<T> => {
  const response = await fetch(`${storeUrl}/api/${path}`);
  if (!response.ok) throw new Error(`GET /api/${path} answered ${response.status}`);
  return ((await response.json()) as Envelope<T>).data;
};

/** The promotion lists of document 2 are POST calls with an empty JSON body. */
const apiPost = async <T,>(storeUrl: string, path: string): Promise<T> => {
  const response = await fetch(`${storeUrl}/api/${path}`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: '{}' });
  if (!response.ok) throw new Error(`POST /api/${path} answered ${response.status}`);
  return ((await response.json()) as Envelope<T>).data;
};

interface ProductWire {
  id: number;
  name: string;
  price_range: string | null;
  rating: number;
  images: { image_url: string }[];
  atmosphere_images: { image_url: string }[];
  variants: { stock: number; price_discount: number }[];
}

/**
 * A product or bundle page with JavaScript off: its name as the h1, its price
 * (the range across variants), Open Graph "product" with photo, name and price,
 * and valid JSON-LD `Product` with an IDR offer (issue 10, point 4).
 */
const expectProductPageHtml = async (page: Page, storeUrl: string, slug: string) => {
  const product = await api<ProductWire>(storeUrl, `uni/product/${slug}`);
  const main = page.locator('main');
  expect(await main.locator('h1').innerText()).toBe(product.name);
  const lowest = Math.min(...product.variants.map((v) => v.price_discount));
  const lowestText = `Rp${lowest.toLocaleString('id-ID')}`;
  expect(await page.getByTestId('detail-price').innerText()).toContain(lowestText);
  const html = await page.content();
  expect(metaProperty(html, 'og:type')).toBe('product');
  expect(metaProperty(html, 'og:title')).toBe(`${product.name} | ${STORE_BRAND}`);
  expect(metaProperty(html, 'og:description')).toContain(lowestText);
  expect(metaProperty(html, 'og:image')).toBe((product.atmosphere_images[0] ?? product.images[0])!.image_url);
  const scripts = await page.locator('script[type="application/ld+json"]').allTextContents();
  expect(scripts, 'one JSON-LD block').toHaveLength(1);
  const data = JSON.parse(scripts[0]!) as Record<string, unknown> & { offers: Record<string, unknown> };
  expect(data).toMatchObject({ '@context': 'https://schema.org', '@type': 'Product', name: product.name, productID: String(product.id) });
  expect(data.offers).toMatchObject({
    '@type': 'Offer',
    priceCurrency: 'IDR',
    price: lowest,
    availability: product.variants.some((v) => v.stock > 0) ? 'https://schema.org/InStock' : 'https://schema.org/OutOfStock',
    url: `${storeUrl}/${slug.startsWith('paket-') ? 'bundle' : 'product'}/${slug}`,
  });
  expect('aggregateRating' in data).toBe(product.rating > 0);
};

const getHtml = async (url: string, headers: Record<string, string> = {}) => {
  const response = await fetch(url, { redirect: 'manual', headers: { 'user-agent': DESKTOP_UA, ...headers } });
  return { response, html: await response.text() };
};

/** The inside of `<div id="root">`: what the server rendered, without the JSON it embeds for the browser. */
const renderedBody = (html: string): string => {
  const start = html.indexOf('<div id="root">');
  const end = html.indexOf('<script type="application/json"', start);
  if (start < 0) throw new Error('The page has no <div id="root">');
  return html.slice(start, end < 0 ? undefined : end);
};

const decodeEntities = (text: string) =>
  text
    .replace(/&quot;/g, '"')
    .replace(/&#x27;|&#39;/g, "'")
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&amp;/g, '&');

const tagContent = (html: string, pattern: RegExp): string | null => {
  const match = pattern.exec(html);
  return match ? decodeEntities(match[1]!) : null;
};
const titleOf = (html: string) => tagContent(html, /<title>([^<]*)<\/title>/);
const metaProperty = (html: string, property: string) => tagContent(html, new RegExp(`<meta property="${property}" content="([^"]*)"`));
const metaName = (html: string, name: string) => tagContent(html, new RegExp(`<meta name="${name}" content="([^"]*)"`));
const canonicalOf = (html: string) => tagContent(html, /<link rel="canonical" href="([^"]*)"/);


/** The routes a guest's browser gets rendered by the server: everything but the ones behind login. */
const guestRoutes = storeRoutes.filter((route) => route.access !== 'login');

/**
 * What each route's main content must hold, read with JavaScript off (a
 * crawler, a link preview). A route added to the table fails the check below
 * until it says what its page shows.
 */
const mainContent: Readonly<Record<string, (page: Page, storeUrl: string) => Promise<void>>> = {
  '/': async (page, storeUrl) => {
    const newest = await api<{ data: { name: string }[] }>(storeUrl, 'uni/product?type=terbaru&per_page=8');
    expect(newest.data).toHaveLength(8);
    // innerText: what is shown, not what hides in the document. The grid is below the first screen, laid out as it is
    // scrolled to (content-visibility): scroll there, as a reader would. Chromium lays it out at the next frame after the
    // scroll, not at once (its innerText is empty right after it), so wait for that frame rather than read too early.
    // Its own wait: scrolling waits for the element to hold still, which a loaded machine's layout took past the page's 3 s (CI).
    await page.getByRole('list', { name: 'Produk terbaru' }).scrollIntoViewIfNeeded({ timeout: 20_000 });
    const missing = async () => {
      const text = await page.locator('main').innerText();
      return newest.data.map((product) => product.name).filter((name) => !text.includes(name));
    };
    await expect.poll(missing, { timeout: 10_000, message: "newest products not shown in the server's HTML" }).toEqual([]);
    const categories = await api<{ name: string }[]>(storeUrl, 'uni/category');
    const header = await page.locator('header').first().textContent();
    for (const category of categories) expect(header, `category "${category.name}" in the header's menu`).toContain(category.name);
  },
  '/404': async (page) => {
    expect(await page.locator('main h1').innerText()).toBe('Halaman Tidak di Temukan');
    expect(await page.locator('main').getByRole('link', { name: 'Kembali ke Beranda' }).getAttribute('href')).toBe('/');
  },
  '/login': async (page) => {
    const main = page.locator('main');
    expect(await main.getByLabel('Email', { exact: true }).isVisible(), 'a visible, labelled email field').toBe(true);
    expect(await main.getByLabel('Email', { exact: true }).getAttribute('type')).toBe('email');
    expect(await main.getByLabel('Kata Sandi', { exact: true }).isVisible(), 'a visible, labelled password field').toBe(true);
    expect(await main.getByLabel('Kata Sandi', { exact: true }).getAttribute('type')).toBe('password');
    expect(await main.getByRole('button', { name: 'Masuk', exact: true }).isVisible()).toBe(true);
  },
  '/register': async (page) => {
    const main = page.locator('main');
    expect(await main.getByLabel(/nama/i).first().isVisible(), 'a visible, labelled name field').toBe(true);
    expect(await main.getByLabel('Email', { exact: true }).getAttribute('type')).toBe('email');
    expect(await main.getByLabel('Email', { exact: true }).isVisible()).toBe(true);
    expect(await main.getByLabel(/^kata sandi/i).first().getAttribute('type')).toBe('password');
  },
  '/forgotPassword': async (page) => {
    const main = page.locator('main');
    expect(await main.getByLabel('Email', { exact: true }).isVisible(), 'a visible, labelled email field').toBe(true);
    expect(await main.getByLabel('Email', { exact: true }).getAttribute('type')).toBe('email');
  },
  '/forgotPassword/:token': async (page) => {
    expect((await page.locator('main h1').innerText()).trim().length, 'a visible heading in main').toBeGreaterThan(0);
  },
  '/verify-email/:id': async (page) => {
    expect((await page.locator('main h1').innerText()).trim().length, 'a visible heading in main').toBeGreaterThan(0);
  },
  '/apple-login': async (page) => {
    expect((await page.locator('main h1').innerText()).trim().length, 'a visible heading in main').toBeGreaterThan(0);
  },
  '/product/sale': async (page, storeUrl) => {
    // Every active flash-sale group with its phase and large cards, with JavaScript off.
    const main = page.locator('main');
    expect(await main.locator('h1').innerText()).toBe('Flash Sale');
    const groups = await apiPost<{ title: string; products: unknown[] }[]>(storeUrl, 'uni/product/flashsale');
    expect(await main.getByTestId('flash-sale-group').locator('h2').allInnerTexts()).toEqual(groups.map((group) => group.title));
    expect(await main.getByTestId('flash-sale-card').count()).toBe(groups.reduce((sum, group) => sum + group.products.length, 0));
    expect(await main.getByTestId('flash-sale-phase').first().innerText()).toMatch(/berlangsung|akan datang/i);
  },
  '/products': async (page, storeUrl) => {
    // Page 1 of every product (12), the count and the filter panel's choices, with JavaScript off.
    const list = await api<{ data: { name: string }[]; total: number }>(storeUrl, 'uni/product?per_page=12&page=1');
    const main = page.locator('main');
    expect(await main.locator('h1').innerText()).toBe('Semua Produk');
    const text = await main.innerText();
    for (const product of list.data) expect(text, `product "${product.name}" in the server's HTML`).toContain(product.name);
    expect(await page.getByTestId('result-count').innerText()).toBe(`${list.total.toLocaleString('id-ID')} produk`);
    expect(await page.getByTestId('product-card').count()).toBe(12);
  },
  '/products/:filter': async (page, storeUrl) => {
    const list = await api<{ data: { name: string }[] }>(storeUrl, 'uni/product?q=kursi&type=terlaris&per_page=12&page=1');
    expect(list.data.length).toBeGreaterThan(0);
    expect(await page.locator('main h1').innerText()).toBe('Hasil pencarian "kursi"');
    const names = await page.getByTestId('product-card').locator('h3').allInnerTexts();
    expect(names).toEqual(list.data.map((product) => product.name));
  },
  '/category/:slug': async (page, storeUrl) => {
    const categories = await api<{ slug: string; name: string; content: string; r_subs: { name: string }[] }[]>(storeUrl, 'uni/category');
    const bedroom = categories.find((category) => category.slug === 'kamar-tidur')!;
    const main = page.locator('main');
    expect(await main.locator('h1').innerText()).toBe(bedroom.name);
    const text = await main.innerText();
    expect(text).toContain(bedroom.content);
    for (const sub of bedroom.r_subs) expect(text, `sub-category "${sub.name}"`).toContain(sub.name);
    expect(await page.getByTestId('product-card').count()).toBe(12);
  },
  '/find/:slug': async (page) => {
    expect(await page.locator('main h1').innerText()).toBe('Hasil pencarian "meja makan"');
    expect(await page.getByTestId('product-card').count()).toBeGreaterThan(0);
  },
  '/promotion': async (page, storeUrl) => {
    const main = page.locator('main');
    expect(await main.locator('h1').innerText()).toBe('Promo MORE');
    const text = await main.innerText();
    // Each public list's first items (core's PROMOTION_PREVIEW_SIZE, 4), as the mock answers them.
    const free = await apiPost<{ product: { name: string } }[]>(storeUrl, 'uni/product/free');
    const preOrder = await apiPost<{ product: { name: string } }[]>(storeUrl, 'uni/product/po');
    const combos = await api<{ name: string }[]>(storeUrl, 'uni/product/combo');
    const bundles = await api<{ data: { name: string }[] }>(storeUrl, 'uni/product?category_group=123&per_page=48');
    const groups = await apiPost<{ title: string }[]>(storeUrl, 'uni/product/flashsale');
    const names = [
      ...free.slice(0, 4).map((offer) => offer.product.name),
      ...preOrder.slice(0, 4).map((offer) => offer.product.name),
      ...combos.slice(0, 4).map((combo) => combo.name),
      ...bundles.data.slice(0, 4).map((bundle) => bundle.name),
      ...groups.map((group) => group.title),
    ];
    expect(names.length).toBeGreaterThan(16);
    for (const name of names) expect(text, `"${name}" in the server's HTML`).toContain(name);
    for (const heading of ['Flash Sale', 'Gratis', 'Pre-Order', 'Kombo Hemat', 'Paket Hemat', 'Hadiah Poin'])
      expect(await main.getByRole('heading', { level: 2, name: heading, exact: true }).count(), `section "${heading}"`).toBe(1);
    // The rewards are a customer's own: a reader without JavaScript gets the guest's invitation to log in, not a skeleton.
    expect(await main.getByTestId('rewards-login').getByRole('link').getAttribute('href')).toBe('/login?redirect=%2Fpromotion');
  },
  '/product/:slug': async (page, storeUrl) => {
    await expectProductPageHtml(page, storeUrl, 'ranjang-klasik-sagara-laci-sorong');
  },
  '/bundle/:slug?': async (page, storeUrl) => {
    await expectProductPageHtml(page, storeUrl, 'paket-kamar-tidur-cendana');
    // What the bundle holds (uni/product/bundle/{id}), with quantities, in the server's HTML.
    const bundle = await api<{ id: number }>(storeUrl, 'uni/product/paket-kamar-tidur-cendana');
    const parts = await api<{ name: string; quantity: number }[]>(storeUrl, `uni/product/bundle/${bundle.id}`);
    const list = await page.getByTestId('bundle-components').innerText();
    for (const part of parts) expect(list, `component "${part.name}"`).toContain(part.name);
  },
  // The cart is personal: the server sends its frame (the heading, a skeleton) and the browser fills it in.
  '/cart': async (page) => {
    expect(await page.locator('main h1').innerText()).toBe('Keranjang Belanja');
    expect(await page.getByTestId('cart-skeleton').count()).toBe(1);
    expect(await page.locator('main').innerText()).toContain('Aktifkan JavaScript');
  },
  // The invoice is personal (only its customer is answered): the server sends the frame, the browser asks who is there.
  '/invoice-print/:ordersn': async (page) => {
    expect(await page.locator('main h1').innerText()).toBe('Invoice');
    expect(await page.getByTestId('invoice-skeleton').count()).toBe(1);
    expect(await page.locator('main').innerText()).toContain('Aktifkan JavaScript');
  },
  // How to pay an order is public (document 1 §2: "information/{ordersn} needs no login"): the number and the steps; the amounts are the customer's.
  '/checkout/information/:ordersn': async (page) => {
    const main = page.locator('main');
    expect(await main.locator('h1').innerText()).toBe('Cara Pembayaran');
    const text = await main.innerText();
    expect(text).toContain('MORE-20261119-0107');
    expect(await main.getByRole('link', { name: 'Masuk' }).getAttribute('href')).toBe('/login?redirect=%2Fcheckout%2Finformation%2FMORE-20261119-0107');
  },
  // Shipment tracking by a number alone (issue 20, point 5): the tracking, the customer masked to first name and city.
  '/omnitracking/:sn?': async (page) => {
    const main = page.locator('main');
    expect(await main.locator('h1').innerText()).toBe('Lacak Pengiriman');
    expect(await page.title()).toBe('Lacak Pengiriman MORE-20261115-0042 | MORE Furniture');
    const text = await main.innerText();
    // The courier kept its "1-2 hari" from 16 November 2026: on today's clock the parcel was handed over.
    for (const part of ['Terkirim', 'JNE0042115112026', 'Riwayat Kurir', 'Paket diterima oleh Sinta', 'KOTA SURABAYA']) expect(text).toContain(part);
    expect(text).not.toMatch(/Wulandari|Airlangga/);
  },
  // The articles (issue 22 points 1 and 6): the list, a category and an article's text in the HTML, with their heads.
  '/artikel': async (page, storeUrl) => {
    const main = page.locator('main');
    expect(await main.locator('h1').innerText()).toBe('Artikel & Inspirasi');
    const newest = await api<{ data: { title: string }[] }>(storeUrl, 'uni/news/list?per_page=12');
    const text = await main.innerText();
    for (const article of newest.data) expect(text, `"${article.title}" in the server's HTML`).toContain(article.title);
    expect(await page.title()).toBe('Artikel Inspirasi dan Tips Rumah | MORE Furniture');
    const jsonLd = await page.locator('script[type="application/ld+json"]').textContent();
    expect(JSON.parse(jsonLd!)).toMatchObject([{ '@type': 'BreadcrumbList', itemListElement: [{ name: 'Beranda' }, { name: 'Artikel' }] }]);
  },
  '/artikel/category/:slug': async (page, storeUrl) => {
    const main = page.locator('main');
    expect(await main.locator('h1').innerText()).toBe('Artikel Tips & Perawatan');
    expect(await page.title()).toBe('Artikel Tips & Perawatan | MORE Furniture');
    const list = await api<{ data: { title: string }[] }>(storeUrl, 'uni/news/list?category=tips-perawatan&per_page=12');
    expect(list.data.length).toBeGreaterThan(0);
    const text = await main.innerText();
    for (const article of list.data) expect(text).toContain(article.title);
  },
  '/artikel/:slug': async (page, storeUrl) => {
    const slug = 'cara-merawat-sofa-kain-agar-tetap-bersih-dan-awet';
    const article = await api<{ title: string; meta_title: string; image_url: string; content: string }>(storeUrl, `uni/news/${slug}`);
    const main = page.locator('main');
    expect(await main.locator('h1').innerText()).toBe(article.title);
    expect(await page.title()).toBe(article.meta_title);
    // The article's text is in the HTML: its sub-headings and words, sanitised.
    const body = main.locator('[data-article-body]');
    expect(await body.locator('h2').count()).toBeGreaterThan(1);
    const text = await body.innerText();
    for (const words of ['Sofa kain menyerap debu', 'Menangani Tumpahan dan Noda', 'Tips MORE:']) expect(text).toContain(words);
    expect(await page.locator('meta[property="og:type"]').getAttribute('content')).toBe('article');
    expect(await page.locator('meta[property="og:image"]').getAttribute('content')).toBe(article.image_url);
    const jsonLd = JSON.parse((await page.locator('script[type="application/ld+json"]').textContent())!) as { '@type': string }[];
    expect(jsonLd.map((data) => data['@type'])).toEqual(['Article', 'BreadcrumbList']);
    expect(jsonLd[0]).toMatchObject({ headline: article.title, image: [article.image_url], author: { '@type': 'Person' }, publisher: { name: 'MORE Furniture' } });
  },
  // The inspiration pages (issue 22 points 2 and 6): a room's inspirations and an inspiration's story and products in the HTML, with their heads.
  '/inspirasi/:slug': async (page, storeUrl) => {
    const main = page.locator('main');
    expect(await main.locator('h1').innerText()).toBe('Inspirasi Kamar Tidur');
    expect(await page.title()).toBe('Inspirasi Kamar Tidur | MORE Furniture');
    const list = await api<{ data: { title: string; image_url: string }[] }>(storeUrl, 'uni/inspiration?room=kamar-tidur&per_page=12');
    expect(list.data.length).toBeGreaterThan(0);
    const text = await main.innerText();
    for (const inspiration of list.data) expect(text, `"${inspiration.title}" in the server's HTML`).toContain(inspiration.title);
    expect(await main.getByRole('navigation', { name: 'Pilih ruangan' }).getByRole('link').first().innerText()).toBe('Semua');
    expect(await page.locator('meta[property="og:image"]').getAttribute('content')).toBe(list.data[0]!.image_url);
    const jsonLd = JSON.parse((await page.locator('script[type="application/ld+json"]').textContent())!) as { itemListElement: { name: string }[] };
    expect(jsonLd.itemListElement.map((item) => item.name)).toEqual(['Beranda', 'Inspirasi', 'Kamar Tidur']);
  },
  '/inspirasi-detail/:slug': async (page, storeUrl) => {
    const slug = 'kamar-tidur-skandinavia-yang-hangat-dan-lapang';
    const inspiration = await api<{ id: number; title: string; meta_title: string; image_url: string; content: string[] }>(storeUrl, `uni/inspiration/${slug}`);
    const products = await api<{ data: { name: string }[] }>(storeUrl, `uni/product/inspiration/${inspiration.id}?per_page=24`);
    const main = page.locator('main');
    expect(await main.locator('h1').innerText()).toBe(inspiration.title);
    expect(await page.title()).toBe(inspiration.meta_title);
    const text = await main.innerText();
    for (const paragraph of inspiration.content) expect(text).toContain(paragraph);
    for (const product of products.data) expect(text, `"${product.name}" in the server's HTML`).toContain(product.name);
    expect(await page.locator('meta[property="og:type"]').getAttribute('content')).toBe('article');
    expect(await page.locator('meta[property="og:image"]').getAttribute('content')).toBe(inspiration.image_url);
    const jsonLd = JSON.parse((await page.locator('script[type="application/ld+json"]').textContent())!) as { itemListElement: { name: string }[] };
    expect(jsonLd.itemListElement.map((item) => item.name)).toEqual(['Beranda', 'Inspirasi', 'Kamar Tidur', inspiration.title]);
  },
  // Interior design (issue 22 points 3, 4, 6): the service's public parts on the server; the projects need login
  // (document 2 §6), so a reader without JavaScript finds the invitation to log in where they go, never an error.
  '/desain-interior': async (page, storeUrl) => {
    const main = page.locator('main');
    expect(await main.locator('h1').innerText()).toBe('Desain Interior');
    const text = await main.innerText();
    for (const part of ['Layanan Kami', 'Cara Kami Bekerja', 'Survei & Pengukuran', 'Desain 3D', 'Pemasangan', 'Area Layanan']) expect(text).toContain(part);
    expect(await main.getByRole('link', { name: 'Masuk untuk Melihat' }).getAttribute('href')).toBe('/login?redirect=%2Fdesain-interior');
    expect(await main.locator('#konsultasi').count()).toBe(1);
    expect(await page.locator('meta[property="og:image"]').getAttribute('content')).toBe(`${storeUrl}/desain-interior.png`);
    const jsonLd = JSON.parse((await page.locator('script[type="application/ld+json"]').textContent())!) as { '@type': string }[];
    expect(jsonLd.map((data) => data['@type'])).toEqual(['BreadcrumbList', 'Service']);
  },
  ...Object.fromEntries(
    (['Surabaya', 'Gresik', 'Sidoarjo'] as const).map((city) => [
      `/desain-interior/${city.toLowerCase()}`,
      async (page: Page) => {
        const main = page.locator('main');
        expect(await main.locator('h1').innerText()).toBe(`Desain Interior ${city}`);
        expect(await page.title()).toBe(`Desain Interior ${city} | MORE Furniture`);
        expect(await main.getByRole('heading', { name: `Proyek Kami di ${city}` }).count()).toBe(1);
        expect(await main.getByRole('link', { name: 'Masuk untuk Melihat' }).getAttribute('href')).toBe(`/login?redirect=%2Fdesain-interior%2F${city.toLowerCase()}`);
        const jsonLd = JSON.parse((await page.locator('script[type="application/ld+json"]').textContent())!) as { itemListElement?: { name: string }[]; areaServed?: { name: string }[] }[];
        expect(jsonLd[0]!.itemListElement!.map((item) => item.name)).toEqual(['Beranda', 'Desain Interior', city]);
        expect(jsonLd[1]!.areaServed).toEqual([{ '@type': 'City', name: city }]);
      },
    ]),
  ),
  ...Object.fromEntries(
    ['/desain-interior/:slug', '/portfolio/:slug'].map((path) => [
      path,
      async (page: Page, storeUrl: string) => {
        const main = page.locator('main');
        const name = path === '/portfolio/:slug' ? 'Rumah Kontemporer di Darmo Harapan' : 'Rumah Klasik Modern di Gresik Kota Baru';
        expect(await main.locator('h1').innerText()).toBe(name);
        expect(await page.title()).toBe(`${name} | Desain Interior MORE Furniture`);
        expect(await main.getByTestId('interior-login').count()).toBe(1);
        expect(await main.getByRole('link', { name: 'Ajukan Konsultasi Gratis' }).getAttribute('href')).toBe('/desain-interior#konsultasi');
        expect(await page.locator('meta[property="og:image"]').getAttribute('content')).toBe(`${storeUrl}/desain-interior.png`);
      },
    ]),
  ),
  '/m/buy': async (page) => {
    expect(await page.locator('main h1').innerText()).toBe('Keranjang Belanja');
    expect(await page.getByTestId('cart-skeleton').count()).toBe(1);
  },
  '/promo/:slug': async (page, storeUrl) => {
    const main = page.locator('main');
    expect(await main.locator('h1').innerText()).toBe('Promo Gratis');
    const free = await apiPost<{ product: { name: string } }[]>(storeUrl, 'uni/product/free');
    expect(free.length).toBeGreaterThan(4);
    const text = await main.innerText();
    for (const offer of free) expect(text, `"${offer.product.name}" in the server's HTML`).toContain(offer.product.name);
  },
  // MOREVERSE (issue 23 points 1, 2): every section from the public calls on the server; the phases and ★ come after hydration.
  '/moreverse': async (page, storeUrl) => {
    const main = page.locator('main');
    expect(await main.locator('h1').innerText()).toBe('MOREVERSE');
    const meta = (await api<MetaPageWire[]>(storeUrl, 'uni/page')).find((entry) => entry.slug === 'Moreverse')!;
    expect(await page.title()).toBe(meta.meta_title);
    const map = await api<{ image_url: string; areas: { name: string; booths: { mitra_name: string; exhibition_id: number | null }[] }[] }>(storeUrl, 'moreverse/map');
    expect(await main.getByRole('img', { name: /^Peta showroom virtual MOREVERSE/ }).getAttribute('src')).toBe(map.image_url);
    const text = await main.innerText();
    for (const area of map.areas) expect(text).toContain(area.name);
    const withExhibition = map.areas.flatMap((area) => area.booths).filter((booth) => booth.exhibition_id !== null);
    expect(await main.getByTestId('exhibition-card').count()).toBe(withExhibition.length);
    for (const part of ['Mitra MOREVERSE', 'Katalog', 'Video', 'Acara MOREVERSE', 'Pengumuman', 'Senin-Minggu 09:00-21:00']) expect(text).toContain(part);
    const activities = await api<{ title: string }[]>(storeUrl, 'moreverse/activities');
    for (const activity of activities) expect(text).toContain(activity.title);
  },
  '/moreverse/pameran/:id': async (page, storeUrl) => {
    const exhibition = await api<{ title: string; mitra: { name: string }; image_url: string }>(storeUrl, 'moreverse/exhibition/1');
    const main = page.locator('main');
    expect(await main.locator('h1').innerText()).toBe(exhibition.title);
    expect(await page.title()).toBe(`${exhibition.title} | MOREVERSE MORE Furniture`);
    expect(await main.innerText()).toContain(exhibition.mitra.name);
    expect(await page.locator('meta[property="og:image"]').getAttribute('content')).toBe(exhibition.image_url);
    const jsonLd = JSON.parse((await page.locator('script[type="application/ld+json"]').textContent())!) as { '@type': string; itemListElement?: { name: string }[] }[];
    expect(jsonLd.map((data) => data['@type'])).toEqual(['BreadcrumbList', 'ExhibitionEvent']);
    expect(jsonLd[0]!.itemListElement!.map((item) => item.name)).toEqual(['Beranda', 'MOREVERSE', exhibition.title]);
  },
  '/vr/:slug': async (page) => {
    const main = page.locator('main');
    expect(await main.locator('h1').innerText()).toBe('Galeri Kamar Tidur');
    expect(await page.title()).toBe('Galeri Kamar Tidur | MOREVERSE MORE Furniture');
    expect(await main.getByTestId('room-booth').count()).toBeGreaterThan(0);
    expect(await main.getByRole('link', { name: 'Kembali ke peta MOREVERSE' }).getAttribute('href')).toBe('/moreverse');
  },
  // The anniversary pages (issue 23 point 3): the public offers (uni/product/top) on the server, the invitation in place of the customer's part.
  ...Object.fromEntries(
    (
      [
        ['/moreversary', 'MOREVERSARY: Rayakan Ulang Tahun MORE Bersama Kami', 'MOREVERSARY: Promo Ulang Tahun | MORE Furniture', 'Ikuti Giveaway MOREVERSARY'],
        ['/moreversary-retail', 'Rayakan MOREVERSARY Langsung di Showroom MORE', 'MOREVERSARY di Showroom | MORE Furniture', 'Senin–Minggu, 09.00–21.00 WIB'],
      ] as const
    ).map(([path, h1, title, own]) => [
      path,
      async (page: Page, storeUrl: string) => {
        const main = page.locator('main');
        expect(await main.locator('h1').innerText()).toBe(h1);
        expect(await page.title()).toBe(title);
        const top = await api<{ name: string }[]>(storeUrl, 'uni/product/top');
        const names = await main.getByTestId('moreversary-offers').locator('[data-testid="product-card"] h3').allInnerTexts();
        expect(names).toHaveLength(8);
        for (const name of names) expect(top.map((product) => product.name)).toContain(name);
        expect(await page.locator('meta[property="og:image"]').getAttribute('content')).toMatch(/^https?:\/\//);
        const jsonLd = JSON.parse((await page.locator('script[type="application/ld+json"]').textContent())!) as { '@type': string };
        expect(jsonLd['@type']).toBe('BreadcrumbList');
        const text = await main.innerText();
        for (const part of ['Masuk untuk melihat hadiah ulang tahun Anda', own]) expect(text).toContain(part);
      },
    ]),
  ),
  // The store's own pages (issue 23 point 4), static: the h1 and each page's own text; an app variant (-apps) shows the same.
  ...Object.fromEntries(
    (
      [
        ['/about', 'Tentang Kami', 'Janji Kami'],
        ['/about-apps', 'Tentang Kami', 'Janji Kami'],
        ['/faq', 'Pertanyaan Umum (FAQ)', 'Apa itu Garansi 2x24 Jam?'],
        ['/faq-apps', 'Pertanyaan Umum (FAQ)', 'Apa itu Garansi 2x24 Jam?'],
        ['/snk', 'Syarat & Ketentuan', 'Pasal 6. Garansi 2x24 Jam dan Komplain'],
        ['/snk-apps', 'Syarat & Ketentuan', 'Pasal 6. Garansi 2x24 Jam dan Komplain'],
        ['/offline-store', 'Showroom Kami', 'Showroom MORE Surabaya'],
        ['/download', 'Download Aplikasi MORE', 'Google Play'],
      ] as const
    ).map(([path, h1, text]) => [
      path,
      async (page: Page) => {
        const main = page.locator('main');
        expect(await main.locator('h1').innerText()).toBe(h1);
        expect(await main.innerText()).toContain(text);
      },
    ]),
  ),
};

/** The page's title: the route's own, else its meta page's (matched by route name), else the store's default (document 1 §2). */
const expectedHead = (route: StoreRoute, metaPages: readonly MetaPageWire[]) => {
  const meta = metaPages.find((page) => page.slug === route.name);
  return {
    title: route.title ? `${route.title} | ${STORE_BRAND}` : meta?.meta_title.trim() || defaultPageHead.title,
    description: meta?.meta_desc.trim() || defaultPageHead.description,
  };
};

describe('the server\'s HTML, with no JavaScript', () => {
  test('every public route says what its page shows (the table and this file agree)', ({ expect: check }) => {
    check(guestRoutes.map((route) => route.path).filter((path) => !(path in mainContent)), 'public routes without a content check').toEqual([]);
    check(Object.keys(mainContent).filter((path) => !guestRoutes.some((route) => route.path === path)), 'checks of routes not in the table').toEqual([]);
  });

  describe.concurrent('each public route', () => {
    for (const route of guestRoutes) {
      const path = samplePath(route);
      test(`${path}: status, head tags, header, footer and main content in the HTML`, async ({ shopper, store, expect: check }) => {
        // /m/buy is the phones' page: a desktop is sent on to /buy (document 1 §2).
        const phoneOnly = route.path === '/m/buy';
        const { response, html } = await getHtml(`${store.url}${path}`, phoneOnly ? { 'user-agent': MOBILE_UA } : {});
        const expectedStatus = route.path === '/verify-email/:id' ? [200, 404] : [route.status ?? 200];
        check(expectedStatus, `status of GET ${path}`).toContain(response.status);
        check(response.headers.get('content-type')).toMatch(/^text\/html; charset=utf-8/i);

        const metaPages = await api<MetaPageWire[]>(store.url, 'uni/page');
        const head = expectedHead(response.status === 404 ? storeRoutes.find((r) => r.path === '/404')! : route, metaPages);
        // A route with a head of its own (a product page: its name, price, photo) checks it in its entry below.
        const ownHead = response.status !== 404 && route.head !== undefined;
        if (!ownHead) check(titleOf(html), '<title>').toBe(head.title);
        if (!ownHead) check(metaName(html, 'description'), 'meta description').toBe(head.description);
        // A project answers at /portfolio/{slug} too; its one canonical address is /desain-interior/{slug}. The app's web
        // view of a page (/faq-apps) is that page's copy: its canonical address is the page's (/faq).
        const canonicalPath = path.replace(/^\/portfolio\//, '/desain-interior/').replace(/^\/(about|faq|snk)-apps$/, '/$1');
        const canonical = response.status === 404 ? null : `${store.url}${canonicalPath}`;
        if (canonical) check(canonicalOf(html), 'canonical link').toBe(canonical);
        if (!ownHead) check(metaProperty(html, 'og:title'), 'og:title').toBe(head.title);
        if (!ownHead) check(metaProperty(html, 'og:description'), 'og:description').toBe(head.description);
        if (!ownHead) check(metaProperty(html, 'og:type'), 'og:type').toBe('website');
        if (canonical) check(metaProperty(html, 'og:url'), 'og:url').toBe(canonical);
        check(metaProperty(html, 'og:site_name'), 'og:site_name').toBe(STORE_BRAND);
        check(metaProperty(html, 'og:locale'), 'og:locale').toBe('id_ID');
        check(html, 'the document is Indonesian').toMatch(/<html lang="id"/);

        const body = renderedBody(html);
        // The app's web view (document 1 §2 /about-apps, /faq-apps, /snk-apps) is the page alone: the app draws its own frame.
        const framed = route.chrome !== 'none';
        check(/<header[\s>]/.test(body), 'header in the HTML').toBe(framed);
        check(/<footer[\s>]/.test(body), 'footer in the HTML').toBe(framed);
        check(body.match(/<h1[\s>]/g) ?? [], 'one h1 in the HTML').toHaveLength(1);

        // The same HTML as a browser without JavaScript reads it.
        const { page } = await shopper.visit(path, phoneOnly ? 'phone' : 'desktop', { javaScript: false });
        // No script runs: what is not in the HTML now never comes.
        page.setDefaultTimeout(3_000);
        check(await page.locator('header').count() > 0).toBe(framed);
        check(await page.locator('footer').count() > 0).toBe(framed);
        await mainContent[route.path]!(page, store.url);
        check(shopper.problemsBesidesDocumentStatus(path, response.status)).toEqual([]);
      });
    }
  });

  test('/ carries the newest products, the category menu and the Home meta page', async ({ store, expect: check }) => {
    const { html } = await getHtml(`${store.url}/`);
    const body = decodeEntities(renderedBody(html));
    const newest = await api<{ data: { name: string }[] }>(store.url, 'uni/product?type=terbaru&per_page=8');
    for (const product of newest.data) check(body).toContain(product.name);
    for (const category of await api<{ name: string }[]>(store.url, 'uni/category')) check(body, `category ${category.name}`).toContain(category.name);
    const home = (await api<MetaPageWire[]>(store.url, 'uni/page')).find((page) => page.slug === 'Home');
    check(home, 'the meta page "Home"').toBeDefined();
    check(titleOf(html)).toBe(home!.meta_title);
    check(canonicalOf(html)).toBe(`${store.url}/`);
  });

  test('/login shows its form with labelled fields', async ({ store, expect: check }) => {
    const { response, html } = await getHtml(`${store.url}/login`);
    check(response.status).toBe(200);
    const body = renderedBody(html);
    check(body).toMatch(/<form[\s>]/);
    check(body).toMatch(/<input[^>]*type="email"/);
    check(body).toMatch(/<input[^>]*type="password"/);
    // Every field has a label pointing at it.
    const ids = [...body.matchAll(/<input[^>]*\bid="([^"]+)"/g)].map((match) => match[1]!);
    check(ids.length).toBeGreaterThanOrEqual(2);
    for (const id of ids.filter((candidate) => !/hidden/.test(candidate))) check(body, `a label for #${id}`).toContain(`for="${id}"`);
  });

  test('/404 answers 404 with "Halaman Tidak di Temukan"', async ({ store, expect: check }) => {
    const { response, html } = await getHtml(`${store.url}/404`);
    check(response.status).toBe(404);
    check(renderedBody(html)).toContain('Halaman Tidak di Temukan');
    check(titleOf(html)).toBe(`Halaman Tidak di Temukan | ${STORE_BRAND}`);
  });
});

/** The answers the server's render embedded for the browser; status 0 is a call it got no answer to (the adapters' UNANSWERED). */
const snapshotOf = (html: string): { key: string; status: number }[] => {
  const json = /<script type="application\/json" id="store-snapshot">([\s\S]*?)<\/script>/.exec(html)?.[1];
  return json ? (JSON.parse(json) as { key: string; status: number }[]) : [];
};

/** The inside of the page's `<main>` as the server wrote it. */
const mainOf = (html: string): string | null => /<main[\s>][\s\S]*<\/main>/.exec(html)?.[0] ?? null;

/**
 * What stands in for content the browser has yet to fill: a part announced as busy (a Loadable's role="status"
 * aria-busy="true", an article body's "Memuat isi artikel…") or a skeleton named for tests (`…-skeleton`, `…-loading`).
 */
const placeholdersIn = (main: string): string[] => [
  ...[...main.matchAll(/<[a-z][^>]*\saria-busy="true"[^>]*>/g)].map((match) => match[0]),
  ...[...main.matchAll(/<[a-z][^>]*\sdata-testid="[^"]*-(?:skeleton|loading)"[^>]*>/g)].map((match) => match[0]),
];

/**
 * Every route of the table at its sample path, when the API answered every call of the render: its `<main>` holds
 * the page's content, never a loading placeholder a reader without JavaScript (a crawler, a link preview) would be
 * left with. The articles went out with "Memuat isi artikel…" in place of their body while the checks above passed.
 */
describe.concurrent("every route's main content is in the server's HTML, with no loading placeholder", () => {
  for (const route of storeRoutes) {
    const path = samplePath(route);
    const pathname = path.split('?')[0]!;
    // Exempt by core's rule, not by a list: a personal page (every page behind login, the cart, an order's invoice,
    // a reset link's page: core's isPersonalPage) shows one shopper's own things, which a server that does not know
    // the shopper cannot render; it sends their skeletons and the browser fills them. Rendering them with the
    // storefront's session cookie is issue 39 (server rendering of personal pages).
    if (isPersonalPage(pathname)) continue;
    test(`${path}`, async ({ store, expect: check }) => {
      // /m/buy is the phones' page (a desktop is sent on to /buy).
      const { response, html } = await getHtml(`${store.url}${path}`, route.path === '/m/buy' ? { 'user-agent': MOBILE_UA } : {});
      check([200, 404], `status of GET ${path}`).toContain(response.status);
      check(snapshotOf(html).filter((answer) => answer.status === 0).map((answer) => answer.key), 'calls the render got no answer to (the test API answers all)').toEqual([]);
      const main = mainOf(html);
      check(main, `<main> in the HTML of ${path}`).not.toBeNull();
      check(placeholdersIn(main!), `loading placeholders in the <main> of ${path}`).toEqual([]);
    });
  }

  test('the check finds the placeholders the store renders (a Loadable while loading, an article body without its sanitiser, a skeleton)', ({ expect: check }) => {
    const loading = '<main id="konten"><div role="status" aria-busy="true" aria-label="Mohon menunggu.."><div class="x"></div></div></main>';
    const body = '<main><img src="/a.svg"/><p class="_1fIKC" role="status" aria-busy="true">Memuat isi artikel…</p></main>';
    const skeleton = '<main><div class="grid" data-testid="cart-skeleton"></div></main>';
    for (const html of [loading, body, skeleton]) check(placeholdersIn(mainOf(html)!), html).toHaveLength(1);
    check(placeholdersIn('<main><p>Sofa kain menyerap debu</p><button aria-busy="false">Beli</button></main>')).toEqual([]);
  });
});

describe('redirects the server answers', () => {
  const location = (response: Response, storeUrl: string) => new URL(response.headers.get('location') ?? '', `${storeUrl}/`).href;

  test('/konsultasi moves for good (301) to /desain-interior', async ({ store, expect: check }) => {
    const { response } = await getHtml(`${store.url}/konsultasi`);
    check(response.status).toBe(301);
    check(location(response, store.url)).toBe(`${store.url}/desain-interior`);
  });

  test('/buy on a phone goes to /m/buy (302), /m/buy on a desktop to /buy (302)', async ({ store, expect: check }) => {
    const buy = await getHtml(`${store.url}/buy`, { 'user-agent': MOBILE_UA });
    check(buy.response.status).toBe(302);
    check(location(buy.response, store.url)).toBe(`${store.url}/m/buy`);
    const mBuy = await getHtml(`${store.url}/m/buy`, { 'user-agent': DESKTOP_UA });
    check(mBuy.response.status).toBe(302);
    check(location(mBuy.response, store.url)).toBe(`${store.url}/buy`);
    // Neither bounces back: a phone stays on /m/buy, a desktop on /buy.
    check((await getHtml(`${store.url}/m/buy`, { 'user-agent': MOBILE_UA })).response.status).not.toBe(302);
    check((await getHtml(`${store.url}/buy`, { 'user-agent': DESKTOP_UA })).response.status).not.toBe(302);
  });

  // Document 1 §2: "Some paths redirect to external landing pages: a retail landing page, a warranty registration page,
  // and a marketplace token refresh." The README's table lists these defaults.
  test.for([
    ['/retail?utm_source=ig', 'https://retail.morefurniture.id/'],
    ['/garansi?next=https://evil.example', 'https://garansi.morefurniture.id/registrasi'],
    ['/marketplace/refresh-token?code=abc123&state=xyz', 'https://seller.morefurniture.id/marketplace/refresh-token?code=abc123&state=xyz'],
  ] as const)('%s goes to its external landing page on its https host (302, not cached)', async ([path, landing], { store, expect: check }) => {
    const { response } = await getHtml(`${store.url}${path}`);
    check(response.status).toBe(302);
    check(response.headers.get('location')).toBe(landing);
    check(response.headers.get('cache-control')).toBe('no-store');
  });
});

describe('headers', () => {
  test('HTML: cacheable by a CDN, with a CSP that allows only the store\'s own scripts, nosniff, a referrer policy and frame-ancestors', async ({ store, expect: check }) => {
    for (const path of ['/', '/login']) {
      const { response, html } = await getHtml(`${store.url}${path}`);
      const cacheControl = response.headers.get('cache-control') ?? '';
      check(cacheControl, `Cache-Control of ${path}`).toMatch(/\bpublic\b/);
      check(cacheControl, `Cache-Control of ${path}`).toMatch(/\b(s-maxage|max-age)=\d+/);
      check(cacheControl, `Cache-Control of ${path}`).not.toMatch(/\b(private|no-store)\b/);

      const csp = response.headers.get('content-security-policy') ?? '';
      const directives = new Map(
        csp
          .split(';')
          .map((directive) => directive.trim().split(/\s+/))
          .filter((parts) => parts[0])
          .map(([name, ...values]) => [name!, values] as const),
      );
      const scriptSrc = directives.get('script-src') ?? directives.get('default-src');
      check(scriptSrc, `script-src of ${path}`).toContain("'self'");
      check(scriptSrc, `script-src of ${path}`).not.toContain("'unsafe-inline'");
      check(directives.get('frame-ancestors'), `frame-ancestors of ${path}`).toBeDefined();
      check(response.headers.get('x-content-type-options')).toBe('nosniff');
      check(response.headers.get('referrer-policy') ?? '', 'Referrer-Policy').toMatch(/^(no-referrer|same-origin|strict-origin|strict-origin-when-cross-origin|origin|origin-when-cross-origin)$/);

      // Scripts from 'self', and one inline script by its hash: the starter (web/boot.js). Every other script element without src is data.
      const inline = [...html.matchAll(/<script\b([^>]*)>([\s\S]*?)<\/script>/g)].filter((match) => !/\bsrc=/.test(match[1]!));
      const code = inline.filter((match) => !/type="application\/(ld\+)?json"/.test(match[1]!));
      check(code.length, `inline scripts that run on ${path}`).toBe(1);
      check(scriptSrc, `script-src of ${path} allows the starter by its hash`).toContain(`'sha256-${createHash('sha256').update(code[0]![2]!).digest('base64')}'`);
      check(scriptSrc?.filter((source) => source.startsWith("'sha")), `script-src of ${path}: no hash but the starter's`).toHaveLength(1);
    }
  });

  test('each stylesheet rule written once styles every element as the full stylesheets do, on a phone and a desktop', { timeout: 120_000 }, async ({ browser, store, expect: check }) => {
    // The server writes a repeated rule only in its last place (web/server/stylesheet-rules.ts); the disabled links
    // beside the inline styles name the files as the build wrote them. Keeping the first place instead put the
    // product grid's base rule after its wide-screen rule: 100 elements of the home page differed at 1280 px.
    const properties = ['display', 'grid-template-columns', 'width', 'height', 'margin-top', 'margin-left', 'padding-top', 'padding-left', 'color', 'background-color', 'font-size', 'position', 'gap', 'border-top-width', 'opacity', 'visibility'];
    const context = await browser.newContext({ javaScriptEnabled: false });
    try {
      for (const path of ['/', routeSamples['/products/:filter']!, routeSamples['/product/:slug']!]) {
        for (const width of [390, 1280]) {
          const tab = await context.newPage();
          await tab.setViewportSize({ width, height: 900 });
          // Read from a second load, its files at hand: on a first load Chromium resolved `<main>`'s auto margin to
          // 0px for good (its box at x = 40 all along), and to 40px on the next load, whatever the stylesheets.
          await tab.goto(`${store.url}${path}`);
          await tab.reload();
          const read = () => tab.evaluate((names) => [...document.querySelectorAll('body *')].map((element) => names.map((name) => getComputedStyle(element).getPropertyValue(name)).join('|')), properties);
          // Read once the page is still: two equal reads in a row.
          const styles = async () => {
            let last = await read();
            for (let tries = 0; tries < 20; tries += 1) {
              await tab.waitForTimeout(250);
              const next = await read();
              if (next.length === last.length && next.every((value, index) => value === last[index])) return next;
              last = next;
            }
            return last;
          };
          const written = await styles();
          // The files as the build wrote them, in the same places; then without the inline copies. (The page runs no
          // script here, so its own timers and load events are not there to wait on: the files are local and small.)
          await tab.evaluate(() => {
            for (const link of document.querySelectorAll<HTMLLinkElement>('link[rel="stylesheet"][disabled]')) link.disabled = false;
          });
          // Each file loaded and parsed before the inline copies go: 'networkidle' is no wait here, as the page was idle
          // already (Playwright answers a state reached before at once), and on a busy machine CI removed the copies
          // before a file had come: 20 elements of the home page were unstyled.
          // (Polled from here: the page runs no script, so it cannot poll itself with waitForFunction.)
          await check.poll(() => tab.evaluate(() => [...document.querySelectorAll<HTMLLinkElement>('link[rel="stylesheet"]')].every((link) => link.sheet !== null))).toBe(true);
          await tab.evaluate(() => {
            for (const style of document.querySelectorAll('style[data-href]')) style.remove();
          });
          const full = await styles();
          check(full.length, `${path} at ${width} px`).toBe(written.length);
          check(written.filter((element, index) => element !== full[index]).length, `elements of ${path} at ${width} px styled otherwise than by the full stylesheets`).toBe(0);
          await tab.close();
        }
      }
    } finally {
      await context.close();
    }
  });

  test('hashed assets: immutable for a year, brotli when asked, gzip otherwise, the same bytes either way', async ({ store, expect: check }) => {
    const { html } = await getHtml(`${store.url}/`);
    // Scripts are named in the plan web/boot.js starts after the first paint (store-boot), stylesheets by their links.
    const assets = [...html.matchAll(/"(\/assets\/[^"]+\.(?:js|css))"/g)].map((match) => match[1]!);
    check(assets.some((asset) => asset.endsWith('.js')), 'the page names a script under /assets/').toBe(true);
    check(assets.some((asset) => asset.endsWith('.css')), 'the page links a stylesheet under /assets/').toBe(true);
    for (const asset of [...new Set(assets)]) {
      const original = readFileSync(`${webClientDist}${asset}`);
      for (const encoding of ['br', 'gzip'] as const) {
        const response = await fetch(`${store.url}${asset}`, { headers: { 'accept-encoding': encoding === 'br' ? 'br, gzip' : 'gzip' } });
        check(response.status, asset).toBe(200);
        check(response.headers.get('cache-control'), `cache-control of ${asset}`).toBe('public, max-age=31536000, immutable');
        // Tiny files are not worth compressing; everything a page needs to start is.
        if (original.length > 1024) check(response.headers.get('content-encoding'), `content-encoding of ${asset} (${encoding} asked)`).toBe(encoding);
        check(Buffer.from(await response.arrayBuffer()).equals(original), `${asset} decodes to the built file`).toBe(true);
      }
    }
  });
});

describe('hydration', () => {
  test('the scripts are asked for only after the first contentful paint and the paint of the page\'s first image, and every page of the sample still hydrates', async ({ browser, store, expect: check }) => {
    for (const path of ['/', routeSamples['/products/:filter']!, routeSamples['/product/:slug']!, routeSamples['/bundle/:slug?']!]) {
      const tab = await browser.newPage({ viewport: { width: 390, height: 844 } });
      try {
        // Photos come 400 ms late, as on a phone's connection: the text paints first, and the photo after it.
        await tab.route(/\/media\//, async (route) => {
          await new Promise((done) => setTimeout(done, 400));
          await route.continue();
        });
        await tab.goto(`${store.url}${path}`);
        await waitForHydration(tab, 60_000);
        const timing = await tab.evaluate(async () => ({
          paint: performance.getEntriesByName('first-contentful-paint')[0]?.startTime ?? null,
          // When the image the page asks for first (fetchpriority=high) was painted, as the largest paint so far.
          heroPaint: await new Promise<number | null>((done) => {
            const hero = document.querySelector('img[fetchpriority="high"]');
            new PerformanceObserver((list) => {
              const entries = list.getEntries() as (PerformanceEntry & { element?: Element | null })[];
              done(entries.find((entry) => hero !== null && entry.element === hero)?.startTime ?? null);
            }).observe({ type: 'largest-contentful-paint', buffered: true });
          }),
          scripts: performance
            .getEntriesByType('resource')
            .filter((entry) => /\/assets\/[^/]+\.js$/.test(new URL(entry.name).pathname))
            .map((entry) => entry.startTime),
          hydrated: document.documentElement.dataset.hydrated ?? null,
        }));
        check(timing.hydrated, path).toBe('true');
        check(timing.paint, `first contentful paint of ${path}`).not.toBeNull();
        check(timing.scripts.length, `scripts of ${path}`).toBeGreaterThan(0);
        // web/boot.js asks for them in the task after the frame that follows that paint (web/server/page-template.ts).
        check(Math.min(...timing.scripts), `the first script of ${path} against its first contentful paint`).toBeGreaterThanOrEqual(timing.paint!);
        // ...and after the frames that show the page's first image (a banner, a product's photo), when it has one that
        // is the largest paint: a script asked for before it counts towards it in Lighthouse's simulation.
        if (timing.heroPaint !== null) check(Math.min(...timing.scripts), `the first script of ${path} against the paint of its first image`).toBeGreaterThanOrEqual(timing.heroPaint);
      } finally {
        await tab.close();
      }
    }
  });

  test('a page the browser fills (the shopper\'s cart, a login page) starts its scripts at once; a public page after its first paint', async ({ store, expect: check }) => {
    const planOf = async (path: string) => {
      const { html } = await getHtml(`${store.url}${path}`);
      const plan = /<script type="application\/json" id="store-boot">([\s\S]*?)<\/script>/.exec(html);
      check(plan, `the boot plan of ${path}`).not.toBeNull();
      return JSON.parse(plan![1]!) as { entry: string; atOnce?: boolean };
    };
    for (const path of ['/cart', '/checkout', '/profile/orders']) check((await planOf(path)).atOnce, path).toBe(true);
    for (const path of ['/', routeSamples['/products/:filter']!, routeSamples['/product/:slug']!, '/artikel']) check((await planOf(path)).atOnce, path).toBeUndefined();
  });

  test('the browser hydrates / from the server\'s answers: no call the server made goes out again, no hydration warning, the server\'s elements stay', async ({ shopper, store, expect: check }) => {
    const { html } = await getHtml(`${store.url}/`);
    const snapshot = /<script type="application\/json" id="store-snapshot">([\s\S]*?)<\/script>/.exec(html);
    check(snapshot, 'the page embeds the API answers of its render').not.toBeNull();
    /** `GET path?query` with the query's keys in order, as the snapshot keys its calls. */
    const normalized = (method: string, pathAndQuery: string) => {
      const url = new URL(pathAndQuery, 'http://api.invalid/');
      url.searchParams.sort();
      return `${method} ${url.pathname.slice(1)}${url.search}`;
    };
    const serverCalls = (JSON.parse(snapshot![1]!) as { key: string }[]).map((answer) => {
      const [method, pathAndQuery] = answer.key.split(' ') as [string, string];
      return normalized(method, pathAndQuery);
    });
    for (const call of ['GET uni/category', 'GET uni/page']) check(serverCalls, 'calls of the server render').toContain(call);
    // The menus and the category grid share one read of the rooms (issue 19): the snapshot carries each answer once.
    check(serverCalls.filter((call, index) => serverCalls.indexOf(call) !== index), 'calls the server render made twice').toEqual([]);
    check(serverCalls.some((call) => call.startsWith('GET uni/product?')), 'the server asked for the newest products').toBe(true);

    const apiCalls: string[] = [];
    const messages: string[] = [];
    const stylesheetsFetched: string[] = [];
    const { page } = await shopper.visit('/', 'phone', {
      beforeNavigation: async (tab) => {
        tab.on('request', (request) => {
          const url = new URL(request.url());
          if (url.pathname.startsWith('/api/')) apiCalls.push(normalized(request.method(), `${url.pathname.slice('/api/'.length)}${url.search}`));
          if (url.pathname.endsWith('.css')) stylesheetsFetched.push(url.pathname);
        });
        tab.on('console', (message) => messages.push(`${message.type()}: ${message.text()}`));
        // Note the server's elements as the parser creates them, before any script runs.
        await tab.addInitScript(() => {
          const selectors = ['header', 'main', 'footer', 'main h1'];
          const seen: Record<string, Element> = {};
          (window as unknown as { serverElements: Record<string, Element> }).serverElements = seen;
          const note = () => {
            for (const selector of selectors) {
              const element = document.querySelector(selector);
              if (element && !seen[selector]) seen[selector] = element;
            }
          };
          new MutationObserver(note).observe(document, { childList: true, subtree: true });
        });
      },
    });
    await waitForHydration(page);

    // The page's stylesheets are in its head; its chunks, loading, must not fetch and append them again (a restyle of the page each).
    const inlined = [...html.matchAll(/<style data-href="([^"]+)"/g)].map((match) => match[1]!);
    check(inlined.length, 'stylesheets written into the head').toBeGreaterThan(1);
    check(stylesheetsFetched.filter((file) => inlined.includes(file)), 'inlined stylesheets fetched again by the browser').toEqual([]);
    const again = apiCalls.filter((call) => serverCalls.includes(call));
    check(again, `calls the server made (${serverCalls.join(', ')}), made again by the browser`).toEqual([]);
    check(messages.filter((message) => /hydrat|Minified React error #4(18|19|2[0-5])/i.test(message)), 'hydration warnings').toEqual([]);
    const survived = await page.evaluate(() => {
      const seen = (window as unknown as { serverElements: Record<string, Element | undefined> }).serverElements;
      return Object.fromEntries(['header', 'main', 'footer', 'main h1'].map((selector) => [selector, seen[selector]?.isConnected === true]));
    });
    check(survived, 'server-rendered elements kept by hydration (not rendered again)').toEqual({ header: true, main: true, footer: true, 'main h1': true });
    check(shopper.problemsSoFar()).toEqual([]);
  });
});

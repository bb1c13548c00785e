import { describe, expect, it } from 'vitest';
import { faqGroups, faqQuestionOfHash, faqQuestions } from './content/faq-content';
import { anchorSlug, isAppViewPath, plainText, storePageHref } from './content/rich-text';
import { SHOWROOMS, showroomMapHref, storePromises } from './content/store-facts';
import { termsAnchor, termsArticles } from './content/terms-content';
import { questionToFocus } from './faq-keys';
import { faqPageData } from './faq-data';
import { showroomData, storePageHead } from './store-pages-data';

const context = { origin: 'https://toko.example', params: {}, search: '', services: {} as never };

describe('the FAQ content (issue 23 point 4: "each answer linkable by its own anchor")', () => {
  it('groups the questions by the topics a shopper looks for, in order', () => {
    expect(faqGroups.map((group) => group.title)).toEqual(['Pesanan', 'Pembayaran', 'Pengiriman', 'Garansi & Komplain', 'Akun', 'Showroom']);
    for (const group of faqGroups) expect(group.entries.length).toBeGreaterThanOrEqual(3);
  });

  it('gives every question its own anchor: unique, lower-case ASCII words joined by hyphens', () => {
    const slugs = faqQuestions.map((question) => question.slug);
    expect(new Set(slugs).size).toBe(slugs.length);
    for (const slug of slugs) expect(slug).toMatch(/^[a-z0-9]+(-[a-z0-9]+)*$/);
    expect(anchorSlug('Apa itu Garansi 2x24 Jam?')).toBe('apa-itu-garansi-2x24-jam');
    expect(anchorSlug('Garansi & Komplain')).toBe('garansi-dan-komplain');
  });

  it('finds the question an address names, encoded or not, and nothing for another anchor', () => {
    const question = faqQuestions[3]!;
    expect(faqQuestionOfHash(`#${question.slug}`)).toBe(question);
    expect(faqQuestionOfHash(`#${encodeURIComponent(question.slug)}`)).toBe(question);
    expect(faqQuestionOfHash('#pasal-1')).toBeNull();
    expect(faqQuestionOfHash('#%E0%A4%A')).toBeNull();
  });

  it('links only to store paths or https addresses, and to terms articles that exist', () => {
    const links = faqQuestions.flatMap((question) => question.answer.flat()).filter((run) => typeof run !== 'string');
    expect(links.length).toBeGreaterThan(10);
    for (const link of links) expect(link.href).toMatch(/^(\/[a-zA-Z]|https:\/\/)/);
    const articleAnchors = termsArticles.map((_, index) => termsAnchor(index));
    for (const link of links.filter((run) => run.href.startsWith('/snk#'))) expect(articleAnchors).toContain(link.href.slice('/snk#'.length));
  });

  it('states the footer promises and the showroom hours as the documents give them (document 1 §1)', () => {
    const text = faqQuestions.map((question) => plainText(question.answer)).join(' ');
    expect(text).toContain('Gratis Ongkir tanpa minimum belanja');
    expect(text).toContain('Garansi 2x24 Jam');
    expect(text).toContain('Senin - Minggu, 09.00 - 21.00 WIB');
    expect(storePromises.map((promise) => promise.title)).toEqual(['Gratis Ongkir', 'Garansi 2x24 Jam', 'Dijamin Original', 'Pembayaran Aman']);
  });
});

describe('the terms (/snk: "numbered sections with anchors")', () => {
  it('numbers its articles #pasal-1 … and covers what a shopper agrees to', () => {
    expect(termsArticles.map((_, index) => termsAnchor(index))).toEqual(termsArticles.map((_, index) => `pasal-${index + 1}`));
    const titles = termsArticles.map((article) => article.title);
    for (const topic of ['Pemesanan', 'Harga dan Promosi', 'Pembayaran', 'Pengiriman', 'Garansi 2x24 Jam dan Komplain', 'Pengembalian Produk', 'Voucher dan Poin', 'Akun', 'Privasi', 'Perubahan Syarat & Ketentuan'])
      expect(titles).toContain(topic);
    // The FAQ's guarantee answer links to #pasal-6: it must be the guarantee's article.
    expect(termsArticles[5]!.title).toBe('Garansi 2x24 Jam dan Komplain');
  });
});

describe("the app's web view (document 1 §2 /about-apps, /faq-apps, /snk-apps)", () => {
  it('keeps links to a store page with an app variant inside the variants, its anchor kept', () => {
    expect(storePageHref('/snk#pasal-6', true)).toBe('/snk-apps#pasal-6');
    expect(storePageHref('/faq', true)).toBe('/faq-apps');
    expect(storePageHref('/about', true)).toBe('/about-apps');
    expect(storePageHref('/offline-store', true)).toBe('/offline-store');
    expect(storePageHref('/profile/complain', true)).toBe('/profile/complain');
    expect(storePageHref('/snk#pasal-6', false)).toBe('/snk#pasal-6');
    expect(isAppViewPath('/faq-apps')).toBe(true);
    expect(isAppViewPath('/faq')).toBe(false);
  });
});

describe('the FAQ keys (WAI-ARIA APG accordion)', () => {
  it('moves down and up with wrapping, Home and End to the ends, and leaves other keys alone', () => {
    expect(questionToFocus('ArrowDown', 0, 3)).toBe(1);
    expect(questionToFocus('ArrowDown', 2, 3)).toBe(0);
    expect(questionToFocus('ArrowUp', 0, 3)).toBe(2);
    expect(questionToFocus('Home', 2, 3)).toBe(0);
    expect(questionToFocus('End', 0, 3)).toBe(2);
    expect(questionToFocus('Enter', 0, 3)).toBeNull();
    expect(questionToFocus('ArrowDown', 0, 0)).toBeNull();
  });
});

describe('the heads', () => {
  it('writes FAQPage with every question and its plain-text answer', () => {
    const data = faqPageData();
    expect(data.mainEntity).toHaveLength(faqQuestions.length);
    const guarantee = data.mainEntity.find((entry) => entry.name === 'Apa itu Garansi 2x24 Jam?')!;
    expect(guarantee.acceptedAnswer.text).toContain('ajukan komplain dalam 2x24 jam sejak pesanan diterima');
    expect(guarantee.acceptedAnswer.text).toContain('Syarat & Ketentuan.');
    expect(JSON.stringify(data)).not.toContain('href');
  });

  it("names the store page as the app variant's canonical address, and keeps the FAQ's meta-page title", async () => {
    const faq = await storePageHead(context, 'faq');
    expect(faq.title).toBeUndefined();
    expect(faq.canonicalPath).toBeUndefined();
    expect((await storePageHead(context, 'faq', true)).canonicalPath).toBe('/faq');
    expect(await storePageHead(context, 'snk', true)).toMatchObject({ title: 'Syarat & Ketentuan | MORE Furniture', canonicalPath: '/snk' });
    const jsonLd = JSON.parse(faq.jsonLd!) as { '@type': string }[];
    expect(jsonLd.map((entry) => entry['@type'])).toEqual(['FAQPage', 'BreadcrumbList']);
  });

  it('describes each showroom as a FurnitureStore open Monday to Sunday, 09:00-21:00, with its map', () => {
    const stores = showroomData(context.origin);
    expect(stores.map((store) => store.address.addressLocality)).toEqual(['Surabaya', 'Gresik', 'Sidoarjo']);
    for (const store of stores) {
      expect(store['@type']).toBe('FurnitureStore');
      expect(store.openingHoursSpecification).toEqual([
        { '@type': 'OpeningHoursSpecification', dayOfWeek: ['Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday', 'Sunday'], opens: '09:00', closes: '21:00' },
      ]);
    }
    expect(showroomMapHref(SHOWROOMS[0]!)).toMatch(/^https:\/\/www\.google\.com\/maps\/search\/\?api=1&query=Showroom%20MORE%20Surabaya%2C%20/);
  });
});

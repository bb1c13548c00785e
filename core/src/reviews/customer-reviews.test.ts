import { dateAt, datedText } from '../shared/dated-text';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { InMemoryOrdersApi, anOrder, anOrderItem } from '../orders/fakes';
import { InMemoryProductDetailApi, aProductDetail } from '../product-detail/fakes';
import { StoreFailure } from '../shared/failure';
import {
  CustomerReviews,
  NO_REVIEWABLE_PRODUCTS_TEXT,
  REVIEW_PRODUCT_GONE_TEXT,
  REVIEW_RATING_REQUIRED_TEXT,
  REVIEW_SENT_TEXT,
  REVIEW_TEXT_MAX_LENGTH,
  type ReviewableProduct,
  reviewTextCounter,
  reviewableProductsOf,
  withTemplate,
} from './customer-reviews';
import { ReviewForm, reviewFormErrors } from './review-form';
import { PHOTOS_BUSY_TEXT, PHOTOS_FAILED_TEXT } from './photo-uploads';
import { ProductReviews } from './product-reviews';
import { SentReviews } from './sent-reviews';
import { aPhotoFile, aReview } from './review.fixture';
import { InMemoryReviewsApi } from './reviews-api.fake';

/** Lets the fakes' answers (promises already resolved) reach the state: core has no timers to wait on. */
const settle = async () => {
  for (let turn = 0; turn < 50; turn++) await Promise.resolve();
};

const sofa = anOrderItem({ slug: 'sofa-oslo', nameShort: 'Sofa Oslo', nameLong: 'Sofa Oslo - Abu-abu', variantId: 11 });
const sofaGreen = anOrderItem({ slug: 'sofa-oslo', nameShort: 'Sofa Oslo', nameLong: 'Sofa Oslo - Hijau', variantId: 12 });
const table = anOrderItem({ slug: 'meja-jati', nameShort: 'Meja Jati', nameLong: 'Meja Jati - Natural', variantId: 21 });
const bundle = anOrderItem({ slug: 'paket-makan', nameShort: 'Paket Makan', nameLong: 'Paket Makan', variantId: 31, bundle: [{ variantId: 21, name: 'Meja', quantityPerBundle: 1 }] });

const completed = anOrder({ orderNumber: 'MORE-20261020-0311', status: 'completed', createdAt: Date.UTC(2026, 9, 20, 3, 15), items: [sofa, table] });
const older = anOrder({ orderNumber: 'MORE-20260801-0005', status: 'completed', createdAt: Date.UTC(2026, 7, 1, 3), items: [sofaGreen, bundle] });
const shipped = anOrder({ orderNumber: 'MORE-20261115-0042', status: 'shipped', createdAt: Date.UTC(2026, 10, 15, 3), items: [anOrderItem({ slug: 'lemari' })] });

describe('the products waiting for a review, derived from the completed orders (document 2 has no such list)', () => {
  it('lists each product of the completed orders once, from its newest order, with its page', () => {
    const products = reviewableProductsOf([older, shipped, completed]);
    expect(products.map((p) => [p.slug, p.orderNumber, p.href])).toEqual([
      ['sofa-oslo', 'MORE-20261020-0311', '/product/sofa-oslo'],
      ['meja-jati', 'MORE-20261020-0311', '/product/meja-jati'],
      ['paket-makan', 'MORE-20260801-0005', '/bundle/paket-makan'],
    ]);
    expect(products[0]).toMatchObject({ name: 'Sofa Oslo', orderText: datedText('Pesanan MORE-20261020-0311 · ', dateAt(Date.UTC(2026, 9, 20, 3, 15))) });
  });

  it('for any orders: only completed orders\' products, each slug once, every one of them', () => {
    const statuses = ['awaiting-payment', 'processing', 'shipped', 'completed', 'cancelled'] as const;
    const order = fc.record({
      status: fc.constantFrom(...statuses),
      createdAt: fc.integer({ min: 0, max: 2_000_000_000_000 }),
      slugs: fc.array(fc.constantFrom<string>('a', 'b', 'c', 'd', 'e'), { maxLength: 4 }),
    });
    fc.assert(
      fc.property(fc.array(order, { maxLength: 8 }), (orders) => {
        const summaries = orders.map((o, index) => anOrder({ orderNumber: `MORE-${index}`, status: o.status, createdAt: o.createdAt, items: o.slugs.map((slug) => anOrderItem({ slug })) }));
        const products = reviewableProductsOf(summaries);
        const expected = new Set(orders.filter((o) => o.status === 'completed').flatMap((o) => o.slugs));
        expect(new Set(products.map((p) => p.slug))).toEqual(expected);
        expect(products).toHaveLength(expected.size);
        for (const product of products) {
          const newest = Math.max(...orders.filter((o) => o.status === 'completed' && o.slugs.includes(product.slug)).map((o) => o.createdAt));
          expect(product.orderedAt).toBe(newest);
        }
      }),
    );
  });
});

describe('quick-pick templates', () => {
  it('fill an empty text, append as a new sentence, and never add the same one twice', () => {
    expect(withTemplate('', 'Kualitas produk sangat baik')).toBe('Kualitas produk sangat baik');
    expect(withTemplate('  ', 'Mudah dirakit')).toBe('Mudah dirakit');
    expect(withTemplate('Sofanya empuk', 'Mudah dirakit')).toBe('Sofanya empuk. Mudah dirakit');
    expect(withTemplate('Sofanya empuk!  ', 'Mudah dirakit')).toBe('Sofanya empuk! Mudah dirakit');
    expect(withTemplate('Sofanya empuk. Mudah dirakit', 'mudah dirakit')).toBe('Sofanya empuk. Mudah dirakit');
  });

  it('for any text and template: keeps what was typed, and the result says the template', () => {
    fc.assert(
      fc.property(fc.string({ maxLength: 80 }), fc.string({ minLength: 1, maxLength: 40 }).filter((t) => t.trim() !== ''), (text, template) => {
        const result = withTemplate(text, template);
        expect(result.toLowerCase()).toContain(template.trim().toLowerCase());
        expect(result.startsWith(text.trimEnd()) || text.trim() === '').toBe(true);
        expect(withTemplate(result, template)).toBe(result);
      }),
    );
  });
});

describe('the review form\'s rules', () => {
  it('requires 1 to 5 whole stars, at most 1000 characters, and photos done', () => {
    expect(reviewFormErrors({ rating: null, text: 'x'.repeat(1001) }, { blocker: PHOTOS_BUSY_TEXT })).toEqual({
      rating: REVIEW_RATING_REQUIRED_TEXT,
      text: 'Ulasan maksimal 1000 karakter',
      photos: PHOTOS_BUSY_TEXT,
    });
    expect(reviewFormErrors({ rating: 0, text: '' }, { blocker: null })).toEqual({ rating: 'Pilih rating 1 sampai 5 bintang' });
    expect(reviewFormErrors({ rating: 4.5, text: '' }, { blocker: null })).toEqual({ rating: REVIEW_RATING_REQUIRED_TEXT });
    // Stars alone are a review: the text may be empty.
    expect(reviewFormErrors({ rating: 5, text: '' }, { blocker: null })).toEqual({});
    expect(reviewFormErrors({ rating: 1, text: ` ${'x'.repeat(REVIEW_TEXT_MAX_LENGTH)} ` }, { blocker: null })).toEqual({});
    expect(reviewTextCounter('  Empuk  ')).toBe('5/1000');
  });
});

const product: ReviewableProduct = reviewableProductsOf([completed])[0]!;
const templates = [
  { id: 1, text: 'Kualitas produk sangat baik' },
  { id: 2, text: 'Mudah dirakit' },
];

const setUp = (orders = [completed, older, shipped]) => {
  const orderApi = new InMemoryOrdersApi(orders);
  const reviewsApi = new InMemoryReviewsApi([], templates);
  const products = new InMemoryProductDetailApi([aProductDetail({ id: 77, slug: 'sofa-oslo' }), aProductDetail({ id: 78, slug: 'meja-jati' })]);
  const sent = new SentReviews();
  return { orderApi, reviewsApi, products, sent, list: new CustomerReviews(orderApi, sent), form: new ReviewForm(reviewsApi, products, sent) };
};

describe('CustomerReviews', () => {
  it('pages through every completed order, 50 at a time, and lists what waits and what was reviewed', async () => {
    const many = Array.from({ length: 51 }, (_, index) =>
      anOrder({ orderNumber: `MORE-2026${index}`, status: 'completed', createdAt: Date.UTC(2026, 0, 1) + index, items: [anOrderItem({ slug: `produk-${index}` })] }),
    );
    const { orderApi, list } = setUp([...many, shipped]);
    list.show();
    expect(list.current).toEqual({ status: 'loading' });
    await settle();
    expect(orderApi.calls).toEqual(['GET more/transaction/order', 'GET more/transaction/order']);
    expect(list.current).toMatchObject({ status: 'ready', value: { reviewed: [] } });
    const view = list.current.status === 'ready' ? list.current.value : null;
    expect(view?.waiting).toHaveLength(51);
    expect(view?.waiting[0]!.slug).toBe('produk-50');
    list.show();
    await settle();
    expect(orderApi.calls).toHaveLength(2);
  });

  it('has nothing waiting for a customer without completed orders (the page says so), and fails with a retry', async () => {
    expect(NO_REVIEWABLE_PRODUCTS_TEXT).toMatch(/^Belum ada produk/);
    const { orderApi, list } = setUp([shipped]);
    orderApi.failWith = new StoreFailure('server', 'GET more/transaction/order', '500', { status: 500 });
    list.show();
    await settle();
    expect(list.current).toMatchObject({ status: 'failed', failure: { kind: 'server' } });
    orderApi.failWith = null;
    list.reload();
    await settle();
    expect(list.current).toEqual({ status: 'ready', value: { waiting: [], reviewed: [] } });
  });

  it('moves a product to reviewed the moment its review is sent, and forgets the reviews at logout', async () => {
    const { list, form, sent } = setUp();
    list.show();
    form.open(product);
    await settle();
    const outcome = await form.submit({ rating: 5, text: 'Empuk sekali' });
    expect(outcome).toMatchObject({ kind: 'sent', message: REVIEW_SENT_TEXT, review: { slug: 'sofa-oslo', productId: 77, rating: 5, ratingLabel: 'Rating 5 dari 5' } });
    const view = list.current.status === 'ready' ? list.current.value : null;
    expect(view?.waiting.map((p) => p.slug)).toEqual(['meja-jati', 'paket-makan']);
    expect(view?.reviewed.map((r) => [r.slug, r.productName, r.text])).toEqual([['sofa-oslo', 'Sofa Oslo', 'Empuk sekali']]);
    sent.clearOnLogout();
    list.clearOnLogout();
    expect(list.current).toEqual({ status: 'idle' });
    expect(sent.current).toEqual([]);
  });
});

describe('ReviewForm', () => {
  it('finds the product\'s id by its slug and the templates together, and sends the review once with its photos', async () => {
    const { form, reviewsApi, products } = setUp();
    form.open(product);
    expect(form.current).toEqual({ status: 'loading' });
    await settle();
    expect(products.calls).toEqual(['GET uni/product/sofa-oslo']);
    expect(form.current).toEqual({ status: 'ready', value: { kind: 'product', subject: { product, productId: 77, templates } } });
    await form.photos.add([aPhotoFile('sofa.jpg')]);
    const first = form.submit({ rating: 4, text: '  Nyaman  ' });
    const second = form.submit({ rating: 4, text: 'Nyaman' });
    expect(await second).toEqual({ kind: 'busy' });
    expect(await first).toMatchObject({ kind: 'sent' });
    expect(reviewsApi.callsOf('submit')).toEqual([{ productId: 77, rating: 4, text: 'Nyaman', photoIds: [1] }]);
    expect(reviewsApi.reviews[0]).toMatchObject({ productId: 77, photos: [{ id: 1, name: 'sofa.jpg' }] });
    // The photos belong to the review: the form starts afresh, and nothing is deleted.
    expect(form.photos.current.photos).toEqual([]);
    form.forget();
    await settle();
    expect(reviewsApi.callsOf('deletePhoto')).toEqual([]);
  });

  it('sends nothing while a rating is missing or a photo is failed or on its way', async () => {
    const { form, reviewsApi } = setUp();
    form.open(product);
    await settle();
    expect(await form.submit({ rating: null, text: '' })).toEqual({ kind: 'invalid', errors: { rating: REVIEW_RATING_REQUIRED_TEXT } });
    reviewsApi.failing.uploadPhoto = new StoreFailure('rejected', 'POST more/product/review/upload', '422', { status: 422, serverMessage: 'file maksimal 5 MB' });
    await form.photos.add([aPhotoFile('besar.jpg')]);
    expect(await form.submit({ rating: 5, text: '' })).toEqual({ kind: 'invalid', errors: { photos: PHOTOS_FAILED_TEXT } });
    expect(form.photos.current.photos[0]!.status).toMatchObject({ kind: 'failed', message: 'file maksimal 5 MB' });
    expect(reviewsApi.callsOf('submit')).toEqual([]);
  });

  it('shows the server\'s reasons beside the fields and its message, and sends again after a failure', async () => {
    const { form, reviewsApi } = setUp();
    form.open(product);
    await settle();
    reviewsApi.failing.submit = new StoreFailure('rejected', 'POST more/product/review', '422', {
      status: 422,
      serverMessage: 'Data yang dikirim tidak valid',
      fieldErrors: { review: ['Ulasan mengandung kata yang tidak pantas'], fileIds: ['Foto tidak ditemukan: 9'] },
    });
    expect(await form.submit({ rating: 3, text: 'Jelek' })).toMatchObject({
      kind: 'failed',
      errors: { text: 'Ulasan mengandung kata yang tidak pantas', photos: 'Foto tidak ditemukan: 9' },
      message: 'Data yang dikirim tidak valid',
    });
    reviewsApi.failing.submit = new StoreFailure('network', 'POST more/product/review', 'offline');
    const offline = await form.submit({ rating: 3, text: 'Jelek' });
    expect(offline).toMatchObject({ kind: 'failed', errors: {} });
    expect(offline.kind === 'failed' && offline.message).toMatch(/^Koneksi ke server terputus/);
    delete reviewsApi.failing.submit;
    expect(await form.submit({ rating: 3, text: 'Jelek' })).toMatchObject({ kind: 'sent' });
  });

  it('says so for a product no longer sold, fails with a retry otherwise, and deletes an abandoned form\'s photos', async () => {
    const { form, reviewsApi, products } = setUp();
    form.open({ ...product, slug: 'sudah-tidak-dijual' });
    await settle();
    expect(form.current).toEqual({ status: 'ready', value: { kind: 'gone', message: REVIEW_PRODUCT_GONE_TEXT } });
    products.failWith = new StoreFailure('network', 'GET uni/product/{slug}', 'offline');
    form.open(product);
    await settle();
    expect(form.current).toMatchObject({ status: 'failed', failure: { kind: 'network' } });
    products.failWith = null;
    form.reload();
    await settle();
    expect(form.current).toMatchObject({ status: 'ready', value: { kind: 'product' } });
    await form.photos.add([aPhotoFile('a.jpg')]);
    // The same product again keeps the form and its photos.
    form.open(product);
    expect(form.photos.photoIds).toEqual([1]);
    form.forget();
    await settle();
    expect(reviewsApi.callsOf('deletePhoto')).toEqual([1]);
    expect(form.current).toEqual({ status: 'idle' });
  });

  it('keeps nothing after logout, without calling the server', async () => {
    const { form, reviewsApi } = setUp();
    form.open(product);
    await settle();
    await form.photos.add([aPhotoFile('a.jpg')]);
    form.clearOnLogout();
    await settle();
    expect(form.current).toEqual({ status: 'idle' });
    expect(form.photos.current.photos).toEqual([]);
    expect(form.product).toBeNull();
    expect(reviewsApi.callsOf('deletePhoto')).toEqual([]);
  });
});

describe('a sent review on the product page (ProductReviews)', () => {
  it('reads the product\'s reviews again after a review of it was sent, and shows it first', async () => {
    const reviewsApi = new InMemoryReviewsApi([aReview({ id: 1, productId: 77 })], templates);
    const sent = new SentReviews();
    const productReviews = new ProductReviews(reviewsApi, sent.sent$);
    await productReviews.show(77, 4, 'c@test');
    const form = new ReviewForm(reviewsApi, new InMemoryProductDetailApi([aProductDetail({ id: 77, slug: 'sofa-oslo' })]), sent);
    form.open(product);
    await settle();
    await form.submit({ rating: 2, text: 'Kurang empuk' });
    await productReviews.show(77, 4, 'c@test');
    expect(reviewsApi.callsOf('reviewsOf')).toHaveLength(2);
    expect(productReviews.current).toMatchObject({ status: 'ready', value: { reviews: [{ text: 'Kurang empuk', ratingLabel: 'Rating 2 dari 5' }, { id: 1 }] } });
    // Another product's review changes nothing here.
    sent.add(aReview({ id: 5, productId: 99 }), product);
    await productReviews.show(77, 4, 'c@test');
    expect(reviewsApi.callsOf('reviewsOf')).toHaveLength(2);
  });
});

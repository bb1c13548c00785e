import { complaintWire, reviewPageWire, reviewUploadsWire, reviewUploadWire, reviewWire } from '@more/adapters/wire';
import { getResponse } from 'msw';
import { beforeEach, describe, expect, it } from 'vitest';
import { requestMock } from '../../in-process';
import { createMockApi, type MockApi } from '../../mock-api';
import { DEMO_CUSTOMER, NEW_CUSTOMER, signIn } from '../../seed/account';
import { demoPurchasedProducts } from '../../seed/reviews';
import { expectNoServerErrors } from '../notifications/any-request.fixture';

const PNG = Uint8Array.from(Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==', 'base64'));
const JPEG = new Uint8Array([0xff, 0xd8, 0xff, 0xe0, 0x00, 0x10, 0x4a, 0x46, 0x49, 0x46]);

let api: MockApi;
beforeEach(async () => {
  api = await createMockApi({ now: Date.UTC(2026, 10, 21, 3, 0) });
  await signIn(api.db, DEMO_CUSTOMER.id, 'demo', api.clock.unixSeconds());
  await signIn(api.db, NEW_CUSTOMER.id, 'new', api.clock.unixSeconds());
});

const dataOf = (answer: { body: unknown }) => (answer.body as { data: unknown }).data;
const reviewsOf = async (productId: number | string, query = '') => requestMock(api, { path: `more/product/review/${productId}${query}`, token: 'demo' });
const post = (path: string, json: unknown, token = 'demo') => requestMock(api, { method: 'POST', path, token, json });
const upload = (path: string, files: readonly File[], field = 'file', token = 'demo') => {
  const form = new FormData();
  for (const file of files) form.append(field, file);
  return requestMock(api, { method: 'POST', path, token, form });
};
const picture = (name = 'kursi.png', bytes: Uint8Array = PNG, type = 'image/png') => new File([bytes.slice()], name, { type });

/** A product with more than one page of reviews. */
const wellReviewed = () => {
  const counts = new Map<number, number>();
  for (const review of api.db.productReviews.all()) counts.set(review.productId, (counts.get(review.productId) ?? 0) + 1);
  return [...counts].find(([, count]) => count >= 7)![0];
};

describe('the seeded reviews', () => {
  it('cover many products, each mean within half a star of the product\'s rating, and only rated products', () => {
    const byProduct = new Map<number, number[]>();
    for (const review of api.db.productReviews.all()) byProduct.set(review.productId, [...(byProduct.get(review.productId) ?? []), review.rating]);
    expect(byProduct.size).toBeGreaterThan(200);
    for (const [productId, ratings] of byProduct) {
      const product = api.db.products.findFirst((q) => q.where({ id: productId }))!;
      const mean = ratings.reduce((a, b) => a + b, 0) / ratings.length;
      expect(Math.abs(mean - product.rating), `product ${productId}`).toBeLessThanOrEqual(0.5);
    }
    expect(api.db.products.all().filter((p) => p.rating === 0).every((p) => !byProduct.has(p.id))).toBe(true);
  });

  it('include the demo customer\'s review of the first product of their completed order', () => {
    const [bought] = demoPurchasedProducts(api.db);
    expect(api.db.productReviews.findFirst((q) => q.where({ customerId: DEMO_CUSTOMER.id }))).toMatchObject({ productId: bought.id, reviewerName: 'Sinta W.' });
  });
});

describe('GET more/product/review/{product_id}', () => {
  it('pages "3 per page by default", newest first, with the review info of document 1 §3', async () => {
    const productId = wellReviewed();
    const all = api.db.productReviews.all().filter((r) => r.productId === productId);
    const first = reviewPageWire.parse(dataOf(await reviewsOf(productId)));
    expect(first).toMatchObject({ page: 1, per_page: 3, product_id: productId, total: all.length, total_pages: Math.ceil(all.length / 3) });
    expect(first.data).toHaveLength(3);
    const mean = Math.round((all.reduce((s, r) => s + r.rating, 0) / all.length) * 10) / 10;
    expect(first.rating).toBe(mean);
    const times = first.data.map((r) => Date.parse(r.created_at));
    expect(times).toEqual([...times].sort((a, b) => b - a));
    const third = reviewPageWire.parse(dataOf(await reviewsOf(productId, `?page=3&per_page=3&product_id=${productId}`)));
    expect(third.data.map((r) => r.id)).not.toContain(first.data[0]!.id);
  });

  it('answers an empty page and rating 0 for a product nobody reviewed', async () => {
    const unrated = api.db.products.all().find((p) => p.rating === 0)!;
    expect(reviewPageWire.parse(dataOf(await reviewsOf(unrated.id)))).toMatchObject({ data: [], total: 0, total_pages: 0, rating: 0 });
  });

  it('answers 404 for a product it does not have, 422 for a query that contradicts the path', async () => {
    expect(await reviewsOf(99999)).toMatchObject({ status: 404, body: { message: 'Produk tidak ditemukan' } });
    expect((await reviewsOf('sofa')).status).toBe(404);
    expect(await reviewsOf(7, '?product_id=8')).toMatchObject({ status: 422, body: { errors: { product_id: [expect.any(String)] } } });
    expect(await reviewsOf(7, '?per_page=0')).toMatchObject({ status: 422, body: { errors: { per_page: ['per_page minimal 1'] } } });
    expect((await requestMock(api, { path: 'more/product/review/7' })).status).toBe(401);
  });
});

describe('POST more/product/review', () => {
  it('keeps the review, one per customer and product: a second one replaces the first', async () => {
    const [, waiting] = demoPurchasedProducts(api.db);
    const before = api.db.productReviews.all().filter((r) => r.productId === waiting.id).length;
    const first = await post('more/product/review', { product_id: waiting.id, rating: 4, review: 'Kokoh dan rapi.' });
    expect(first).toMatchObject({ status: 200, body: { message: 'Terima kasih, ulasan berhasil dikirim' } });
    expect(reviewWire.parse(dataOf(first))).toMatchObject({ product_id: waiting.id, rating: 4, review: 'Kokoh dan rapi.', name: 'Sinta W.', images: [] });
    const second = await post('more/product/review', { product_id: waiting.id, rating: 5 });
    expect(second).toMatchObject({ status: 200, body: { message: 'Ulasan berhasil diperbarui', data: { rating: 5, review: '' } } });
    expect(api.db.productReviews.all().filter((r) => r.productId === waiting.id)).toHaveLength(before + 1);
    const page = reviewPageWire.parse(dataOf(await reviewsOf(waiting.id)));
    expect(page.data[0]).toMatchObject({ rating: 5, name: 'Sinta W.' });
  });

  it('refuses a review without a rating, or with 6 stars, in Indonesian', async () => {
    expect(await post('more/product/review', { product_id: 7, review: 'Bagus' })).toMatchObject({ status: 422, body: { errors: { rating: ['rating wajib diisi'] } } });
    expect(await post('more/product/review', { product_id: 7, rating: 6 })).toMatchObject({ status: 422, body: { errors: { rating: ['rating maksimal 5'] } } });
    expect(await post('more/product/review', { product_id: 7, rating: 4.5 })).toMatchObject({ status: 422, body: { errors: { rating: ['rating harus berupa bilangan bulat'] } } });
    expect(await post('more/product/review', { product_id: 99999, rating: 5 })).toMatchObject({ status: 422, body: { errors: { product_id: ['Produk tidak ditemukan'] } } });
  });

  it('shows the photos uploaded for it, and refuses photos that are not the customer\'s', async () => {
    const photo = reviewUploadWire.parse(dataOf(await upload('more/product/review/upload', [picture()])));
    const theirs = reviewUploadWire.parse(dataOf(await upload('more/product/review/upload', [picture()], 'file', 'new')));
    expect(await post('more/product/review', { product_id: 7, rating: 5, file_ids: [theirs.id] })).toMatchObject({ status: 422, body: { errors: { file_ids: [`Foto tidak ditemukan: ${theirs.id}`] } } });
    const review = reviewWire.parse(dataOf(await post('more/product/review', { product_id: 7, rating: 5, file_ids: [photo.id] })));
    expect(review.images).toEqual([photo]);
    // Removing the photo takes it off the review too.
    expect(await post('more/product/review/delete-file', { id: photo.id })).toMatchObject({ status: 200, body: { data: { id: photo.id } } });
    expect(reviewPageWire.parse(dataOf(await reviewsOf(7))).data.find((r) => r.id === review.id)?.images).toEqual([]);
  });
});

describe('uploads (multipart): pictures only, up to 5 MB', () => {
  it('accepts a PNG or JPEG and serves it back from the mock\'s media host', async () => {
    const answer = await upload('more/product/review/upload', [picture('Foto Sofa (1).png')]);
    expect(answer).toMatchObject({ status: 200, body: { message: 'Foto berhasil diunggah' } });
    const photo = reviewUploadWire.parse(dataOf(answer));
    expect(photo.file_name).toBe('Foto Sofa (1).png');
    expect(photo.url).toMatch(/^http:\/\/127\.0\.0\.1:5173\/media\/uploads\/\d+\/[0-9a-f]{32}\/Foto-Sofa-1-.png$/);
    const served = await getResponse(api.handlers, new Request(photo.url));
    expect(served?.headers.get('content-type')).toBe('image/png');
    expect(new Uint8Array(await served!.arrayBuffer())).toEqual(PNG);
    expect((await upload('more/product/complain/upload', [picture('retak.jpg', JPEG, 'image/jpeg')])).status).toBe(200);
  });

  it('refuses a file that is not a picture, one that only claims to be, an empty one and one over 5 MB', async () => {
    const refusals = [
      [picture('catatan.txt', new TextEncoder().encode('bukan gambar'), 'text/plain'), 'file harus berupa gambar JPG, PNG atau WEBP'],
      [picture('palsu.png', new TextEncoder().encode('bukan gambar'), 'image/png'), 'file harus berupa gambar JPG, PNG atau WEBP yang utuh'],
      [picture('kosong.png', new Uint8Array(), 'image/png'), 'file kosong'],
      [picture('besar.jpg', new Uint8Array(5 * 1024 * 1024 + 1).fill(0xff), 'image/jpeg'), 'file maksimal 5 MB'],
    ] as const;
    for (const [file, reason] of refusals) {
      expect(await upload('more/product/review/upload', [file])).toMatchObject({ status: 422, body: { success: false, errors: { file: [reason] } } });
    }
    expect(await post('more/product/review/upload', { file: 'kursi.png' })).toMatchObject({ status: 422, body: { errors: { file: ['file harus berupa berkas gambar'] } } });
    expect(await post('more/product/review/upload', {})).toMatchObject({ status: 422, body: { errors: { file: ['file wajib diisi'] } } });
    expect(api.db.reviewUploads.count()).toBe(0);
  });

  it('serves a complaint photo only at the address its owner was given: not by its id, not with another key', async () => {
    const [photo] = reviewUploadsWire.parse(dataOf(await upload('more/product/complain/multi-upload', [picture('retak.png')], 'files[]')));
    const served = await getResponse(api.handlers, new Request(photo!.url));
    expect(served?.status).toBe(200);
    const [, id, key, name] = /\/media\/uploads\/(\d+)\/([0-9a-f]{32})\/(.+)$/.exec(photo!.url)!;
    const guesses = [
      `http://127.0.0.1:5173/media/uploads/${id}/${name}`,
      `http://127.0.0.1:5173/media/uploads/${id}/${'0'.repeat(32)}/${name}`,
      `http://127.0.0.1:5173/media/uploads/${id}/${key!.toUpperCase()}/${name}`,
    ];
    for (const guess of guesses) expect((await getResponse(api.handlers, new Request(guess)))?.status ?? 404, guess).toBe(404);
    // Two uploads never share a key: knowing one's address tells nothing of the next.
    const [next] = reviewUploadsWire.parse(dataOf(await upload('more/product/complain/multi-upload', [picture('retak.png')], 'files[]')));
    expect(next!.url.split('/')[5]).not.toBe(key);
  });

  it('takes several pictures for a complaint at once, all or none', async () => {
    const both = await upload('more/product/complain/multi-upload', [picture('a.png'), picture('b.jpg', JPEG, 'image/jpeg')], 'files[]');
    expect(reviewUploadsWire.parse(dataOf(both)).map((p) => p.file_name)).toEqual(['a.png', 'b.jpg']);
    const mixed = await upload('more/product/complain/multi-upload', [picture('c.png'), picture('d.txt', new Uint8Array([1]), 'text/plain')], 'files[]');
    expect(mixed).toMatchObject({ status: 422, body: { errors: { 'files.1': ['files.1 harus berupa gambar JPG, PNG atau WEBP'] } } });
    const six = Array.from({ length: 6 }, (_, i) => picture(`${i}.png`));
    expect((await upload('more/product/complain/multi-upload', six, 'files[]')).status).toBe(422);
    expect(api.db.reviewUploads.count()).toBe(2);
  });

  it('deletes a file by id, only the customer\'s own and only of its kind (404 otherwise)', async () => {
    const photo = reviewUploadWire.parse(dataOf(await upload('more/product/review/upload', [picture()])));
    expect(await post('more/product/complain/delete-file', { id: photo.id })).toMatchObject({ status: 404, body: { message: 'Berkas tidak ditemukan' } });
    expect((await post('more/product/review/delete-file', { id: photo.id }, 'new')).status).toBe(404);
    expect((await post('more/product/review/delete-file', { id: photo.id })).status).toBe(200);
    expect((await post('more/product/review/delete-file', { id: photo.id })).status).toBe(404);
    expect(await post('more/product/review/delete-file', {})).toMatchObject({ status: 422, body: { errors: { id: ['id wajib diisi'] } } });
    expect((await getResponse(api.handlers, new Request(photo.url)))?.status).toBe(404);
  });
});

describe('POST more/product/complain', () => {
  it('keeps the complaint as pending with its photos, and tells the customer', async () => {
    const photos = reviewUploadsWire.parse(dataOf(await upload('more/product/complain/multi-upload', [picture('a.png'), picture('b.png')], 'files[]')));
    const answer = await post('more/product/complain', {
      product_id: 7,
      ordersn: 'MORE-20261020-0311',
      template_id: 1,
      complain: 'Kaki meja patah saat dibuka dari kardus.',
      file_ids: photos.map((p) => p.id),
    });
    expect(answer).toMatchObject({ status: 200, body: { message: 'Komplain berhasil dikirim' } });
    expect(complaintWire.parse(dataOf(answer))).toMatchObject({ product_id: 7, ordersn: 'MORE-20261020-0311', template_id: 1, status: 'pending', images: photos });
    const newest = api.db.notifications.all().filter((n) => n.customerId === DEMO_CUSTOMER.id).sort((a, b) => b.id - a.id)[0];
    expect(newest).toMatchObject({ title: 'Komplain Diterima', read: false });
    // Photos sent with one complaint cannot be sent with another.
    expect((await post('more/product/complain', { product_id: 7, complain: 'Laci tidak bisa ditutup.', file_ids: [photos[0]!.id] })).status).toBe(422);
  });

  it('refuses a complaint too short, of an unknown product or reason, or a malformed order number', async () => {
    const answer = await post('more/product/complain', { product_id: 99999, template_id: 99, ordersn: 'SO-1', complain: 'rusak' });
    expect(answer).toMatchObject({ status: 422, body: { errors: { ordersn: ['format ordersn tidak valid'], complain: ['complain minimal 10'] } } });
    expect(await post('more/product/complain', { product_id: 99999, template_id: 99, complain: 'Barang datang rusak parah.' })).toMatchObject({
      status: 422,
      body: { errors: { product_id: ['Produk tidak ditemukan'], template_id: ['Alasan komplain tidak ditemukan'] } },
    });
    expect(api.db.complaints.count()).toBe(0);
  });

  it('offers the templates of reviews and the reasons of complaints', async () => {
    expect(dataOf(await requestMock(api, { path: 'more/product/review/templates', token: 'demo' }))).toContainEqual({ id: 1, text: 'Kualitas produk sangat baik' });
    expect(dataOf(await requestMock(api, { path: 'more/product/complain/templates', token: 'demo' }))).toContainEqual({ id: 1, text: 'Barang rusak saat diterima' });
    expect((await requestMock(api, { path: 'more/product/complain/templates' })).status).toBe(401);
  });
});

describe('any input', () => {
  it('never makes the reviews and complaints calls fail with a server error', async () => {
    await expectNoServerErrors(api, 'demo', ['POST more/product/review', 'GET more/product/review/templates', 'POST more/product/review/delete-file', 'POST more/product/review/upload', 'GET more/product/review/{product_id}', 'POST more/product/complain', 'GET more/product/complain/templates', 'POST more/product/complain/delete-file', 'POST more/product/complain/upload', 'POST more/product/complain/multi-upload']);
  }, 30_000);
});
